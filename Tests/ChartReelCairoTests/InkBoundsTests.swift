import ChartReel
import Testing

@testable import ChartReelCairo

/// A translucent group's offscreen surface is clipped to the box its children can paint in:
/// that box must hold every pixel they really paint.
@Suite struct InkBoundsTests {
  let ink = Color(rgb: 0x3DC23F)

  /// Shapes that reach past their points: sharp miter joins, caps, text of every alignment.
  var cases: [(String, [DisplayNode])] {
    var zigzag = Path()
    zigzag.move(to: Point(x: 40, y: 60))
    for i in 1...8 { zigzag.line(to: Point(x: 40 + Double(i) * 3, y: i % 2 == 0 ? 60 : 20)) }
    let font = Font(size: 14)
    return [
      ("miter", [.stroke(zigzag, ink, StrokeStyle(width: 6, join: .miter))]),
      ("round", [.stroke(zigzag, ink, StrokeStyle(width: 9, cap: .round, join: .round))]),
      ("square", [.stroke(zigzag, ink, StrokeStyle(width: 7, cap: .square, join: .bevel))]),
      (
        "fill",
        [.fill(.roundedRect(Rect(x: 20.5, y: 30.25, width: 50, height: 20), radius: 8), ink)]
      ),
      (
        "text",
        [
          .text(
            TextRun("Jy|ÅQ", at: Point(x: 60, y: 20), alignment: .center, font: font, color: ink)),
          .text(
            TextRun("right", at: Point(x: 140, y: 50), alignment: .right, font: font, color: ink)),
          .text(
            TextRun(
              "wrapped text in a block", at: Point(x: 100, y: 70), alignment: .right, font: font,
              color: ink, width: 60)),
          .text(
            TextRun(
              "متابعون", at: Point(x: 20, y: 90), alignment: .left, font: font, color: ink,
              width: 70)),
        ]
      ),
      (
        "transform",
        [
          .transform(
            AffineTransform(a: 0.8, b: 0.6, c: -0.6, d: 0.8, tx: 90, ty: 30),
            children: [
              .text(TextRun("turned", at: Point(x: 0, y: 0), font: font, color: ink)),
              .stroke(zigzag, ink, StrokeStyle(width: 4, join: .miter)),
            ])
        ]
      ),
      (
        "clipped",
        [
          .group(
            clip: .rect(Rect(x: 45, y: 25, width: 20, height: 20)), opacity: 1,
            children: [.stroke(zigzag, ink, StrokeStyle(width: 6))])
        ]
      ),
    ]
  }

  @Test("every pixel a group paints lies inside its ink box")
  func boxHoldsInk() throws {
    let rasterizer = try CairoRasterizer(width: 200, height: 120)
    for (name, nodes) in cases {
      let frame = try rasterizer.render(
        DisplayList(
          size: Size(width: 200, height: 120), background: Color(rgb: 0, alpha: 0), nodes: nodes))
      let box = try #require(rasterizer.inkBounds(nodes), "\(name)")
      var painted = 0
      for y in 0..<frame.height {
        for x in 0..<frame.width where frame.bytes[(y * frame.width + x) * 4 + 3] != 0 {
          painted += 1
          let inside =
            Double(x) + 1 >= box.minX - 1 && Double(x) <= box.maxX + 1
            && Double(y) + 1 >= box.minY - 1 && Double(y) <= box.maxY + 1
          #expect(inside, "\(name): pixel \(x),\(y) outside \(box)")
          if !inside { break }
        }
      }
      #expect(painted > 0, "\(name) paints something")
    }
  }

  @Test("a translucent group clipped to its ink has the bytes of the same nodes faded by hand")
  func sameAsFaded() throws {
    let rasterizer = try CairoRasterizer(width: 200, height: 120)
    let faded = Color(red: ink.red, green: ink.green, blue: ink.blue, alpha: 0.5)
    var line = Path()
    line.move(to: Point(x: 10.5, y: 100.25))
    line.line(to: Point(x: 150.75, y: 12.5))
    let grouped = try rasterizer.render(
      DisplayList(
        size: Size(width: 200, height: 120), background: .white,
        nodes: [
          .group(clip: nil, opacity: 0.5, children: [.stroke(line, ink, StrokeStyle(width: 3))])
        ]
      ))
    let direct = try rasterizer.render(
      DisplayList(
        size: Size(width: 200, height: 120), background: .white,
        nodes: [.stroke(line, faded, StrokeStyle(width: 3))]))
    // One shape: the group's result is the shape at half alpha, within a level of rounding.
    #expect(GoldenCheck.countDiffering(grouped, direct, tolerance: 1) == 0)
  }
}
