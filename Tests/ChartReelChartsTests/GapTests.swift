import ChartReelCharts
import ChartReelCore
import ChartReelInput
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
    let indexes = RangeIndexes(data: data, kind: .line)
    #expect(indexes.tight(window: .full, alphas: [1, 1]) == ValueRange(2, 50))
    #expect(indexes.tight(window: Window(0.8, 1), alphas: [0, 1]) == nil)
    #expect(MinMaxIndex(data.series[1].values).range(in: 3...5) == nil)
  }

  @Test func linesBreakAtGapsAndALonePointIsADot() {
    let points = data.series[0].values.enumerated().map { Point(x: Double($0), y: $1) }
    let p = { (i: Int) in points[i] }
    #expect(
      Path.gappedLine(points).elements == [
        .move(p(0)), .line(p(0)), .move(p(2)), .line(p(3)), .move(p(5)), .line(p(5)),
      ])
  }

  func indicatorScene(_ values: [Double]) throws -> CompiledScene {
    var data = try TestPaths.loadScene("pan-zoom-hide.json").chartContents[0].data
    data.series[0].values[0] = .nan
    let chart = Node(
      ChartContent(data: data, initial: InitialState(window: .full, indicator: 0)))
    return TestPaths.compile(try Scene(canvas: Canvas(width: 640, height: 360), root: chart))
  }

  @Test("the tooltip shows a dash for a gap, and the gap gets no ring")
  func gapUnderTheIndicator() throws {
    let compiled = try indicatorScene([])
    let nodes = compiled.nodes(at: 0, measurer: ApproximateTextMeasurer())
    #expect(nodes.textRuns.map(\.text).contains("—"))
    // One ring (a fill and a stroke of a circle) for y1 only; y0's value is a gap.
    let rings = nodes.leaves.filter {
      if case .stroke(let path, _, _) = $0, case .arc = path.elements.first { return true }
      return false
    }
    #expect(rings.count == 1)
  }
}

/// A whole animation checked in a few lines with `samples(every:)`.
@Suite struct StateTableTests {
  /// Sampling a whole animation: the fades of `Scenes/pan-zoom-hide.json` every 0.5 s.
  @Test func hidingFadesAndRescales() throws {
    let chart = try TestPaths.chart("pan-zoom-hide.json")
    let table = chart.samples(every: 0.5)
    #expect(table.times == [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5])
    // y0 is hidden from 2 s to 3 s and shown again from 3 s to 4 s, linearly.
    #expect(table.alpha("y0")!.isApproximatelyEqual(to: [1, 1, 1, 1, 1, 0.5, 0, 0.5, 1, 1, 1]))
    #expect(
      table[\.window.lower].prefix(3).map { $0 }.isApproximatelyEqual(to: [0.75, 0.575, 0.4]))
    #expect(table[\.yRange].last == ValueRange(21, 278))
  }

  @Test func seriesAlphasByID() throws {
    let table = try TestPaths.chart("pan-zoom-hide.json").samples(every: 0.5)
    #expect(table.alpha("y1") == Array(repeating: 1, count: 11))
    #expect(table.alpha("y9") == nil)
  }

  @Test func sampleTimesAreOnANanosecondGrid() {
    #expect(ChartRenderer.sampleTimes(every: 0.1, through: 0.5) == [0, 0.1, 0.2, 0.3, 0.4, 0.5])
    #expect(ChartRenderer.sampleTimes(every: 0.3, through: 1) == [0, 0.3, 0.6, 0.9])
    #expect(ChartRenderer.sampleTimes(every: 2, through: 1) == [0])
  }

  @Test func anExplicitListOfTimesKeepsItsOrder() throws {
    let chart = try TestPaths.chart("pan-zoom-hide.json")
    let table = chart.sampledTable(times: [2.5, 0])
    #expect(table.rows == [chart.state(at: 2.5), chart.state(at: 0)])
  }

  @Test("tables compare within a tolerance, and a real difference is noticed")
  func tolerance() throws {
    let chart = try TestPaths.chart("pan-zoom-hide.json")
    let a = chart.samples(every: 0.5)
    #expect(a.isApproximatelyEqual(to: chart.samples(every: 0.5)))
    #expect(!a.alpha("y0")!.isApproximatelyEqual(to: [1, 1, 1, 1, 1, 0.51, 0, 0.5, 1, 1, 1]))
    var state = chart.state(at: 2.5)
    state.yRange.max += 1e-12
    #expect(state.isApproximatelyEqual(to: chart.state(at: 2.5)))
    state.yRange.max += 1
    #expect(!state.isApproximatelyEqual(to: chart.state(at: 2.5)))
  }
}
