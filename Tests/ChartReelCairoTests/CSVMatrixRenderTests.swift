import ChartReel
import Foundation
import TestSupport
import Testing

/// Every kind drawn from wide and long CSV data renders its marks (issue 33): the plot of a
/// rendered frame is not left blank, at monthly and quarterly spacing and at three sizes.
@Suite struct CSVMatrixRenderTests {
  static let cases: [MatrixScenes.Case] = MatrixScenes.csvKinds.flatMap { kind in
    [
      ("wide", 480, 480, "monthly"), ("long", 1280, 720, "quarterly"),
      ("wide", 1080, 1920, "daily"),
    ]
    .map {
      MatrixScenes.Case(
        kind: kind, width: $0.1, height: $0.2, series: kind == "twoAxes" ? 2 : 3,
        spacing: $0.3, night: false, rightToLeft: false, form: $0.0)
    }
  }

  @Test(arguments: cases)
  func theMarksAreDrawn(_ matrix: MatrixScenes.Case) throws {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let scene = try SceneDecoder.load(path: MatrixScenes.write(matrix, to: folder))
    let rasterizer = try CairoRasterizer(width: matrix.width, height: matrix.height)
    let compiled = CompiledScene(scene, measurer: rasterizer.measurer)
    let frame = try rasterizer.render(compiled.displayList(at: 1.5, measurer: rasterizer.measurer))
    let plot = compiled.charts[0].layout.plot
    var coloured = 0
    var total = 0
    for y in stride(from: Int(plot.minY) + 2, to: Int(plot.maxY) - 2, by: 3) {
      for x in stride(from: Int(plot.minX) + 2, to: Int(plot.maxX) - 2, by: 3) {
        let p = frame.pixel(x: x, y: y)
        total += 1
        // Series colours are saturated; the background, grid and labels are greys.
        let spread = max(p.red, p.green, p.blue) - min(p.red, p.green, p.blue)
        if spread > 60 { coloured += 1 }
      }
    }
    let share = Double(coloured) / Double(max(1, total))
    let least = ["line", "twoAxes"].contains(matrix.kind) ? 0.005 : 0.2
    #expect(share >= least, "\(matrix): \(Int(share * 100)) % of the plot coloured")
  }
}
