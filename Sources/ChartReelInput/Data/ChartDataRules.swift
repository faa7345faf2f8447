import ChartReelCharts
import ChartReelCore

/// The rules every chart's data must follow, whichever file format it comes from.
///
/// A gap (JSON `null`, an empty CSV field) is stored as `Double.nan` in `ChartSeries.values`;
/// x values can never be gaps. Values are finite and at most `valueLimit` in magnitude, so
/// labels and tooltips stay exact; x values are timestamps between the years 1 and 9999.
enum ChartDataRules {
  /// The largest magnitude of a y value: 10¹⁵, within which doubles hold whole numbers exactly.
  static let valueLimit = 1e15
  /// Timestamps from 0001-01-01 00:00 to 9999-12-31 23:59:59.999 UTC, in milliseconds.
  static let xLimits: ClosedRange<Double> = -62_135_596_800_000...253_402_300_799_999

  /// Why `value` cannot be a y value, or nil when it can; `written` is the value as the file
  /// wrote it, when that is not a plain number.
  static func valueProblem(_ value: Double, written: String? = nil) -> String? {
    guard value.isFinite, abs(value) <= valueLimit else {
      return "expected a number from -1e15 to 1e15, found \(written ?? value.formattedForMessage)"
    }
    return nil
  }

  /// Why `value` cannot be an x value (milliseconds since 1970), or nil when it can.
  static func xProblem(_ value: Double, written: String? = nil) -> String? {
    guard xLimits.contains(value) else {
      return
        "expected a date from the year 1 to 9999, found \(written ?? value.formattedForMessage)"
    }
    return nil
  }

  /// The first index whose x is not greater than the one before it, if any.
  static func firstOutOfOrder(_ x: [Double]) -> Int? {
    zip(x, x.dropFirst()).enumerated().first { $0.element.1 <= $0.element.0 }.map { $0.offset + 1 }
  }

  /// "expected x values in increasing order without duplicates, found …" for the x at `index`,
  /// which `firstOutOfOrder` returned; `text` shows an x value as the file wrote it.
  static func orderMessage(_ x: [Double], at index: Int, text: (Int) -> String) -> String {
    let found =
      x[index] == x[index - 1]
      ? "\(text(index)) twice" : "\(text(index)) after \(text(index - 1))"
    return "expected x values in increasing order without duplicates, found \(found)"
  }

  /// Whether a series has at least one value that is not a gap.
  static func hasValues(_ values: [Double]) -> Bool {
    values.contains { !$0.isNaN }
  }

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
      var seen = Set<String>()
      for series in chart.series {
        guard seen.insert(series.id).inserted else {
          throw InputError(
            file: file, keyPath: path,
            message: "two columns have the id \"\(series.id.excerpt())\"; expected each id once")
        }
        for text in [series.id, series.name] {
          if let problem = InputLimits.lengthProblem(text, what: "a series id or name") {
            throw InputError(file: file, keyPath: path, message: problem)
          }
        }
      }
      points += chart.x.count
      values += chart.x.count * (chart.series.count + 1)
    }
    try checkSize(points: points, values: values, file: file)
  }

  /// Throws when a file's points or values are past `InputLimits.dataPoints` or
  /// `InputLimits.dataValues`.
  static func checkSize(points: Int, values: Int, file: String) throws(InputError) {
    if points > InputLimits.dataPoints {
      throw InputError(
        file: file,
        message:
          "holds \(InputLimits.grouped(points)) data points; expected at most \(InputLimits.grouped(InputLimits.dataPoints)) (see docs/limits.md)"
      )
    }
    if values > InputLimits.dataValues {
      throw InputError(
        file: file,
        message:
          "holds \(InputLimits.grouped(values)) values (x and series); expected at most \(InputLimits.grouped(InputLimits.dataValues)) (see docs/limits.md)"
      )
    }
  }
}
