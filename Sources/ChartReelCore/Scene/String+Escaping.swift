extension String {
  /// The text with every control character written as an escape (`\u001b`, `\n`), so that text
  /// from a file can never move the cursor, recolour a terminal or split a message in two; a
  /// path's byte that is not UTF-8 (``PathBytes``) is written `\xE9`, never raw.
  package var escapedForTerminal: String { escaped(quotes: false) }

  /// The contents escaped for use inside JSON quotes: quotes, backslashes and every control
  /// character (`\n`, `\r`, `\t` short, the rest as `\u` escapes).
  package var jsonEscaped: String { escaped(quotes: true) }

  /// The text with control characters escaped — C0, DEL, C1 and the line separators, which
  /// terminals and logs act on — and, for JSON, quotes and backslashes too.
  private func escaped(quotes: Bool) -> String {
    var result = ""
    result.reserveCapacity(utf8.count)
    for scalar in unicodeScalars {
      switch scalar {
      case "\"" where quotes: result += "\\\""
      case "\\" where quotes: result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where !quotes && PathBytes.byte(scalar) != nil:
        result += "\\x" + String(PathBytes.byte(scalar)!, radix: 16, uppercase: true)
      case _
      where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        || scalar.value == 0x2028 || scalar.value == 0x2029:
        result += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// At most `limit` Unicode scalars of the text, escaped for a terminal, with "…" when cut.
  ///
  /// This is how messages quote what a file holds. Scalars, not characters: one character can
  /// hold any number of combining marks.
  package func excerpt(_ limit: Int = InputLimits.excerptCharacters) -> String {
    var prefix = ""
    var count = 0
    for scalar in unicodeScalars {
      if count == limit { return prefix.escapedForTerminal + "…" }
      prefix.unicodeScalars.append(scalar)
      count += 1
    }
    return prefix.escapedForTerminal
  }

  func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
