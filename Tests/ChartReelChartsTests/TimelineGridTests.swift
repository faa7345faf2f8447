import ChartReelCore
import TestSupport
import Testing

@testable import ChartReelCharts

/// A timeline's grid: a line every 15 minutes when the window is an hour, the hour lines twice
/// as strong as the quarter-hour ones (docs/scene-format.md, "Timelines"; issue 37.3: the
/// quarter-hour lines drawn as strong as 1.25 × their weight passed every test).
@Suite struct TimelineGridTests {
  @Test("over an hour, quarter-hour lines at 0.8 of the grid's opacity, hour lines at twice that")
  func hourLinesTwiceAsStrong() throws {
    let tolerance = 1e-9
    let compiled = TestPaths.compile(
      try TestPaths.scene(
        json: """
          {"canvas": {"width": 1280, "height": 720, "fps": 30},
           "data": {"timeline": "data/usage.json"}, "initial": {"window": [0.5, 0.541666666667]},
           "duration": 1}
          """))
    let renderer = compiled.charts[0]
    let drawing = ChartDrawing(
      renderer, renderer.overview, state: renderer.state(at: 0),
      context: compiled.drawContext(at: 0, measurer: ApproximateTextMeasurer()))
    let base = drawing.palette.gridLine.alpha
    let alphas = drawing.plotContext.timelineGrid().compactMap { node -> Double? in
      guard case .stroke(_, let color, _) = node else { return nil }
      return color.alpha
    }
    // Four or five lines over the hour: at least one hour line and three quarter-hour ones.
    let quarters = alphas.filter { abs($0 - 0.8 * base) <= tolerance }
    let hours = alphas.filter { abs($0 - 1.6 * base) <= tolerance }
    #expect(quarters.count >= 3 && hours.count >= 1, "alphas \(alphas), grid \(base)")
    #expect(quarters.count + hours.count == alphas.count, "alphas \(alphas), grid \(base)")
  }
}
