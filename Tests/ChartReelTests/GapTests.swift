import ChartReel
import TestSupport
import Testing

/// `null` in a series is a gap: kept as NaN, skipped by the y-range, breaking the line.
@Suite struct GapTests {
  let data: ChartData

  init() throws {
    let json = """
      {"columns": [["x", 0, 1000, 2000, 3000, 4000, 5000], ["y0", 5, null, 7, 9, null, 2],
        ["y1", null, 50, 40, null, null, null]],
       "types": {"x": "x", "y0": "line", "y1": "line"}, "names": {"y0": "A", "y1": "B"},
       "colors": {"y0": "#3DC23F", "y1": "#F34C44"}}
      """
    data = try TelegramChartDecoder.decode(Array(json.utf8), file: "gaps.json").charts[0]
  }

  @Test func nullsAreStoredAsNaN() {
    #expect(data.series[0].values.map(\.isNaN) == [false, true, false, false, true, false])
  }

  @Test func theYRangeSkipsGaps() {
    #expect(data.valueRange(seriesAlpha: [1, 1], indices: 0...5) == ValueRange(2, 50))
    #expect(data.valueRange(seriesAlpha: [0, 1], indices: 3...5) == nil)
  }

  @Test func linesBreakAtGapsAndALonePointIsADot() {
    let points = data.series[0].values.enumerated().map { Point(x: Double($0), y: $1) }
    let p = { (i: Int) in points[i] }
    #expect(
      Path.gappedLine(points).elements == [
        .move(p(0)), .line(p(0)), .move(p(2)), .line(p(3)), .move(p(5)), .line(p(5)),
      ])
  }

  @Test func theTooltipShowsADashForAGap() throws {
    let scene = try TestPaths.scene(
      json: """
        {"canvas": {"width": 640, "height": 360}, "data": {"file": "data/chart_data.json", "chart": 0},
         "initial": {"window": [0, 1], "indicator": 0}}
        """)
    var gappy = scene
    gappy.charts[0].data.series[0].values[0] = .nan
    let layout = SceneLayout(scene: gappy, measurer: ApproximateTextMeasurer())
    let texts = Self.texts(layout.displayList(at: 0, measurer: ApproximateTextMeasurer()).nodes)
    #expect(texts.contains("—"))
  }

  static func texts(_ nodes: [DisplayNode]) -> [String] {
    nodes.flatMap { node -> [String] in
      switch node {
      case .text(let run): return [run.text]
      case .group(_, _, let children), .layer(_, _, let children): return texts(children)
      default: return []
      }
    }
  }
}
