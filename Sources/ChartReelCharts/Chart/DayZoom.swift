import ChartReelCore

/// The days a chart can zoom into, as Telegram's apps do: a round-2 overview's day files
/// (`YYYY-MM/DD.json` beside it), or for a percentage chart the week around the day, shown as
/// a pie.
package enum DayZoom {
  static let day = 86_400_000.0

  /// The UTC midnight of a day written "2019-03-01", in milliseconds; nil when it is no date.
  package static func midnight(_ day: String) -> Double? {
    let parts = day.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      let year = Int(parts[0]), let month = Int(parts[1]), let date = Int(parts[2]),
      (1...12).contains(month), (1...31).contains(date)
    else { return nil }
    let days = CalendarDate.daysSinceEpoch(year: year, month: month, day: date)
    guard CalendarDate(milliseconds: Double(days) * Self.day).day == date else { return nil }
    return Double(days) * Self.day
  }

  /// The day file of `day`, relative to the overview's folder: "2019-03/01.json".
  package static func relativePath(_ day: String) -> String {
    let parts = day.split(separator: "-")
    return "\(parts[0])-\(parts[1])/\(parts[2]).json"
  }

  /// The window over `data` that shows the 24 hours of `day`, found by timestamp (a day file
  /// is not always centred on its day), clamped to the data.
  package static func window(showing day: String, in data: ChartData) -> Window {
    guard let start = midnight(day), data.x.count > 1 else { return .full }
    let lower = data.fraction(ofX: start)
    let upper = data.fraction(ofX: start + Self.day)
    let window = Window(max(0, lower), min(1, upper))
    return window.width >= data.minimumWindowWidth
      ? window : window.constrained(minimumWidth: data.minimumWindowWidth)
  }

  /// The week around `day` (three days each side, shifted at the data's ends) of a percentage
  /// chart's overview: what its pie sums and its mini-map shows.
  package static func week(around day: String, in data: ChartData) -> ChartData? {
    guard let start = midnight(day), data.x.count >= 7,
      start >= data.x[0] - Self.day, start <= data.x[data.x.count - 1] + Self.day
    else { return nil }
    let center = data.nearestIndex(toX: start)
    let first = min(max(0, center - 3), data.x.count - 7)
    let range = first..<(first + 7)
    var week = data
    week.x = Array(data.x[range])
    for index in week.series.indices {
      week.series[index].values = Array(data.series[index].values[range])
    }
    return week
  }
}

extension CalendarDate {
  /// Days from 1970-01-01 to a civil date (Howard Hinnant's algorithm).
  package static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let monthIndex = month > 2 ? month - 3 : month + 9
    let dayOfYear = (153 * monthIndex + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
