import ChartReel
import TestSupport
import Testing

@testable import ChartReelCairo

/// The round-line rasteriser's bytes: coverage at pixels whose distance to the line is known,
/// and the plain reference's bytes (`RoundLineReference`) for random lines, widths, colours
/// and clips, whatever was stroked before.
@Suite struct RoundLineExactTests {
  /// Strokes into `pixels` (`width` × `height`, rows packed) with `rasterizer`.
  func stroke(
    _ rasterizer: RoundLineRasterizer, _ subpaths: [[(x: Double, y: Double)]], radius: Double,
    color: Color, clip: RoundLineRasterizer.Clip, into pixels: inout [UInt32], width: Int
  ) {
    let height = pixels.count / width
    pixels.withUnsafeMutableBytes { bytes in
      rasterizer.stroke(
        subpaths, radius: radius, color: color, clip: clip,
        into: .init(
          base: bytes.baseAddress!, width: width, height: height, bytesPerRow: width * 4))
    }
  }

  @Test("opaque white on transparent black leaves the coverage in alpha: 1 − distance + ½")
  func knownCoverage() {
    var pixels = [UInt32](repeating: 0, count: 40 * 40)
    let everything = RoundLineRasterizer.Clip(x0: 0, y0: 0, x1: 40, y1: 40)
    // A vertical line on pixel centres, 2 wide: centres 0, 1 and 2 away from it.
    stroke(
      RoundLineRasterizer(), [[(10.5, 5), (10.5, 30)]], radius: 1, color: .white,
      clip: everything, into: &pixels, width: 40)
    func alpha(_ x: Int, _ y: Int) -> UInt32 { pixels[y * 40 + x] >> 24 }
    for y in 8...27 {
      #expect(
        [alpha(8, y), alpha(9, y), alpha(10, y), alpha(11, y), alpha(12, y)] == [
          0, 128, 255, 128, 0,
        ])
    }
    // Round caps: a pixel centre half a pixel past an end is covered whole, one 1.5 past is
    // not at all.
    #expect(alpha(10, 5) == 255 && alpha(10, 30) == 255)
    #expect(alpha(10, 4) == 255 && alpha(10, 3) == 0 && alpha(10, 31) == 0)
    #expect(pixels.allSatisfy { $0 >> 24 == $0 & 0xFF })
  }

  @Test("a clip edge through pixels paints them by the share inside, none past it")
  func clipEdges() {
    var pixels = [UInt32](repeating: 0, count: 40 * 40)
    stroke(
      RoundLineRasterizer(), [[(2, 20.5), (38, 20.5)]], radius: 3, color: .white,
      clip: .init(x0: 10.25, y0: 0, x1: 30.75, y1: 20), into: &pixels, width: 40)
    func alpha(_ x: Int, _ y: Int) -> UInt32 { pixels[y * 40 + x] >> 24 }
    #expect(alpha(20, 19) == 255 && alpha(20, 20) == 0 && alpha(20, 21) == 0)
    #expect(alpha(10, 19) == 191 && alpha(30, 19) == 191)
    #expect(alpha(9, 19) == 0 && alpha(31, 19) == 0)
  }

  @Test("random lines, widths, colours and clips give the reference's bytes, to the byte")
  func likeReference() {
    var random = SeededGenerator(seed: 24)
    let rasterizer = RoundLineRasterizer()
    for trial in 0..<150 {
      // Widths around multiples of 8: the rasteriser works on chunks of 8 pixels.
      let width = [7, 8, 9, 31, 64, 67, 100][trial % 7]
      let height = Int.random(in: 1...60, using: &random)
      let background = (0..<width * height).map { _ in
        let a = UInt32.random(in: 0...255, using: &random)
        let channel = { UInt32.random(in: 0...a, using: &random) }
        return a << 24 | channel() << 16 | channel() << 8 | channel()
      }
      var reference = RoundLineReference(width: width, height: height, pixels: background)
      var pixels = background
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let subpaths = (0..<Int.random(in: 1...2, using: &random)).map { _ in
          randomLine(width: width, height: height, using: &random)
        }
        let radius = [0.5, 0.75, 1, 1.3, 1.857, 2.5, 6][Int.random(in: 0...6, using: &random)]
        let color = Color(
          red: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random),
          blue: .random(in: 0...1, using: &random),
          alpha: Bool.random(using: &random) ? 1 : .random(in: 0.05...1, using: &random))
        let clip =
          Bool.random(using: &random)
          ? RoundLineRasterizer.Clip(x0: -5, y0: -5, x1: Double(width) + 5, y1: Double(height) + 5)
          : RoundLineRasterizer.Clip(
            x0: .random(in: -2...Double(width) / 2, using: &random),
            y0: .random(in: -2...Double(height) / 2, using: &random),
            x1: .random(in: Double(width) / 2...Double(width) + 2, using: &random),
            y1: .random(in: Double(height) / 2...Double(height) + 2, using: &random))
        reference.stroke(subpaths, radius: radius, color: color, clip: clip)
        stroke(
          rasterizer, subpaths, radius: radius, color: color, clip: clip, into: &pixels,
          width: width)
      }
      let differing = zip(pixels, reference.pixels).filter { $0 != $1 }.count
      #expect(differing == 0, "trial \(trial), \(width) × \(height): \(differing) pixels differ")
    }
  }

  @Test("a stroke's bytes do not depend on what the rasteriser stroked before")
  func independentOfHistory() {
    var random = SeededGenerator(seed: 7)
    let lines = (0..<20).map { _ in randomLine(width: 67, height: 45, using: &random) }
    let clip = RoundLineRasterizer.Clip(x0: 3.5, y0: 2.25, x1: 60.5, y1: 40)
    let background = [UInt32](repeating: 0xFFFF_FFFF, count: 67 * 45)
    let used = RoundLineRasterizer()
    for line in lines {
      var scratch = background
      stroke(used, [line], radius: 1.5, color: .black, clip: clip, into: &scratch, width: 67)
    }
    for line in lines.reversed() {
      var (again, fresh) = (background, background)
      stroke(used, [line], radius: 2, color: .black, clip: clip, into: &again, width: 67)
      stroke(
        RoundLineRasterizer(), [line], radius: 2, color: .black, clip: clip, into: &fresh,
        width: 67)
      #expect(again == fresh)
    }
  }

  /// A polyline of 2 to 12 points inside and around a `width` × `height` frame: steep and
  /// shallow segments, horizontal and vertical ones, repeated points.
  func randomLine(
    width: Int, height: Int, using random: inout SeededGenerator
  ) -> [(x: Double, y: Double)] {
    var points: [(x: Double, y: Double)] = []
    for _ in 0..<Int.random(in: 2...12, using: &random) {
      var p = (
        x: Double.random(in: -4...Double(width) + 4, using: &random),
        y: Double.random(in: -4...Double(height) + 4, using: &random)
      )
      if let last = points.last {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: p.y = last.y
        case 1: p.x = last.x
        case 2: p = last
        case 3: p = ((p.x * 2).rounded() / 2, (p.y * 2).rounded() / 2)
        default: break
        }
      }
      points.append(p)
    }
    return points
  }
}
