import ChartReelCore
import ChartReelInput
import TestSupport
import Testing

@testable import ChartReelCharts

/// The Telegram behaviours of a frame, checked on the display list rather than pixels.
@Suite struct ChartLookTests {
  let compiled: CompiledScene
  let measurer = ApproximateTextMeasurer()

  init() throws {
    compiled = TestPaths.compile(try TestPaths.loadScene("pan-zoom-hide.json"))
  }

  var chart: ChartRenderer { compiled.charts[0] }

  func drawing(at t: Double, _ compiled: CompiledScene? = nil) -> ChartDrawing {
    let compiled = compiled ?? self.compiled
    return ChartDrawing(
      compiled.charts[0], compiled.charts[0].overview, state: compiled.charts[0].state(at: t),
      context: compiled.drawContext(at: t, measurer: measurer))
  }

  /// Rests on [0.4, 0.65] ([28, 121], grid step 20), widens to [0.1, 0.9] ([21, 278], step
  /// 50) from 1 to 2 s, and rests again.
  func widening() throws -> ChartRenderer {
    try TestPaths.chart(
      json: """
        {"canvas": {"width": 640, "height": 360}, "data": {"file": "data/chart_data.json", "chart": 0},
         "initial": {"window": [0.4, 0.65]},
         "actions": [{"at": 1, "duration": 1, "window": [0.1, 0.9]}], "duration": 3}
        """)
  }

  @Test("at rest the grid is one set of nice lines; while the range moves, two sets cross-fade")
  func gridCrossFade() throws {
    let chart = try widening()
    #expect(chart.plotRange.gridGenerations(at: 0.2) == [GridGeneration(step: 20, alpha: 1)])
    // At 5 s the range has been [21, 278] for a second: step 50, one generation.
    #expect(chart.plotRange.gridGenerations(at: 5) == [GridGeneration(step: 50, alpha: 1)])
    #expect(chart.plotRange.gridGenerations(at: 2.9) == [GridGeneration(step: 50, alpha: 1)])
    // The step goes from 20 to 50 at some moment, and around it both sets show, their
    // opacities adding up to 1.
    let mixed = stride(from: 0.0, through: 3.0, by: 0.01).map {
      chart.plotRange.gridGenerations(at: $0)
    }
    .filter { $0.count > 1 }
    #expect(!mixed.isEmpty)
    for generations in mixed {
      #expect(abs(generations.map(\.alpha).reduce(0, +) - 1) < 1e-9)
    }
  }

  @Test("lines shared by both sets stay opaque while the others fade")
  func sharedLines() throws {
    let chart = try widening()
    let time = try #require(
      stride(from: 0.0, through: 3.0, by: 0.01).first {
        chart.plotRange.gridGenerations(at: $0).count > 1
      })
    let context = compiled.drawContext(at: 0, measurer: measurer)
    let lines = ChartDrawing(
      chart, chart.overview, state: chart.state(at: time + 0.05), context: context
    )
    .gridLines(owner: nil)
    #expect(lines.contains { $0.alpha == 1 } && lines.contains { $0.alpha < 1 })
    #expect(lines.allSatisfy { $0.alpha > 0 && $0.alpha <= 1 })
  }

  @Test("y labels are drawn above the series lines, as in Telegram")
  func labelsOverLines() {
    let nodes = drawing(at: 5).nodes()
    let firstLabel = nodes.firstIndex {
      if case .text(let run) = $0 { return run.text == "100" } else { return false }
    }
    let lines = nodes.firstIndex {
      if case .group(let clip, _, _) = $0 { return clip != nil } else { return false }
    }
    #expect(firstLabel != nil && lines != nil && firstLabel! > lines!)
  }

  @Test(
    "x labels stay inside the plot: one the window carries past an edge is clipped to it and fades as it leaves"
  )
  func xLabelsStayInside() {
    var clippedFrames = 0
    for t in stride(from: 0.0, through: 5, by: 1.0 / 30) {
      let drawing = drawing(at: t)
      let (plot, nodes) = (drawing.plot, drawing.xLabels())
      var clip: Rect?
      if nodes.count == 1, case .group(let path?, _, _) = nodes[0] { clip = path.bounds }
      if let clip {
        clippedFrames += 1
        #expect(clip.minX >= plot.minX - 0.5 - 1e-9 && clip.maxX <= plot.maxX + 0.5 + 1e-9)
      }
      for run in nodes.textRuns where run.opacity > 0 && run.color.alpha > 0 {
        let half = measurer.measure(run.text, font: run.font).width / 2
        let inside =
          (min(run.position.x + half, plot.maxX + 0.5) - max(run.position.x - half, plot.minX - 0.5))
          / (2 * half)
        #expect(inside > 0, "\(run.text) at \(t) s lies past the plot")
        guard inside < 1 - 1e-9 else { continue }
        #expect(clip != nil, "\(run.text) at \(t) s crosses the plot's edge unclipped")
        #expect(run.opacity <= inside + 1e-9, "\(run.text) at \(t) s: \(run.opacity), \(inside) in")
      }
    }
    // The window widens from 1 to 2 s: labels leave at both edges.
    #expect(clippedFrames > 0)
  }

  @Test("the indicator snaps to the nearest point and its card sits towards the middle")
  func indicatorSnapAndSide() throws {
    let compiled = TestPaths.compile(try TestPaths.loadScene("indicator-sweep.json"))
    // 365 daily points: position 0.03 is 0.03 × 364 = 10.92 steps in, nearest point 11.
    let early = drawing(at: 0.5, compiled)
    #expect(early.indicatorIndex == 11)
    let late = drawing(at: 3.0, compiled)
    #expect(late.indicatorIndex == 98)
    #expect(
      abs(compiled.charts[0].state(at: 0.4).indicatorAlpha - 0.5) < 1e-12, "fades in over 0.2 s")
  }

  @Test("the tooltip of daily data shows the date; of hourly data, the date and the hour")
  func tooltipDates() throws {
    let hourly = try TestPaths.chart(
      json: """
        {"canvas": {"width": 640, "height": 360}, "data": {"file": "data/round2/1/2019-04/05.json"},
         "initial": {"indicator": 0.5}}
        """)
    let context = compiled.drawContext(at: 0, measurer: measurer)
    let drawing = ChartDrawing(
      hourly, hourly.overview, state: hourly.state(at: 0), context: context)
    #expect(drawing.tooltipHeader(index: 13) == "Sun, Mar 31, 13:00")
    #expect(self.drawing(at: 0).tooltipHeader(index: 0) == "Sat, Nov 17")
  }

  @Test("points a day or 23 hours (a daylight-saving day) apart are daily; closer, hourly")
  func dailyHourlyThreshold() {
    func data(step: Double) -> ChartData {
      ChartData.unchecked(
        x: (0..<6).map { Double($0) * step },
        series: [
          ChartSeries(id: "y0", name: "A", color: .black, kind: .line, values: [1, 2, 3, 4, 5, 6])
        ])
    }
    #expect(!data(step: 86_400_000).isIntraday)
    #expect(!data(step: 82_800_000).isIntraday)
    #expect(data(step: 82_740_000).isIntraday)
    #expect(XAxisLabels.text(forX: 13 * 3_600_000, intraday: true) == "13:00")
    #expect(XAxisLabels.text(forX: 13 * 3_600_000, intraday: false) == "Jan 1")
  }

  @Test("a legend pill mid-toggle: filled at the alpha, outline kept, check never on the name")
  func legendMidToggle() {
    for t in stride(from: 2.0, through: 4.0, by: 0.05) {
      let drawing = drawing(at: t)
      let nodes = drawing.legendPart.nodes().leaves
      let alpha = drawing.alphas[0]
      let green = drawing.palette.seriesColor(chart.data.series[0].color)
      let fills = nodes.compactMap { node -> Color? in
        if case .fill(_, let color) = node { return color }
        return nil
      }
      if alpha > 0 { #expect(fills.first == green.fading(alpha)) }
      let strokes = nodes.compactMap { node -> (Path, Color)? in
        if case .stroke(let path, let color, _) = node { return (path, color) }
        return nil
      }
      #expect(strokes.contains { $0.1 == green }, "the outline stays at full colour")
      // The check mark (the stroke in white) ends left of the name's first letter.
      let name = nodes.textRuns.first { $0.text == chart.data.series[0].name }!
      let pill = drawing.layout.legendPills[0]
      let checks = strokes.filter { stroke in
        stroke.1.red == 1 && stroke.1.green == 1
          && stroke.0.elements.allSatisfy {
            if case .line(let p) = $0 { return pill.contains(p) }
            if case .move(let p) = $0 { return pill.contains(p) }
            return false
          }
      }
      if let check = checks.first {
        let rightmost = check.0.elements.compactMap { element -> Double? in
          if case .line(let p) = element { return p.x }
          return nil
        }.max()!
        #expect(rightmost <= name.position.x, "at \(t)")
      }
    }
  }

  @Test("halfway through a theme switch the axis labels keep 3:1 against the background")
  func themeContrast() throws {
    let compiled = TestPaths.compile(try TestPaths.loadScene("theme-switch.json"))
    for t in stride(from: 0.0, through: 2.5, by: 0.05) {
      let palette = ChartPalette.blended(compiled.themeBlend(at: t))
      let text = palette.axisText.composited(over: palette.background)
      #expect(text.contrast(with: palette.background) >= 3 - 1e-6, "at \(t)")
      #expect(
        palette.title.composited(over: palette.background).contrast(with: palette.background) >= 3
          - 1e-6)
    }
  }
}
