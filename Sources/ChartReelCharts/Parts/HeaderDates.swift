import ChartReelCore
import Foundation

/// The dates a chart's header may show for a window, longest first: what the header draws
/// (`HeaderPart`) and what the layout measures to see whether they fit beside the
/// title.
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
    // The days are those of the first and last points inside the window, not of its edges: a
    // window of daily data from 6 May 21:36 starts on the point of 7 May, and data without
    // weekends never reads a Sunday.
    (first, last) = pointsInside(data, from: first, to: last)
    if let day = day.flatMap(DayZoom.midnight) {
      first = day
      last = day
    }
    let (a, b) = (CalendarDate(milliseconds: first), CalendarDate(milliseconds: last))
    if let texts = spacedTexts(data, format, from: first, to: last, zoomed: day != nil) {
      return texts
    }
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

  /// The x of the first and last points of `data` from `first` to `last`; the edges
  /// themselves when no point lies between them.
  private static func pointsInside(_ data: ChartData, from first: Double, to last: Double)
    -> (Double, Double)
  {
    let lower = data.firstIndex(ofXAtLeast: first)
    let upper = data.firstIndex(ofXAbove: last) - 1
    guard lower <= upper, data.x.indices.contains(lower), data.x.indices.contains(upper) else {
      return (first, last)
    }
    return (data.x[lower], data.x[upper])
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

extension HeaderDates {
  /// The header's dates for data a week or more apart, longest first.
  ///
  /// From the first and last points inside the window (not its edges): "January 2015 –
  /// December 2022", "Jan 2015 – Dec 2022", "2015 – 2022" for monthly data; "Q2 1989 – Q3 2009"
  /// for quarterly; "1980 – 2024" for yearly; "7 March 2024 – 28 March 2024" for weekly; one
  /// point alone ("Q3 2004", "Week of 7 Mar 2024") when the window holds one, or when `zoomed`
  /// into a point (the one nearest the window's middle). Nil for daily and finer data.
  static func spacedTexts(
    _ data: ChartData, _ format: LabelFormat, from first: Double, to last: Double, zoomed: Bool
  ) -> [String]? {
    let spacing = data.dateGranularity
    guard format.point(first, spacing: spacing) != nil, !data.x.isEmpty else { return nil }
    var lower = data.firstIndex(ofXAtLeast: first)
    var upper = data.firstIndex(ofXAbove: last) - 1
    if zoomed || lower > upper {
      // Zoomed into a point, or a window between two points: the point nearest its middle.
      lower = data.nearestIndex(toX: (first + last) / 2)
      upper = lower
    }
    let (a, b) = (data.x[lower], data.x[upper])
    let years =
      CalendarDate(milliseconds: a).year == CalendarDate(milliseconds: b).year
      ? format.year(a) : "\(format.year(a)) – \(format.year(b))"
    if lower == upper || format.point(a, spacing: spacing) == format.point(b, spacing: spacing) {
      let full = format.point(a, spacing: spacing, full: true)!
      let short = format.point(a, spacing: spacing)!
      return full == short ? [full, years] : [full, short, years]
    }
    switch spacing {
    case .month:
      return [
        "\(format.monthYear(a, full: true)) – \(format.monthYear(b, full: true))",
        "\(format.monthYear(a)) – \(format.monthYear(b))", years,
      ]
    case .quarter: return ["\(format.quarter(a)) – \(format.quarter(b))", years]
    case .year: return [years]
    case .week:
      return [
        "\(format.fullDate(a)) – \(format.fullDate(b))",
        "\(format.shortDate(a)) – \(format.shortDate(b))", years,
      ]
    case .day, .time: return nil
    }
  }
}
