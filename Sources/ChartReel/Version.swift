/// ChartReel's version, as `chartreel --version` prints it; defined here only.
public let version = "0.9.0"
