import ChartReelCore
import ChartReelInput
import Foundation
import TestSupport
import Testing

@testable import ChartReelCharts

/// Stacks count negative values as 0, in their y-range as in their drawing.
@Suite struct MixedSignStackTests {
  /// A stacked chart of `type` ("bar" or "area") over 40 days: a first series of 10, 11, 12, 10 …
  /// and a second series of -8 at every point, compiled at 1280 × 720.
  func mixedStack(type: String) throws -> CompiledScene {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let days = (0..<40).map { String(1_704_067_200_000 + $0 * 86_400_000) }
    let first = (0..<40).map { String(10 + $0 % 3) }
    let second = Array(repeating: "-8", count: 40)
    try """
    {"columns": [["x", \(days.joined(separator: ","))], ["y0", \(first.joined(separator: ","))],
      ["y1", \(second.joined(separator: ","))]],
     "types": {"x": "x", "y0": "\(type)", "y1": "\(type)"},
     "names": {"y0": "Profit", "y1": "Loss"}, "colors": {"y0": "#3DC23F", "y1": "#F34C44"},
     "stacked": true}
    """.write(toFile: folder + "/d.json", atomically: true, encoding: .utf8)
    try """
    {"canvas": {"width": 1280, "height": 720, "fps": 30}, "duration": 1,
     "data": {"file": "d.json"}, "initial": {"window": [0.2, 0.9]}}
    """.write(toFile: folder + "/s.json", atomically: true, encoding: .utf8)
    return TestPaths.compile(try SceneDecoder.load(path: folder + "/s.json"))
  }

  @Test(
    "a stack with a negative series reaches as high as its positive parts are drawn",
    arguments: ["bar", "area"])
  func negativePartsCountAsZero(type: String) throws {
    let chart = try mixedStack(type: type).charts[0]
    // The signed sums (2 to 4) would cut the bars of 10 to 12 at 4.
    #expect(chart.state(at: 0.5).yRange == ValueRange(0, 12))
    #expect(chart.state(at: 0.5).minimapYRange == ValueRange(0, 12))
  }
}
