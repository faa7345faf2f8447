#if canImport(Glibc)
  import Glibc
#endif

/// The command line as bytes, checked before ArgumentParser sees it as text.
///
/// Swift reads each argument as UTF-8 and replaces a byte that is not with U+FFFD, so two
/// paths that differ only in such a byte (`a\xe9.png`, `a\xe8.png`) would name the same
/// file, and `caf\xe9/scene.json` a file that does not exist. Every path chartreel opens is
/// UTF-8 text, so such an argument is refused, naming its place and bytes, before any work.
enum CommandArguments {
  /// The arguments after the program's name, as the bytes the process was given.
  static func raw() -> [[UInt8]] {
    (1..<Int(CommandLine.argc)).map { index in
      guard let pointer = CommandLine.unsafeArgv[index] else { return [] }
      return Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map {
        UInt8(bitPattern: $0)
      }
    }
  }

  /// The first argument that is not well-formed UTF-8, described in one line; nil when all are.
  static func problem(_ arguments: [[UInt8]]) -> String? {
    for (index, bytes) in arguments.enumerated() {
      var decoder = UTF8()
      var iterator = bytes.makeIterator()
      var offset = 0
      decoding: while true {
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar): offset += String(scalar).utf8.count
        case .emptyInput: break decoding
        case .error:
          let plain = { (byte: UInt8) in
            (0x20..<0x7F).contains(byte) && byte != 0x22 && byte != 0x5C
          }
          let shown = bytes.prefix(80).map { plain($0) ? String(UnicodeScalar($0)) : hex($0) }
          return
            "argument \(index + 1), \"\(shown.joined())\(bytes.count > 80 ? "…" : "")\": byte \(offset) (\(hex(bytes[offset]))) is not UTF-8; chartreel takes paths as UTF-8 text: rename the file"
        }
      }
    }
    return nil
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return "\\x" + (digits.count == 1 ? "0" : "") + digits
  }
}
