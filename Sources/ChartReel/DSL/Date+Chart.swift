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
  /// The x values as dates (x is milliseconds since 1970-01-01 00:00 UTC).
  public var dates: [Date] { x.map(Date.init(chartX:)) }
}
