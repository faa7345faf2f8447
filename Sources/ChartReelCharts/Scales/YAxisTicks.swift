import ChartReelCore
import Foundation

/// The horizontal grid of a y-range: nice-number steps, as Telegram's iOS charts choose them.
///
/// The step is the smallest of 1, 2, 2.5 or 5 × 10ⁿ that is at least three quarters of
/// span / `targetIntervals` (so five to seven lines); lines sit at every multiple of the step inside the range, so
/// labels are round numbers and a line keeps its value while the range animates.
package struct YAxisTicks: Equatable, Sendable {
  package var step: Double
  package var values: [Double]

  /// About six lines, as in Telegram's charts.
  package static let targetIntervals = 5.0

  package init(range: ValueRange, targetIntervals: Double = YAxisTicks.targetIntervals) {
    self.init(range: range, step: Self.step(for: range, targetIntervals: targetIntervals))
  }

  /// The lines at every multiple of `step` inside `range` (at most 50).
  package init(range: ValueRange, step: Double) {
    self.step = step
    var values: [Double] = []
    guard step > 0, step.isFinite, range.min.isFinite, range.max.isFinite else {
      self.values = []
      return
    }
    var k = (range.min / step).rounded(.up)
    while k * step <= range.max + step * 1e-9 && values.count < 50 {
      values.append(k * step == 0 ? 0 : k * step)
      k += 1
    }
    self.values = values
  }

  /// The nice step for `range`: the smallest of 1, 2, 2.5 or 5 × 10ⁿ that is at least three
  /// quarters of span / `targetIntervals`.
  package static func step(for range: ValueRange, targetIntervals: Double = targetIntervals)
    -> Double
  {
    let span = range.span > 0 ? range.span : max(abs(range.max), 1)
    guard span.isFinite else { return 1 }
    let raw = span / targetIntervals
    let magnitude = pow(10, floor(log10(raw)))
    let mantissa = [1, 2, 2.5, 5, 10].first { $0 * magnitude >= raw * 0.75 * (1 - 1e-9) } ?? 10
    return mantissa * magnitude
  }

  /// A grid value as a short label: 950, 1.2K, 3.45M, 2B, 6T, 0.25, 0.000275.
  package static func label(_ value: Double) -> String {
    let magnitude = abs(value)
    let (scale, suffix) =
      [(1e12, "T"), (1e9, "B"), (1e6, "M"), (1e3, "K")].first { magnitude >= $0.0 } ?? (1, "")
    let scaled = value / scale
    return NumberText.trimmed(scaled, decimals: NumberText.significantDecimals(scaled)) + suffix
  }
}
