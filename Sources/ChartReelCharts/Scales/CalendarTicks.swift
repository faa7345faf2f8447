import ChartReelCore
import Foundation

/// X labels on calendar boundaries — the first point of a month, a quarter or a year — for
/// monthly or yearly data, and for any data seen over more than a year.
///
/// A stride in points cannot say "every year" (months and years differ in length), so labels a
/// month or more apart sit on the first point of each `months`-month period instead, counted
/// from January of year 0: every 1, 2, 3 or 6 months, then every 1, 2, 5, 10 … years. Like the
/// strides of `XAxisLabels`, they stay on their points while the window pans.
package enum CalendarTicks {
  /// The strides a label may take, in months.
  static let strides = [
    1, 2, 3, 6, 12, 24, 60, 120, 240, 600, 1_200, 2_400, 6_000, 12_000, 24_000, 60_000, 120_000,
  ]
  /// An average month, in milliseconds.
  static let month = 30.436_875 * 86_400_000

  /// The stride in months for data `step` apart with labels `labelSpacing` apart over a
  /// window `span` long (all in milliseconds), or nil when Telegram's labels apply: data less
  /// than 28 days apart seen over less than 400 days keeps its power-of-two strides ("Apr 20").
  ///
  /// The stride is the ladder's nearest to the spacing (by ratio), and never finer than the
  /// data: at least a year for yearly data, three months for quarterly data.
  package static func months(step: Double, labelSpacing: Double, span: Double) -> Int? {
    let day = 86_400_000.0
    guard step.isFinite, labelSpacing.isFinite, step >= 28 * day || span >= 400 * day
    else { return nil }
    let finest = step >= 360 * day ? 12 : max(1, Int((step / month).rounded()))
    let wanted = max(labelSpacing, step) / month
    let allowed = strides.filter { $0 >= finest }
    return allowed.min { abs(log(Double($0) / wanted)) < abs(log(Double($1) / wanted)) }
      ?? strides[strides.count - 1]
  }

  /// The next finer stride than `months` for data `step` apart: nil at the data's own
  /// spacing (a year for yearly data, three months for quarterly data), or below a year from
  /// a year or more unless `belowAYear` (labels that read years stay a year apart; labels
  /// that read months may go on to six months).
  package static func finer(than months: Int, step: Double, belowAYear: Bool = false) -> Int? {
    let day = 86_400_000.0
    let finest = step >= 360 * day ? 12 : max(1, Int((step / month).rounded()))
    let floor = months >= 12 && !belowAYear ? max(12, finest) : finest
    return strides.last { $0 < months && $0 >= floor }
  }

  /// The labelled points among `indices` of increasing `x`: for each period of `months`
  /// months, the first point inside it.
  package static func marks(months: Int, x: [Double], indices: ClosedRange<Int>) -> [Int] {
    guard months > 0, indices.lowerBound >= 0, indices.upperBound < x.count else { return [] }
    let first = CalendarDate(milliseconds: x[indices.lowerBound])
    let last = x[indices.upperBound]
    // Periods counted from January of year 0, so that every window agrees on them.
    var period = (first.year * 12 + first.month - 1).floorDivided(by: months) * months
    var start = CalendarDate.milliseconds(monthsSinceYearZero: period)
    var marks: [Int] = []
    // A window holds about six labels; past 10,000 periods something is wrong with the data.
    var periods = 0
    while start <= last && periods < 10_000 {
      periods += 1
      let end = CalendarDate.milliseconds(monthsSinceYearZero: period + months)
      let index = x.firstIndex(atOrAfter: start, in: indices)
      if index <= indices.upperBound, x[index] < end { marks.append(index) }
      period += months
      start = end
    }
    return marks
  }
}

extension Int {
  /// The quotient rounded down, for negative numbers too.
  fileprivate func floorDivided(by divisor: Int) -> Int {
    let quotient = self / divisor
    return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
  }
}

extension Array where Element == Double {
  /// The first index within `range` whose value is at least `value` (`range.upperBound + 1`
  /// when none is), for increasing values.
  func firstIndex(atOrAfter value: Double, in range: ClosedRange<Int>) -> Int {
    var low = range.lowerBound
    var high = range.upperBound + 1
    while low < high {
      let middle = (low + high) / 2
      if self[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

extension CalendarDate {
  /// The timestamp of midnight UTC on the first day of the month `months` months after
  /// January of year 0.
  package static func milliseconds(monthsSinceYearZero months: Int) -> Double {
    let year = months.floorDivided(by: 12)
    let month = months - year * 12 + 1
    // Howard Hinnant's days-from-civil algorithm.
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    let days = era * 146_097 + dayOfEra - 719_468
    return Double(days) * 86_400_000
  }
}
