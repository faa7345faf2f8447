import ChartReelCore

extension JSONParser {
  /// Closes the object or array just opened when it is empty; false when a member follows.
  mutating func closesEmpty(_ closing: UInt8) -> Bool {
    skipWhitespace()
    guard index < bytes.count, bytes[index] == closing else { return false }
    index += 1
    depth -= 1
    return true
  }

  /// After a member or element: true when a comma says another follows, false when the
  /// closing bracket ends the object or array.
  mutating func continues(closing: UInt8) throws(SyntaxError) -> Bool {
    let bracket = Character(Unicode.Scalar(closing))
    skipWhitespace()
    guard index < bytes.count else { throw error("unexpected end of file, expected '\(bracket)'") }
    if bytes[index] == UInt8(ascii: ",") {
      index += 1
      return true
    }
    guard bytes[index] == closing else { throw error("expected ',' or '\(bracket)'") }
    index += 1
    depth -= 1
    return false
  }

  /// Reads a member's key and the colon after it; a key the object already has is an error.
  mutating func readKey(_ keys: inout KeySet) throws(SyntaxError) -> String {
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
      throw error("expected a string key")
    }
    let keyStart = index
    let key = try parseString()
    guard keys.insert(key) else {
      index = keyStart
      throw error("duplicate key \"\(key.excerpt())\"")
    }
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
      throw error("expected ':' after key \"\(key.excerpt())\"")
    }
    index += 1
    return key
  }

  /// The next byte after white space, or nil at the end.
  mutating func peek() -> UInt8? {
    skipWhitespace()
    return index < bytes.count ? bytes[index] : nil
  }
}

extension JSONParser {
  /// Reads the `null` whose `n` is next, without building a value.
  mutating func readNull() throws(SyntaxError) {
    guard bytes.count - index >= 4, bytes[index + 1] == UInt8(ascii: "u"),
      bytes[index + 2] == UInt8(ascii: "l"), bytes[index + 3] == UInt8(ascii: "l")
    else { throw error("unexpected character, expected a value") }
    index += 4
  }
}
