import ChartReel
import Testing

@testable import ChartReelEncode

/// The BT.709 limited-range conversion made on the render threads, against the standard's
/// numbers worked out by hand.
@Suite struct YUVConversionTests {
  func convert(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> [UInt8] {
    let frame = Frame(width: 2, height: 2, bytes: Array([b, g, r, 255].repeated(4)))
    var output: [UInt8] = []
    YUV420Converter.convert(frame, into: &output)
    return output
  }

  @Test func standardColours() {
    // Y = 16 + 219·(0.2126 R + 0.7152 G + 0.0722 B)/255, Cb and Cr centred on 128.
    #expect(convert(255, 255, 255) == [235, 235, 235, 235, 128, 128])
    #expect(convert(0, 0, 0) == [16, 16, 16, 16, 128, 128])
    // Red: Y = 16 + 219 × 0.2126 = 62.6; Cb = 128 − 0.1006 × 255 = 102.3;
    // Cr = 128 + 0.4392 × 255 = 240.
    #expect(convert(255, 0, 0) == [63, 63, 63, 63, 102, 240])
    // Telegram's day grid text grey #252529.
    let grey = convert(0x25, 0x25, 0x29)
    // Y′ = 37.29: Y = 16 + 0.8588 × 37.29 = 48.0; Cb = 128 + 0.4734 × 3.71 = 129.8; Cr ≈ 127.8.
    #expect(grey[0] == 48 && grey[4] == 130 && grey[5] == 128)
  }

  @Test("chroma is the average of each 2×2 block")
  func chromaAverages() {
    // Left column white, right column black: Cb and Cr stay neutral, luma keeps both.
    let frame = Frame(
      width: 2, height: 2,
      bytes: [255, 255, 255, 255, 0, 0, 0, 255, 255, 255, 255, 255, 0, 0, 0, 255])
    var output: [UInt8] = []
    YUV420Converter.convert(frame, into: &output)
    #expect(output == [235, 16, 235, 16, 128, 128])
  }
}

extension Array {
  fileprivate func repeated(_ count: Int) -> [Element] {
    (0..<count).flatMap { _ in self }
  }
}
