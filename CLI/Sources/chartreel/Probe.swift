import ArgumentParser
import ChartReel

/// `chartreel probe`: prints the chart's state at given times as JSON lines.
struct Probe: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print the animated state at the given times, one JSON object per line.")

  @Argument(help: "The scene file.") var scene: String
  @OptionGroup var data: DataRootOption
  @Option(name: .customLong("at"), help: "A time in seconds; repeat for several.")
  var times: [Double] = []
  @Option(help: "Print the state every STEP seconds from 0 to the end of the scene, e.g. 0.1.")
  var step: Double?
  @Option(help: "Which chart of a scene with several (0 is the top one).") var chart = 0

  /// The most lines `--step` may print.
  static let maximumLines = 1_000_000

  func run() throws {
    try reportingFailures {
      try AddressSpace.check()
      try OpenFiles.check()
      let scene = try Scene.load(scene, files: data.files())
      let measurer = try PangoTextMeasurer()
      let compiled = CompiledScene(scene, measurer: measurer)
      guard chart == 0 || (0..<compiled.chartCount).contains(chart) else {
        throw ValidationError(
          "--chart \(chart): the scene has \(compiled.chartCount) chart(s), 0 to \(compiled.chartCount - 1)"
        )
      }
      guard times.allSatisfy({ (0...1_000_000).contains($0) }) else {
        throw ValidationError("--at expects times from 0 to 1000000 s")
      }
      var times = self.times.isEmpty ? [0] : self.times
      if let step {
        guard self.times.isEmpty else {
          throw ValidationError("give either --at or --step, not both")
        }
        guard step.isFinite, step > 0, scene.duration / step < Double(Self.maximumLines) else {
          throw ValidationError(
            "--step \(step): expected a step greater than 0 giving at most \(Self.maximumLines) lines over the scene's \(scene.duration) s"
          )
        }
        times = ChartRenderer.sampleTimes(every: step, through: scene.duration)
      }
      for t in times {
        try printOutput(compiled.probe(at: t, chart: chart, measurer: measurer).serialized)
      }
    }
  }
}
