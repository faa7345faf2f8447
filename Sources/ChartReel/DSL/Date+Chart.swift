import Foundation

extension Date {
  /// The date as a chart's data x: milliseconds since 1970-01-01 00:00 UTC.
  public var chartX: Double { timeIntervalSince1970 * 1000 }

  /// The date of a chart's data x, milliseconds since 1970-01-01 00:00 UTC.
  public init(chartX: Double) { self.init(timeIntervalSince1970: chartX / 1000) }

  /// The day the date falls on in UTC, written as `zoomIn` takes it: "2019-03-01".
  var chartDay: String {
    let date = CalendarDate(milliseconds: chartX)
    func padded(_ number: Int, _ width: Int) -> String {
      let digits = String(abs(number))
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return "\(padded(date.year, 4))-\(padded(date.month, 2))-\(padded(date.day, 2))"
  }

  /// The minutes from the last midnight (UTC) to the date, as a timeline's times are written.
  var minutesFromMidnight: Double {
    let seconds = timeIntervalSince1970
    let day = 86_400.0
    return (seconds - (seconds / day).rounded(.down) * day) / 60
  }
}

extension ChartData {
  /// Checks and builds chart data over `dates`, the first way to make data in Swift: each
  /// series has one value per date.
  ///
  /// ```swift
  /// let days = (0..<30).map { Date(timeIntervalSince1970: 1_551_398_400 + Double($0) * 86_400) }
  /// let data = try ChartData(
  ///   dates: days,
  ///   series: [
  ///     ChartSeries(
  ///       id: "signups", name: "Sign-ups", color: Color(rgb: 0x3DC23F), kind: .line,
  ///       values: counts)
  ///   ])
  /// ```
  ///
  /// The dates are kept as the chart's x values, milliseconds since 1970-01-01 00:00 UTC
  /// (`Date.chartX`); throws `InputError` by the rules of `init(x:series:)` (at least two
  /// dates, strictly increasing, within the years 1 to 9999; each series as long as `dates`),
  /// naming `dates[2]` where those name `x[2]`.
  ///
  /// - Parameters:
  ///   - dates: at least two, strictly increasing.
  ///   - series: at least one, each with one value per date (NaN for a gap).
  ///   - yScaled: two y axes, one per series (two series only).
  ///   - stacked: bars stacked on each other.
  ///   - percentage: areas stacked to 100 %.
  public init(
    dates: [Date], series: [ChartSeries], yScaled: Bool = false, stacked: Bool = false,
    percentage: Bool = false
  ) throws(InputError) {
    do {
      try self.init(
        x: dates.map(\.chartX), series: series, yScaled: yScaled, stacked: stacked,
        percentage: percentage)
    } catch {
      throw error.renamingX(to: "dates")
    }
  }

  /// The x values as dates (x is milliseconds since 1970-01-01 00:00 UTC).
  public var dates: [Date] { x.map(Date.init(chartX:)) }
}

extension InputError {
  /// The error with `x` in its key paths and messages read as `name`, for an initialiser that
  /// takes the x values as `name` (`dates`).
  func renamingX(to name: String) -> InputError {
    InputError(
      problems: problems.map { problem in
        var renamed = problem
        if renamed.keyPath == "x" || renamed.keyPath.hasPrefix("x[") {
          renamed.keyPath = name + renamed.keyPath.dropFirst()
        }
        renamed.message = renamed.message.replacingOccurrences(
          of: "but x has", with: "but \(name) has")
        return renamed
      })
  }
}
