import ChartReelCore

extension JSONParser {
  /// Reads a number at the current position (RFC 8259 grammar) as a double, correctly rounded.
  ///
  /// Numbers of at most 19 significant digits whose value is m × 10^e with m ≤ 2⁵³ and
  /// |e| ≤ 22 — timestamps, counts, most decimals — are one exact multiplication or division
  /// (Clinger's fast path); the others go to the standard library's parser.
  mutating func readNumber() throws(SyntaxError) -> Double {
    let start = index
    let zero = UInt8(ascii: "0")
    func digit(_ i: Int) -> UInt8? {
      guard i < bytes.count else { return nil }
      let d = bytes[i] &- zero
      return d < 10 ? d : nil
    }
    var negative = false
    if bytes[index] == UInt8(ascii: "-") {
      negative = true
      index += 1
    }
    guard let firstDigit = digit(index) else { throw error("invalid number") }
    var mantissa: UInt64 = 0
    var digits = 0
    var exponent = 0
    if firstDigit == 0 {
      index += 1
      if digit(index) != nil {
        index = start
        throw error("invalid number: leading zero")
      }
    } else {
      while let d = digit(index) {
        mantissa = mantissa &* 10 &+ UInt64(d)
        digits += 1
        index += 1
      }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digit(index) != nil else { throw error("invalid number: expected digits after '.'") }
      while let d = digit(index) {
        if mantissa != 0 || d != 0 { digits += 1 }
        mantissa = mantissa &* 10 &+ UInt64(d)
        exponent -= 1
        index += 1
      }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      var exponentSign = 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        if bytes[index] == UInt8(ascii: "-") { exponentSign = -1 }
        index += 1
      }
      guard digit(index) != nil else { throw error("invalid number: expected exponent digits") }
      var written = 0
      while let d = digit(index) {
        written = min(written * 10 + Int(d), 1_000_000)
        index += 1
      }
      exponent += exponentSign * written
    }
    if let value = ExactDecimal.value(
      mantissa: mantissa, significant: digits, exponent: exponent, negative: negative)
    {
      return value
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      index = start
      throw error("number out of range")
    }
    return value
  }
}
