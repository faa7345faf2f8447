import ChartReelCharts
import ChartReelCore
import ChartReelInput
import Foundation
import TestSupport
import Testing

/// A scene on a year of minutes (half a million points): drawn with a band per line and a
/// decimated mini-map, its x labels dates rather than hours.
@Suite struct DenseChartTests {
  static let points = 500_000

  static func scene(window: String) throws -> CompiledScene {
    let x = (0..<points).map { String(1_420_070_400_000 + $0 * 60_000) }
    let y = (0..<points).map { String($0 % 1_000 + $0 / 1_000) }
    let data = """
      {"columns": [["x", \(x.joined(separator: ","))], ["y0", \(y.joined(separator: ","))]],
       "types": {"x": "x", "y0": "line"}, "names": {"y0": "Visits"}, "colors": {"y0": "#3DC23F"}}
      """
    let scene = """
      {"canvas": {"width": 1280, "height": 720, "fps": 30}, "data": {"file": "minutes.json"},
       "initial": {"window": \(window)}, "duration": 1}
      """
    return TestPaths.compile(
      try SceneDecoder.decode(Array(scene.utf8), file: "dense.json") { path throws(InputError) in
        InputFile(path: path, bytes: Array(data.utf8))
      })
  }

  @Test func aYearOfMinutesIsLabelledByDateAndDrawnAsABand() throws {
    let nodes = try Self.scene(window: "[0.5, 1.0]").displayList(
      at: 0.5, measurer: ApproximateTextMeasurer()
    ).nodes
    let labels = nodes.textRuns.map(\.text)
    #expect(!labels.contains { $0.contains(":") }, "\(labels)")
    #expect(labels.contains { $0.hasPrefix("Jul") || $0.hasPrefix("Aug") || $0.hasPrefix("Sep") })
    // No stroke of the series, nor of the mini-map's copy: both are bands.
    let strokes = nodes.leaves.filter {
      if case .stroke(let path, _, _) = $0 { return path.elements.count > 50 } else { return false }
    }
    #expect(strokes.isEmpty)
  }

  @Test func anHourOfTheSameDataIsLabelledByTime() throws {
    let hour = 60.0 / Double(Self.points)
    let nodes = try Self.scene(window: "[0.5, \(0.5 + 3 * hour)]").displayList(
      at: 0.5, measurer: ApproximateTextMeasurer()
    ).nodes
    #expect(nodes.textRuns.map(\.text).contains { $0.contains(":") })
  }
}
