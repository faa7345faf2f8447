/// Quotes an argument for a POSIX shell so that the command stays on one line and the shell
/// passes exactly the argument's bytes.
///
/// Plain words (letters, digits and `_./:=@%+,-`) stay as they are. Anything else is single
/// quoted, a quote written `'\''`. Control characters (a newline, CR, ESC, DEL …) cannot be
/// written on one line inside quotes, so an argument holding one is made by `printf` with
/// octal escapes: `"$(printf 'a\012b')"`. Command substitution drops trailing newlines, so an
/// argument ending in a newline cannot be made this way and is refused (`isQuotable`).
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
    guard scalars.contains(where: isControl) else {
      return "'" + argument.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
    var format: [UInt8] = []
    for byte in argument.utf8 {
      switch byte {
      case UInt8(ascii: "'"): format += Array(#"'\''"#.utf8)
      case UInt8(ascii: "\\"): format += Array(#"\\"#.utf8)
      case UInt8(ascii: "%"): format += Array("%%".utf8)
      case 0..<0x20, 0x7F:
        let octal = String(byte, radix: 8)
        format += Array(("\\" + String(repeating: "0", count: 3 - octal.count) + octal).utf8)
      default: format.append(byte)
      }
    }
    // Only ASCII bytes were replaced, so the bytes are still UTF-8.
    return #""$(printf '"# + String(decoding: format, as: UTF8.self) + #"')""#
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || scalar.value == 0x7F
  }
}
