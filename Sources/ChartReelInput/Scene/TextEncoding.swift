import ChartReelCore

/// Checks that a file's bytes are UTF-8 text, telling a UTF-16 or UTF-32 file (with or without
/// a byte-order mark) and a binary file apart from a syntax error.
public enum TextEncoding {
  /// The bytes, unchanged, when they can be UTF-8 text (with or without a byte-order mark, which
  /// the JSON and CSV readers skip); throws naming `file` when they are UTF-16, UTF-32 or binary.
  public static func utf8(_ bytes: [UInt8], file: String) throws(InputError) -> [UInt8] {
    if let name = otherEncoding(bytes) {
      throw InputError(file: file, message: "is \(name) text; save it as UTF-8")
    }
    if bytes.prefix(8192).contains(0) {
      throw InputError(
        file: file, message: "holds NUL bytes: it is a binary file, not UTF-8 text")
    }
    return bytes
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
