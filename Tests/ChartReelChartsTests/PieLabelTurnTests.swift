import ChartReelCore
import Foundation
import TestSupport
import Testing

@testable import ChartReelCharts

/// A pie's percentages while the areas turn into it.
@Suite struct PieLabelTurnTests {
  @Test("while the pie forms, every percentage lies inside its own slice as the slice is turned")
  func labelsRideTheirSlices() throws {
    let chart = try TestPaths.chart(
      json: """
        {"canvas": {"width": 640, "height": 360, "fps": 30},
         "data": {"file": "data/round2/5/overview.json"}, "initial": {"window": [0.5, 1]},
         "actions": [{"at": 0, "duration": 1, "pie": true, "curve": "linear"}]}
        """)
    let context = DrawContext(
      themeBlend: 0, canvas: Canvas(width: 640, height: 360), measurer: ApproximateTextMeasurer())
    var checked = 0
    for t in stride(from: 0.3, through: 1.0, by: 0.05) {
      let drawing = ChartDrawing(
        chart, chart.overview, state: chart.state(of: chart.overview, at: t), context: context)
      let plot = drawing.plotContext
      let shares = PieShares(data: plot.data, day: nil, state: plot.state).shares
      let angles = plot.pieAngles(shares)
      let percents = PieShares.wholePercents(shares)
      let turn = 2 * Double.pi * PlotContext.smoothstep(plot.state.pieProgress)
      let center = plot.pieCircle.center
      for node in plot.pie() {
        guard case .text(let run) = node else { continue }
        let box = run.box(measurer: context.measurer)
        let angle = atan2(box.midY - center.y, box.midX - center.x)
        let inside = shares.indices.contains { k in
          let from = angles[k] + turn
          let offset = (angle - from).truncatingRemainder(dividingBy: 2 * Double.pi)
          let within = (offset < 0 ? offset + 2 * Double.pi : offset) <= angles[k + 1] - angles[k]
          return run.text == "\(percents[k])%" && within
        }
        #expect(inside, "at \(t) s: \(run.text) at \(angle) rad, turned \(turn)")
        checked += 1
      }
    }
    #expect(checked > 20)
  }
}
