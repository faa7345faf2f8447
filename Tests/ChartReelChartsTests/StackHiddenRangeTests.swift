import ChartReelCore
import ChartReelInput
import Foundation
import TestSupport
import Testing

@testable import ChartReelCharts

/// A stack whose every series is hidden keeps the range it had, as a chart of lines does, and
/// a series shown again grows within it: the y labels do not restep every frame.
@Suite struct StackHiddenRangeTests {
  @Test(
    "hiding every series of a stack, then showing them, keeps the y-range and its labels",
    arguments: ["area", "stackedBar"], [1, 3])
  func rangeHolds(kind: String, series: Int) throws {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let names = (0..<series).map { "s\($0)" }
    let rows = (0..<120).map { day -> String in
      let date = Date(timeIntervalSince1970: 1_672_531_200 + Double(day) * 86_400)
      let values = names.indices.map { String(300 + 200 * sin(Double(day + 40 * $0) / 9)) }
      return "\(date.ISO8601Format()),\(values.joined(separator: ","))"
    }
    try (["date," + names.joined(separator: ",")] + rows).joined(separator: "\n")
      .write(toFile: folder + "/d.csv", atomically: true, encoding: .utf8)
    let hide = names.map { #"{"at": 0.5, "hide": "\#($0)"}"# }
    let show = names.map { #"{"at": 2, "show": "\#($0)"}"# }
    try """
    {"canvas": {"width": 1280, "height": 720, "fps": 30}, "duration": 3.5,
     "data": {"csv": "d.csv", "kind": "\(kind)"}, "title": "Stack",
     "initial": {"window": [0.5, 1]}, "actions": [\((hide + show).joined(separator: ","))]}
    """.write(toFile: folder + "/s.json", atomically: true, encoding: .utf8)
    let scene = TestPaths.compile(try SceneDecoder.load(path: folder + "/s.json"))
    let measurer = ApproximateTextMeasurer()
    let rest = scene.charts[0].state(at: 0.4).yRange
    let restLabels = scene.texts(at: 0.4, measurer: measurer).filter { $0.role == .yLabel }
      .map(\.text)
    for frame in 12...105 {
      let t = Double(frame) / 30
      let range = scene.charts[0].state(at: t).yRange
      #expect(
        abs(range.max - rest.max) <= 1e-6 * rest.max && abs(range.min - rest.min) <= 1e-6,
        "\(kind), \(series) series at \(t) s: \(range), at rest \(rest)")
      let labels = scene.texts(at: t, measurer: measurer).filter { $0.role == .yLabel }
      #expect(
        labels.map(\.text) == restLabels && labels.allSatisfy { $0.opacity >= 1 - 1e-9 },
        "\(kind), \(series) series at \(t) s: \(labels.map { "\($0.text) \($0.opacity)" })")
    }
  }
}
