import ChartReelCore
import ChartReelInput
import Foundation
import TestSupport
import Testing

@testable import ChartReelCharts

/// Data of two to four points, always seen whole, still has its dates under the plot.
@Suite struct FewPointLabelTests {
  /// A line chart of `dates` read from a CSV file, at `width` × `height`, compiled.
  func chart(_ dates: [String], width: Int, height: Int) throws -> CompiledScene {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let rows = dates.enumerated().map { "\($1),\(5 + $0 * 3 % 7)" }
    try (["date,value"] + rows).joined(separator: "\n").write(
      toFile: folder + "/d.csv", atomically: true, encoding: .utf8)
    try """
    {"canvas": {"width": \(width), "height": \(height), "fps": 30}, "duration": 1,
     "data": {"csv": "d.csv"}, "title": "Before and after"}
    """.write(toFile: folder + "/s.json", atomically: true, encoding: .utf8)
    return TestPaths.compile(try SceneDecoder.load(path: folder + "/s.json"))
  }

  @Test(
    "two, three or four points get their dates, inside the plot and apart",
    arguments: [(480, 480), (1280, 720), (1080, 1920), (3840, 2160)])
  func endsAreLabelled(width: Int, height: Int) throws {
    let measurer = ApproximateTextMeasurer()
    // The fewest labels each should show: January and June of one year are one half-year
    // period of the calendar's labels, "2021".
    for (dates, least) in [
      (["2021-01-01", "2021-06-01"], 1), (["2021-03-01", "2021-03-08"], 2),
      (["2021-03-01", "2021-03-02", "2021-03-03"], 2),
      (["2020-01-01", "2021-01-01", "2022-01-01", "2023-01-01"], 2),
      (["2024-05-01T09:00", "2024-05-01T17:30"], 2),
    ] {
      let scene = try chart(dates, width: width, height: height)
      let plot = try #require(scene.charts.first).layout.plot
      let labels = scene.texts(at: 0.5, measurer: measurer).filter { $0.role == .xLabel }
        .sorted { $0.box.minX < $1.box.minX }
      let label = "\(dates) at \(width)×\(height): \(labels.map(\.text))"
      #expect(labels.count >= least, "\(label)")
      for text in labels {
        #expect(text.box.minX >= plot.minX - 0.5 && text.box.maxX <= plot.maxX + 0.5, "\(label)")
      }
      for (left, right) in zip(labels, labels.dropFirst()) {
        #expect(right.box.minX > left.box.maxX, "\(label)")
      }
    }
  }
}
