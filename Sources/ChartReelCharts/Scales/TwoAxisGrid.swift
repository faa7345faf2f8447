import ChartReelCore
import Foundation

/// The y-ranges of a chart with two y-axes, chosen so that both read round numbers on the same
/// grid lines.
///
/// Each axis takes `n` whole steps (the same `n`, so the lines coincide) from a multiple of its
/// step: the left one a step of 1, 2, 2.5 or 5 × 10ᵏ (the grid's own, as on one axis), the right
/// one of 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 7.5 or 8 × 10ᵏ, as the contest's design reads 0, 100
/// … 500 beside 0, 15 … 75. Each range contains its series' tight range and is at most
/// `maximumExcess` steps wider; of the counts of lines tried, the one that widens the ranges
/// least (in steps) wins. When no count fits both so, each axis keeps its tight range and rounds its own labels
/// (`step(_:left:)`), and the grid's lines follow the left axis.
package enum TwoAxisGrid {
  /// The counts of grid intervals tried, best first on a tie.
  static let intervalCounts = [5, 4, 6]
  /// How many steps wider than its tight range an aligned range may be: one and a half (left
  /// 613.6K … 859K and right 31.3K … 44.1K align on 600K … 900K and 30K … 45K).
  static let maximumExcess = 1.5

  /// The ranges for the two series' tight ranges `first` and `second`.
  package static func ranges(_ first: ValueRange, _ second: ValueRange) -> (ValueRange, ValueRange)
  {
    if let best = best(first, second, rightSteps: roundSteps), best.excess <= maximumExcess + 1e-9 {
      return best.ranges
    }
    return (first, second)
  }

  /// The step of the right axis' labels for its range `range` beside the left axis' `left`:
  /// the shared step count's when both are `ranges(_:_:)`'s aligned ranges (0 … 75 in 5 steps
  /// of 15 beside 0 … 500 in steps of 100), so its labels sit on the grid's lines; else its
  /// own nice step, as one axis (`YAxisTicks.step`), while the ranges move or when they could
  /// not be aligned.
  package static func step(_ range: ValueRange, left: ValueRange) -> Double {
    let own = YAxisTicks.step(for: range)
    let leftStep = YAxisTicks.step(for: left)
    guard leftStep > 0, left.span > 0, range.span > 0 else { return own }
    let n = (left.span / leftStep).rounded()
    guard intervalCounts.contains(Int(n)), left.span.isClose(to: n * leftStep),
      (left.min / leftStep).isWhole
    else { return own }
    let step = range.span / n
    guard (range.min / step).isWhole,
      roundSteps(from: step * (1 - 1e-9)).first.map({ $0.isClose(to: step) }) == true
    else { return own }
    return step
  }

  private static func best(
    _ first: ValueRange, _ second: ValueRange, rightSteps: (Double) -> [Double]
  ) -> (ranges: (ValueRange, ValueRange), excess: Double)? {
    var best: (ranges: (ValueRange, ValueRange), excess: Double)?
    for n in intervalCounts {
      guard let left = fit(first, intervals: n, steps: niceSteps),
        YAxisTicks.step(for: left.range).isClose(to: left.step),
        let right = fit(second, intervals: n, steps: rightSteps)
      else { continue }
      let excess = max(
        (left.range.span - first.span) / left.step, (right.range.span - second.span) / right.step)
      if best == nil || excess < best!.excess - 1e-9 {
        best = ((left.range, right.range), excess)
      }
    }
    return best
  }

  /// The narrowest range of `intervals` whole steps, from a multiple of the step, holding `range`,
  /// with the step taken from `steps` (ascending from a start).
  static func fit(
    _ range: ValueRange, intervals: Int, steps: (Double) -> [Double]
  ) -> (range: ValueRange, step: Double)? {
    guard range.min.isFinite, range.max.isFinite else { return nil }
    let n = Double(intervals)
    let span = range.span > 0 ? range.span : max(abs(range.max) / 10, 1e-9)
    for step in steps(span / n) where step > 0 {
      let k = (range.min / step).rounded(.down)
      if (k + n) * step >= range.max - step * 1e-9 {
        return (ValueRange(k * step, (k + n) * step), step)
      }
    }
    return nil
  }

  /// 1, 2, 2.5 and 5 × 10ᵏ from the first at least `start`, over two decades.
  static func niceSteps(from start: Double) -> [Double] {
    steps(from: start, mantissas: [10, 20, 25, 50])
  }

  /// 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 7.5 and 8 × 10ᵏ from the first at least `start`.
  static func roundSteps(from start: Double) -> [Double] {
    steps(from: start, mantissas: [10, 12, 15, 20, 25, 30, 40, 50, 60, 75, 80])
  }

  private static func steps(from start: Double, mantissas: [Double]) -> [Double] {
    guard start.isFinite, start > 0 else { return [] }
    let exponent = floor(log10(start)) - 1
    var steps: [Double] = []
    for decade in 0..<3 {
      let scale = pow(10, exponent + Double(decade))
      steps += mantissas.map { $0 * scale }.filter { $0 >= start * (1 - 1e-12) }
    }
    return steps
  }
}

extension Double {
  /// Whether the two agree to within a millionth of the larger.
  fileprivate func isClose(to other: Double) -> Bool {
    abs(self - other) <= 1e-6 * Swift.max(abs(self), abs(other))
  }

  /// Whether it is a whole number, to within a millionth.
  fileprivate var isWhole: Bool { abs(self - rounded()) <= 1e-6 }
}
