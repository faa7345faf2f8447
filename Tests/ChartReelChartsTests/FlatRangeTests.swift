import ChartReelCore
import ChartReelInput
import Foundation
import TestSupport
import Testing

@testable import ChartReelCharts

/// Data whose every value is the same still gets a grid to read it by.
@Suite struct FlatRangeTests {
  /// A chart of `kind` ("line", "bar", "stackedBar" or "area") whose `series` series hold
  /// `value` at every one of 40 daily points, on a `width` × `height` canvas, compiled.
  func flatChart(
    kind: String, series: Int, value: Double, width: Int, height: Int, actions: String = ""
  ) throws -> CompiledScene {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let days = (0..<40).map { String(1_704_067_200_000 + $0 * 86_400_000) }
    let type = kind == "line" || kind == "twoAxes" ? "line" : kind == "area" ? "area" : "bar"
    let ids = (0..<series).map { "y\($0)" }
    let columns = ids.indices.map {
      // On two axes the second series holds zeros: each axis is flat on its own.
      let held = kind == "twoAxes" && $0 == 1 ? 0 : value
      return "[\"\(ids[$0])\", \(Array(repeating: "\(held)", count: 40).joined(separator: ","))]"
    }
    let flags =
      kind == "twoAxes"
      ? #", "y_scaled": true"# : kind == "stackedBar" || kind == "area" ? #", "stacked": true"# : ""
    try """
    {"columns": [["x", \(days.joined(separator: ","))], \(columns.joined(separator: ","))],
     "types": {"x": "x", \(ids.map { "\"\($0)\": \"\(type)\"" }.joined(separator: ","))},
     "names": {\(ids.map { "\"\($0)\": \"Series \($0)\"" }.joined(separator: ","))},
     "colors": {\(ids.map { "\"\($0)\": \"#3497ED\"" }.joined(separator: ","))}\(flags)}
    """.write(toFile: folder + "/d.json", atomically: true, encoding: .utf8)
    try """
    {"canvas": {"width": \(width), "height": \(height), "fps": 30}, "duration": 1,
     "data": {"file": "d.json"}, "title": "Flat", "initial": {"window": [0.2, 0.9]},
     "actions": [\(actions)]}
    """.write(toFile: folder + "/s.json", atomically: true, encoding: .utf8)
    return TestPaths.compile(try SceneDecoder.load(path: folder + "/s.json"))
  }

  @Test(
    "a flat line reads its value on a labelled grid line between others; zeros stand on the bottom",
    arguments: [(480, 480), (1280, 720), (1080, 1920), (3840, 2160)])
  func flatDataHasAGrid(width: Int, height: Int) throws {
    let measurer = ApproximateTextMeasurer()
    for kind in ["line", "bar", "stackedBar", "area"] {
      for series in [1, 5] {
        for value in [0, 7, -5, 0.0003, 3e12, -42_000] {
          // Bars and stacks start at 0: only zeros make them flat.
          if kind != "line" && value != 0 { continue }
          let scene = try flatChart(
            kind: kind, series: series, value: value, width: width, height: height)
          let label = "\(kind), \(series) series of \(value) at \(width)×\(height)"
          let range = scene.charts[0].state(at: 0.5).yRange
          #expect(range.span > 0, "\(label): y-range \(range)")
          let labels = scene.texts(at: 0.5, measurer: measurer).filter { $0.role == .yLabel }
            .map(\.text)
          #expect(labels.count >= 3, "\(label): grid labels \(labels)")
          // "7.00" among "6.75, 7.00, 7.25", "3.0T", "300×10⁻⁶": to a millionth of the value.
          let read = labels.compactMap { RoundLabelsOverTimeTests.read($0)?.value }
          #expect(
            read.contains { abs($0 - value) <= 1e-6 * abs(value) },
            "\(label): grid labels \(labels)")
          if value == 0 { #expect(range == ValueRange(0, 1), "\(label): y-range \(range)") }
          if value != 0 { #expect(range.min < value && value < range.max, "\(label): \(range)") }
        }
      }
    }
  }

  @Test(
    "on two y-axes a flat series and a series of zeros each get a grid of round labels, at rest and while one hides",
    arguments: [(480, 480), (1280, 720), (3840, 2160)])
  func flatSeriesOnTwoAxes(width: Int, height: Int) throws {
    let measurer = ApproximateTextMeasurer()
    for value in [5, 7, -5, 0.0003, 3e12, -42_000] {
      let scene = try flatChart(
        kind: "twoAxes", series: 2, value: value, width: width, height: height,
        actions: #"{"at": 0.2, "hide": "y0", "duration": 0.6}"#)
      let label = "a series of \(value) beside zeros at \(width)×\(height)"
      for t in [0.0, 0.35, 0.5, 1.0] {
        let ranges = scene.charts[0].state(at: t).yRanges
        #expect(ranges.count == 2, "\(label) at \(t) s: \(ranges)")
        for range in ranges { #expect(range.span > 0, "\(label) at \(t) s: y-ranges \(ranges)") }
        let labels = scene.texts(at: t, measurer: measurer).filter { $0.role == .yLabel }
        let read = labels.compactMap { RoundLabelsOverTimeTests.read($0.text)?.value }
        #expect(read.count == labels.count, "\(label) at \(t) s: \(labels.map(\.text))")
        #expect(read.contains { abs($0) <= 1e-9 }, "\(label) at \(t) s: \(labels.map(\.text))")
      }
      let rest = scene.texts(at: 0, measurer: measurer).filter { $0.role == .yLabel }
      let read = rest.compactMap { RoundLabelsOverTimeTests.read($0.text)?.value }
      #expect(
        read.contains { abs($0 - value) <= 1e-6 * abs(value) },
        "\(label): the flat axis reads its value: \(rest.map(\.text))")
      #expect(rest.count >= 6, "\(label): both axes have labels: \(rest.map(\.text))")
    }
  }
}
