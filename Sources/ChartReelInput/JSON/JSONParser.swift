import ChartReelCharts
import ChartReelCore

/// A strict JSON parser (RFC 8259) that reports the line and column of a syntax error.
package struct JSONParser {
  /// A syntax error with its 1-based line and column.
  package typealias SyntaxError = TextSyntaxError

  let bytes: [UInt8]
  var index = 0
  var depth = 0
  private static let maximumDepth = 256

  init(bytes: [UInt8]) { self.bytes = bytes }

  /// Parses a whole document; trailing content other than white space is an error.
  package static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    let value = try parser.parseValue()
    parser.skipWhitespace()
    if parser.index < parser.bytes.count {
      throw parser.error("unexpected content after the JSON value")
    }
    return value
  }

  /// Parses the contents of a file, reporting a syntax error as an input error naming `file`.
  package static func parse(_ bytes: [UInt8], file: String) throws(InputError) -> JSONValue {
    do {
      return try parse(bytes)
    } catch {
      throw InputError(
        file: file, message: "line \(error.line), column \(error.column): \(error.message)")
    }
  }

  /// Parses a whole document given as text.
  package static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
    try parse(Array(text.utf8))
  }

  func error(_ message: String) -> SyntaxError {
    var line = 1
    var column = 1
    for byte in bytes[..<min(index, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return SyntaxError(line: line, column: column, message: message)
  }

  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): index += 1
      default: return
      }
    }
  }

  mutating func parseValue() throws(SyntaxError) -> JSONValue {
    skipWhitespace()
    guard index < bytes.count else { throw error("unexpected end of file, expected a value") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw error("unexpected character, expected a value")
    }
  }

  private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(SyntaxError)
    -> JSONValue
  {
    let utf8 = Array(word.utf8)
    guard bytes.count - index >= utf8.count, Array(bytes[index..<index + utf8.count]) == utf8
    else { throw error("unexpected character, expected a value") }
    index += utf8.count
    return value
  }

  /// Steps into the object or array whose bracket is next, counting the nesting.
  mutating func open() throws(SyntaxError) {
    depth += 1
    if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    index += 1
  }

  private mutating func parseObject() throws(SyntaxError) -> JSONValue {
    try open()
    var members: [(key: String, value: JSONValue)] = []
    if closesEmpty(UInt8(ascii: "}")) { return .object(members) }
    var keys = KeySet()
    repeat {
      let key = try readKey(&keys)
      members.append((key, try parseValue()))
    } while try continues(closing: UInt8(ascii: "}"))
    return .object(members)
  }

  private mutating func parseArray() throws(SyntaxError) -> JSONValue {
    try open()
    var elements: [JSONValue] = []
    if closesEmpty(UInt8(ascii: "]")) { return .array(elements) }
    repeat {
      elements.append(try parseValue())
    } while try continues(closing: UInt8(ascii: "]"))
    return .array(elements)
  }

  mutating func parseString() throws(SyntaxError) -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var runStart = index
    func flush(_ end: Int) {
      scalars.append(
        contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars)
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        flush(index)
        index += 1
        return String(scalars)
      } else if byte == UInt8(ascii: "\\") {
        flush(index)
        index += 1
        scalars.append(try parseEscape())
        runStart = index
      } else if byte < 0x20 {
        throw error("control character in string")
      } else {
        index += 1
      }
    }
    throw error("unterminated string")
  }

  private mutating func parseEscape() throws(SyntaxError) -> Unicode.Scalar {
    guard index < bytes.count else { throw error("unterminated string") }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try parseHex4()
      if (0xD800..<0xDC00).contains(high) {
        guard bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        else { throw error("unpaired surrogate in \\u escape") }
        index += 2
        let low = try parseHex4()
        guard (0xDC00..<0xE000).contains(low) else { throw error("invalid surrogate pair") }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
      }
      guard let scalar = Unicode.Scalar(high) else { throw error("invalid \\u escape") }
      return scalar
    default:
      index -= 1
      throw error("invalid escape in string")
    }
  }

  private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
    guard bytes.count - index >= 4 else { throw error("invalid \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw error("invalid \\u escape")
      }
      value = value * 16 + digit
      index += 1
    }
    return value
  }

  private mutating func parseNumber() throws(SyntaxError) -> JSONValue {
    .number(try readNumber())
  }
}
