import ChartReel
import TestSupport
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

  @Test("generated frames of runs and noise match the formula pixel by pixel")
  func generatedFrames() {
    var random = SeededGenerator(seed: 7)
    for _ in 0..<40 {
      let width = 2 * Int(random.next() % 40 + 1)
      let height = 2 * Int(random.next() % 20 + 1)
      // Runs of one colour broken by noise, as in a chart frame, including a run that starts
      // the frame with zero bytes.
      var bytes: [UInt8] = []
      var colour: [UInt8] = [0, 0, 0, 0]
      for _ in 0..<(width * height) {
        if random.next() % 9 == 0 {
          colour = (0..<3).map { _ in UInt8(truncatingIfNeeded: random.next()) } + [255]
        }
        bytes += colour
      }
      let frame = Frame(width: width, height: height, bytes: bytes)
      var output: [UInt8] = []
      YUV420Converter.convert(frame, into: &output)
      #expect(output == reference(frame), "\(width)×\(height)")
    }
  }

  @Test("frames of long runs (one colour per row across 16 pixels and more) match the formula")
  func longRuns() {
    var random = SeededGenerator(seed: 11)
    let palette: [[UInt8]] = (0..<4).map { _ in
      (0..<3).map { _ in UInt8(truncatingIfNeeded: random.next()) } + [255]
    }
    for _ in 0..<30 {
      let width = 2 * Int(random.next() % 60 + 8)
      let height = 2 * Int(random.next() % 8 + 1)
      // Each row: runs of 4 to 40 pixels from a small palette (so a run's colour comes back,
      // as a chart's background does), with now and then a stray pixel.
      var bytes: [UInt8] = []
      for _ in 0..<height {
        var x = 0
        while x < width {
          let length = min(Int(random.next() % 37 + 4), width - x)
          let colour = palette[Int(random.next() % 4)]
          for _ in 0..<length {
            bytes += random.next() % 50 == 0 ? [0, 0, 0, 255] : colour
          }
          x += length
        }
      }
      let frame = Frame(width: width, height: height, bytes: bytes)
      var output: [UInt8] = []
      YUV420Converter.convert(frame, into: &output)
      let expected = reference(frame)
      let differing =
        output.count == expected.count ? output.indices.first { output[$0] != expected[$0] } : 0
      #expect(differing == nil, "\(width)×\(height): byte \(differing ?? 0) differs")
    }
  }

  @Test("pixels lent with padded rows convert and copy as the packed frame does")
  func paddedRows() {
    var random = SeededGenerator(seed: 3)
    let (width, height, padding) = (6, 4, 8)
    let frame = Frame(
      width: width, height: height,
      bytes: (0..<(width * height * 4)).map { _ in UInt8(truncatingIfNeeded: random.next()) })
    // The same rows, each followed by `padding` bytes that must be ignored.
    var padded: [UInt8] = []
    for y in 0..<height {
      padded += frame.bytes[(y * width * 4)..<((y + 1) * width * 4)]
      padded += [UInt8](repeating: 0xAB, count: padding)
    }
    var fromFrame: [UInt8] = []
    YUV420Converter.convert(frame, into: &fromFrame)
    padded.withUnsafeBytes { buffer in
      let pixels = FramePixels(
        width: width, height: height, bytesPerRow: width * 4 + padding, base: buffer.baseAddress!)
      var fromPixels: [UInt8] = []
      YUV420Converter.convert(pixels, into: &fromPixels)
      #expect(fromPixels == fromFrame)
      #expect(fromPixels == reference(frame))
      #expect(Frame(pixels) == frame)
    }
  }

  @Test("noise, gradients and runs of every width and height match the formula byte for byte")
  func vectorPath() {
    var random = SeededGenerator(seed: 24)
    func byte() -> UInt8 { UInt8(truncatingIfNeeded: random.next()) }
    // Widths on both sides of 16 pixels (one vector step) and its multiples, so that the
    // vector steps, the runs and the blocks past the last step are all met.
    for width in [2, 14, 16, 18, 30, 32, 34, 48, 62, 64, 66, 98] {
      for height in [2, 4, 6] {
        // Noise, every channel random (alpha too: it must not count).
        var noise: [UInt8] = []
        for _ in 0..<(width * height) { noise += [byte(), byte(), byte(), byte()] }
        // Gradients through the extremes of each channel.
        var gradient: [UInt8] = []
        for y in 0..<height {
          for x in 0..<width {
            let t = (x * 255) / max(width - 1, 1)
            gradient += [UInt8(t), UInt8(255 - t), UInt8((x * 37 + y * 91) % 256), 255]
          }
        }
        // Runs: 16-pixel spans of one colour per row, some broken by one pixel, some colours
        // coming back in the next span.
        var runs: [UInt8] = []
        for _ in 0..<height {
          var colour = [byte(), byte(), byte(), 255]
          for x in 0..<width {
            if x % 16 == 0 && random.next() % 3 == 0 { colour = [byte(), byte(), byte(), 255] }
            runs += random.next() % 40 == 0 ? [byte(), byte(), byte(), 255] : colour
          }
        }
        for (name, bytes) in [("noise", noise), ("gradient", gradient), ("runs", runs)] {
          let frame = Frame(width: width, height: height, bytes: bytes)
          var output: [UInt8] = []
          YUV420Converter.convert(frame, into: &output)
          let expected = reference(frame)
          let differing = output.indices.first { output[$0] != expected[$0] }
          #expect(differing == nil, "\(name) \(width)×\(height): byte \(differing ?? 0) differs")
        }
      }
    }
  }

  @Test("every value of every channel converts as the formula says")
  func everyChannelValue() {
    // 256 rows of 32 pixels: row v holds v in one channel against 0, 128, 255 and 64 in the
    // others, and in all three, so that each block mixes v, v + 1 and those.
    var bytes: [UInt8] = []
    for v in 0..<256 {
      let value = UInt8(v)
      let other: [UInt8] = [0, 128, 255, 64]
      for x in 0..<32 {
        let o = other[x % 4]
        switch x / 4 % 4 {
        case 0: bytes += [value, o, o, 255]
        case 1: bytes += [o, value, o, 255]
        case 2: bytes += [o, o, value, 255]
        default: bytes += [value, value, value, 255]
        }
      }
    }
    let frame = Frame(width: 32, height: 256, bytes: bytes)
    var output: [UInt8] = []
    YUV420Converter.convert(frame, into: &output)
    let expected = reference(frame)
    #expect(output.count == expected.count)
    let differing = output.indices.first { $0 >= expected.count || output[$0] != expected[$0] }
    #expect(differing == nil, "byte \(differing ?? 0) of \(expected.count) differs")
  }

  @Test("converting while clearing gives the same planes and leaves every pixel blank")
  func clearing() {
    var random = SeededGenerator(seed: 11)
    let blank: UInt32 = 0xFFFF_FFFF
    // Even sizes (runs, vector blocks and the one-by-one tail), odd ones (the last column or
    // row no block reaches) and frames too small for any block.
    let sizes = [(36, 6), (34, 4), (35, 6), (36, 5), (17, 3), (1, 4), (6, 1), (1, 1)]
    for (width, height) in sizes {
      // Blank runs, other runs and noise, as a chart frame has them.
      var bytes: [UInt8] = []
      for _ in 0..<(width * height) {
        switch random.next() % 4 {
        case 0: bytes += [255, 255, 255, 255]
        case 1: bytes += [40, 50, 60, 255]
        default: bytes += (0..<3).map { _ in UInt8(truncatingIfNeeded: random.next()) } + [255]
        }
      }
      var frame = Frame(width: width, height: height, bytes: bytes)
      var expected: [UInt8] = []
      YUV420Converter.convert(frame, into: &expected)
      var output: [UInt8] = []
      frame.withMutablePixels { YUV420Converter.convert($0, into: &output, clearingTo: blank) }
      #expect(output == expected, "\(width)×\(height)")
      #expect(frame.bytes.allSatisfy { $0 == 255 }, "\(width)×\(height): a pixel is not blank")
    }
  }

  /// The conversion written the plain way: every pixel's luma, every block's chroma.
  func reference(_ frame: Frame) -> [UInt8] {
    let (w, h) = (frame.width, frame.height)
    func channel(_ x: Int, _ y: Int, _ c: Int) -> Int { Int(frame.bytes[(y * w + x) * 4 + c]) }
    var luma: [UInt8] = []
    for y in 0..<h {
      for x in 0..<w {
        let (b, g, r) = (channel(x, y, 0), channel(x, y, 1), channel(x, y, 2))
        luma.append(UInt8((11_966 * r + 40_254 * g + 4_064 * b + (16 << 16) + 32_768) >> 16))
      }
    }
    var u: [UInt8] = []
    var v: [UInt8] = []
    for y in stride(from: 0, to: h, by: 2) {
      for x in stride(from: 0, to: w, by: 2) {
        var (r, g, b) = (0, 0, 0)
        for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
          b += channel(x + dx, y + dy, 0)
          g += channel(x + dx, y + dy, 1)
          r += channel(x + dx, y + dy, 2)
        }
        let bias = (128 << 18) + 131_072
        u.append(UInt8(min(max((-6_596 * r - 22_189 * g + 28_784 * b + bias) >> 18, 0), 255)))
        v.append(UInt8(min(max((28_784 * r - 26_145 * g - 2_639 * b + bias) >> 18, 0), 255)))
      }
    }
    return luma + u + v
  }
}

extension Array {
  fileprivate func repeated(_ count: Int) -> [Element] {
    (0..<count).flatMap { _ in self }
  }
}
