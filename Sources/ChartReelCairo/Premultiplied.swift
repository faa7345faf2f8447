import ChartReelCore

/// A colour as a premultiplied BGRA pixel, painted over pixels through a coverage.
struct Premultiplied {
  /// The pixel, 0xAARRGGBB.
  let pixel: UInt32
  /// Its channels spread into 16-bit lanes (see `spread`).
  let spread: UInt64
  let isOpaque: Bool

  init(_ color: Color) {
    func byte(_ value: Double) -> UInt32 { UInt32((min(max(value, 0), 1) * 255).rounded()) }
    let alpha = min(max(color.alpha, 0), 1)
    let a = byte(alpha)
    let r = byte(color.red * alpha)
    let g = byte(color.green * alpha)
    let b = byte(color.blue * alpha)
    pixel = a << 24 | r << 16 | g << 8 | b
    spread = Self.spread(pixel)
    isOpaque = a == 255
  }

  /// 0xAARRGGBB spread into four 16-bit lanes, 0x00AA_00GG_00RR_00BB, for multiplying all
  /// four channels at once.
  @inline(__always)
  static func spread(_ p: UInt32) -> UInt64 {
    let p = UInt64(p)
    return (p & 0x00FF_00FF) | ((p & 0xFF00_FF00) << 24)
  }

  @inline(__always)
  static func pack(_ lanes: UInt64) -> UInt32 {
    UInt32(truncatingIfNeeded: (lanes & 0x00FF_00FF) | ((lanes >> 24) & 0xFF00_FF00))
  }

  /// Each 16-bit lane × `factor` / 255, rounded as pixman does.
  @inline(__always)
  static func multiply(_ lanes: UInt64, _ factor: UInt32) -> UInt64 {
    let t = lanes &* UInt64(factor) &+ 0x0080_0080_0080_0080
    return ((t &+ ((t >> 8) & 0x00FF_00FF_00FF_00FF)) >> 8) & 0x00FF_00FF_00FF_00FF
  }

  /// This colour, through `coverage` (1–255), over `destination`.
  @inline(__always)
  func over(_ destination: UInt32, coverage: UInt32) -> UInt32 {
    if isOpaque {
      // An opaque colour: a blend of the two by coverage, rounded once.
      if coverage == 255 { return pixel }
      let t =
        spread &* UInt64(coverage) &+ Self.spread(destination) &* UInt64(255 - coverage)
        &+ 0x0080_0080_0080_0080
      return Self.pack(((t &+ ((t >> 8) & 0x00FF_00FF_00FF_00FF)) >> 8) & 0x00FF_00FF_00FF_00FF)
    }
    let source = coverage == 255 ? spread : Self.multiply(spread, coverage)
    let alpha = UInt32(truncatingIfNeeded: source >> 48)
    let kept = Self.multiply(Self.spread(destination), 255 - alpha)
    return Self.pack(source &+ kept)
  }
}
