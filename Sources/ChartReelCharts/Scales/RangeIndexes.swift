import ChartReelCore
import Foundation

/// The tight y-range of a chart's data for a window and series alphas, by its kind's rule
/// (`ChartKindBehavior.tightRange`) over the points inside the window plus the one just beyond
/// each edge (so a line crossing an edge stays in view), gaps skipped.
///
/// Each series has a `MinMaxIndex`, so a range costs O(1) whatever the window's width.
package struct RangeIndexes: Sendable {
  package let data: ChartData
  package let kind: ChartKind
  private let behavior: any ChartKindBehavior
  private let seriesIndexes: [MinMaxIndex]
  private let stacks: StackIndexes

  package init(data: ChartData, kind: ChartKind) {
    self.data = data
    self.kind = kind
    behavior = kind.behavior
    seriesIndexes = data.series.map { MinMaxIndex($0.values) }
    stacks = StackIndexes(data: data)
  }

  /// The min/max index of series `index`.
  package func index(ofSeries index: Int) -> MinMaxIndex { seriesIndexes[index] }

  /// The min/max index of the per-x sums of the series in `subset`.
  package func stackIndex(for subset: [Int]) -> MinMaxIndex { stacks.index(for: subset) }

  /// The range of series `index` alone over `window` by the kind's rule, as its own y-axis
  /// shows it (bars on two axes each from 0), widened when flat (`unflattened`: a constant
  /// series on its own axis gets grid lines around its value); nil when it holds only gaps
  /// there.
  package func range(ofSeries index: Int, window: Window) -> ValueRange? {
    let alphas = data.series.indices.map { $0 == index ? 1.0 : 0 }
    return behavior.tightRange(
      self, points: data.indexRange(covering: window), alphas: alphas, visible: [index]
    ).map(Self.unflattened)
  }

  /// The tight range over `window` with the series' `alphas`, widened when flat
  /// (`unflattened`); nil when nothing is visible.
  package func tight(window: Window, alphas: [Double]) -> ValueRange? {
    let visible = alphas.indices.filter { alphas[$0] > 0 }
    guard !visible.isEmpty else { return nil }
    let points = data.indexRange(covering: window)
    return behavior.tightRange(self, points: points, alphas: alphas, visible: visible)
      .map(Self.unflattened)
  }

  /// `range`, or for a flat one (every value the same) the range a tenth of the value each
  /// way around it, and 0 to 1 for zeros: so the grid has lines and labels to read the value
  /// by, and a line of zeros or bars of nothing stand on the plot's bottom.
  package static func unflattened(_ range: ValueRange) -> ValueRange {
    guard range.span == 0, range.min.isFinite else { return range }
    guard range.min != 0 else { return ValueRange(0, 1) }
    let pad = abs(range.min) / 10
    return ValueRange(range.min - pad, range.min + pad)
  }

  /// The smallest range holding all of `ranges`; nil when there are none.
  static func union(_ ranges: [ValueRange]) -> ValueRange? {
    guard var result = ranges.first else { return nil }
    for range in ranges.dropFirst() { result = result.union(range) }
    return result
  }

  /// The range of Σ alpha·value over `points`, from 0: stacks count negative values as 0.
  ///
  /// Exact at rest and a bound from above while alphas move: the alphas, sorted, are a blend
  /// of nested "top j" subsets of the series, Σ αₖ yₖ = Σⱼ wⱼ Sⱼ with wⱼ ≥ 0, so
  /// max Σ αₖ yₖ ≤ Σⱼ wⱼ max Sⱼ, each max from the subset's own index.
  func stackedRange(alphas: [Double], visible: [Int], points: ClosedRange<Int>)
    -> ValueRange?
  {
    let ordered = visible.sorted { (min(1, alphas[$0]), $0) > (min(1, alphas[$1]), $1) }
    var high = 0.0
    var subset: [Int] = []
    for (position, series) in ordered.enumerated() {
      subset.append(series)
      let next = position + 1 < ordered.count ? min(1, alphas[ordered[position + 1]]) : 0
      let weight = min(1, alphas[series]) - next
      guard weight > 0, let range = stacks.index(for: subset).range(in: points) else { continue }
      high += weight * range.max
    }
    return ValueRange(0, Swift.max(0, high))
  }
}

/// The `MinMaxIndex` of the per-x sums of each subset of series asked for, built once each;
/// negative values count as 0, as stacks draw them.
final class StackIndexes: @unchecked Sendable {
  private let data: ChartData
  private let lock = NSLock()
  private var built: [[Int]: MinMaxIndex] = [:]

  init(data: ChartData) { self.data = data }

  func index(for subset: [Int]) -> MinMaxIndex {
    let key = subset.sorted()
    lock.lock()
    defer { lock.unlock() }
    if let index = built[key] { return index }
    var sums = [Double](repeating: 0, count: data.x.count)
    for series in key {
      for (i, value) in data.series[series].values.enumerated() where !value.isNaN {
        sums[i] += Swift.max(0, value)
      }
    }
    let index = MinMaxIndex(sums)
    built[key] = index
    return index
  }
}
