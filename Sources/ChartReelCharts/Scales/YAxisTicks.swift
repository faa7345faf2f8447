import ChartReelCore
import Foundation

/// The horizontal grid of a y-range: nice-number steps, as Telegram's iOS charts choose them.
///
/// The step is the smallest of 1, 2, 2.5 or 5 × 10ⁿ that is at least three quarters of
/// span / `targetIntervals` (so five to seven lines), or the next finer one where that would
/// leave fewer than `minimumLines` inside the range; lines sit at every multiple of the step
/// inside the range, so labels are round numbers and a line keeps its value while the range
/// animates.
package struct YAxisTicks: Equatable, Sendable {
  package var step: Double
  package var values: [Double]

  /// About six lines, as in Telegram's charts.
  package static let targetIntervals = 5.0
  /// The fewest lines a range gets when a finer step gives more: −8.8 … 9.6 reads −7.5, −5 …
  /// 7.5 rather than −5, 0, 5.
  package static let minimumLines = 4

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
  /// quarters of span / `targetIntervals`, or the next finer one when that one puts fewer than
  /// `minimumLines` lines inside the range.
  package static func step(for range: ValueRange, targetIntervals: Double = targetIntervals)
    -> Double
  {
    let span = range.span > 0 ? range.span : max(abs(range.max), 1)
    guard span.isFinite, span > 0 else { return 1 }
    let raw = span / targetIntervals
    let magnitude = pow(10, floor(log10(raw)))
    let mantissas = [0.5, 1, 2, 2.5, 5, 10]
    let index =
      mantissas.firstIndex { $0 * magnitude >= raw * 0.75 * (1 - 1e-9) } ?? mantissas.count - 1
    let step = mantissas[index] * magnitude
    guard range.span > 0, index > 0, lineCount(range, step: step) < minimumLines else {
      return step
    }
    return mantissas[index - 1] * magnitude
  }

  /// How many multiples of `step` lie inside `range`.
  package static func lineCount(_ range: ValueRange, step: Double) -> Int {
    guard step > 0, range.min.isFinite, range.max.isFinite else { return 0 }
    let first = (range.min / step - 1e-9).rounded(.up)
    let last = (range.max / step + 1e-9).rounded(.down)
    return max(0, Int(min(1e6, last - first + 1)))
  }

  /// A grid value as a short label: 950, 1.2K, 3.45M, 2B, 6T, 0.25, 0.000275, −5 (with a true
  /// minus sign).
  package static func label(_ value: Double) -> String {
    let (scale, suffix) = suffix(of: value)
    let scaled = value / scale
    return minus(
      NumberText.trimmed(scaled, decimals: NumberText.significantDecimals(scaled)) + suffix)
  }

  /// The text with a leading hyphen-minus written as the minus sign, U+2212: "−5".
  package static func minus(_ text: String) -> String {
    text.hasPrefix("-") ? "\u{2212}" + text.dropFirst() : text
  }

  /// A grid value on lines `step` apart as a label that tells it from its neighbours.
  ///
  /// Every line shows the decimals of the step in its own unit, the same on every line:
  /// 0.00040, 0.00045; 6.5, 7.0; 0.0, 7.5, 15.0; 2.9B, 3.0B, 3.1B; 1.0K, 1.2K beside 800;
  /// negative values with a true minus sign (−2.5). A value in
  /// thousands whose step needs more than two decimals is written whole (1000.25, 123457);
  /// larger suffixes take the decimals they need (2.500B, 2.501B), so no two lines read the
  /// same.
  ///
  /// Lines whose step needs more than two decimals while every value of the range lies below 1
  /// (`largest`, the range's largest magnitude) are written in thousandths, millionths … with
  /// a power of ten: 2.5×10⁻³, 5.0×10⁻³ for 0.0025, 0.005; 400×10⁻⁶ for 0.0004 on steps of
  /// 0.00005; zero as 0. A range reaching 1 keeps its decimals (1.0815, 1.0820).
  ///
  /// Lines whose step needs decimals and no suffix take at least `leastDecimals`: 2 for amounts
  /// with cents, 0.00, 12.50, 25.00.
  package static func label(
    _ value: Double, step: Double, largest: Double = .infinity, leastDecimals: Int = 0
  ) -> String {
    guard step > 0, step.isFinite, value.isFinite else { return label(value) }
    let exponent = fractionExponent(step: step, largest: largest)
    if exponent < 0 {
      guard abs(value) >= step * 1e-6 else { return "0" }
      let scale = pow(10, Double(exponent))
      let digits = decimals(of: step / scale)
      return minus(fixed(value / scale, decimals: digits) + powerOfTen(exponent))
    }
    let (scale, suffix) = suffix(of: value)
    let needed = decimals(of: step / scale)
    if scale == 1 {
      return minus(fixed(value, decimals: needed > 0 ? max(needed, leastDecimals) : 0))
    }
    if needed > 2 && scale == 1e3 {
      let whole = decimals(of: step)
      return minus(fixed(value, decimals: whole > 0 ? max(whole, leastDecimals) : 0))
    }
    return minus(fixed(value / scale, decimals: needed) + suffix)
  }

  /// The scale and suffix of a value's label: 1e3 and "K" for thousands, up to 1e12 and "T".
  private static func suffix(of value: Double) -> (scale: Double, suffix: String) {
    let magnitude = abs(value)
    return [(1e12, "T"), (1e9, "B"), (1e6, "M"), (1e3, "K")].first { magnitude >= $0.0 }
      ?? (1, "")
  }

  /// The power of a thousand (−3, −6 …) lines on `step` are written in, or 0.
  ///
  /// When the step needs more than two decimals and the range's `largest` magnitude lies
  /// below 1, the one that puts four steps — about where the range's top line stands —
  /// between 1 and 1000, so that the labels do not all read mantissas below 1 (`2.5×10⁻³` …
  /// for 0.0025, `200×10⁻⁶` … for 0.0001, not `0.2×10⁻³`); 0 otherwise. It follows the step
  /// alone, so it changes only when the lines do, never while a set of lines moves.
  static func fractionExponent(step: Double, largest: Double) -> Int {
    guard largest < 1, step > 0, step.isFinite, decimals(of: step) > 2 else { return 0 }
    // A whisker up, so that 0.001, whose logarithm may fall just below −3, reads 1×10⁻³.
    let exponent = 3 * Int(((log10(4 * step) + 1e-9) / 3).rounded(.down))
    return max(-30, min(-3, exponent))
  }

  /// "×10⁻³": the multiplier written after a label in a power of ten.
  static func powerOfTen(_ exponent: Int) -> String {
    let superscripts: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
    let digits = String(abs(exponent)).compactMap { $0.wholeNumberValue.map { superscripts[$0] } }
    return "\u{00D7}10" + (exponent < 0 ? "\u{207B}" : "") + String(digits)
  }

  /// The decimals that write `step` (a nice step, or a right axis' step with float noise):
  /// 0 for 200, 1 for 2.5, 5 for 0.00005; at most 15.
  static func decimals(of step: Double) -> Int {
    var scaled = abs(step)
    for decimals in 0..<15 {
      if scaled >= 0.5, abs(scaled - scaled.rounded()) <= 1e-6 * scaled { return decimals }
      scaled *= 10
    }
    return 15
  }

  /// `value` with exactly `decimals` decimals: 0.00040, 7.0, 1000.25, 0.0 beside 7.5.
  private static func fixed(_ value: Double, decimals: Int) -> String {
    var text = NumberText.trimmed(value, decimals: decimals)
    if text == "-0" { text = "0" }
    guard decimals > 0, abs(value) < 1e15 else { return text }
    let shown = text.split(separator: ".", maxSplits: 1)
    let fraction = shown.count == 2 ? shown[1].count : 0
    let padding = String(repeating: "0", count: max(0, decimals - fraction))
    return text + (shown.count == 2 ? "" : ".") + padding
  }
}
