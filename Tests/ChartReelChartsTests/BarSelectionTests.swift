import ChartReelCore
import TestSupport
import Testing

@testable import ChartReelCharts

/// Bars dim around the selected bar only while the indicator's point shows in the plot.
@Suite struct BarSelectionTests {
  /// A bar chart of `count` daily bars on a `width` × `height` canvas, its window at `window`
  /// and its indicator at `indicator` (a fraction of the whole x range), drawn at 0.5 s.
  func drawing(
    bars count: Int, window: Window, width: Int, height: Int, indicator: Double
  ) throws -> ChartDrawing {
    let x = (0..<count).map { 1_700_000_000_000 + Double($0) * 86_400_000 }
    let values = x.indices.map { Double(($0 * 37) % 101 + 10) }
    let data = try ChartData(
      x: x,
      series: [
        ChartSeries(
          id: "y0", name: "Sales", color: Color(rgb: 0x3DC23F), kind: .bar, values: values)
      ])
    let chart = Node(id: "chart", ChartContent(data: data, initial: InitialState(window: window)))
    let scene = try Scene(
      file: "bars.json", canvas: Canvas(width: width, height: height, fps: 30), root: chart,
      actions: [Action(at: 0, duration: 0, target: "chart", IndicatorChange(indicator))],
      duration: 1)
    let compiled = TestPaths.compile(scene)
    let renderer = compiled.charts[0]
    return ChartDrawing(
      renderer, renderer.overview, state: renderer.state(at: 0.5),
      context: compiled.drawContext(at: 0.5, measurer: ApproximateTextMeasurer()))
  }

  /// The colours of the fills a bar chart draws in its plot with the indicator at `indicator`
  /// (a fraction of the whole x range) and the window at [0.5, 1].
  func barColors(indicator: Double) throws -> (selected: Int?, colors: Set<String>) {
    let drawing = try drawing(
      bars: 60, window: Window(0.5, 1), width: 640, height: 360, indicator: indicator)
    var colors: Set<String> = []
    func collect(_ nodes: [DisplayNode]) {
      for node in nodes {
        switch node {
        case .fill(_, let fill): colors.insert(fill.description)
        case .group(_, _, let children), .transform(_, let children), .tile(_, let children):
          collect(children)
        case .gradientFill, .stroke, .text: continue
        }
      }
    }
    collect(drawing.marks())
    return (drawing.plotContext.selectedIndex, colors)
  }

  @Test("an indicator on a bar in view dims the others; one outside the window dims none")
  func dimsOnlyWhenShown() throws {
    let shown = try barColors(indicator: 0.8)
    #expect(shown.selected != nil)
    #expect(shown.colors.count == 2, "\(shown.colors)")
    let away = try barColors(indicator: 0.2)
    #expect(away.selected == nil)
    #expect(away.colors == ["#3DC23F"], "\(away.colors)")
  }

  @Test(
    "the card stands beside the selected bar, not over it, from 3 to 40 bars",
    arguments: [3, 5, 8, 13, 40])
  func cardClearsTheBar(count: Int) throws {
    for indicator in stride(from: 0.0, through: 1.0, by: 0.125) {
      let drawing = try drawing(
        bars: count, window: Window(0, 1), width: 1280, height: 720, indicator: indicator)
      let lineX = try #require(drawing.indicatorLineX)
      let card = drawing.tooltipCard(index: drawing.indicatorIndex, lineX: lineX).frame
      let half = drawing.plot.width / Double(count) / 2
      let clear = card.minX >= lineX + half - 0.5 || card.maxX <= lineX - half + 0.5
      #expect(clear, "\(count) bars, indicator \(indicator): card \(card) over the bar at \(lineX)")
    }
  }
}
