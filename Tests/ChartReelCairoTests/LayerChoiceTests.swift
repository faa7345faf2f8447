import ChartReel
import Testing

@testable import ChartReelCairo

/// Which box-clipped groups are drawn through a layer: those costly to draw again — many
/// stroked points, or fills covering the clip — and not a dense line's thin band, which is new
/// every frame of a pan and cheaper to fill than to layer.
@Suite struct LayerChoiceTests {
  let plot = Rect(x: 32, y: 92, width: 1216, height: 272)
  let color = Color(rgb: 0x3DC23F)

  /// A zigzag of `count` points across the plot, within `height` pixels of its middle.
  func zigzag(_ count: Int, height: Double) -> [Point] {
    (0..<count).map { i in
      Point(
        x: plot.minX + plot.width * Double(i) / Double(count - 1),
        y: plot.midY + (i % 2 == 0 ? -height / 2 : height / 2))
    }
  }

  @Test("a line of 400 stroked points is worth a layer, of 399 not")
  func strokes() {
    for (count, worth) in [(400, true), (399, false)] {
      var path = Path()
      path.move(to: zigzag(count, height: 100)[0])
      for point in zigzag(count, height: 100).dropFirst() { path.line(to: point) }
      let nodes = [DisplayNode.stroke(path, color, StrokeStyle(width: 2))]
      #expect(LayerCache.isWorthALayer(nodes, clip: plot) == worth, "\(count) points")
    }
  }

  @Test("a band of 2,500 points over part of the plot is drawn directly")
  func band() {
    var path = Path()
    let top = zigzag(1250, height: 60)
    path.move(to: top[0])
    for point in top.dropFirst() { path.line(to: point) }
    for point in top.reversed() { path.line(to: Point(x: point.x, y: point.y + 40)) }
    path.close()
    #expect(!LayerCache.isWorthALayer([.fill(path, color)], clip: plot))
  }

  @Test("stacked areas covering the plot go through a layer")
  func areas() {
    let nodes = (0..<4).map { k -> DisplayNode in
      var path = Path()
      let points = zigzag(120, height: 20)
      path.move(to: Point(x: plot.minX, y: plot.maxY))
      for point in points { path.line(to: Point(x: point.x, y: point.y - Double(k) * 40)) }
      path.line(to: Point(x: plot.maxX, y: plot.maxY))
      path.close()
      return .fill(path, color)
    }
    #expect(LayerCache.isWorthALayer(nodes, clip: plot))
  }

  @Test("stacked bars covering the plot are drawn directly: bars cost less to paint again")
  func bars() {
    let columns = 300
    let width = plot.width / Double(columns)
    let nodes = (0..<4).map { k -> DisplayNode in
      var path = Path()
      for i in 0..<columns {
        let top = plot.maxY - Double(k + 1) * plot.height / 4 - Double(i % 7)
        path.addRect(
          Rect(x: plot.minX + Double(i) * width, y: top, width: width, height: plot.height / 4))
      }
      return .fill(path, color)
    }
    #expect(!LayerCache.isWorthALayer(nodes, clip: plot))
    // The same area as one polygon per series is still worth a layer.
    let outlines = (0..<4).map { k -> DisplayNode in
      var path = Path()
      path.move(to: Point(x: plot.minX, y: plot.maxY - Double(k) * plot.height / 4))
      for i in 0..<columns {
        let top = plot.maxY - Double(k + 1) * plot.height / 4 - Double(i % 7)
        path.line(to: Point(x: plot.minX + Double(i) * width, y: top))
        path.line(to: Point(x: plot.minX + Double(i + 1) * width, y: top))
      }
      path.line(to: Point(x: plot.maxX, y: plot.maxY - Double(k) * plot.height / 4))
      path.close()
      return .fill(path, color)
    }
    #expect(LayerCache.isWorthALayer(outlines, clip: plot))
  }
}
