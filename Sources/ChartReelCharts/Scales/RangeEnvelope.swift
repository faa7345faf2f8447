import ChartReelCore
import Foundation

/// A y-range over time that keeps every visible value in view at every instant, moves in linear
/// ramps of at most 0.4 s, and is the tight range whenever nothing moves.
///
/// Let T(s) be the tight range at time s — [min, max] of what is visible — sampled on a grid
/// of 1/240 s cells that does not depend on the frame rate. U(t) is the widest T within
/// h = 0.2 s of t (the maximum of the upper bounds, the minimum of the lower bounds); the range
/// at t is the mean of U over [t − h, t + h]. Every s within h of t has U(s) ⊇ T(t), so the
/// mean contains T(t): containment holds by construction. A step in T becomes a linear ramp of
/// 2h = 0.4 s, and where T has not changed for 2h on either side the result is T itself,
/// exactly. Only the cells around changes are kept, so a long, mostly still scene costs
/// little, and each time costs O(1). The cells of a motion longer than `maximumStoredCells` are
/// not stored but worked out when asked (`LazyRegion`): a day-long pan costs what its frames
/// need, not twenty million cells.
package struct RangeEnvelope: Sendable {
  /// The grid's cell, in seconds.
  package static let cell = 1.0 / 240
  /// h in cells: 0.2 s.
  package static let reach = 48
  package static var halfWidth: Double { Double(reach) * cell }

  /// Computes the tight range of one cell: visible values over the union of the states at
  /// the cell's start and end; nil when nothing is visible.
  package typealias CellRange = @Sendable (_ start: Double, _ end: Double) -> ValueRange?

  /// The most cells of one motion that are stored: about 18 minutes.
  package static let maximumStoredCells = 1 << 18

  private struct Region: Sendable {
    var first: Int
    var lows: [Double]
    var highs: [Double]
    var lowSums: [Double]
    var highSums: [Double]
    /// The last index of the run of equal U values each cell belongs to.
    var lowRunEnds: [Int]
    var highRunEnds: [Int]

    var last: Int { first + lows.count - 1 }
  }

  private enum Part: Sendable {
    case stored(Region)
    case lazy(LazyRegion)

    var first: Int {
      switch self {
      case .stored(let region): return region.first
      case .lazy(let region): return region.first
      }
    }

    var isLazy: Bool {
      if case .lazy = self { return true }
      return false
    }

    var last: Int {
      switch self {
      case .stored(let region): return region.last
      case .lazy(let region): return region.last
      }
    }
  }

  private let regions: [Part]
  /// The range between regions: `rests[i]` before region i, the last one after them all.
  private let rests: [ValueRange]

  /// Samples `tight` around every interval in `activity` (times when what is visible
  /// changes) over a scene of `duration` seconds; `fallback` is the range used before anything
  /// has been visible.
  ///
  /// The cells of a motion longer than `maximumStoredCells` are worked out when asked.
  package init(
    activity: [ClosedRange<Double>], duration: Double, fallback: ValueRange,
    maximumStoredCells: Int = RangeEnvelope.maximumStoredCells, tight: @escaping CellRange
  ) {
    let reach = Self.reach
    let lastCell = Int((duration / Self.cell).rounded(.up))
    var spans: [ClosedRange<Int>] = []
    for interval in activity.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      let first = Self.cellIndex(min(interval.lowerBound, duration)) - 3 * reach - 2
      let last = Self.cellIndex(min(interval.upperBound, duration)) + 3 * reach + 2
      if let previous = spans.last, first <= previous.upperBound + 1 {
        spans[spans.count - 1] = previous.lowerBound...max(previous.upperBound, last)
      } else {
        spans.append(first...last)
      }
    }
    let cellRange: @Sendable (Int) -> ValueRange? = { cell in
      let start = min(max(0, Double(cell) * Self.cell), duration)
      let end = min(max(0, Double(cell + 1) * Self.cell), duration)
      return tight(start, end)
    }
    var held = fallback
    func sample(_ cell: Int) -> ValueRange {
      if let range = cellRange(cell) { held = range }
      return held
    }
    var rests: [ValueRange] = []
    var regions: [Part] = []
    for span in spans {
      rests.append(sample(span.lowerBound))
      if span.count > maximumStoredCells {
        let region = LazyRegion(
          first: span.lowerBound, last: span.upperBound, before: held, sample: cellRange)
        held = region.after
        regions.append(.lazy(region))
      } else {
        let ranges = span.map(sample)
        regions.append(.stored(Self.region(first: span.lowerBound, ranges: ranges)))
      }
    }
    rests.append(sample(spans.last.map { $0.upperBound + 1 } ?? lastCell))
    self.regions = regions
    self.rests = rests
  }

  static func cellIndex(_ t: Double) -> Int { Int((t / cell).rounded(.down)) }

  private static func region(first: Int, ranges: [ValueRange]) -> Region {
    let lows = slidingExtreme(ranges.map(\.min), reach: reach, keep: <=)
    let highs = slidingExtreme(ranges.map(\.max), reach: reach, keep: >=)
    return Region(
      first: first, lows: lows, highs: highs, lowSums: prefixSums(lows),
      highSums: prefixSums(highs), lowRunEnds: runEnds(lows), highRunEnds: runEnds(highs))
  }

  /// For each i, the extreme of `values[i − reach ... i + reach]` (clamped to the array), by a
  /// monotonic deque: O(n).
  static func slidingExtreme(
    _ values: [Double], reach: Int, keep: (Double, Double) -> Bool
  ) -> [Double] {
    var result = [Double](repeating: 0, count: values.count)
    var deque: [Int] = []
    var head = 0
    var next = 0
    for i in values.indices {
      while next < values.count && next <= i + reach {
        while deque.count > head && keep(values[next], values[deque[deque.count - 1]]) {
          deque.removeLast()
        }
        deque.append(next)
        next += 1
      }
      while deque[head] < i - reach { head += 1 }
      result[i] = values[deque[head]]
    }
    return result
  }

  static func prefixSums(_ values: [Double]) -> [Double] {
    var sums = [0.0]
    sums.reserveCapacity(values.count + 1)
    for value in values { sums.append(sums[sums.count - 1] + value * cell) }
    return sums
  }

  static func runEnds(_ values: [Double]) -> [Int] {
    var ends = [Int](repeating: 0, count: values.count)
    var end = values.count - 1
    for i in values.indices.reversed() {
      if i < values.count - 1 && values[i] != values[i + 1] { end = i }
      ends[i] = end
    }
    return ends
  }

  /// The ranges at several times; within a long motion the cells they share are worked out
  /// once (`LazyRegion`).
  package func ranges(at times: [Double]) -> [ValueRange] {
    let h = Self.halfWidth
    let lazy = times.map { t -> Int? in
      let firstCell = Self.cellIndex(t - h)
      let lastCell = Self.cellIndex(t + h)
      return regions.firstIndex {
        $0.isLazy && $0.first <= firstCell && lastCell <= $0.last
      }
    }
    guard let index = lazy.first ?? nil, lazy.allSatisfy({ $0 == index }),
      case .lazy(let region) = regions[index]
    else { return times.map(range(at:)) }
    return region.ranges(at: times)
  }

  /// The range at time `t` in seconds.
  package func range(at t: Double) -> ValueRange {
    let h = Self.halfWidth
    let firstCell = Self.cellIndex(t - h)
    let lastCell = Self.cellIndex(t + h)
    var index = 0
    while index < regions.count && regions[index].last < firstCell { index += 1 }
    guard index < regions.count, regions[index].first <= firstCell,
      lastCell <= regions[index].last
    else {
      // Wholly outside the cells around changes, or reaching past a region only into its
      // padding, which is at rest: the rest before the region, or after it.
      let after = index < regions.count && firstCell >= regions[index].first
      return rests[after ? index + 1 : index]
    }
    switch regions[index] {
    case .lazy(let region):
      return region.range(at: t, firstCell: firstCell, lastCell: lastCell)
    case .stored(let region):
      return ValueRange(
        Self.mean(
          region.lows, region.lowSums, region.lowRunEnds, region.first, t - h, t + h,
          firstCell, lastCell),
        Self.mean(
          region.highs, region.highSums, region.highRunEnds, region.first, t - h, t + h,
          firstCell, lastCell))
    }
  }

  /// The mean over [a, b] of the step function `values` (cell i covers cell i + first):
  /// exactly the value itself when it does not change over the interval.
  private static func mean(
    _ values: [Double], _ sums: [Double], _ runEnds: [Int], _ first: Int, _ a: Double,
    _ b: Double, _ firstCell: Int, _ lastCell: Int
  ) -> Double {
    let i = firstCell - first
    let j = lastCell - first
    if runEnds[i] >= j { return values[i] }
    func integral(_ x: Double, _ c: Int) -> Double {
      sums[c - first] + (x - Double(c) * cell) * values[c - first]
    }
    return (integral(b, lastCell) - integral(a, firstCell)) / (b - a)
  }
}
