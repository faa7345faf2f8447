import ChartReel
import Testing

@testable import ChartReelCairo

/// The rasterizer's own rectangle fill covers a bar's edge pixels by their share, rounded to
/// the nearest level (issue 37.3: truncating an edge pixel's coverage instead of rounding it
/// passed every test, which compare with Cairo's fill within a level or two).
@Suite struct RectangleEdgeTests {
  @Test(
    "a black bar's edge pixel on white, a quarter, half or three quarters covered, is 255 less its coverage rounded"
  )
  func edgeCoverageIsRounded() throws {
    // Black bars in one path, as `BarFills` gathers them, on whole rows: an edge pixel covered
    // c is 255 − round(255 c): 191 for a quarter, 127 for a half, 64 for three quarters.
    var bars = Path()
    for (left, width) in [(10.5, 12.0), (30.25, 12.5), (50.75, 12.5)] {
      bars.addRect(Rect(x: left, y: 2, width: width, height: 8))
    }
    let rasterizer = try CairoRasterizer(width: 80, height: 12)
    let frame = try rasterizer.render(
      DisplayList(
        size: Size(width: 80, height: 12), background: .white, nodes: [.fill(bars, .black)]))
    // Each edge pixel and the share of it the bar covers.
    let edges: [(x: Int, covered: Double)] = [
      (10, 0.5), (22, 0.5), (30, 0.75), (42, 0.75), (50, 0.25), (63, 0.25),
    ]
    for edge in edges {
      let expected = 255 - Int((255 * edge.covered).rounded())
      let pixel = frame.pixel(x: edge.x, y: 5)
      #expect(
        [Int(pixel.red), Int(pixel.green), Int(pixel.blue)] == [expected, expected, expected],
        "pixel \(edge.x), \(edge.covered) covered: \(pixel), expected \(expected)")
    }
  }
}
