import ChartReelCore

/// The rules every chart's data must follow, whichever way it is made: read from a Telegram
/// JSON or CSV file, or built in Swift with `ChartData(x:series:)`.
///
/// One definition of each rule (its range and its message), shared by the decoders,
/// `ChartData.init` and the scene's checks. A gap (JSON `null`, an empty CSV field) is stored as
/// `Double.nan` in `ChartSeries.values`; x values can never be gaps. Values are finite and at
/// most `valueLimit` in magnitude, so labels and tooltips stay exact; x values are timestamps
/// between the years 1 and 9999.
package enum ChartDataRules {
  /// The largest magnitude of a y value: 10¹⁵, within which doubles hold whole numbers exactly.
  package static let valueLimit = 1e15
  /// Timestamps from 0001-01-01 00:00 to 9999-12-31 23:59:59.999 UTC, in milliseconds.
  package static let xLimits: ClosedRange<Double> = -62_135_596_800_000...253_402_300_799_999
  /// The fewest points a chart can be drawn with.
  package static let minimumPoints = 2

  /// Why `value` cannot be a y value, or nil when it can; `written` is the value as the file
  /// wrote it, when that is not a plain number.
  package static func valueProblem(_ value: Double, written: String? = nil) -> String? {
    guard value.isFinite, abs(value) <= valueLimit else {
      return "expected a number from -1e15 to 1e15, found \(written ?? value.formattedForMessage)"
    }
    return nil
  }

  /// Why `value` cannot be an x value (milliseconds since 1970), or nil when it can.
  package static func xProblem(_ value: Double, written: String? = nil) -> String? {
    guard xLimits.contains(value) else {
      return
        "expected a date from the year 1 to 9999, found \(written ?? value.formattedForMessage)"
    }
    return nil
  }

  /// Why `count` points are too few, or nil when they are enough.
  package static func pointCountProblem(_ count: Int) -> String? {
    count >= minimumPoints ? nil : "expected at least \(minimumPoints) points, found \(count)"
  }

  /// The first index whose x is not greater than the one before it, if any.
  package static func firstOutOfOrder(_ x: [Double]) -> Int? {
    zip(x, x.dropFirst()).enumerated().first { $0.element.1 <= $0.element.0 }.map { $0.offset + 1 }
  }

  /// "expected x values in increasing order without duplicates, found …" for the x at `index`,
  /// which `firstOutOfOrder` returned; `text` shows an x value as the file wrote it.
  package static func orderMessage(_ x: [Double], at index: Int, text: (Int) -> String) -> String {
    let found =
      x[index] == x[index - 1]
      ? "\(text(index)) twice" : "\(text(index)) after \(text(index - 1))"
    return "expected x values in increasing order without duplicates, found \(found)"
  }

  /// Whether a series has at least one value that is not a gap.
  package static func hasValues(_ values: [Double]) -> Bool {
    values.contains { !$0.isNaN }
  }

  /// Why a series' id or name cannot be used, or nil when it can: past
  /// `InputLimits.stringCharacters`.
  package static func nameProblem(_ text: String) -> String? {
    InputLimits.lengthProblem(text, what: "a series id or name")
  }

  /// "two columns have the id …": a series id that an earlier series of the chart has.
  package static func duplicateMessage(_ id: String) -> String {
    "two columns have the id \"\(id.excerpt())\"; expected each id once"
  }

  /// Why `points` data points holding `values` values (x and series) are too many, or nil:
  /// past `InputLimits.dataPoints` or `InputLimits.dataValues`.
  package static func sizeProblem(
    points: Int, values: Int, pointLimit: Int = InputLimits.dataPoints,
    valueLimit: Int = InputLimits.dataValues
  ) -> String? {
    if points > pointLimit {
      return
        "holds \(InputLimits.grouped(points)) data points; expected at most \(InputLimits.grouped(pointLimit)) (see docs/limits.md)"
    }
    if values > valueLimit {
      return
        "holds \(InputLimits.grouped(values)) values (x and series); expected at most \(InputLimits.grouped(valueLimit)) (see docs/limits.md)"
    }
    return nil
  }
}
