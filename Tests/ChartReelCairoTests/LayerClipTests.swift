import ChartReel
import Testing

@testable import ChartReelCairo

/// A layer clipped by a rounded rectangle is clipped only where the clip does not cover pixels
/// whole: the same bytes as clipping the whole layer, found only for real rounded rectangles.
@Suite struct LayerClipTests {
  let strip = Rect(x: 10.5, y: 6.25, width: 100.5, height: 28.5)

  @Test("rounded rectangles are recognised, with their largest corner")
  func recognised() {
    for (radii, largest) in [((6.0, 6.0, 6.0, 6.0), 6.0), ((0, 3, 9, 0), 9), ((0, 0, 0, 0), 0)] {
      let path = Path.roundedRect(strip, radii: radii)
      #expect(LayerClip.cornerRadius(of: path, in: path.bounds!) == largest, "\(radii)")
    }
    let pill = Path.roundedRect(Rect(x: 0, y: 0, width: 40, height: 12), radius: 6)
    #expect(LayerClip.cornerRadius(of: pill, in: pill.bounds!) == 6)
  }

  @Test("other paths are not taken for rounded rectangles")
  func rejected() {
    var triangle = Path()
    triangle.move(to: Point(x: 0, y: 0))
    triangle.line(to: Point(x: 10, y: 0))
    triangle.line(to: Point(x: 0, y: 10))
    triangle.close()
    // Sides along the bounds only, but enclosing nothing, and a rectangle wound twice.
    var backAndForth = Path()
    backAndForth.move(to: Point(x: 0, y: 0))
    backAndForth.line(to: Point(x: 10, y: 0))
    backAndForth.line(to: Point(x: 10, y: 10))
    backAndForth.line(to: Point(x: 10, y: 0))
    backAndForth.close()
    var twice = Path()
    twice.move(to: Point(x: 0, y: 0))
    for _ in 0..<2 {
      for corner in [(10.0, 0.0), (10, 10), (0, 10), (0, 0)] {
        twice.line(to: Point(x: corner.0, y: corner.1))
      }
    }
    twice.close()
    for (name, path) in [
      ("triangle", triangle), ("back and forth", backAndForth), ("twice", twice),
      ("ellipse", .ellipse(in: strip)), ("circle", .circle(center: Point(x: 5, y: 5), radius: 4)),
    ] {
      #expect(LayerClip.fullyCovered(by: path) == nil, "\(name)")
      #expect(
        LayerClip.boxes(for: path, layer: IntBox(x0: 0, y0: 0, x1: 12, y1: 12)) == [
          IntBox(x0: 0, y0: 0, x1: 12, y1: 12)
        ], "\(name)")
    }
  }

  @Test("the boxes and the covered part together fill the layer once")
  func boxesTile() {
    let layer = IntBox(x0: 10, y0: 6, x1: 112, y1: 35)
    let path = Path.roundedRect(strip, radii: (6, 2, 9, 0))
    let covered = LayerClip.fullyCovered(by: path)!
    let boxes = LayerClip.boxes(for: path, layer: layer)
    func holds(_ box: IntBox, _ x: Int, _ y: Int) -> Bool {
      x >= box.x0 && x < box.x1 && y >= box.y0 && y < box.y1
    }
    for y in layer.y0..<layer.y1 {
      for x in layer.x0..<layer.x1 {
        let inCovered = covered.contains { holds($0, x, y) }
        #expect(boxes.filter { holds($0, x, y) }.count == (inCovered ? 0 : 1), "pixel \(x),\(y)")
      }
    }
    // The covered part really is inside the strip, away from its corners.
    #expect(covered.allSatisfy { Double($0.x0) >= strip.minX && Double($0.x1) <= strip.maxX })
    // Far fewer pixels to clip than the layer holds.
    let clipped = boxes.reduce(0) { $0 + ($1.x1 - $1.x0) * ($1.y1 - $1.y0) }
    #expect(clipped * 4 < (layer.x1 - layer.x0) * (layer.y1 - layer.y0))
  }

  @Test("a layer clipped in boxes has the bytes of one clipped whole")
  func sameBytes() throws {
    // The same rounded strip, once recognised and once with its left side drawn as a straight
    // curve, which is not recognised and so clips the whole layer.
    let rounded = Path.roundedRect(strip, radius: 6)
    var curved = Path()
    for element in rounded.elements {
      if case .line(let p) = element, p.x == strip.minX {
        let from = Point(x: strip.minX, y: strip.maxY - 6)
        curved.curve(
          to: p, control1: Point(x: from.x, y: from.y - 5), control2: Point(x: p.x, y: p.y + 5))
      } else {
        Self.append(element, to: &curved)
      }
    }
    #expect(LayerClip.fullyCovered(by: rounded) != nil && LayerClip.fullyCovered(by: curved) == nil)
    var zigzag = Path()
    zigzag.move(to: Point(x: 0, y: 0))
    for i in 1...30 { zigzag.line(to: Point(x: Double(i) * 4.1, y: i % 2 == 0 ? 2 : 38)) }
    let lines = [DisplayNode.stroke(zigzag, Color(rgb: 0x3DC23F), StrokeStyle(width: 2))]
    let frames = try [rounded, curved].map { clip in
      try CairoRasterizer(width: 120, height: 40).render(
        DisplayList(
          size: Size(width: 120, height: 40), background: .white,
          nodes: [.group(clip: clip, opacity: 1, children: lines)]))
    }
    #expect(frames[0] == frames[1])
    // And the clip did clip: a stroke outside the strip is not drawn.
    #expect(frames[0].pixel(x: 1, y: 10) == (255, 255, 255, 255))
  }

  static func append(_ element: Path.Element, to path: inout Path) {
    switch element {
    case .move(let p): path.move(to: p)
    case .line(let p): path.line(to: p)
    case .curve(let a, let b, let p): path.curve(to: p, control1: a, control2: b)
    case .arc(let c, let r, let from, let to): path.arc(center: c, radius: r, from: from, to: to)
    case .arcNegative(let c, let r, let from, let to):
      path.arcNegative(center: c, radius: r, from: from, to: to)
    case .close: path.close()
    }
  }
}
