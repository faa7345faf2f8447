import ChartReel
import Foundation
import TestSupport
import Testing

/// Bars on dense data — many points per pixel column — are drawn one per column, touching,
/// without the seams that anti-aliased edges of separate bars leave between them.
@Suite struct DenseBarTests {
  /// A bar chart of `count` points an hour apart, every value at least 100.
  func scene(count: Int, stacked: Bool) throws -> Scene {
    var random = SeededGenerator(seed: 5)
    let x = (0..<count).map { 1_500_000_000_000 + Double($0) * 3_600_000 }
    let series = (0..<(stacked ? 2 : 1)).map { k in
      ChartSeries(
        id: "y\(k)", name: "S\(k)", color: k == 0 ? Color(rgb: 0x3DC23F) : Color(rgb: 0x3497ED),
        kind: .bar, values: (0..<count).map { _ in Double.random(in: 100...1_000, using: &random) })
    }
    let data = try ChartData(x: x, series: series, stacked: stacked)
    let chart = Node(id: "chart", ChartContent(data: data, initial: InitialState(window: .full)))
    return try Scene(
      file: "dense.json", canvas: Canvas(width: 480, height: 270, fps: 10), root: chart,
      actions: [], duration: 1)
  }

  @Test("a row through every bar is the bars' colour all the way across", arguments: [false, true])
  func noSeams(stacked: Bool) throws {
    // 600 and 900 points: between one and two per pixel column, bars thinner than a pixel.
    for count in [600, 900, 3_000, 20_000, 100_000] {
      let scene = try scene(count: count, stacked: stacked)
      let rasterizer = try CairoRasterizer(width: 480, height: 270)
      let compiled = CompiledScene(scene, measurer: rasterizer.measurer)
      let frame = try rasterizer.render(compiled.displayList(at: 0, measurer: rasterizer.measurer))
      let chart = compiled.charts[0]
      let plot = chart.layout.plot
      let range = chart.state(at: 0).yRange
      // Every bar (every stacked first series) reaches 100 at least: the row at 50 crosses
      // them all, inside the plot, away from its last pixel and right of the "0" label.
      let y = Int(plot.maxY - (50 - range.min) / range.span * plot.height)
      var off: [Int] = []
      for x in Int(plot.minX) + 30..<Int(plot.maxX) - 1 {
        let pixel = frame.pixel(x: x, y: y)
        if abs(Int(pixel.red) - 0x3D) > 2 || abs(Int(pixel.green) - 0xC2) > 2
          || abs(Int(pixel.blue) - 0x3F) > 2
        {
          off.append(x)
        }
      }
      #expect(off.isEmpty, "\(count) points, stacked \(stacked): columns \(off.prefix(10)) differ")
    }
  }
}
