import ChartReel
import Foundation
import TestSupport
import Testing

/// A point annotation on the first or last value in view is drawn whole, as the indicator's
/// rings are, not cut at the plot's side.
@Suite struct AnnotationEdgeTests {
  @Test(
    "a point on the value at the plot's side shows its whole ring",
    arguments: [(480, 480), (1280, 720), (1080, 1920), (3840, 2160)])
  func pointAtTheSideIsWhole(width: Int, height: Int) throws {
    // The first and last points of Scenes/data/chart_data.json's first chart.
    for (x, window) in [("2019-03-08", "[0.7, 1]"), ("2018-11-17", "[0, 0.3]")] {
      for direction in ["ltr", "rtl"] {
        let json = """
          {"canvas": {"width": \(width), "height": \(height), "fps": 10, "direction": "\(direction)"},
           "duration": 1, "root": {"type": "chart", "id": "main",
             "data": {"file": "data/chart_data.json", "chart": 0}, "initial": {"window": \(window)},
             "annotations": [{"id": "p", "type": "point", "series": "y1", "x": "\(x)"}]}}
          """
        let rasterizer = try CairoRasterizer(width: width, height: height)
        let compiled = CompiledScene(try TestPaths.scene(json: json), measurer: rasterizer.measurer)
        let probe = compiled.probe(at: 0.5, measurer: rasterizer.measurer)
        let dot = try #require(probe["nodes"]?["p"]?["frame"]?.numbers)
        let plot = try #require(probe["nodes"]?["main"]?["parts"]?["plot"]?.numbers)
        let (centerX, centerY, radius) = (dot[0] + dot[2] / 2, dot[1] + dot[3] / 2, dot[2] / 2)
        // The side of the ring beyond the plot's side: on the ring's stroke.
        let outward = centerX > plot[0] + plot[2] / 2 ? 1.0 : -1.0
        let frame = try rasterizer.render(
          compiled.displayList(at: 0.5, measurer: rasterizer.measurer))
        let pixel = frame.pixel(
          x: Int((centerX + outward * radius).rounded()), y: Int(centerY.rounded()))
        // The accent, #108BE3, not the background.
        #expect(
          pixel.red < 90 && pixel.blue > 170,
          "\(pixel) at the ring's far side: \(x), \(direction), \(width)×\(height), dot \(dot), plot \(plot)"
        )
      }
    }
  }
}

extension JSONValue {
  /// An array of numbers, as `[Double]`.
  fileprivate var numbers: [Double]? {
    guard case .array(let values) = self else { return nil }
    let numbers = values.compactMap { value -> Double? in
      if case .number(let number) = value { return number }
      return nil
    }
    return numbers.count == values.count ? numbers : nil
  }
}
