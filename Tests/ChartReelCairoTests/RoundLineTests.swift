import ChartReel
import Testing

/// The series lines' own rasteriser (round joins and caps, coverage from the distance to the
/// line): where it paints, that it paints each pixel once, and that it inks like Cairo.
@Suite struct RoundLineTests {
  static let white = Color(red: 1, green: 1, blue: 1)
  static let red = Color(rgb: 0xF34C44)
  static let round = StrokeStyle(width: 2, cap: .round, join: .round)
  /// The same line through Cairo's stroker: a dash longer than any line.
  static let cairoRound = StrokeStyle(width: 2, cap: .round, join: .round, dashes: [1e6, 0])

  func render(_ nodes: [DisplayNode], width: Int = 120, height: Int = 80) throws -> Frame {
    let rasterizer = try CairoRasterizer(width: width, height: height)
    return try rasterizer.render(
      DisplayList(
        size: Size(width: Double(width), height: Double(height)), background: Self.white,
        nodes: nodes))
  }

  func points(_ xy: [(Double, Double)]) -> Path { .polyline(xy.map { Point(x: $0.0, y: $0.1) }) }

  /// A spiky series: steep and shallow segments, sharp turns.
  var spiky: Path {
    points([
      (5, 60), (14, 12), (22, 70), (31, 40), (47, 44), (55, 8), (58, 75), (80, 30),
      (112, 33),
    ])
  }

  @Test("a 2-pixel horizontal line on a pixel edge covers exactly the two rows beside it")
  func horizontalLine() throws {
    let frame = try render([.stroke(points([(10, 10), (50, 10)]), Self.red, Self.round)])
    for y in [9, 10] {
      let p = frame.pixel(x: 30, y: y)
      #expect([p.red, p.green, p.blue] == [0xF3, 0x4C, 0x44], "row \(y): \(p)")
    }
    for y in [8, 11] {
      let p = frame.pixel(x: 30, y: y)
      #expect([p.red, p.green, p.blue] == [255, 255, 255], "row \(y): \(p)")
    }
    // Round caps: the line reaches a radius past its ends, fading over the last pixel.
    #expect(frame.pixel(x: 50, y: 10).green < 200)
    #expect(frame.pixel(x: 52, y: 10).green == 255)
  }

  @Test("a line thinner than a pixel inks its width's share, like Cairo's stroke of it")
  func thinLine() throws {
    // Such lines are ours too: Cairo's stroker wrote out of bounds on a 0.26 px zigzag.
    let thin = StrokeStyle(width: 0.25, cap: .round, join: .round)
    let cairoThin = StrokeStyle(width: 0.25, cap: .round, join: .round, dashes: [1e6, 0])
    func ink(_ frame: Frame) -> Double {
      var sum = 0.0
      for y in 0..<frame.height {
        for x in 0..<frame.width { sum += Double(255 - frame.pixel(x: x, y: y).green) / 255 }
      }
      return sum
    }
    let line = points([(10.3, 20.6), (100.7, 20.6)])
    let ours = ink(try render([.stroke(line, .black, thin)]))
    let cairo = ink(try render([.stroke(line, .black, cairoThin)]))
    #expect(abs(ours - 0.25 * 90.4) < 0.1 * 0.25 * 90.4, "\(ours)")
    #expect(abs(ours - cairo) < 0.1 * cairo, "ours \(ours), Cairo's \(cairo)")
  }

  @Test("a translucent line paints its joins and crossings once, not once per segment")
  func translucentOnce() throws {
    let half = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
    let crossing = points([(10, 10), (100, 70), (100, 10), (10, 70)])
    let frame = try render([.stroke(crossing, half, Self.round)])
    let single = try render([.stroke(points([(10, 40), (100, 40)]), half, Self.round)])
    let interior = single.pixel(x: 50, y: 40).green
    var darkest: UInt8 = 255
    for y in 0..<frame.height {
      for x in 0..<frame.width { darkest = min(darkest, frame.pixel(x: x, y: y).green) }
    }
    #expect(interior > 100 && interior < 160)
    #expect(darkest == interior, "a pixel painted twice is darker than \(interior): \(darkest)")
  }

  @Test("a spiky line inks its area (2 px × length + a disc, less the turns' overlaps), near Cairo")
  func likeCairo() throws {
    let ours = try render([.stroke(spiky, Self.red, Self.round)])
    let cairo = try render([.stroke(spiky, Self.red, Self.cairoRound)])
    var (inkOurs, inkCairo, far) = (0, 0, 0)
    for y in 0..<ours.height {
      for x in 0..<ours.width {
        let (a, b) = (Int(ours.pixel(x: x, y: y).green), Int(cairo.pixel(x: x, y: y).green))
        inkOurs += 255 - a
        inkCairo += 255 - b
        if abs(a - b) > 96 { far += 1 }
      }
    }
    // Ink in units of the colour's green shortfall (255 − 0x4C) per fully covered pixel.
    let vertices = [
      (5, 60), (14, 12), (22, 70), (31, 40), (47, 44), (55, 8), (58, 75), (80, 30),
      (112, 33),
    ].map { (Double($0.0), Double($0.1)) }
    let length = zip(vertices, vertices.dropFirst()).map { a, b in
      ((b.0 - a.0) * (b.0 - a.0) + (b.1 - a.1) * (b.1 - a.1)).squareRoot()
    }.reduce(0, +)
    let area = (2 * length + Double.pi) * Double(255 - 0x4C)
    #expect(Double(inkOurs) <= area && Double(inkOurs) >= 0.95 * area, "\(inkOurs) vs \(area)")
    // Cairo's 4×4 grid inks a little less (about 7 % here).
    #expect(
      inkCairo > 0 && abs(inkOurs - inkCairo) * 100 <= inkCairo * 10, "\(inkOurs) vs \(inkCairo)")
    #expect(far * 100 <= ours.width * ours.height / 100, "\(far) pixels far from Cairo's")
  }

  @Test("a line is clipped to its group's box and to the frame")
  func clipped() throws {
    let clip = Rect(x: 20.5, y: 20, width: 40, height: 30)
    let frame = try render([
      .group(clip: .rect(clip), opacity: 1, children: [.stroke(spiky, Self.red, Self.round)])
    ])
    var inside = 0
    for y in 0..<frame.height {
      for x in 0..<frame.width where frame.pixel(x: x, y: y).green < 255 {
        #expect(x >= 20 && x < 61 && y >= 20 && y < 50, "painted outside the clip at \(x), \(y)")
        inside += 1
      }
    }
    #expect(inside > 100)
    // The half-covered first column is painted at most half as strongly.
    let unclipped = try render([.stroke(spiky, Self.red, Self.round)])
    for y in 20..<50 {
      let (edge, full) = (frame.pixel(x: 20, y: y).green, unclipped.pixel(x: 20, y: y).green)
      #expect(Int(255 - edge) <= (Int(255 - full) + 1) / 2 + 1, "row \(y): \(edge) vs \(full)")
    }
  }

  @Test("a line under a uniform scale is the line drawn at the scaled size")
  func scaled() throws {
    let small = points([(3, 30), (10, 6), (20, 33), (50, 15)])
    let big = points([(6, 60), (20, 12), (40, 66), (100, 30)])
    let scaled = try render([
      .transform(
        AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0),
        children: [.stroke(small, Self.red, Self.round)])
    ])
    let direct = try render([
      .stroke(big, Self.red, StrokeStyle(width: 4, cap: .round, join: .round))
    ])
    #expect(scaled.bytes == direct.bytes)
  }
}
