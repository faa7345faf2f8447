import ChartReelCore

/// Converts opaque BGRA frames to planar YUV 4:2:0 (BT.709, limited range), the form H.264
/// and VP9 encode, so the conversion runs on the render threads instead of in ffmpeg.
///
/// Fixed-point coefficients (× 65 536) of Y = 16 + 219/255·(0.2126 R + 0.7152 G + 0.0722 B),
/// Cb = 128 + 224/255·(B − Y′)/1.8556 and Cr = 128 + 224/255·(R − Y′)/1.5748; chroma is taken
/// from the average of each 2×2 block. Width and height must be even.
public enum YUV420Converter {
  /// The size of a converted frame: a full-size Y plane and two quarter-size chroma planes.
  static func byteCount(width: Int, height: Int) -> Int { width * height * 3 / 2 }

  /// Writes the Y, U and V planes of `frame` into `output`, reusing its storage.
  public static func convert(_ frame: Frame, into output: inout [UInt8]) {
    let (width, height) = (frame.width, frame.height)
    let count = byteCount(width: width, height: height)
    if output.count != count { output = [UInt8](repeating: 0, count: count) }
    frame.bytes.withUnsafeBufferPointer { bgra in
      output.withUnsafeMutableBufferPointer { yuv in
        let uPlane = width * height
        let vPlane = uPlane + uPlane / 4
        for y in stride(from: 0, to: height, by: 2) {
          for x in stride(from: 0, to: width, by: 2) {
            var (r, g, b) = (0, 0, 0)
            let top = y * width + x
            for pixel in top...(top + 1) {
              writeLuma(pixel, bgra, yuv, &r, &g, &b)
              writeLuma(pixel + width, bgra, yuv, &r, &g, &b)
            }
            let chroma = (y / 2) * (width / 2) + x / 2
            // The sums are 4× the block's average, so divide by 4 × 65 536.
            yuv[uPlane + chroma] = clamp(
              (-6_596 * r - 22_189 * g + 28_784 * b + 128 << 18 + 131_072) >> 18)
            yuv[vPlane + chroma] = clamp(
              (28_784 * r - 26_145 * g - 2_639 * b + 128 << 18 + 131_072) >> 18)
          }
        }
      }
    }
  }

  /// Writes the luma of one pixel and adds its colour to the block's sums.
  @inline(__always)
  private static func writeLuma(
    _ pixel: Int, _ bgra: UnsafeBufferPointer<UInt8>, _ yuv: UnsafeMutableBufferPointer<UInt8>,
    _ r: inout Int, _ g: inout Int, _ b: inout Int
  ) {
    let (pb, pg, pr) = (
      Int(bgra[pixel &* 4]), Int(bgra[pixel &* 4 &+ 1]), Int(bgra[pixel &* 4 &+ 2])
    )
    yuv[pixel] = UInt8(
      truncatingIfNeeded: (11_966 * pr + 40_254 * pg + 4_064 * pb + 16 << 16 + 32_768) >> 16)
    r += pr
    g += pg
    b += pb
  }

  private static func clamp(_ value: Int) -> UInt8 { UInt8(min(max(value, 0), 255)) }
}
