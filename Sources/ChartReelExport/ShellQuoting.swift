import ChartReelCore

/// Quotes an argument for a POSIX shell so that the command stays on one line and the shell
/// passes exactly the argument's bytes.
///
/// Plain words (letters, digits and `_./:=@%+,-`) stay as they are. Anything else is single
/// quoted, a quote written `'\''`. Control characters (a newline, CR, ESC, DEL …) cannot be
/// written on one line inside quotes, so an argument holding one is made by `printf` with
/// octal escapes: `"$(printf 'a\012b')"`. Command substitution drops trailing newlines, so an
/// argument ending in a newline cannot be made this way and is refused (`isQuotable`). A path's
/// byte that is not UTF-8 (`PathBytes`) is made the same way (`\351`), so the line printed is
/// always UTF-8 text and the shell passes the path's own bytes.
package enum ShellQuoting {
  /// Whether `argument` can be quoted on one line: it does not end in a newline.
  package static func isQuotable(_ argument: String) -> Bool {
    !argument.hasSuffix("\n") && !argument.unicodeScalars.contains("\0")
  }

  /// The argument as a POSIX shell reads it back; `isQuotable` must hold.
  package static func quote(_ argument: String) -> String {
    let scalars = argument.unicodeScalars
    let plain =
      !argument.isEmpty
      && scalars.allSatisfy {
        $0.isASCII
          && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
            || "_./:=@%+,-".unicodeScalars.contains($0))
      }
    if plain { return argument }
    guard scalars.contains(where: { isControl($0) || PathBytes.byte($0) != nil }) else {
      return "'" + argument.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
    var format: [UInt8] = []
    // An argument that is not UTF-8 has every byte from 0x80 written in octal.
    let octalHigh = !PathBytes.isText(argument)
    for byte in PathBytes.bytes(argument) {
      switch byte {
      case UInt8(ascii: "'"): format += Array(#"'\''"#.utf8)
      case UInt8(ascii: "\\"): format += Array(#"\\"#.utf8)
      case UInt8(ascii: "%"): format += Array("%%".utf8)
      case 0..<0x20, 0x7F,
        _ where octalHigh && byte >= 0x80:
        let octal = String(byte, radix: 8)
        format += Array(("\\" + String(repeating: "0", count: 3 - octal.count) + octal).utf8)
      default: format.append(byte)
      }
    }
    // Only ASCII bytes were kept or added, or the UTF-8 of an argument that is UTF-8 text.
    return #""$(printf '"# + String(decoding: format, as: UTF8.self) + #"')""#
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || scalar.value == 0x7F
  }
}
