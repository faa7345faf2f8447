import ChartReelCore

/// Each series' share of a percentage chart's pie: Σ value × alpha over the pie's points,
/// divided by the total, so a hidden series has 0 and the others grow to fill.
///
/// The pie's points are those inside the window; a day zoomed into has its own day's point.
struct PieShares {
  let shares: [Double]
  /// What the tooltip writes for each slice: the summed values; their mean when the values are
  /// themselves shares, each point's adding up to 100 (or to 1), or are in percent.
  let cardValues: [Double]

  /// The shares of `data` (a day's when `day` is set) at `state`.
  init(data: ChartData, day: String?, state: ChartState) {
    let alphas = state.seriesAlpha.map { min(1, max(0, $0)) }
    let points: ClosedRange<Int>
    if let day, let midnight = DayZoom.midnight(day) {
      let index = data.nearestIndex(toX: midnight)
      points = index...index
    } else {
      let window = state.window.constrained(minimumWidth: data.minimumWindowWidth)
      let low = data.firstIndex(ofXAtLeast: data.xValue(atFraction: window.lower))
      let high = data.firstIndex(ofXAbove: data.xValue(atFraction: window.upper)) - 1
      points =
        min(low, data.x.count - 1)...max(min(high, data.x.count - 1), min(low, data.x.count - 1))
    }
    let sums = data.series.map { series in
      series.values[points].reduce(0) { $0 + ($1.isNaN ? 0 : max(0, $1)) }
    }
    let weighted = zip(sums, alphas).map(*)
    let total = weighted.reduce(0, +)
    let count = Double(points.count)
    let averaged =
      data.series.contains { $0.format == .percent } || Self.holdsShares(data, points: points)
    cardValues = averaged ? sums.map { $0 / count } : sums
    shares = weighted.map { total > 0 ? $0 / total : 0 }
  }

  /// Whether every point in `points` adds up to 100 or to 1 over all series (within 0.5 %, gaps
  /// as 0): values that are already each point's shares, whose sum over weeks means nothing.
  static func holdsShares(_ data: ChartData, points: ClosedRange<Int>) -> Bool {
    var whole: Double?
    for point in points {
      let total = data.series.reduce(0) { $0 + ($1.values[point].isNaN ? 0 : $1.values[point]) }
      let near = [100.0, 1].first { abs(total - $0) <= 0.005 * $0 }
      guard let near, whole == nil || whole == near else { return false }
      whole = near
    }
    return whole != nil
  }

  /// Whole percents for `shares` (summing to 1) that add up to exactly 100: each share's floor,
  /// plus one for the largest remainders (ties to the earlier slice).
  static func wholePercents(_ shares: [Double]) -> [Int] {
    let total = shares.reduce(0, +)
    guard total > 0, total.isFinite else { return shares.map { _ in 0 } }
    let exact = shares.map { max(0, $0) / total * 100 }
    var percents = exact.map { Int($0.rounded(.down)) }
    let missing = 100 - percents.reduce(0, +)
    let order = exact.indices.sorted {
      (exact[$0] - exact[$0].rounded(.down), -$0) > (exact[$1] - exact[$1].rounded(.down), -$1)
    }
    for index in order.prefix(max(0, missing)) { percents[index] += 1 }
    return percents
  }
}
