import ChartReelCore

/// A UTC calendar date and time of day, computed from a Unix timestamp without any locale.
package struct CalendarDate: Equatable, Sendable {
  package var year: Int
  /// 1 to 12.
  package var month: Int
  /// 1 to 31.
  package var day: Int
  /// 0 (Sunday) to 6 (Saturday).
  package var weekday: Int
  package var hour: Int
  package var minute: Int
  /// 0 to 59.
  package var second: Int

  static let monthNames = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]
  static let weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

  /// The date of a timestamp in milliseconds since 1970-01-01 00:00 UTC.
  package init(milliseconds: Double) {
    let seconds = Int((milliseconds / 1000).rounded(.down))
    let days = Int((Double(seconds) / 86_400).rounded(.down))
    let secondOfDay = seconds - days * 86_400
    hour = secondOfDay / 3600
    minute = (secondOfDay % 3600) / 60
    second = secondOfDay % 60
    weekday = ((days % 7) + 11) % 7  // 1970-01-01 was a Thursday
    // Howard Hinnant's days-to-civil algorithm.
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
  }

  /// "Apr 20".
  package var monthDay: String { "\(Self.monthNames[month - 1]) \(day)" }

  /// "Sat, Apr 20".
  package var weekdayMonthDay: String { "\(Self.weekdayNames[weekday]), \(monthDay)" }

  /// "09:05".
  package var hourMinute: String {
    (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
  }

  /// "09:05:30".
  package var hourMinuteSecond: String { hourMinute + (second < 10 ? ":0" : ":") + "\(second)" }
}
