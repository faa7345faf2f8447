import ChartReel
import TestSupport
import Testing

@testable import ChartReelCairo

/// Compositing eight pixels at once gives `Premultiplied.over`'s bytes pixel by pixel, for
/// every coverage, opaque and translucent colours, and any destination.
@Suite struct FourPixelBlendTests {
  /// Paints `source` over `destination` through `coverages` with `FourPixelBlend`.
  func blended(
    _ source: Premultiplied, over destination: [UInt32], _ coverages: [UInt8]
  ) -> [UInt32] {
    var pixels = destination
    let coverage = coverages.enumerated().reduce(UInt64(0)) {
      $0 | UInt64($1.element) << UInt64(8 * $1.offset)
    }
    pixels.withUnsafeMutableBytes {
      FourPixelBlend(source).paint($0.baseAddress!, coverage: coverage)
    }
    return pixels
  }

  /// `over` pixel by pixel, a coverage of 0 leaving the pixel as it was.
  func expected(
    _ source: Premultiplied, over destination: [UInt32], _ coverages: [UInt8]
  ) -> [UInt32] {
    zip(destination, coverages).map { pixel, coverage in
      coverage == 0 ? pixel : source.over(pixel, coverage: UInt32(coverage))
    }
  }

  @Test("random colours, pixels and coverages, with runs of 0 and 255, give over's bytes")
  func likeOver() {
    var random = SeededGenerator(seed: 8)
    for trial in 0..<20000 {
      let alpha = trial % 3 == 0 ? 255 : UInt32.random(in: 0...255, using: &random)
      // Premultiplied colours, and now and then a channel above alpha.
      let channel = {
        UInt32.random(in: 0...(trial % 17 == 0 ? 255 : alpha), using: &random)
      }
      let source = Premultiplied(pixel: alpha << 24 | channel() << 16 | channel() << 8 | channel())!
      let destination = (0..<8).map { _ in UInt32.random(in: 0...UInt32.max, using: &random) }
      let coverages = (0..<8).map { _ -> UInt8 in
        switch Int.random(in: 0..<4, using: &random) {
        case 0: 0
        case 1: 255
        default: UInt8.random(in: 0...255, using: &random)
        }
      }
      #expect(
        blended(source, over: destination, coverages)
          == expected(source, over: destination, coverages), "trial \(trial)")
    }
  }

  @Test("every coverage over every grey, for a few colours")
  func everyCoverage() {
    let sources = [0xFF00_0000, 0xFFF3_4C44, 0x8040_2010, 0x0101_0001, 0xFFFF_FFFF, 0x7F7F_7F7F]
    for pixel in sources {
      let source = Premultiplied(pixel: UInt32(pixel))!
      for coverage in 0...255 {
        for grey in Swift.stride(from: 0, through: 255, by: 3) {
          let g = UInt32(grey)
          let destination =
            [UInt32](repeating: 0xFF00_0000 | g << 16 | g << 8 | g, count: 4)
            + [UInt32](repeating: g << 24 | g << 16 | g << 8 | g, count: 4)
          let coverages = [UInt8](repeating: UInt8(coverage), count: 8)
          #expect(
            blended(source, over: destination, coverages)
              == expected(source, over: destination, coverages),
            "colour \(pixel), coverage \(coverage), grey \(grey)")
        }
      }
    }
  }
}
