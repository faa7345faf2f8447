/// A file path as the bytes the system names the file by, carried in a `String` without loss.
///
/// Linux paths are bytes, not text: `a\xe9.png` (Latin-1 é) is a valid name that is not UTF-8.
/// Swift's `String(cString:)` would turn the byte into U+FFFD, so `a\xe9.png` and `a\xe8.png`
/// would name one file. Here every byte that is not part of well-formed UTF-8 becomes a
/// private-use scalar, U+10FF80 to U+10FFFF (byte 0x80 to 0xFF), and those scalars become their
/// byte again at the system call. A name that really holds such a scalar has each byte of
/// its UTF-8 mapped the same way, so every byte string has exactly one `String` and back.
///
/// Paths from the command line, from `realpath` and from folder listings are decoded here;
/// every call that hands a path to the system (`FileSystem`) encodes it back.
public enum PathBytes {
  /// The first of the 128 scalars that stand for a byte: U+10FF80 is byte 0x80.
  static let firstEscape: UInt32 = 0x10_FF80
  private static let offset: UInt32 = 0x10_FF00

  /// The path whose bytes are `bytes` (which should hold no NUL).
  public static func string(_ bytes: some Collection<UInt8>) -> String {
    let bytes = Array(bytes)
    var result = String.UnicodeScalarView()
    var index = 0
    while index < bytes.count {
      if let (scalar, length) = scalar(in: bytes, at: index), scalar.value < firstEscape {
        result.append(scalar)
        index += length
      } else if let (_, length) = scalar(in: bytes, at: index) {
        // A real escape scalar: each of its bytes is escaped, so it reads back as itself.
        for byte in bytes[index..<index + length] { result.append(escape(byte)) }
        index += length
      } else {
        result.append(escape(bytes[index]))
        index += 1
      }
    }
    return String(result)
  }

  /// The bytes the system knows `path` by.
  public static func bytes(_ path: String) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(path.utf8.count)
    for scalar in path.unicodeScalars {
      if scalar.value >= firstEscape {
        result.append(UInt8(scalar.value - offset))
      } else {
        result.append(contentsOf: String(scalar).utf8)
      }
    }
    return result
  }

  /// Whether `path` is UTF-8 text: it holds no byte outside well-formed UTF-8.
  public static func isText(_ path: String) -> Bool {
    !path.unicodeScalars.contains { $0.value >= firstEscape }
  }

  /// The byte an escape scalar stands for; nil for any other scalar.
  package static func byte(_ scalar: Unicode.Scalar) -> UInt8? {
    scalar.value >= firstEscape ? UInt8(scalar.value - offset) : nil
  }

  /// Calls `body` with `path` as the NUL-terminated bytes the system takes.
  package static func withCString<Result>(
    _ path: String, _ body: (UnsafePointer<CChar>) throws -> Result
  ) rethrows -> Result {
    if isText(path) { return try path.withCString(body) }
    let bytes = self.bytes(path).map { CChar(bitPattern: $0) } + [0]
    return try bytes.withUnsafeBufferPointer { try body($0.baseAddress!) }
  }

  private static func escape(_ byte: UInt8) -> Unicode.Scalar {
    Unicode.Scalar(offset + UInt32(byte))!
  }

  /// The well-formed UTF-8 scalar starting at `index` and its length in bytes; nil when the
  /// bytes there are not one (a stray continuation, an overlong form, a surrogate, a cut end).
  private static func scalar(in bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
    let lead = bytes[index]
    if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
    let length: Int
    let minimum: UInt32
    var value: UInt32
    switch lead {
    case 0xC2...0xDF: (length, minimum, value) = (2, 0x80, UInt32(lead & 0x1F))
    case 0xE0...0xEF: (length, minimum, value) = (3, 0x800, UInt32(lead & 0x0F))
    case 0xF0...0xF4: (length, minimum, value) = (4, 0x10000, UInt32(lead & 0x07))
    default: return nil
    }
    guard index + length <= bytes.count else { return nil }
    for next in bytes[index + 1..<index + length] {
      guard next & 0xC0 == 0x80 else { return nil }
      value = value << 6 | UInt32(next & 0x3F)
    }
    guard value >= minimum, let scalar = Unicode.Scalar(value) else { return nil }
    return (scalar, length)
  }
}
