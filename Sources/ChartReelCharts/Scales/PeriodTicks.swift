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
  /// 7 and 14 days.
  static let lengths = XAxisLabels.clockLengths + [1, 2, 7, 14].map { $0 * 86_400_000.0 }

  /// The period length nearest (by ratio) to labels `labelSpacing` apart, at least `step`.
  package static func length(labelSpacing: Double, step: Double) -> Double {
    let wanted = max(labelSpacing, step)
    return lengths.min { abs(log($0 / wanted)) < abs(log($1 / wanted)) } ?? lengths[0]
  }

  /// The next shorter period than `length`, or nil at the shortest or below `step`.
  package static func finer(than length: Double, step: Double) -> Double? {
    lengths.last { $0 < length && $0 >= step }
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
    var index = indices.lowerBound
    // A window holds about six labels; past 10,000 periods something is wrong with the data.
    for _ in 0..<10_000 where start <= last {
      // The first point at or after the start, by halves: a window may hold millions.
      var high = indices.upperBound
      while index < high {
        let middle = (index + high) / 2
        if x[middle] < start { index = middle + 1 } else { high = middle }
      }
      starts.append((start, index))
      start += length
    }
    return starts
  }
}
