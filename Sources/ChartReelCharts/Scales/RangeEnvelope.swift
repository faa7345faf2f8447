import ChartReelCore
import Foundation

/// A y-range over time that moves with the actions that move it and never before them, keeps
/// every settled value in view at every instant, and is the tight range whenever nothing moves.
///
/// Let T(s) be the tight range at time s — [min, max] of what is shown or being shown, held
/// while nothing is visible — sampled on a grid of 1/240 s cells that does not depend on the
/// frame rate. The ramped range M(t) is the mean of T over the last 0.4 s, [t − 0.4, t]: a step
/// in T becomes a linear ramp of 0.4 s that starts with the step, so the range never moves
/// before the action that moves it. The range at t is M(t) joined with what is in view now
/// (`RangeSample.range(ramped:)`): the tight range of the settled series (neither fading in nor
/// out), and for each series fading in, M(t) widened towards its range by its opacity — a
/// series being shown overflows only by the share it is still transparent, as Telegram's do.
/// Where T has not changed for 0.4 s the result is T itself, exactly. Only the cells around
/// changes are kept, so a long, mostly still scene costs little, and each time costs O(1). The
/// cells of a motion longer than `maximumStoredCells` are not stored but worked out when asked
/// (`LazyRegion`): a day-long pan costs what its frames need, not twenty million cells.
package struct RangeEnvelope: Sendable {
  /// The grid's cell, in seconds.
  package static let cell = 1.0 / 240
  /// The ramp in cells: 0.4 s.
  package static let reach = 96
  /// The ramp's length in seconds: a step in the tight range is followed over this long.
  package static var rampDuration: Double { Double(reach) * cell }

  /// Samples what must be in view over one cell, from the states at its start and end.
  package typealias CellSampler = @Sendable (_ start: Double, _ end: Double) -> RangeSample

  /// The most cells of one motion that are stored: about 18 minutes.
  package static let maximumStoredCells = 1 << 18

  private struct Region: Sendable {
    var first: Int
    var lows: [Double]
    var highs: [Double]
    var lowSums: [Double]
    var highSums: [Double]
    /// The last index of the run of equal values each cell belongs to.
    var lowRunEnds: [Int]
    var highRunEnds: [Int]
    /// Each cell's sample, for what is in view now.
    var samples: [RangeSample]

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

  /// Samples `sample` around every interval in `activity` (times when what is visible
  /// changes) over a scene of `duration` seconds; `fallback` is the range used before anything
  /// has been visible.
  ///
  /// The cells of a motion longer than `maximumStoredCells` are worked out when asked.
  package init(
    activity: [ClosedRange<Double>], duration: Double, fallback: ValueRange,
    maximumStoredCells: Int = RangeEnvelope.maximumStoredCells, sample: @escaping CellSampler
  ) {
    let reach = Self.reach
    let lastCell = Int((duration / Self.cell).rounded(.up))
    var spans: [ClosedRange<Int>] = []
    for interval in activity.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      // A time reads the ramp's cells before it, and a cell samples the states at both its
      // ends: the ramp and two cells of margin before the interval and after it.
      let first = Self.cellIndex(min(interval.lowerBound, duration)) - reach - 2
      let last = Self.cellIndex(min(interval.upperBound, duration)) + reach + 2
      if let previous = spans.last, first <= previous.upperBound + 1 {
        spans[spans.count - 1] = previous.lowerBound...max(previous.upperBound, last)
      } else {
        spans.append(first...last)
      }
    }
    let cellSample: @Sendable (Int) -> RangeSample = { cell in
      let start = min(max(0, Double(cell) * Self.cell), duration)
      let end = min(max(0, Double(cell + 1) * Self.cell), duration)
      return sample(start, end)
    }
    var held = fallback
    var rests: [ValueRange] = []
    var regions: [Part] = []
    for span in spans {
      if let range = cellSample(span.lowerBound).tight { held = range }
      rests.append(held)
      if span.count > maximumStoredCells {
        let region = LazyRegion(
          first: span.lowerBound, last: span.upperBound, before: held, sample: cellSample)
        held = region.after
        regions.append(.lazy(region))
      } else {
        var ramped: [ValueRange] = []
        let samples = span.map { cell -> RangeSample in
          let sample = cellSample(cell)
          if let range = sample.tight { held = range }
          ramped.append(held)
          return sample
        }
        regions.append(.stored(Self.region(first: span.lowerBound, ramped: ramped, samples)))
      }
    }
    if let range = cellSample(spans.last.map { $0.upperBound + 1 } ?? lastCell).tight {
      held = range
    }
    rests.append(held)
    self.regions = regions
    self.rests = rests
  }

  static func cellIndex(_ t: Double) -> Int { Int((t / cell).rounded(.down)) }

  /// Where `t` lies in `cell`, from 0 at its start to 1 at its end.
  static func position(of t: Double, in cell: Int) -> Double {
    min(1, max(0, t / Self.cell - Double(cell)))
  }

  /// The cells the range at `t` reads: those of [t − 0.4 s, t].
  static func cells(at t: Double) -> (first: Int, last: Int) {
    (cellIndex(t - rampDuration), cellIndex(t))
  }

  private static func region(first: Int, ramped: [ValueRange], _ samples: [RangeSample])
    -> Region
  {
    let lows = ramped.map(\.min)
    let highs = ramped.map(\.max)
    return Region(
      first: first, lows: lows, highs: highs, lowSums: prefixSums(lows),
      highSums: prefixSums(highs), lowRunEnds: runEnds(lows), highRunEnds: runEnds(highs),
      samples: samples)
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
    let lazy = times.map { t -> Int? in
      let (firstCell, lastCell) = Self.cells(at: t)
      return regions.firstIndex {
        $0.isLazy && $0.first <= firstCell && lastCell <= $0.last
      }
    }
    guard let index = lazy.first ?? nil, lazy.allSatisfy({ $0 == index }),
      case .lazy(let region) = regions[index]
    else { return times.map(range(at:)) }
    return region.ranges(at: times)
  }

  /// The tight ranges at several times: where the range at each is heading, the one it
  /// reaches 0.4 s later if nothing moves again (T of the type's description); within a long
  /// motion the cells they share are worked out once (`LazyRegion`).
  package func targets(at times: [Double]) -> [ValueRange] {
    let parts = times.map { t -> Int in
      let cell = Self.cellIndex(t)
      var index = 0
      while index < regions.count && regions[index].last < cell { index += 1 }
      return index
    }
    if let index = parts.first, parts.allSatisfy({ $0 == index }), index < regions.count,
      case .lazy(let region) = regions[index],
      times.allSatisfy({ region.first <= Self.cellIndex($0) })
    {
      return region.targets(at: times.map(Self.cellIndex))
    }
    return zip(times, parts).map { t, index in
      let cell = Self.cellIndex(t)
      guard index < regions.count, regions[index].first <= cell else { return rests[index] }
      switch regions[index] {
      case .lazy(let region):
        return region.held(at: cell)
      case .stored(let region):
        return ValueRange(region.lows[cell - region.first], region.highs[cell - region.first])
      }
    }
  }

  /// The range at time `t` in seconds.
  package func range(at t: Double) -> ValueRange {
    let (firstCell, lastCell) = Self.cells(at: t)
    var index = 0
    while index < regions.count && regions[index].last < firstCell { index += 1 }
    guard index < regions.count, regions[index].first <= firstCell,
      lastCell <= regions[index].last
    else {
      // Wholly outside the cells around changes, or reaching past a region only into its
      // margins, which are at rest: the rest before the region, or after it.
      let after = index < regions.count && firstCell >= regions[index].first
      return rests[after ? index + 1 : index]
    }
    switch regions[index] {
    case .lazy(let region):
      return region.ranges(at: [t])[0]
    case .stored(let region):
      let (a, b) = (t - Self.rampDuration, t)
      let ramped = ValueRange(
        Self.mean(region.lows, region.lowSums, region.lowRunEnds, region.first, a, b, firstCell),
        Self.mean(
          region.highs, region.highSums, region.highRunEnds, region.first, a, b, firstCell))
      return region.samples[lastCell - region.first].range(
        ramped: ramped, at: Self.position(of: t, in: lastCell))
    }
  }

  /// The mean over [a, b] of the step function `values` (cell i covers cell i + first), b in
  /// the cell `firstCell` + `reach` or the one before: exactly the value itself when it does
  /// not change over the interval.
  private static func mean(
    _ values: [Double], _ sums: [Double], _ runEnds: [Int], _ first: Int, _ a: Double,
    _ b: Double, _ firstCell: Int
  ) -> Double {
    let lastCell = cellIndex(b)
    let i = firstCell - first
    let j = lastCell - first
    if runEnds[i] >= j { return values[i] }
    func integral(_ x: Double, _ c: Int) -> Double {
      sums[c - first] + (x - Double(c) * cell) * values[c - first]
    }
    return (integral(b, lastCell) - integral(a, firstCell)) / (b - a)
  }
}
