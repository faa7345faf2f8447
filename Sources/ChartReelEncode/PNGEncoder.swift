import CDeflate
import ChartReelCore

#if canImport(Glibc)
  import Glibc
#endif

/// Encodes frames as PNG files, fast: rows unfiltered, compressed by matching each row
/// against the one above (`RowDeflate`), or by libdeflate at higher levels.
///
/// Chart frames are mostly flat colour: nearly every byte repeats the row above or the pixel
/// before it. Level 1 (the default) looks for matches only there, several times faster than
/// zlib's or libdeflate's fastest level for files about a fifth larger; levels 2 to 12 are
/// libdeflate's (smaller, slower; 0 stores). The rows are left unfiltered ("None"): deflate
/// finds the row above as well as the Up filter's zeros would, and libdeflate makes smaller
/// files of them (bench/README.md, "PNG sequences"). Opaque frames are written as RGB, others
/// as RGBA with alpha un-premultiplied. The output is deterministic: the same pixels and level
/// give the same bytes.
package enum PNGEncoder {
  /// The compression level unless told otherwise: 1, the fastest that compresses.
  package static let defaultLevel = 1

  /// The levels there are: 0 stores without compressing, 1 is fastest, 12 smallest.
  package static let levels = 0...12

  /// The PNG bytes of `frame`.
  package static func encode(_ frame: Frame, level: Int = defaultLevel) throws(EncodeError)
    -> [UInt8]
  {
    var png: [UInt8] = []
    try PNGWriter(level: level).encode(frame, into: &png)
    return png
  }
}

/// A PNG encoder that keeps its scratch memory and compressor between frames.
///
/// Encoding a sequence allocates nothing per frame. Not thread-safe: one writer per thread.
package final class PNGWriter {
  private let level: Int
  /// libdeflate's compressor at `level`; level 1 also uses it for rows too long for
  /// `RowDeflate` (more than 10,922 pixels).
  private let compressor: OpaquePointer
  /// The scanlines: per row the filter byte (0, None) and the row's bytes.
  private var scanlines: [UInt8] = []
  /// The compressed stream, as long as its bound (only its start is written).
  private var compressed: [UInt8] = []

  /// A writer at compression `level` (`PNGEncoder.levels`).
  package init(level: Int = PNGEncoder.defaultLevel) throws(EncodeError) {
    guard PNGEncoder.levels.contains(level),
      let compressor = libdeflate_alloc_compressor(Int32(level))
    else { throw .compression("no PNG compressor at level \(level) (levels are 0 to 12)") }
    self.level = level
    self.compressor = compressor
  }

  deinit { libdeflate_free_compressor(compressor) }

  /// Replaces the contents of `png` with the PNG file of `frame`.
  package func encode(_ frame: Frame, into png: inout [UInt8]) throws(EncodeError) {
    let result = frame.withPixels { pixels in
      Result { () throws(EncodeError) in try encode(pixels, into: &png) }
    }
    try result.get()
  }

  /// Replaces the contents of `png` with the PNG file of `pixels`, read in place.
  package func encode(_ pixels: FramePixels, into png: inout [UInt8]) throws(EncodeError) {
    let opaque = pixels.isOpaque
    let channels = opaque ? 3 : 4
    let stride = pixels.width * channels + 1
    let count = stride * pixels.height
    if scanlines.count != count { scanlines = [UInt8](repeating: 0, count: count) }
    scanlines.withUnsafeMutableBytes { target in
      let base = target.baseAddress!
      for y in 0..<pixels.height {
        let row = base + y * stride
        row.storeBytes(of: 0, as: UInt8.self)  // no filter
        // A row like the one above (most rows of a chart) is a copy of its bytes.
        if y > 0 && memcmp(pixels.row(y), pixels.row(y - 1), 4 * pixels.width) == 0 {
          (row + 1).copyMemory(from: row + 1 - stride, byteCount: stride - 1)
        } else if opaque {
          Self.unpackOpaque(pixels.row(y), pixels.width, into: row + 1)
        } else {
          Self.unpackTranslucent(pixels.row(y), pixels.width, into: row + 1)
        }
      }
    }
    // The file: signature, IHDR, one IDAT holding the zlib stream, IEND.
    png.removeAll(keepingCapacity: true)
    png += [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var header: [UInt8] = []
    header.appendBigEndian(UInt32(pixels.width))
    header.appendBigEndian(UInt32(pixels.height))
    header += [8, opaque ? 2 : 6, 0, 0, 0]
    png.appendChunk("IHDR", header[...])
    let fast = level == 1 && stride <= RowDeflate.window
    let bound = fast ? RowDeflate.bound(count) : libdeflate_zlib_compress_bound(compressor, count)
    if compressed.count < bound { compressed = [UInt8](repeating: 0, count: bound) }
    let written = scanlines.withUnsafeBytes { source in
      compressed.withUnsafeMutableBytes { target in
        guard fast else {
          return libdeflate_zlib_compress(
            compressor, source.baseAddress, source.count, target.baseAddress, bound)
        }
        let adler = libdeflate_adler32(1, source.baseAddress, source.count)
        return RowDeflate.compress(source, row: stride, pixel: channels, adler: adler, into: target)
      }
    }
    guard written > 0 else { throw .compression("libdeflate could not compress a frame") }
    png.appendChunk("IDAT", compressed[..<written])
    png.appendChunk("IEND", [])
  }

  /// One opaque row as RGB bytes.
  private static func unpackOpaque(
    _ row: UnsafeRawPointer, _ width: Int, into target: UnsafeMutableRawPointer
  ) {
    var x = 0
    // Four pixels into twelve bytes: a pixel's word is A R G B from the top, so its bytes
    // swapped and shifted down a byte are R, G, B from the bottom.
    while x + 4 <= width {
      let offset = 4 * x
      let rgb0 = UInt64(row.loadUnaligned(fromByteOffset: offset, as: UInt32.self).byteSwapped >> 8)
      let rgb1 = UInt64(
        row.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self).byteSwapped >> 8)
      let rgb2 = row.loadUnaligned(fromByteOffset: offset + 8, as: UInt32.self).byteSwapped >> 8
      let rgb3 = row.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self).byteSwapped >> 8
      let low: UInt64 = rgb0 | (rgb1 << 24) | (UInt64(rgb2) << 48)
      let high: UInt32 = (rgb2 >> 16) | (rgb3 << 8)
      (target + 3 * x).storeBytes(of: low, as: UInt64.self)
      (target + 3 * x + 8).storeBytes(of: high, as: UInt32.self)
      x += 4
    }
    let source = row.assumingMemoryBound(to: UInt8.self)
    let out = target.assumingMemoryBound(to: UInt8.self)
    while x < width {
      out[3 * x] = source[4 * x + 2]
      out[3 * x + 1] = source[4 * x + 1]
      out[3 * x + 2] = source[4 * x]
      x += 1
    }
  }

  /// One row as straight RGBA bytes.
  private static func unpackTranslucent(
    _ row: UnsafeRawPointer, _ width: Int, into target: UnsafeMutableRawPointer
  ) {
    let source = row.assumingMemoryBound(to: UInt8.self)
    let out = target.assumingMemoryBound(to: UInt8.self)
    for x in 0..<width {
      let a = source[4 * x + 3]
      out[4 * x] = Frame.unpremultiply(source[4 * x + 2], alpha: a)
      out[4 * x + 1] = Frame.unpremultiply(source[4 * x + 1], alpha: a)
      out[4 * x + 2] = Frame.unpremultiply(source[4 * x], alpha: a)
      out[4 * x + 3] = a
    }
  }
}

extension FramePixels {
  /// Whether every pixel is fully opaque.
  var isOpaque: Bool {
    let alpha = SIMD4<UInt32>(repeating: 0xFF00_0000)
    for y in 0..<height {
      let row = self.row(y)
      var x = 0
      var all = alpha
      while x + 4 <= width {
        all &= row.loadUnaligned(fromByteOffset: 4 * x, as: SIMD4<UInt32>.self)
        x += 4
      }
      while x < width {
        all[0] &= row.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self)
        x += 1
      }
      if all & alpha != alpha { return false }
    }
    return true
  }
}

extension [UInt8] {
  fileprivate mutating func appendBigEndian(_ value: UInt32) {
    append(contentsOf: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) })
  }

  /// Appends a PNG chunk: length, type, data and the CRC of type and data.
  fileprivate mutating func appendChunk(_ type: String, _ data: ArraySlice<UInt8>) {
    appendBigEndian(UInt32(data.count))
    let start = count
    append(contentsOf: Array(type.utf8))
    append(contentsOf: data)
    let crc = withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress! + start, count - start) }
    appendBigEndian(crc)
  }
}
