import ChartReel
import TestSupport
import Testing

@testable import ChartReelCairo

/// Bars painted by ChartReel's own rectangle fill cover what Cairo's fill covers: the same
/// pixels, within a level or two at the edges, every whole pixel of a bar in its colour,
/// nothing outside; paths that are not rectangles apart go to Cairo.
@Suite struct RectangleFillTests {
  let width = 200
  let height = 120

  /// Frames of `nodes` drawn with the rectangle fill and by Cairo.
  func both(_ nodes: [DisplayNode]) throws -> (own: Frame, cairo: Frame) {
    let list = DisplayList(
      size: Size(width: Double(width), height: Double(height)), background: .white, nodes: nodes)
    let own = try CairoRasterizer(width: width, height: height)
    let cairo = try CairoRasterizer(width: width, height: height)
    cairo.fillsRectangles = false
    return (try own.render(list), try cairo.render(list))
  }

  /// Touching bars of random heights, fractional edges, as `BarFills` makes them.
  func bars(_ random: inout SeededGenerator, count: Int, from x: Double, step: Double) -> Path {
    var path = Path()
    var left = x
    for _ in 0..<count {
      let top = Double.random(in: 5...100, using: &random)
      let right = left + step
      path.addRect(Rect(x: left, y: top, width: right - left, height: 110.25 - top))
      left = path.bounds!.maxX
    }
    return path
  }

  @Test("bars are filled as Cairo fills them, within a level at the edges")
  func matchesCairo() throws {
    var random = SeededGenerator(seed: 24)
    let colours = [Color(rgb: 0x3DC23F), Color(rgb: 0x108BE3).fading(0.6)]
    for (count, step) in [(2, 40.3), (12, 13.37), (40, 4.1), (150, 1.3)] {
      for colour in colours {
        let path = bars(&random, count: count, from: 7.6, step: step)
        let scaled = DisplayNode.transform(
          AffineTransform(a: 1.3, b: 0, c: 0, d: 0.9, tx: -5, ty: 3.4),
          children: [.fill(path, colour)])
        for node in [DisplayNode.fill(path, colour), scaled] {
          let (own, cairo) = try both([node])
          #expect(GoldenCheck.countDiffering(own, cairo, tolerance: 1) == 0, "\(count) bars")
        }
        // Clipped by a box with fractional edges, directly, the bars cover what the bars cut
        // by the box do (Cairo, clipping so, rounds coverage to a 4 × 4 grid: up to 8 levels);
        // through a layer, as Cairo's bars in the same layer.
        let clip = Rect(x: 10.5, y: 20.25, width: 170, height: 80.5)
        var cut = Path()
        for box in RectangleFill.boxes(of: path.elements, map: { $0 })! {
          let x0 = max(box.x0, clip.minX)
          let x1 = min(box.x1, clip.maxX)
          let y0 = max(box.y0, clip.minY)
          let y1 = min(box.y1, clip.maxY)
          if x1 > x0, y1 > y0 { cut.addRect(Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)) }
        }
        let clipped = DisplayNode.group(
          clip: .rect(clip), opacity: 1, children: [.fill(path, colour)])
        let (own, cairoClipped) = try both([clipped])
        let layered = LayerCache.isWorthALayer([.fill(path, colour)], clip: clip)
        let cairo = layered ? cairoClipped : try both([.fill(cut, colour)]).cairo
        #expect(
          GoldenCheck.countDiffering(own, cairo, tolerance: 1) == 0,
          "\(count) cut, layer \(layered)")
      }
    }
  }

  @Test("every whole pixel of a bar takes its colour and nothing outside the bars changes")
  func wholePixels() throws {
    let bar = Rect(x: 20.4, y: 30.7, width: 50.2, height: 60.6)
    var path = Path()
    path.addRect(bar)
    path.addRect(Rect(x: bar.maxX, y: 50, width: 30, height: 41.3))
    let (own, _) = try both([.fill(path, Color(rgb: 0xE65850))])
    for y in 0..<height {
      for x in 0..<width {
        let i = (y * width + x) * 4
        let pixel = Array(own.bytes[i..<i + 4])
        let inside =
          Double(x) >= 21 && Double(x + 1) <= 100 && Double(y) >= 50 && Double(y + 1) <= 91
        let whollyIn =
          inside
          || (Double(x) >= 21 && Double(x + 1) <= 70 && Double(y) >= 31 && Double(y + 1) <= 91)
        let outside =
          Double(x + 1) <= 20 || Double(x) >= 101 || Double(y + 1) <= 30 || Double(y) >= 92
        if whollyIn { #expect(pixel == [0x50, 0x58, 0xE6, 0xFF], "(\(x), \(y))") }
        if outside { #expect(pixel == [255, 255, 255, 255], "(\(x), \(y))") }
      }
    }
    // The seam where the bars touch (x = 70.6) is whole where both cover the row.
    let seam = (60 * width + 70) * 4
    #expect(Array(own.bytes[seam..<seam + 4]) == [0x50, 0x58, 0xE6, 0xFF])
  }

  @Test("overlapping rectangles, one rectangle and other shapes are left to Cairo")
  func othersGoToCairo() throws {
    var overlapping = Path()
    overlapping.addRect(Rect(x: 10.5, y: 10, width: 60, height: 40))
    overlapping.addRect(Rect(x: 40, y: 30.5, width: 60, height: 40))
    let rounded = Path.roundedRect(Rect(x: 10.5, y: 10, width: 60, height: 40), radius: 5)
    let colour = Color(rgb: 0x108BE3).fading(0.5)
    #expect(RectangleFill.boxes(of: overlapping.elements, map: { $0 }) == nil)
    #expect(RectangleFill.boxes(of: rounded.elements, map: { $0 }) == nil)
    var one = Path()
    one.addRect(Rect(x: 10.5, y: 10, width: 60, height: 40))
    for path in [overlapping, rounded, one] {
      let (own, cairo) = try both([.fill(path, colour)])
      #expect(own == cairo)
    }
  }
}
