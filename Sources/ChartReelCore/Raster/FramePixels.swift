/// Premultiplied BGRA pixels lent where they were drawn, for reading without a copy.
///
/// Valid only inside the call that lends them; rows may be padded (`bytesPerRow` at least
/// `width × 4`).
package struct FramePixels {
  package let width: Int
  package let height: Int
  package let bytesPerRow: Int
  /// The first byte of the top row.
  package let base: UnsafeRawPointer
  /// The blocks where pixels may differ from the background's pixel, when the rasteriser
  /// knows them (`DrawnBlocks`); nil when any pixel may.
  package var drawn: DrawnBlocks?

  package init(width: Int, height: Int, bytesPerRow: Int, base: UnsafeRawPointer) {
    precondition(bytesPerRow >= width * 4, "a row holds at least width × 4 bytes")
    self.width = width
    self.height = height
    self.bytesPerRow = bytesPerRow
    self.base = base
  }

  /// The first byte of row `y`.
  @inline(__always)
  package func row(_ y: Int) -> UnsafeRawPointer { base + y * bytesPerRow }

  /// Copies the pixels into `output` as packed rows (`width × height × 4` bytes), reusing its
  /// storage when it already has that size.
  package func copy(into output: inout [UInt8]) {
    let rowBytes = width * 4
    if output.count != rowBytes * height {
      output = [UInt8](repeating: 0, count: rowBytes * height)
    }
    output.withUnsafeMutableBytes { destination in
      guard let start = destination.baseAddress else { return }
      if bytesPerRow == rowBytes {
        start.copyMemory(from: base, byteCount: rowBytes * height)
      } else {
        for y in 0..<height {
          (start + y * rowBytes).copyMemory(from: row(y), byteCount: rowBytes)
        }
      }
    }
  }
}

extension Frame {
  /// Lends the frame's bytes to `body` as pixels.
  package func withPixels<R>(_ body: (FramePixels) throws -> R) rethrows -> R {
    try bytes.withUnsafeBytes { buffer in
      try body(
        FramePixels(
          width: width, height: height, bytesPerRow: width * 4,
          base: buffer.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!))
    }
  }

  /// Lends the frame's bytes to `body` as pixels that `body` may also write (through
  /// `UnsafeMutableRawPointer(mutating: pixels.base)`).
  package mutating func withMutablePixels<R>(_ body: (FramePixels) throws -> R) rethrows -> R {
    let (width, height) = (self.width, self.height)
    return try bytes.withUnsafeMutableBytes { buffer in
      try body(
        FramePixels(
          width: width, height: height, bytesPerRow: width * 4,
          base: UnsafeRawPointer(buffer.baseAddress ?? UnsafeMutableRawPointer(bitPattern: 1)!)))
    }
  }

  /// The frame holding a copy of `pixels`.
  package init(_ pixels: FramePixels) {
    var bytes: [UInt8] = []
    pixels.copy(into: &bytes)
    self.init(width: pixels.width, height: pixels.height, bytes: bytes)
  }
}
