import ChartReelCharts
import ChartReelCore

extension ChartDataRules {
  /// Throws naming the first series id that two columns of one chart share, a series id or
  /// name past `InputLimits.stringCharacters`, and the limits on a file's points and values
  /// (`InputLimits.dataPoints`, `InputLimits.dataValues`); a CSV file's columns are its header.
  static func checkColumns(
    of charts: [ChartData], collection: Bool, file: String, csv: Bool = false
  ) throws(InputError) {
    var points = 0
    var values = 0
    for (index, chart) in charts.enumerated() {
      let path = csv ? "line 1" : collection ? "[\(index)].columns" : "columns"
      if let problem = chart.columnProblem {
        throw InputError(file: file, keyPath: path, message: problem.message)
      }
      points += chart.x.count
      values += chart.x.count * (chart.series.count + 1)
    }
    try checkSize(points: points, values: values, file: file)
  }

  /// Throws when a file's points or values are past `InputLimits.dataPoints` or
  /// `InputLimits.dataValues`.
  static func checkSize(points: Int, values: Int, file: String) throws(InputError) {
    if let problem = sizeProblem(points: points, values: values) {
      throw InputError(file: file, message: problem)
    }
  }
}
