/// Turns a decimal number already split into digits and exponent into a double, exactly, when
/// one floating-point operation can (Clinger's fast path).
enum ExactDecimal {
  /// Exact powers of ten: every one up to 10²² is a double without rounding.
  private static let powersOfTen: [Double] = (0...22).map { exponent in
    var value = 1.0
    for _ in 0..<exponent { value *= 10 }
    return value
  }

  /// ±mantissa × 10^exponent, correctly rounded, when `significant` (the count of digits of
  /// `mantissa`, leading zeros not counted) is at most 19, the mantissa at most 2⁵³ and the
  /// exponent within ±22; nil otherwise, for the standard library's parser to do.
  static func value(mantissa: UInt64, significant: Int, exponent: Int, negative: Bool)
    -> Double?
  {
    guard significant <= 19, mantissa <= 1 << 53, abs(exponent) <= 22 else { return nil }
    let magnitude =
      exponent >= 0
      ? Double(mantissa) * powersOfTen[exponent] : Double(mantissa) / powersOfTen[-exponent]
    return negative ? -magnitude : magnitude
  }
}
