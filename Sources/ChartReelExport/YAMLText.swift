/// Text as it may go into a YAML file: which code points YAML reads as line breaks or refuses,
/// and the one way chartreel writes a string into a comment or a quoted scalar.
///
/// YAML breaks a line not only at LF and CR but at NEL (U+0085), LINE SEPARATOR (U+2028) and
/// PARAGRAPH SEPARATOR (U+2029): one of those printed raw in a comment starts a line that is
/// read as YAML, which can add a resource. Other control characters, U+FFFE and U+FFFF make a
/// YAML reader refuse the whole file.
package enum YAMLText {
  /// Whether YAML reads `scalar` as a line break: LF, CR, NEL, LS or PS.
  package static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    [0x0A, 0x0D, 0x85, 0x2028, 0x2029].contains(scalar.value)
  }

  /// Whether `scalar` may stand as itself within one line of YAML: YAML's printable set (tab,
  /// U+0020–U+007E, U+00A0–U+FFFD, the planes above) less the line breaks and the byte-order mark.
  package static func staysOnLine(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x20...0x7E: return true
    case 0xA0...0xFFFD: return !isLineBreak(scalar) && scalar.value != 0xFEFF
    case 0x10000...: return true
    default: return false
    }
  }

  /// `text` as the words of one comment line: every scalar that cannot stay on the line
  /// written as `\uXXXX`, so the comment can never end early.
  package static func comment(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if staysOnLine(scalar) {
        result.unicodeScalars.append(scalar)
      } else {
        result += escape(scalar)
      }
    }
    return result
  }

  /// `text` as a double-quoted YAML scalar on one line, reading back as `text`: quotes and
  /// backslashes escaped, and every scalar that cannot stay on the line written as `\uXXXX`.
  package static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case _ where scalar != "\t" && staysOnLine(scalar): result.unicodeScalars.append(scalar)
      default: result += escape(scalar)
      }
    }
    return result + "\""
  }

  /// The first scalar of `text` that cannot stay on a line of a block scalar (`|`), as an
  /// escape for a message; nil when every one can.
  package static func misfit(_ text: String) -> String? {
    text.unicodeScalars.first { !staysOnLine($0) }.map(escape)
  }

  private static func escape(_ scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16, uppercase: true)
    return "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
