import ChartReelCairo

/// Converts opaque BGRA frames to planar YUV 4:2:0 (BT.709, limited range), the form H.264
/// and VP9 encode, so the conversion runs on the render threads instead of in ffmpeg.
///
/// Fixed-point coefficients (× 65 536) of Y = 16 + 219/255·(0.2126 R + 0.7152 G + 0.0722 B),
/// Cb = 128 + 224/255·(B − Y′)/1.8556 and Cr = 128 + 224/255·(R − Y′)/1.5748; chroma is taken
/// from the average of each 2×2 block. Width and height must be even.
enum YUV420Converter {
  /// The size of a converted frame: a full-size Y plane and two quarter-size chroma planes.
  static func byteCount(width: Int, height: Int) -> Int { width * height * 3 / 2 }

  /// Writes the Y, U and V planes of `frame` into `output`, reusing its storage.
  static func convert(_ frame: Frame, into output: inout [UInt8]) {
    let (width, height) = (frame.width, frame.height)
    let count = byteCount(width: width, height: height)
    if output.count != count { output = [UInt8](repeating: 0, count: count) }
    frame.bytes.withUnsafeBufferPointer { bgra in
      output.withUnsafeMutableBufferPointer { yuv in
        let uPlane = width * height
        let vPlane = uPlane + uPlane / 4
        for y in stride(from: 0, to: height, by: 2) {
          for x in stride(from: 0, to: width, by: 2) {
            var sumR = 0
            var sumG = 0
            var sumB = 0
            for (dy, dx) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
              let pixel = ((y + dy) * width + x + dx) * 4
              let (b, g, r) = (Int(bgra[pixel]), Int(bgra[pixel + 1]), Int(bgra[pixel + 2]))
              yuv[(y + dy) * width + x + dx] = UInt8(
                truncatingIfNeeded: (11_966 * r + 40_254 * g + 4_064 * b + 16 << 16 + 32_768) >> 16)
              sumR += r
              sumG += g
              sumB += b
            }
            let chroma = (y / 2) * (width / 2) + x / 2
            // The sums are 4× the block's average, so divide by 4 × 65 536.
            yuv[uPlane + chroma] = clamp(
              (-6_596 * sumR - 22_189 * sumG + 28_784 * sumB + 128 << 18 + 131_072) >> 18)
            yuv[vPlane + chroma] = clamp(
              (28_784 * sumR - 26_145 * sumG - 2_639 * sumB + 128 << 18 + 131_072) >> 18)
          }
        }
      }
    }
  }

  private static func clamp(_ value: Int) -> UInt8 { UInt8(min(max(value, 0), 255)) }
}
