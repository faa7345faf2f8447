import ChartReelCore

/// Checks that a file's bytes are UTF-8 text, telling a UTF-16 or UTF-32 file (with or without
/// a byte-order mark) and a binary file apart from a syntax error.
package enum TextEncoding {
  /// The bytes, unchanged, when they can be UTF-8 text (with or without a byte-order mark, which
  /// the JSON and CSV readers skip); throws naming `file` when they are UTF-16, UTF-32 or binary.
  package static func utf8(_ bytes: [UInt8], file: String) throws(InputError) -> [UInt8] {
    if let name = otherEncoding(bytes) {
      throw InputError(file: file, message: "is \(name) text; save it as UTF-8")
    }
    if bytes.prefix(8192).contains(0) {
      throw InputError(
        file: file, message: "holds NUL bytes: it is a binary file, not UTF-8 text")
    }
    if let offset = firstInvalidUTF8(bytes) {
      let byte = String(bytes[offset], radix: 16, uppercase: true)
      throw InputError(
        file: file,
        message:
          "byte \(offset) (0x\(byte.count == 1 ? "0" + byte : byte)) is not UTF-8: expected a UTF-8 text file; save it as UTF-8"
      )
    }
    return bytes
  }

  /// The offset of the first byte that does not begin or continue a well-formed UTF-8
  /// character (overlong forms, surrogates and code points past U+10FFFF included), or nil.
  ///
  /// ASCII is checked eight bytes at a time: files are read whole, up to 1 GB.
  package static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { buffer -> Int? in
      guard let base = buffer.baseAddress else { return nil }
      let count = buffer.count
      var i = 0
      while i < count {
        if i + 8 <= count,
          UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
        {
          i += 8
          continue
        }
        let lead = buffer[i]
        if lead < 0x80 {
          i += 1
          continue
        }
        var second: ClosedRange<UInt8> = 0x80...0xBF
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: (length, second) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: (length, second) = (3, 0x80...0x9F)
        case 0xF0: (length, second) = (4, 0x90...0xBF)
        case 0xF1...0xF3: length = 4
        case 0xF4: (length, second) = (4, 0x80...0x8F)
        default: return i
        }
        guard i + length <= count, second.contains(buffer[i + 1]) else { return i }
        for k in 2..<length where !(0x80...0xBF).contains(buffer[i + k]) { return i }
        i += length
      }
      return nil
    }
  }

  /// The name of the encoding when the bytes are UTF-16 or UTF-32: by the byte-order mark, or
  /// by where the zero bytes of the first characters fall (JSON and CSV start with ASCII).
  static func otherEncoding(_ bytes: [UInt8]) -> String? {
    let b = Array(bytes.prefix(4)) + [UInt8](repeating: 0xFF, count: max(0, 4 - bytes.count))
    let count = bytes.count
    switch (b[0], b[1], b[2], b[3]) {
    case (0xFF, 0xFE, 0, 0) where count >= 4: return "UTF-32 (little-endian)"
    case (0, 0, 0xFE, 0xFF): return "UTF-32 (big-endian)"
    case (0xFF, 0xFE, _, _): return "UTF-16 (little-endian)"
    case (0xFE, 0xFF, _, _): return "UTF-16 (big-endian)"
    case (0, 0, 0, let x) where x != 0 && count >= 4: return "UTF-32 (big-endian)"
    case (let x, 0, 0, 0) where x != 0 && count >= 4: return "UTF-32 (little-endian)"
    case (0, let x, _, _) where x != 0 && count >= 2: return "UTF-16 (big-endian)"
    case (let x, 0, _, _) where x != 0 && count >= 2: return "UTF-16 (little-endian)"
    default: return nil
    }
  }
}
