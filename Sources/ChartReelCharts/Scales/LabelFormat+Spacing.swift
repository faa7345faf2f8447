import ChartReelCore

extension LabelFormat {
  /// "Q3 2004": the quarter a date falls in, in the locale's digits.
  package func quarter(_ milliseconds: Double) -> String {
    let date = CalendarDate(milliseconds: milliseconds)
    return digits("Q\((date.month - 1) / 3 + 1) \(date.year)")
  }

  /// "Week of 7 Mar 2024": the week a weekly point starts.
  package func week(_ milliseconds: Double) -> String {
    "Week of \(shortDate(milliseconds))"
  }

  /// One point of data at `spacing` as its tooltip and header say it, or nil for daily and finer
  /// data (which say the day): "2006", "Q3 2004", "Oct 2019" ("October 2019" when `full`),
  /// "Week of 7 Mar 2024".
  package func point(_ milliseconds: Double, spacing: DateGranularity, full: Bool = false)
    -> String?
  {
    switch spacing {
    case .year: return year(milliseconds)
    case .quarter: return quarter(milliseconds)
    case .month: return monthYear(milliseconds, full: full)
    case .week: return week(milliseconds)
    case .day, .time: return nil
    }
  }
}

extension ChartDrawing {
  /// The header's dates for data a week or more apart, longest first.
  ///
  /// From the first and last points inside the window (not its edges): "January 2015 – December 2022", "Jan 2015 – Dec
  /// 2022", "2015 – 2022" for monthly data; "Q2 1989 – Q3 2009" for quarterly; "1980 – 2024" for
  /// yearly; one point alone ("Q3 2004", "Week of 7 Mar 2024"), as when zoomed into it. Nil for
  /// finer data, and for a range of weeks (which reads in days).
  func spacedDateTexts(_ format: LabelFormat, from first: Double, to last: Double) -> [String]? {
    let spacing = data.dateGranularity
    guard format.point(first, spacing: spacing) != nil, !data.x.isEmpty else { return nil }
    var lower = data.firstIndex(ofXAtLeast: first)
    var upper = data.firstIndex(ofXAbove: last) - 1
    if view.day != nil || lower > upper {
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
