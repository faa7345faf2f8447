import ChartReelCore
import Foundation

/// X labels on round times for data recorded at irregular times (`ChartData.isIrregular`): a
/// sensor's or a log's timestamps, 1.5 s, 5 min and 2 s apart.
///
/// A stride of points would land on arbitrary times ("11:38", "23:43"), so labels stand on
/// the starts of periods of a round length counted from midnight UTC instead — every
/// 5 minutes, every 3 hours, every day — between the points.
package enum PeriodTicks {
  /// The period lengths, in milliseconds: the clock's (`XAxisLabels.clockLengths`), then 1, 2,
  /// 7, 14, 28, 56 and 112 days (a window of irregular data under 400 days long; longer ones
  /// are labelled on the calendar).
  static let lengths =
    XAxisLabels.clockLengths + [1, 2, 7, 14, 28, 56, 112].map { $0 * 86_400_000.0 }

  /// The period length nearest (by ratio) to labels `labelSpacing` apart, at least `step`.
  package static func length(labelSpacing: Double, step: Double) -> Double {
    let wanted = max(labelSpacing, step)
    return lengths.min { abs(log($0 / wanted)) < abs(log($1 / wanted)) } ?? lengths[0]
  }

  /// The next shorter period than `length`, or nil at the shortest or below `step`; from a
  /// minute or more, never under a minute (labels that read minutes would repeat).
  package static func finer(than length: Double, step: Double) -> Double? {
    let floor = length >= 60_000 ? max(step, 60_000) : step
    return lengths.last { $0 < length && $0 >= floor }
  }

  /// The next longer period than `length`, or nil at the longest.
  package static func coarser(than length: Double) -> Double? {
    lengths.first { $0 > length }
  }

  /// The starts of the periods of `length` milliseconds from midnight UTC that lie between the
  /// first and last points of `indices` of increasing `x`, each with the first point at or
  /// after it.
  package static func starts(length: Double, x: [Double], indices: ClosedRange<Int>)
    -> [(start: Double, index: Int)]
  {
    guard length > 0, indices.lowerBound >= 0, indices.upperBound < x.count else { return [] }
    let last = x[indices.upperBound]
    var start = (x[indices.lowerBound] / length).rounded(.up) * length
    var starts: [(start: Double, index: Int)] = []
    // A window holds about six labels; past 10,000 periods something is wrong with the data.
    while start <= last && starts.count < 10_000 {
      // By halves: a window may hold millions of points.
      starts.append((start, x.firstIndex(atOrAfter: start, in: indices)))
      start += length
    }
    return starts
  }
}
