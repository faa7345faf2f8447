import ChartReel
import Foundation
import TestSupport
import Testing

/// Y labels drawn over bars read (3:1) against the bars as they are drawn: dimmed while another
/// bar is selected, and at the right edge on a right-to-left canvas.
@Suite struct GridLabelInkTests {
  @Test(
    "y labels over dimmed bars keep their contrast, both themes, both directions",
    arguments: [(480, 480), (1280, 720), (1080, 1920)])
  func labelsReadOverDimmedBars(width: Int, height: Int) throws {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // Each series the same at every point: a label's height falls in one series everywhere.
    let days = (0..<60).map { String(1_704_067_200_000 + $0 * 86_400_000) }
    let colors = ["#3DC23F", "#F34C44", "#3497ED", "#F5BD25", "#65B9AC", "#CB513A", "#4682B4"]
    for count in [1, 7] {
      let ids = (0..<count).map { "y\($0)" }
      let columns = ids.indices.map { k in
        "[\"y\(k)\", \(Array(repeating: String(10 + k), count: 60).joined(separator: ","))]"
      }
      try """
      {"columns": [["x", \(days.joined(separator: ","))], \(columns.joined(separator: ","))],
       "types": {"x": "x", \(ids.map { "\"\($0)\": \"bar\"" }.joined(separator: ","))},
       "names": {\(ids.map { "\"\($0)\": \"Shard \($0)\"" }.joined(separator: ","))},
       "colors": {\(ids.indices.map { "\"y\($0)\": \"\(colors[$0])\"" }.joined(separator: ","))},
       "stacked": true}
      """.write(toFile: folder + "/d.json", atomically: true, encoding: .utf8)
      for theme in ["day", "night"] {
        for direction in ["ltr", "rtl"] {
          try """
          {"canvas": {"width": \(width), "height": \(height), "fps": 10, "theme": "\(theme)",
            "direction": "\(direction)"}, "duration": 1,
           "data": {"file": "d.json"}, "title": "Load", "minimap": false,
           "initial": {"window": [0.5, 1], "indicator": 0.75}}
          """.write(toFile: folder + "/s.json", atomically: true, encoding: .utf8)
          let rasterizer = try CairoRasterizer(width: width, height: height)
          let compiled = CompiledScene(
            try SceneDecoder.load(path: folder + "/s.json"), measurer: rasterizer.measurer)
          let frame = try rasterizer.render(
            compiled.displayList(at: 0.5, measurer: rasterizer.measurer))
          let labels = compiled.texts(at: 0.5, measurer: rasterizer.measurer).filter {
            $0.role == .yLabel && $0.opacity > 0.99
          }
          let background = Color(rgb: theme == "day" ? 0xFFFFFF : 0x1D2733)
          var checked = 0
          for label in labels {
            // Beside the label, away from the edge: the bars it is drawn over.
            let x = Int(direction == "ltr" ? label.box.maxX + 3 : label.box.minX - 3)
            let p = frame.pixel(x: x, y: Int(label.box.midY))
            let under = Color(
              red: Double(p.red) / 255, green: Double(p.green) / 255, blue: Double(p.blue) / 255)
            guard under.contrast(with: background) > 1.05 else { continue }
            checked += 1
            #expect(
              label.color.contrast(with: under) >= 2.8,
              "\"\(label.text)\" in \(label.color) over \(under): \(count) series, \(theme), \(direction), \(width)×\(height)"
            )
          }
          #expect(
            checked >= 2, "\(checked) labels over bars: \(count) series, \(theme), \(direction)")
        }
      }
    }
  }
}
