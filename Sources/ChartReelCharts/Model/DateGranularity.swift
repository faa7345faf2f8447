import ChartReelCore

/// How finely a chart's points are dated: what its tooltip and header say of a point.
package enum DateGranularity: Equatable, Sendable {
  /// Points a year or more apart: "2019".
  case year
  /// Points a month or more apart (monthly, quarterly): "Apr 2019".
  case month
  /// Points a day or more apart: "Sat, Apr 20".
  case day
  /// Points less than a day apart: "Sat, Apr 20, 13:00".
  case time
}

extension ChartData {
  /// How finely the points are dated, from the smallest gap between them.
  package var dateGranularity: DateGranularity {
    let day = 86_400_000.0
    if minimumStep >= 360 * day { return .year }
    if minimumStep >= 28 * day { return .month }
    return isIntraday ? .time : .day
  }
}
