/// The vector half of `YUV420Converter`: 16 pixels of a row pair at a time in SIMD registers.
///
/// The formulas are the converter's, rewritten so that every product fits 32-bit lanes and
/// every multiplier 15 bits (which lets the compiler use one `pmaddwd` per multiply):
/// Y = (11 966 R + 40 254 G + 4 064 B + 16·65 536 + 32 768) >> 16 is exactly
/// (5 983 R + 20 127 G + 2 032 B + 540 672) >> 15, all coefficients being even; chroma
/// sums are at most 4 × 255 = 1 020 and Cb, Cr never leave 16…240, so no clamp is needed.
enum YUV420Vector {
  /// The lumas of 16 BGRA pixels.
  @inline(__always)
  static func luma(_ pixels: SIMD16<UInt32>) -> SIMD16<UInt8> {
    let byte = SIMD16<UInt32>(repeating: 0xFF)
    let red = (pixels &>> 16) & byte
    let green = (pixels &>> 8) & byte
    let blue = pixels & byte
    let y = (red &* 5_983 &+ green &* 20_127 &+ blue &* 2_032 &+ 540_672) &>> 15
    return SIMD16<UInt8>(truncatingIfNeeded: y)
  }

  /// The Cb and Cr of the eight 2×2 blocks that `upper` and `lower` (16 pixels each) make.
  @inline(__always)
  static func chroma(_ upper: SIMD16<UInt32>, _ lower: SIMD16<UInt32>) -> (
    u: SIMD8<UInt8>, v: SIMD8<UInt8>
  ) {
    // Red and blue, then green and alpha, as two 16-bit fields per pixel, summed down the
    // column; then each pair of pixels is summed across, 64 bits at a time.
    let fields = SIMD16<UInt32>(repeating: 0x00FF_00FF)
    let redBlue = unsafeBitCast((upper & fields) &+ (lower & fields), to: SIMD8<UInt64>.self)
    let greenAlpha = unsafeBitCast(
      ((upper &>> 8) & fields) &+ ((lower &>> 8) & fields), to: SIMD8<UInt64>.self)
    let redBlueSums = SIMD8<UInt32>(truncatingIfNeeded: redBlue &+ (redBlue &>> 32))
    let greenSums = SIMD8<UInt32>(truncatingIfNeeded: greenAlpha &+ (greenAlpha &>> 32))
    // Each sum is at most 1 020: ten bits.
    let sum = SIMD8<UInt32>(repeating: 0x3FF)
    let blue = redBlueSums & sum
    let red = (redBlueSums &>> 16) & sum
    let green = greenSums & sum
    let bias = SIMD8<UInt32>(repeating: 128 << 18 + 131_072)
    let u = (blue &* 28_784 &+ bias &- (red &* 6_596 &+ green &* 22_189)) &>> 18
    let v = (red &* 28_784 &+ bias &- (green &* 26_145 &+ blue &* 2_639)) &>> 18
    return (SIMD8<UInt8>(truncatingIfNeeded: u), SIMD8<UInt8>(truncatingIfNeeded: v))
  }

  /// Whether every pixel of `upper` is `top` and every pixel of `lower` is `bottom`.
  @inline(__always)
  static func matches(
    _ upper: SIMD16<UInt32>, _ lower: SIMD16<UInt32>, top: UInt32, bottom: UInt32
  ) -> Bool {
    let differ = (upper ^ SIMD16(repeating: top)) | (lower ^ SIMD16(repeating: bottom))
    let wide = unsafeBitCast(differ, to: SIMD8<UInt64>.self)
    let half = wide.lowHalf | wide.highHalf
    let quarter = half.lowHalf | half.highHalf
    return quarter[0] | quarter[1] == 0
  }
}
