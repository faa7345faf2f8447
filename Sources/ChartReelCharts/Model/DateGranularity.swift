import ChartReelCore

/// How finely a chart's points are dated — the data's spacing: what its tooltip and header say
/// of a point, and how wide its bars are.
package enum DateGranularity: Equatable, Sendable {
  /// Points a year or more apart: "2019".
  case year
  /// Points a quarter or more apart (quarterly, half-yearly): "Q3 2004".
  case quarter
  /// Points a month or more apart: "Apr 2019".
  case month
  /// Points a week or more apart: "Week of 7 Mar 2024".
  case week
  /// Points a day or more apart: "Sat, Apr 20".
  case day
  /// Points less than a day apart: "Sat, Apr 20, 13:00".
  case time

  /// The calendar months one point stands for: 12, 3 or 1; nil for data finer than a month.
  package var months: Int? {
    switch self {
    case .year: return 12
    case .quarter: return 3
    case .month: return 1
    case .week, .day, .time: return nil
    }
  }
}

extension ChartData {
  /// How finely the points are dated, from the smallest gap between them: a year from 360
  /// days, a quarter from 85 (the shortest quarter is 90), a month from 28, a week from 6 days
  /// 23 hours (a week shortened by a daylight-saving change).
  package var dateGranularity: DateGranularity {
    let day = 86_400_000.0
    if minimumStep >= 360 * day { return .year }
    if minimumStep >= 85 * day { return .quarter }
    if minimumStep >= 28 * day { return .month }
    if minimumStep >= 7 * day - 3_600_000 { return .week }
    return isIntraday ? .time : .day
  }

  /// The x extent of point `index`'s bar: its calendar period for monthly, quarterly and
  /// yearly data (half the period before the point, half its own, so that months of 28 and 31
  /// days leave even gaps), never past halfway to a neighbour; one smallest step, centred on the
  /// point, for finer data.
  package func barExtent(at index: Int) -> (lower: Double, upper: Double) {
    let point = x[index]
    guard let months = dateGranularity.months else {
      return (point - minimumStep / 2, point + minimumStep / 2)
    }
    let date = CalendarDate(milliseconds: point)
    let month = date.year * 12 + date.month - 1
    let start = CalendarDate.milliseconds(monthsSinceYearZero: month)
    let before = (start - CalendarDate.milliseconds(monthsSinceYearZero: month - months)) / 2
    let after = (CalendarDate.milliseconds(monthsSinceYearZero: month + months) - start) / 2
    var lower = point - before
    var upper = point + after
    if index > 0 { lower = Swift.max(lower, (x[index - 1] + point) / 2) }
    if index + 1 < x.count { upper = Swift.min(upper, (point + x[index + 1]) / 2) }
    return (lower, upper)
  }
}
