import CZlib
import ChartReelCore

/// Encodes frames as PNG files, fast: zlib at a low level with each row "Up"-filtered.
///
/// Chart frames are mostly flat colour, so the Up filter turns most rows into runs of zeros
/// and zlib's fastest levels compress them well; this is several times faster than Cairo's
/// writer (libpng at zlib's default level) for files a little larger. Opaque frames are
/// written as RGB, others as RGBA with alpha un-premultiplied. The output is deterministic.
package enum PNGEncoder {
  /// zlib's level: 1 is fastest, 9 smallest.
  package static let defaultLevel: Int32 = 1

  /// The PNG bytes of `frame`.
  package static func encode(_ frame: Frame, level: Int32 = defaultLevel) throws(EncodeError)
    -> [UInt8]
  {
    var png: [UInt8] = []
    try PNGWriter(level: level).encode(frame, into: &png)
    return png
  }
}

/// A PNG encoder that keeps its scratch memory and zlib state between frames.
///
/// Encoding a sequence allocates nothing per frame. Not thread-safe: one writer per thread.
package final class PNGWriter {
  /// zlib keeps a pointer to its stream between calls, so the stream has a fixed address.
  private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
  private var filtered: [UInt8] = []
  private var compressed: [UInt8] = []
  private var previousRow: [UInt8] = []
  private var currentRow: [UInt8] = []

  package init(level: Int32 = PNGEncoder.defaultLevel) throws(EncodeError) {
    stream.initialize(to: z_stream())
    guard
      deflateInit_(stream, level, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK
    else { throw .zlib("zlib could not start compressing") }
  }

  deinit {
    deflateEnd(stream)
    stream.deallocate()
  }

  /// Replaces the contents of `png` with the PNG file of `frame`.
  package func encode(_ frame: Frame, into png: inout [UInt8]) throws(EncodeError) {
    let opaque = frame.isOpaque
    let channels = opaque ? 3 : 4
    let rowBytes = frame.width * channels
    let filteredCount = (rowBytes + 1) * frame.height
    if filtered.count != filteredCount { filtered = [UInt8](repeating: 0, count: filteredCount) }
    previousRow = [UInt8](repeating: 0, count: rowBytes)
    if currentRow.count != rowBytes { currentRow = [UInt8](repeating: 0, count: rowBytes) }
    frame.bytes.withUnsafeBufferPointer { source in
      filtered.withUnsafeMutableBufferPointer { target in
        for y in 0..<frame.height {
          Self.unpackRow(source, y * frame.width * 4, frame.width, opaque, &currentRow)
          let start = y * (rowBytes + 1)
          target[start] = 2  // the Up filter
          currentRow.withUnsafeBufferPointer { current in
            previousRow.withUnsafeBufferPointer { previous in
              for i in 0..<rowBytes { target[start + 1 + i] = current[i] &- previous[i] }
            }
          }
          swap(&previousRow, &currentRow)
        }
      }
    }
    try deflateFiltered()
    png.removeAll(keepingCapacity: true)
    png += [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var header: [UInt8] = []
    header.appendBigEndian(UInt32(frame.width))
    header.appendBigEndian(UInt32(frame.height))
    header += [8, opaque ? 2 : 6, 0, 0, 0]
    png.appendChunk("IHDR", header[...])
    png.appendChunk("IDAT", compressed[..<Int(stream.pointee.total_out)])
    png.appendChunk("IEND", [])
  }

  /// One row as straight RGB or RGBA bytes.
  private static func unpackRow(
    _ source: UnsafeBufferPointer<UInt8>, _ offset: Int, _ width: Int, _ opaque: Bool,
    _ row: inout [UInt8]
  ) {
    row.withUnsafeMutableBufferPointer { row in
      var o = offset
      var t = 0
      for _ in 0..<width {
        let (b, g, r, a) = (source[o], source[o + 1], source[o + 2], source[o + 3])
        if opaque {
          row[t] = r
          row[t + 1] = g
          row[t + 2] = b
          t += 3
        } else {
          row[t] = Frame.unpremultiply(r, alpha: a)
          row[t + 1] = Frame.unpremultiply(g, alpha: a)
          row[t + 2] = Frame.unpremultiply(b, alpha: a)
          row[t + 3] = a
          t += 4
        }
        o += 4
      }
    }
  }

  /// Compresses `filtered` into `compressed` as one zlib stream.
  private func deflateFiltered() throws(EncodeError) {
    guard deflateReset(stream) == Z_OK else { throw .zlib("zlib could not reset") }
    let bound = Int(deflateBound(stream, UInt(filtered.count)))
    if compressed.count < bound { compressed = [UInt8](repeating: 0, count: bound) }
    let result = filtered.withUnsafeMutableBufferPointer { source in
      compressed.withUnsafeMutableBufferPointer { target in
        stream.pointee.next_in = source.baseAddress
        stream.pointee.avail_in = UInt32(source.count)
        stream.pointee.next_out = target.baseAddress
        stream.pointee.avail_out = UInt32(target.count)
        return deflate(stream, Z_FINISH)
      }
    }
    guard result == Z_STREAM_END else { throw .zlib("zlib failed to compress a frame") }
  }
}

extension Frame {
  /// Whether every pixel is fully opaque.
  var isOpaque: Bool {
    bytes.withUnsafeBufferPointer { buffer in
      var index = 3
      while index < buffer.count {
        if buffer[index] != 255 { return false }
        index += 4
      }
      return true
    }
  }
}

extension [UInt8] {
  fileprivate mutating func appendBigEndian(_ value: UInt32) {
    append(contentsOf: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) })
  }

  /// Appends a PNG chunk: length, type, data and the CRC of type and data.
  fileprivate mutating func appendChunk(_ type: String, _ data: ArraySlice<UInt8>) {
    appendBigEndian(UInt32(data.count))
    let typeBytes = Array(type.utf8)
    append(contentsOf: typeBytes)
    append(contentsOf: data)
    var crc = typeBytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) }
    crc = data.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, UInt32($0.count)) }
    appendBigEndian(UInt32(crc))
  }
}
