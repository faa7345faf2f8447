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
