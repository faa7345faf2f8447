import ChartReelCore
import TestSupport
import Testing

@testable import ChartReelCharts

/// The overview's indicator during a zoom into a day.
@Suite struct ZoomIndicatorTests {
  /// Every stroke of `color` in `nodes` that is a vertical line, as drawn: its x after the
  /// transforms above it and the opacity of the groups above it.
  func verticalLines(
    _ nodes: [DisplayNode], color: Color, transform: AffineTransform = .identity,
    opacity: Double = 1
  ) -> [(x: Double, opacity: Double)] {
    nodes.flatMap { node -> [(x: Double, opacity: Double)] in
      switch node {
      case .stroke(let path, let stroke, _) where stroke == color:
        guard path.elements.count == 2, case .move(let a) = path.elements[0],
          case .line(let b) = path.elements[1], a.x == b.x
        else { return [] }
        return [(transform.apply(a).x, opacity)]
      case .group(_, let alpha, let children):
        return verticalLines(children, color: color, transform: transform, opacity: opacity * alpha)
      case .transform(let inner, let children):
        return verticalLines(
          children, color: color, transform: inner.then(transform), opacity: opacity)
      case .tile(_, let children):
        return verticalLines(children, color: color, transform: transform, opacity: opacity)
      default: return []
      }
    }
  }

  @Test(
    "while the overview stretches into a day, its indicator moves with its point and fades with its lines, at several indicator positions"
  )
  func indicatorRidesTheStretch() throws {
    for position in [0.82, 0.9, 0.97] {
      let chart = try TestPaths.chart(
        json: """
          {"canvas": {"width": 640, "height": 360, "fps": 30},
           "data": {"file": "data/round2/1/overview.json"},
           "initial": {"window": [0.8, 1], "indicator": \(position)},
           "actions": [{"at": 0, "duration": 1, "zoomIn": "2019-04-05", "curve": "linear"}]}
          """)
      let context = DrawContext(
        themeBlend: 0, canvas: Canvas(width: 640, height: 360),
        measurer: ApproximateTextMeasurer())
      for t in stride(from: 0.05, through: 0.45, by: 0.1) {
        let (dayView, p) = chart.zoomState(at: t)
        let day = try #require(dayView)
        let overview = ChartDrawing(
          chart, chart.overview, state: chart.state(of: chart.overview, at: t), context: context)
        let transition = ZoomTransition(
          overview: overview,
          day: ChartDrawing(chart, day, state: chart.state(of: day, at: t), context: context),
          progress: p)
        let x = try #require(overview.indicatorLineX)
        let pivot = transition.pivot
        let expected = pivot.x + (x - pivot.x) * (1 + 2 * p)
        let lines = verticalLines(
          chart.draw(at: t, in: context), color: overview.palette.indicatorLine
        ).filter { $0.opacity > 0 }
        #expect(!lines.isEmpty, "at \(t) s")
        for line in lines {
          #expect(abs(line.x - expected) < 1e-6, "at \(t) s: \(line.x), expected \(expected)")
          #expect(line.opacity <= max(0, 1 - 2 * p) + 1e-9, "at \(t) s, progress \(p)")
        }
      }
    }
  }
}
