import TestSupport
import Testing

@testable import ChartReel

/// The Telegram behaviours of a frame, checked on the layout's values rather than pixels.
@Suite struct ChartLookTests {
  let layout: SceneLayout

  init() throws {
    layout = SceneLayout(
      scene: try TestPaths.loadScene("pan-zoom-hide.json"), measurer: ApproximateTextMeasurer())
  }

  @Test("grid generations cross-fade while the y-range moves from [28, 121] to [21, 278]")
  func gridCrossFade() {
    // Between t = 1 and t = 2 the y-range keyframes are [28, 121] (93 / 5 = 18.6, step 20:
    // 40 … 120) and [21, 278] (257 / 5 = 51.4, step 50: 50 … 250). 100 is in both and stays
    // opaque.
    let quarter = ChartLayout.gridGenerations(layout.timeline.state(at: 1.25))
    #expect(quarter.count == 3)
    #expect(quarter[0] == .init(values: [100], alpha: 1))
    #expect(quarter[1].values == [40, 60, 80, 120] && abs(quarter[1].alpha - 0.75) < 1e-12)
    #expect(quarter[2].values == [50, 150, 200, 250] && abs(quarter[2].alpha - 0.25) < 1e-12)
    // At a keyframe only one generation is drawn.
    #expect(
      ChartLayout.gridGenerations(layout.timeline.state(at: 2)) == [
        .init(values: [50, 100, 150, 200, 250], alpha: 1)
      ])
  }

  @Test("the grid labels drawn mid-change carry their generation's alpha")
  func gridLabelAlphas() {
    let texts = layout.chart.nodes(
      for: layout.timeline.state(at: 1.25), measurer: ApproximateTextMeasurer()
    )
    .compactMap { node -> TextRun? in
      if case .text(let run) = node { return run }
      return nil
    }
    let axisAlpha = Palette.day.axisText.alpha
    let label40 = texts.first { $0.text == "40" }
    #expect(label40 != nil && abs(label40!.color.alpha - 0.75 * axisAlpha) < 1e-12)
    let label150 = texts.first { $0.text == "150" }
    #expect(label150 != nil && abs(label150!.color.alpha - 0.25 * axisAlpha) < 1e-12)
    let label100 = texts.first { $0.text == "100" }
    #expect(label100?.color.alpha == axisAlpha)
  }

  @Test("the indicator snaps to the nearest point and its card flips side at mid-plot")
  func indicatorSnapAndSide() throws {
    let timeline = Timeline(scene: try TestPaths.loadScene("indicator-sweep.json"))
    let chart = ChartLayout(
      data: timeline.data, title: "x", frame: Rect(x: 0, y: 0, width: 1280, height: 720),
      measurer: ApproximateTextMeasurer())
    // 365 daily points: position 0.03 is 0.03 × 364 = 10.92 steps in, nearest point 11.
    let early = timeline.state(at: 0.5)
    #expect(chart.indicatorIndex(early) == 11)
    #expect(
      chart.indicatorCardIsOnRight(early), "left half of the window [0, 0.3]: card on the right")
    // Position 0.27 → 98.28 steps → point 98, in the right half: card on the left.
    let late = timeline.state(at: 3.0)
    #expect(chart.indicatorIndex(late) == 98)
    #expect(!chart.indicatorCardIsOnRight(late))
    #expect(abs(timeline.state(at: 0.4).indicatorAlpha - 0.5) < 1e-12, "fades in over 0.2 s")
  }

  @Test("a legend pill mid-toggle is filled at the series' alpha, its outline kept")
  func legendMidToggle() {
    let state = layout.timeline.state(at: 2.25)  // hiding y0: alpha 0.75
    let nodes = layout.chart.legendNodes(state, Palette.day)
    let fills = nodes.compactMap { node -> Color? in
      if case .fill(_, let color) = node { return color }
      return nil
    }
    let green = Color(hex: "#3DC23F")!
    #expect(fills.first == green.fading(0.75))
    let strokes = nodes.compactMap { node -> Color? in
      if case .stroke(_, let color, _) = node { return color }
      return nil
    }
    #expect(strokes.contains(green), "the outline stays at full colour")
    #expect(strokes.contains(Color.white.fading(0.75)), "the check mark fades with the series")
  }

  @Test("the theme blend at mid-switch mixes every colour halfway")
  func themeMidSwitch() throws {
    let timeline = Timeline(scene: try TestPaths.loadScene("theme-switch.json"))
    #expect(timeline.state(at: 1.0).themeBlend == 0.5)  // easeInOut is symmetric
    let palette = Palette.blended(0.5)
    // #FFFFFF and #1D2733 halfway: (255 + 29) / 2, (255 + 39) / 2, (255 + 51) / 2.
    #expect(palette.background.description == "#8E9399")
    #expect(palette.seriesLightening == 0.075)
  }
}
