/// A rendered picture: premultiplied BGRA bytes, rows packed without padding (Cairo's ARGB32 on
/// little-endian machines), ready for `ffmpeg -f rawvideo -pix_fmt bgra`.
package struct Frame: Equatable, Sendable {
  /// The width in pixels.
  package var width: Int
  /// The height in pixels.
  package var height: Int
  /// `width × height × 4` bytes, top row first.
  package var bytes: [UInt8]

  /// A frame of premultiplied RGBA `bytes`, row by row.
  package init(width: Int, height: Int, bytes: [UInt8]) {
    precondition(bytes.count == width * height * 4, "a frame holds width × height × 4 bytes")
    self.width = width
    self.height = height
    self.bytes = bytes
  }

  /// A transparent frame of the given size.
  package init(width: Int, height: Int) {
    self.init(width: width, height: height, bytes: [UInt8](repeating: 0, count: width * height * 4))
  }

  /// The colour at pixel (x, y), un-premultiplied, as 0–255 red, green, blue and alpha.
  package func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    let offset = (y * width + x) * 4
    let (b, g, r, a) = (bytes[offset], bytes[offset + 1], bytes[offset + 2], bytes[offset + 3])
    guard a > 0, a < 255 else { return (r, g, b, a) }
    return (
      Self.unpremultiply(r, alpha: a), Self.unpremultiply(g, alpha: a),
      Self.unpremultiply(b, alpha: a), a
    )
  }

  /// A premultiplied colour component as a straight one, rounded; 0 where alpha is 0.
  @inline(__always)
  package static func unpremultiply(_ component: UInt8, alpha: UInt8) -> UInt8 {
    alpha == 0 ? 0 : UInt8(min(255, (Int(component) * 255 + Int(alpha) / 2) / Int(alpha)))
  }
}
