import ChartReelCore
import ChartReelInput
import Foundation
import TestSupport
import Testing

@testable import ChartReelCharts

/// A plot over 300 px wide shows at least four x labels at rest, on the calendar's or the
/// points' round strides, while they fit side by side (issue 34.4).
@Suite struct XLabelCountTests {
  /// `count` points `months` months apart from January 1700, a window `fraction` of them
  /// wide, on a `width` × `height` canvas; the window pans at 1 s.
  static func scene(months: Int, count: Int, fraction: Double, width: Int, height: Int) throws
    -> CompiledScene
  {
    let x = (0..<count).map {
      String(Int64(CalendarDate.milliseconds(monthsSinceYearZero: 1700 * 12 + $0 * months)))
    }
    let y = (0..<count).map { String(80 + 70 * sin(Double($0) / 11 * 2 * .pi)) }
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try """
    {"columns": [["x", \(x.joined(separator: ","))], ["y0", \(y.joined(separator: ","))]],
     "types": {"x": "x", "y0": "line"}, "names": {"y0": "Sunspots"}, "colors": {"y0": "#3497ED"}}
    """.write(toFile: folder + "/d.json", atomically: true, encoding: .utf8)
    try """
    {"canvas": {"width": \(width), "height": \(height), "fps": 20}, "duration": 3,
     "data": {"file": "d.json"}, "title": "Sunspots", "initial": {"window": [0.1, \(0.1 + fraction)]},
     "actions": [{"at": 1, "duration": 0.5, "window": [0.5, \(min(1, 0.5 + fraction))]}]}
    """.write(toFile: folder + "/s.json", atomically: true, encoding: .utf8)
    return TestPaths.compile(try SceneDecoder.load(path: folder + "/s.json"))
  }

  @Test(
    "148 years across ~1000 px read every 20 years, not 1750, 1800; every size shows four or more",
    arguments: [(1080, 1920), (1280, 720), (480, 480), (3840, 2160)])
  func yearlyData(width: Int, height: Int) throws {
    let measurer = ApproximateTextMeasurer()
    // Yearly points over 148 of 321 years; monthly points over 148 years; quarterly over 40.
    for (months, count, fraction) in [(12, 321, 148.0 / 320), (1, 3000, 0.6), (3, 400, 0.4)] {
      let scene = try Self.scene(
        months: months, count: count, fraction: fraction, width: width, height: height)
      for t in [0.0, 3] {
        let labels = scene.texts(at: t, measurer: measurer).filter {
          $0.role == .xLabel && $0.opacity > 0.999
        }
        let texts = labels.map(\.text)
        let context = "\(months)-monthly, \(width)×\(height) at \(t): \(texts)"
        #expect(labels.count >= 4, "\(context)")
        // Side by side: no two overlap.
        let boxes = labels.map(\.box).sorted { $0.minX < $1.minX }
        for (a, b) in zip(boxes, boxes.dropFirst()) {
          #expect(a.maxX <= b.minX, "\(context)")
        }
        if months == 12 && width == 1080 && t == 0 {
          #expect(texts.starts(with: ["1740", "1760", "1780"]), "\(context)")
        }
      }
    }
  }
}
