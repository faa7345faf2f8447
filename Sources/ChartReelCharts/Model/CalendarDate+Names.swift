import ChartReelCore

extension CalendarDate {
  /// "January" … "December".
  package static let fullMonthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]
  static let fullWeekdayNames = [
    "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
  ]

  /// "20 April 2019", or "Saturday, 20 April 2019".
  package func fullDate(weekday: Bool = false) -> String {
    let date = "\(day) \(Self.fullMonthNames[month - 1]) \(year)"
    return weekday ? "\(Self.fullWeekdayNames[self.weekday]), \(date)" : date
  }

  /// "20 Apr 2019", or "Sat, 20 Apr 2019".
  package func shortDate(weekday: Bool = false) -> String {
    let date = "\(dayMonth) \(year)"
    return weekday ? "\(Self.weekdayNames[self.weekday]), \(date)" : date
  }

  /// "20 Apr".
  package var dayMonth: String { "\(day) \(Self.monthNames[month - 1])" }
}
