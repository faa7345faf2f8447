/// Whole steps in exact decimal arithmetic: whether a value is a whole number of steps from a
/// minimum, each number taken as the shortest decimal that reads back as it (`0.1` as 1/10,
/// not as the binary fraction nearest it), or as the doubles say within their own rounding.
///
/// Dividing doubles and allowing for noise cannot tell on a wide range: on −1e15…1e15 in
/// steps of 2e6, `3` is 500,000,000.0000015 steps, within any tolerance that lets `0.3` be 3
/// steps of `0.1`. Here the difference is formed exactly, however far apart the exponents.
enum DecimalSteps {
  /// A decimal number: `sign` × `digits` × 10^`exponent`, `digits` most significant first.
  private struct Decimal {
    var negative: Bool
    var digits: [UInt8]
    var exponent: Int

    /// `value` as its shortest round-tripping decimal; nil for NaN and ±∞.
    init?(_ value: Double) {
      guard value.isFinite else { return nil }
      var text = Substring(value.description)
      negative = text.hasPrefix("-")
      if negative { text = text.dropFirst() }
      var exponent = 0
      if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
        guard let power = Int(text[text.index(after: e)...]) else { return nil }
        exponent = power
        text = text[..<e]
      }
      var digits: [UInt8] = []
      var seenPoint = false
      for character in text {
        if character == "." {
          seenPoint = true
        } else if let digit = character.wholeNumberValue {
          digits.append(UInt8(digit))
          if seenPoint { exponent -= 1 }
        } else {
          return nil
        }
      }
      self.digits = digits
      self.exponent = exponent
    }

    /// The digits scaled to `exponent` (at most `self.exponent`): zeros appended.
    func digits(at exponent: Int) -> [UInt8] {
      digits + [UInt8](repeating: 0, count: self.exponent - exponent)
    }
  }

  /// Whether `value` − `minimum` is a whole number of `step`s (`step` > 0): exactly, in the
  /// decimals written, or within the rounding of the doubles themselves — 4 units in the last
  /// place of the operands, so that `min + 16 × 0.01` computed in Swift counts, but never a
  /// tolerance that grows with the number of steps.
  static func isWholeSteps(_ value: Double, from minimum: Double, step: Double) -> Bool {
    guard step > 0, value.isFinite, minimum.isFinite, step.isFinite else { return false }
    let steps = (value - minimum) / step
    let rounding = 4 * Double.ulpOfOne * (abs(value) + abs(minimum) + step) / step
    return abs(steps - steps.rounded()) <= rounding || isExactlyWhole(value, minimum, step)
  }

  /// Whether `value` − `minimum` is a whole number of `step`s in exact decimal arithmetic.
  private static func isExactlyWhole(_ value: Double, _ minimum: Double, _ step: Double) -> Bool {
    guard let v = Decimal(value), let m = Decimal(minimum), let s = Decimal(step), step > 0
    else { return false }
    let exponent = min(v.exponent, m.exponent, s.exponent)
    // The difference, as digits at `exponent`: a sum when the signs differ.
    let (a, b) = (v.digits(at: exponent), m.digits(at: exponent))
    let difference: [UInt8]
    if v.negative != m.negative {
      difference = add(a, b)
    } else {
      difference = isLess(a, b) ? subtract(b, a) : subtract(a, b)
    }
    // Divisible by step × 10^k (k its zeros at `exponent`) when the last k digits are zeros
    // and the rest is divisible by the step's digits.
    let zeros = s.exponent - exponent
    guard difference.suffix(zeros).allSatisfy({ $0 == 0 }) else { return false }
    var divisor: UInt64 = 0
    for digit in s.digits { divisor = divisor * 10 + UInt64(digit) }
    guard divisor > 0 else { return false }
    var remainder: UInt64 = 0
    for digit in difference.dropLast(zeros) {
      let product = remainder.multipliedFullWidth(by: 10)
      let (low, carry) = product.low.addingReportingOverflow(UInt64(digit))
      remainder = divisor.dividingFullWidth((product.high + (carry ? 1 : 0), low)).remainder
    }
    return remainder == 0
  }

  /// Whether the whole number `a` is less than `b` (digits most significant first).
  private static func isLess(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    let (a, b) = (Array(a.drop { $0 == 0 }), Array(b.drop { $0 == 0 }))
    return a.count != b.count ? a.count < b.count : a.lexicographicallyPrecedes(b)
  }

  private static func add(_ a: [UInt8], _ b: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    var carry: UInt8 = 0
    for index in 0..<max(a.count, b.count) {
      let x = index < a.count ? a[a.count - 1 - index] : 0
      let y = index < b.count ? b[b.count - 1 - index] : 0
      let sum = x + y + carry
      result.append(sum % 10)
      carry = sum / 10
    }
    if carry > 0 { result.append(carry) }
    return result.reversed()
  }

  /// `a` − `b`, for `a` ≥ `b`.
  private static func subtract(_ a: [UInt8], _ b: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    var borrow: Int = 0
    for index in 0..<a.count {
      let x = Int(a[a.count - 1 - index])
      let y = index < b.count ? Int(b[b.count - 1 - index]) : 0
      var difference = x - y - borrow
      borrow = difference < 0 ? 1 : 0
      if difference < 0 { difference += 10 }
      result.append(UInt8(difference))
    }
    return result.reversed()
  }
}
