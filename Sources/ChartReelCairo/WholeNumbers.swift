/// The largest whole number at most `value`, without a call into libm or a checked
/// conversion; values beyond ±10⁹ (infinities, a NaN) become ±10⁹.
@inline(__always)
func wholeFloor(_ value: Double) -> Int {
  guard value > -1e9 else { return -1_000_000_000 }
  guard value < 1e9 else { return 1_000_000_000 }
  let (nearest, whole) = nearestWhole(value)
  // −0 − 0 is −0, which would count as below; −0 + 0 is +0.
  return whole &+ signMask(value - nearest + 0)
}

/// The smallest whole number at least `value`, within ±10⁹ like `wholeFloor`.
@inline(__always)
func wholeCeiling(_ value: Double) -> Int {
  guard value > -1e9 else { return -1_000_000_000 }
  guard value < 1e9 else { return 1_000_000_000 }
  let (nearest, whole) = nearestWhole(value)
  return whole &- signMask(nearest - value)
}

/// The whole number nearest `value` (ties to even), |value| < 2⁵¹, as a double and as an
/// integer.
///
/// Adding 1.5 × 2⁵² leaves a sum between 2⁵² and 2⁵³, where doubles are whole numbers: the
/// addition rounds, and the sum's bit pattern holds the result in its low bits, offset by the
/// constant's own pattern.
@inline(__always)
private func nearestWhole(_ value: Double) -> (Double, Int) {
  let shifted = value + 0x1.8p52
  return (shifted - 0x1.8p52, Int(truncatingIfNeeded: shifted.bitPattern) &- 0x4338_0000_0000_0000)
}

/// −1 if `difference` is below 0 or is −0, else 0: its sign bit, without a branch that the
/// fractions of a line's rows would make unpredictable.
@inline(__always)
private func signMask(_ difference: Double) -> Int {
  Int(truncatingIfNeeded: difference.bitPattern) &>> 63
}
