import ChartReelCore
import Foundation

/// The dates a chart's header may show for a window, for the layout to measure: whether they
/// fit beside the title (the header draws them with `ChartDrawing.dateTexts`).
enum HeaderDates {
  /// The header's dates, longest first: "1 April 2019 – 30 April 2019", "1 Apr – 30 Apr 2019",
  /// "Apr 2019", "2019"; the one day shown ("Saturday, 20 April 2019", "Sat, 20 Apr 2019",
  /// "20 Apr 2019"); a timeline's hours ("00:00 – 24:00").
  static func texts(
    data: ChartData, window: Window, day: String?, timeOfDay: Bool, format: LabelFormat
  ) -> [String] {
    if timeOfDay {
      // A timeline's window is hours of one day, to the nearest minute.
      let (from, to) = [window.lower, window.upper].map {
        (data.xValue(atFraction: $0) / 60_000).rounded() * 60_000
      }.pair
      let end = to >= 86_400_000 ? format.digits("24:00") : format.hourMinute(to)
      return ["\(format.hourMinute(from)) – \(end)"]
    }
    var first = data.xValue(atFraction: window.lower)
    // A window of hourly data ending at midnight ends the day before; daily points are days.
    var last = data.xValue(atFraction: window.upper) - (data.isIntraday ? 1 : 0)
    if let day = day.flatMap(DayZoom.midnight) {
      first = day
      last = day
    }
    let (a, b) = (CalendarDate(milliseconds: first), CalendarDate(milliseconds: last))
    if day == nil, let texts = coarseTexts(data, format, a, b, first, last) { return texts }
    if a.day == b.day && a.month == b.month && a.year == b.year {
      return [
        format.fullDate(first, weekday: true), format.shortDate(first, weekday: true),
        format.shortDate(first),
      ]
    }
    let shortFirst = a.year == b.year ? format.dayMonth(first) : format.shortDate(first)
    return [
      "\(format.fullDate(first)) – \(format.fullDate(last))",
      "\(shortFirst) – \(format.shortDate(last))",
    ] + monthTexts(format, a, b, first, last) + yearTexts(format, a, b, first, last)
  }

  /// The months of a window, for a header too narrow for its days: "Oct 2028 – May 2029", or
  /// "Apr 2019" within one month.
  private static func monthTexts(
    _ format: LabelFormat, _ a: CalendarDate, _ b: CalendarDate, _ first: Double, _ last: Double
  ) -> [String] {
    a.year == b.year && a.month == b.month
      ? [format.monthYear(first)] : ["\(format.monthYear(first)) – \(format.monthYear(last))"]
  }

  /// The years of a window, the shortest header: "2028 – 2029", or "2019".
  private static func yearTexts(
    _ format: LabelFormat, _ a: CalendarDate, _ b: CalendarDate, _ first: Double, _ last: Double
  ) -> [String] {
    a.year == b.year ? [format.year(first)] : ["\(format.year(first)) – \(format.year(last))"]
  }
}

extension HeaderDates {
  /// The header's dates for yearly data ("1980 – 2024", or "2024") and monthly data
  /// ("January 2015 – December 2022", then "Jan 2015 – Dec 2022"); nil for finer data.
  private static func coarseTexts(
    _ data: ChartData, _ format: LabelFormat, _ a: CalendarDate, _ b: CalendarDate, _ first: Double,
    _ last: Double
  ) -> [String]? {
    switch data.dateGranularity {
    case .year:
      return yearTexts(format, a, b, first, last)
    case .month:
      if a.year == b.year && a.month == b.month {
        return [format.monthYear(first, full: true), format.monthYear(first)]
      }
      return [
        "\(format.monthYear(first, full: true)) – \(format.monthYear(last, full: true))",
        "\(format.monthYear(first)) – \(format.monthYear(last))",
      ] + yearTexts(format, a, b, first, last)
    default:
      return nil
    }
  }
}

extension Array {
  /// The first two elements.
  var pair: (Element, Element) { (self[0], self[1]) }
}

extension HeaderDates {
  /// The widest of the dates a chart of `data` shows over `windows` in the form that must fit
  /// beside its title (the first shortened one: "1 Apr – 30 Apr 2019"); nil without dates.
  static func widest(
    data: ChartData, windows: [Window], timeOfDay: Bool, format: LabelFormat,
    measurer: any TextMeasuring
  ) -> String? {
    guard !data.x.isEmpty else { return nil }
    let font = HeaderLayout.datesFont(1)
    return windows.compactMap { window -> String? in
      let texts = texts(
        data: data, window: window, day: nil, timeOfDay: timeOfDay, format: format)
      return texts.isEmpty ? nil : texts[min(1, texts.count - 1)]
    }.max { measurer.measure($0, font: font).width < measurer.measure($1, font: font).width }
  }
}
