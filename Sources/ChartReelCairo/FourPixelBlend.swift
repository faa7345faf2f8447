/// A colour painted over four BGRA pixels at once, each through its own coverage:
/// `Premultiplied.over` in vector lanes, to the byte.
///
/// The four pixels' sixteen bytes are split into two vectors of eight 16-bit lanes, blue and
/// red in one, green and alpha in the other, so each channel sits beside its pixel's coverage
/// and pixman's rounded x × c / 255 is a multiply, two adds and two shifts for all of them.
/// The arithmetic is `over`'s, lane for lane; a coverage of 255 needs no special case
/// (x × 255 / 255 rounds back to x) and a coverage of 0 leaves a pixel's bytes as they were.
struct FourPixelBlend {
  /// The colour's blue and red, then green and alpha, for four pixels.
  private let blueRed: SIMD8<UInt16>
  private let greenAlpha: SIMD8<UInt16>
  /// The colour's alpha in every lane.
  private let alpha: SIMD8<UInt16>
  private let source: Premultiplied

  init(_ source: Premultiplied) {
    let channel = { (shift: UInt32) in UInt16(truncatingIfNeeded: source.pixel >> shift & 0xFF) }
    let (b, g, r, a) = (channel(0), channel(8), channel(16), channel(24))
    blueRed = SIMD8(b, r, b, r, b, r, b, r)
    greenAlpha = SIMD8(g, a, g, a, g, a, g, a)
    alpha = SIMD8(repeating: a)
    self.source = source
  }

  /// Paints eight pixels from `pixels` through the eight coverage bytes of `coverage`, the
  /// first pixel's lowest.
  @inline(__always)
  func paint(_ pixels: UnsafeMutableRawPointer, coverage: UInt64) {
    if coverage == .max && source.isOpaque {
      let whole = SIMD4<UInt32>(repeating: source.pixel)
      pixels.storeBytes(of: whole, as: SIMD4<UInt32>.self)
      pixels.storeBytes(of: whole, toByteOffset: 16, as: SIMD4<UInt32>.self)
      return
    }
    // The eight coverages in 16-bit lanes, then each pixel's twice: once per lane it has in
    // each vector.
    let c = SIMD8<UInt16>(truncatingIfNeeded: unsafeBitCast(coverage, to: SIMD8<UInt8>.self))
    if coverage & 0xFFFF_FFFF != 0 {
      paint(pixels, coverage: SIMD8(c[0], c[0], c[1], c[1], c[2], c[2], c[3], c[3]))
    }
    if coverage >> 32 != 0 {
      paint(pixels + 16, coverage: SIMD8(c[4], c[4], c[5], c[5], c[6], c[6], c[7], c[7]))
    }
  }

  /// Paints four pixels from `pixels` through `c`, each pixel's coverage in two lanes.
  @inline(__always)
  private func paint(_ pixels: UnsafeMutableRawPointer, coverage c: SIMD8<UInt16>) {
    let bytes = pixels.loadUnaligned(as: SIMD8<UInt16>.self)
    let low = bytes & SIMD8(repeating: 0xFF)
    let high = bytes &>> SIMD8(repeating: 8)
    let blended: (SIMD8<UInt16>, SIMD8<UInt16>)
    if source.isOpaque {
      let kept = SIMD8(repeating: 255) &- c
      blended = (
        Self.divide(blueRed &* c &+ low &* kept), Self.divide(greenAlpha &* c &+ high &* kept)
      )
    } else {
      let kept = SIMD8(repeating: 255) &- Self.divide(alpha &* c)
      blended = (
        Self.divide(blueRed &* c) &+ Self.divide(low &* kept),
        Self.divide(greenAlpha &* c) &+ Self.divide(high &* kept)
      )
    }
    let packed = (blended.0 & SIMD8(repeating: 0xFF)) | blended.1 &<< SIMD8(repeating: 8)
    pixels.storeBytes(of: packed, as: SIMD8<UInt16>.self)
  }

  /// Each lane / 255, rounded as pixman does (the lanes at most 255 × 255).
  @inline(__always)
  private static func divide(_ lanes: SIMD8<UInt16>) -> SIMD8<UInt16> {
    let t = lanes &+ SIMD8(repeating: 0x80)
    return (t &+ t &>> SIMD8(repeating: 8)) &>> SIMD8(repeating: 8)
  }
}
