/// Reads the numbers of CSV fields: decimal notation only, from the field's bytes.
enum CSVNumber {
  /// The value of `text` when it is a decimal number, spaces around it allowed.
  ///
  /// Accepted: `12`, `-3.5`, `.5`, `1e6`; not "NaN", "inf", hexadecimal or thousands separators.
  static func parse(_ text: String) -> Double? {
    var text = text
    return text.withUTF8 { parse($0) }
  }

  /// The value of a field's bytes when they are a decimal number, spaces around it allowed;
  /// with `decimalComma` (a file whose fields are separated by semicolons or tabs), the decimal
  /// mark may be a comma: `1,5` is 1.5.
  static func parse(_ field: UnsafeBufferPointer<UInt8>, decimalComma: Bool) -> Double? {
    let comma = UInt8(ascii: ",")
    guard decimalComma, let mark = field.firstIndex(of: comma) else { return parse(field) }
    guard !field.contains(UInt8(ascii: ".")), field.lastIndex(of: comma) == mark else {
      return nil
    }
    var written = Array(field)
    written[mark - field.startIndex] = UInt8(ascii: ".")
    return written.withUnsafeBufferPointer { parse($0) }
  }

  /// What to write instead of a field that is a number with thousands separators: " (thousands
  /// separators are not read: write 1234.5)" for "1,234.5"; "" for any other field.
  static func hint(_ field: UnsafeBufferPointer<UInt8>, decimalComma: Bool) -> String {
    let grouping = decimalComma ? [UInt8(ascii: "."), 0x20] : [UInt8(ascii: ","), 0x20]
    let bare = Array(field.trimmingSpaces.filter { !grouping.contains($0) })
    guard bare.count < field.trimmingSpaces.count,
      let value = bare.withUnsafeBufferPointer({ parse($0, decimalComma: decimalComma) })
    else { return "" }
    let written = String(decoding: bare, as: UTF8.self)
    return value.isFinite ? " (thousands separators are not read: write \(written))" : ""
  }

  /// The value of a field's bytes when they are a decimal number, spaces around it allowed.
  static func parse(_ field: UnsafeBufferPointer<UInt8>) -> Double? {
    let bytes = field.trimmingSpaces
    var index = bytes.startIndex
    let end = bytes.endIndex
    var mantissa: UInt64 = 0
    var significant = 0
    var exponent = 0
    func digits(fraction: Bool) -> Int {
      let start = index
      while index < end, bytes[index] &- UInt8(ascii: "0") < 10 {
        let digit = bytes[index] &- UInt8(ascii: "0")
        if mantissa != 0 || digit != 0 { significant += 1 }
        mantissa = mantissa &* 10 &+ UInt64(digit)
        if fraction { exponent -= 1 }
        index += 1
      }
      return index - start
    }
    var negative = false
    if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
      negative = bytes[index] == UInt8(ascii: "-")
      index += 1
    }
    var mantissaDigits = digits(fraction: false)
    if index < end, bytes[index] == UInt8(ascii: ".") {
      index += 1
      mantissaDigits += digits(fraction: true)
    }
    guard mantissaDigits > 0 else { return nil }
    if index < end, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      var sign = 1
      if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        if bytes[index] == UInt8(ascii: "-") { sign = -1 }
        index += 1
      }
      let start = index
      var written = 0
      while index < end, bytes[index] &- UInt8(ascii: "0") < 10 {
        written = min(written * 10 + Int(bytes[index] &- UInt8(ascii: "0")), 1_000_000)
        index += 1
      }
      guard index > start else { return nil }
      exponent += sign * written
    }
    guard index == end else { return nil }
    if let value = ExactDecimal.value(
      mantissa: mantissa, significant: significant, exponent: exponent, negative: negative)
    {
      return value
    }
    return Double(String(decoding: bytes, as: UTF8.self))
  }
}

extension UnsafeBufferPointer<UInt8> {
  /// The bytes without the spaces and tabs at either end.
  var trimmingSpaces: Slice<UnsafeBufferPointer<UInt8>> {
    var start = startIndex
    var end = endIndex
    func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    while start < end, isSpace(self[start]) { start += 1 }
    while end > start, isSpace(self[end - 1]) { end -= 1 }
    return self[start..<end]
  }

  /// Whether the bytes are only spaces and tabs, or none.
  var isBlank: Bool { trimmingSpaces.isEmpty }
}
