/// A deflate encoder for image scanlines that looks for matches in two places only: the same
/// bytes one row up and the pixel just before.
///
/// Chart frames are flat colour crossed by thin lines and text: nearly every byte repeats the
/// row above or the pixel to its left. A general compressor hashes every position to find
/// such repeats; this one compares eight bytes at a time with those two places and emits a
/// match as long as they agree (up to deflate's 258 bytes), a literal where neither does. Its
/// cost is a few instructions per eight bytes of flat picture; the codes are deflate's fixed
/// Huffman codes (one block, RFC 1951 §3.2.6), so literals (anti-aliased edges, text) cost 8
/// or 9 bits where a tuned code would spend about 5. Any inflater reads the stream.
enum RowDeflate {
  /// The farthest back deflate may look: a row may be at most this many bytes.
  static let window = 32_768

  /// The most bytes `compress` writes for `count` bytes: every byte a 9-bit literal, plus
  /// the zlib header, the block's header and end, and the checksum.
  static func bound(_ count: Int) -> Int { count + count / 8 + 24 }

  /// Writes the zlib stream (RFC 1950) of `source` — its header, the deflate block, and the
  /// Adler-32 checksum `adler` of `source` — to the start of `output` (at least
  /// `bound(source.count)` bytes), and returns its length.
  ///
  /// `row` is the distance of the row above (the scanline's length, ≤ `window`); `pixel` the
  /// distance of the pixel before (bytes per pixel).
  static func compress(
    _ source: UnsafeRawBufferPointer, row: Int, pixel: Int, adler: UInt32,
    into output: UnsafeMutableRawBufferPointer
  ) -> Int {
    precondition(row <= window && pixel >= 1 && pixel < row, "distances within deflate's window")
    precondition(output.count >= bound(source.count), "room for the stream")
    return literalCodes.withUnsafeBufferPointer { literals in
      lengthCodes.withUnsafeBufferPointer { lengths in
        var writer = BitWriter(
          output.baseAddress!, literals: literals.baseAddress!, lengths: lengths.baseAddress!)
        encode(source, row: row, pixel: pixel, adler: adler, with: &writer)
        return writer.written
      }
    }
  }

  /// Writes the zlib stream of `source` with `writer`.
  private static func encode(
    _ source: UnsafeRawBufferPointer, row: Int, pixel: Int, adler: UInt32,
    with writer: inout BitWriter
  ) {
    writer.putByte(0x78)  // deflate, 32 KB window
    writer.putByte(0x01)  // fastest; (0x78 × 256 + 0x01) is a multiple of 31
    writer.put(0b011, 3)  // the last block, fixed Huffman codes
    let up = Distance(row)
    let left = Distance(pixel)
    let bytes = source.baseAddress!
    let end = source.count
    var p = 0
    while p < end {
      let most = min(258, end - p)
      let fromAbove = p >= row ? matchLength(bytes, p, p - row, most) : 0
      if fromAbove == most && most >= 3 {
        writer.putMatch(fromAbove, up)
        p += fromAbove
        continue
      }
      let fromLeft = p >= pixel ? matchLength(bytes, p, p - pixel, most) : 0
      let length = max(fromAbove, fromLeft)
      if length >= 3 {
        writer.putMatch(length, fromAbove >= fromLeft ? up : left)
        p += length
      } else {
        writer.putLiteral(bytes.load(fromByteOffset: p, as: UInt8.self))
        p += 1
      }
    }
    writer.put(0, 7)  // end of block: code 256, seven zero bits
    writer.flushToByte()
    for shift in [24, 16, 8, 0] { writer.putByte(UInt8(truncatingIfNeeded: adler >> shift)) }
  }

  /// How many bytes from `p` equal those from `q` (q < p), at most `most`.
  @inline(__always)
  static func matchLength(_ bytes: UnsafeRawPointer, _ p: Int, _ q: Int, _ most: Int) -> Int {
    var n = 0
    while n + 8 <= most {
      let a = bytes.loadUnaligned(fromByteOffset: p + n, as: UInt64.self)
      let b = bytes.loadUnaligned(fromByteOffset: q + n, as: UInt64.self)
      let difference = a ^ b
      if difference != 0 { return n + difference.trailingZeroBitCount / 8 }
      n += 8
    }
    while n < most
      && bytes.load(fromByteOffset: p + n, as: UInt8.self)
        == bytes.load(fromByteOffset: q + n, as: UInt8.self)
    {
      n += 1
    }
    return n
  }

  /// A distance's fixed code and extra bits, ready to write: 5 code bits, then the extras.
  struct Distance {
    let bits: UInt64
    let count: Int

    init(_ distance: Int) {
      var code = 0
      while code + 1 < distanceBases.count && distanceBases[code + 1] <= distance { code += 1 }
      let extra = distanceExtra(code)
      bits = UInt64(reversed(code, 5)) | UInt64(distance - distanceBases[code]) << 5
      count = 5 + extra
    }
  }
}

/// Deflate's length codes 257–285 and distance codes 0–29 (RFC 1951 §3.2.5).
private let lengthBases = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
  163, 195, 227, 258,
]
private let distanceBases = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
  2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
]

private func lengthExtra(_ index: Int) -> Int { index < 8 || index == 28 ? 0 : (index - 4) / 4 }
private func distanceExtra(_ code: Int) -> Int { code < 4 ? 0 : (code - 2) / 2 }

/// `value`'s low `count` bits in reverse order: Huffman codes are sent from their top bit.
private func reversed(_ value: Int, _ count: Int) -> Int {
  var result = 0
  for i in 0..<count where value & (1 << i) != 0 { result |= 1 << (count - 1 - i) }
  return result
}

/// The fixed code of literal/length symbol `symbol` (0–287), reversed, and its bit count.
private func fixedCode(_ symbol: Int) -> (bits: Int, count: Int) {
  switch symbol {
  case 0...143: return (reversed(0x30 + symbol, 8), 8)
  case 144...255: return (reversed(0x190 + symbol - 144, 9), 9)
  case 256...279: return (reversed(symbol - 256, 7), 7)
  default: return (reversed(0xC0 + symbol - 280, 8), 8)
  }
}

/// Each byte's literal code, reversed, with its bit count in the top byte.
private let literalCodes: [UInt32] = (0..<256).map {
  let (bits, count) = fixedCode($0)
  return UInt32(bits) | UInt32(count) << 24
}

/// Each match length's (3–258) code and extra bits, ready to write, with the bit count in the
/// top byte.
private let lengthCodes: [UInt32] = (0...258).map { length in
  guard length >= 3 else { return 0 }
  var index = 0
  while index + 1 < lengthBases.count && lengthBases[index + 1] <= length { index += 1 }
  let (bits, count) = fixedCode(257 + index)
  let extra = lengthExtra(index)
  return UInt32(bits | (length - lengthBases[index]) << count) | UInt32(count + extra) << 24
}

/// Writes bits least significant first into memory large enough for them.
private struct BitWriter {
  let base: UnsafeMutableRawPointer
  /// `literalCodes` and `lengthCodes`, read without bounds checks.
  let literals: UnsafePointer<UInt32>
  let lengths: UnsafePointer<UInt32>
  var written = 0
  var buffer: UInt64 = 0
  var held = 0

  init(
    _ base: UnsafeMutableRawPointer, literals: UnsafePointer<UInt32>,
    lengths: UnsafePointer<UInt32>
  ) {
    self.base = base
    self.literals = literals
    self.lengths = lengths
  }

  mutating func putByte(_ byte: UInt8) {
    base.storeBytes(of: byte, toByteOffset: written, as: UInt8.self)
    written += 1
  }

  @inline(__always)
  mutating func put(_ bits: UInt64, _ count: Int) {
    buffer |= bits << UInt64(held)
    held += count
    if held >= 32 {
      base.storeBytes(
        of: UInt32(truncatingIfNeeded: buffer), toByteOffset: written, as: UInt32.self)
      written += 4
      buffer >>= 32
      held -= 32
    }
  }

  @inline(__always)
  mutating func putLiteral(_ byte: UInt8) {
    let code = literals[Int(byte)]
    put(UInt64(code & 0xFF_FFFF), Int(code >> 24))
  }

  @inline(__always)
  mutating func putMatch(_ length: Int, _ distance: RowDeflate.Distance) {
    let code = lengths[length]
    put(UInt64(code & 0xFF_FFFF), Int(code >> 24))
    put(distance.bits, distance.count)
  }

  mutating func flushToByte() {
    while held > 0 {
      putByte(UInt8(truncatingIfNeeded: buffer))
      buffer >>= 8
      held = max(0, held - 8)
    }
  }
}
