import ChartReelCharts
import ChartReelCore
import ChartReelInput
import TestSupport
import Testing

/// The demo scene's state at chosen times against numbers worked out by hand.
///
/// Chart 0 of round 1 has 112 daily points (111 days). For a window [lo, hi] the points used
/// for the y-range are those with index in [ceil(111·lo) − 1, floor(111·hi) + 1]; over them:
/// [0.75, 1] → indices 83…111, both series → [23, 170]; [0.40, 0.65] → 44…73 → [28, 121];
/// [0.10, 0.90] → 11…100 → [21, 278], and y1 alone [23, 105].
@Suite struct ChartStateTests {
  let chart: ChartRenderer

  init() throws {
    chart = try TestPaths.chart("pan-zoom-hide.json")
  }

  func close(_ a: Double, _ b: Double) -> Bool { a.isApproximatelyEqual(to: b) }

  @Test("windows and alphas follow their actions, linearly")
  func windowsAndAlphas() {
    let half = chart.state(at: 0.5)
    #expect(close(half.window.lower, 0.575) && close(half.window.upper, 0.825))
    let pan = chart.state(at: 1.5)
    #expect(close(pan.window.lower, 0.25) && close(pan.window.upper, 0.775))
    let hiding = chart.state(at: 2.5)
    #expect(close(hiding.seriesAlpha[0], 0.5) && hiding.seriesAlpha[1] == 1)
    #expect(chart.state(at: 3).seriesAlpha[0] == 0)
    #expect(close(chart.state(at: 3.25).seriesAlpha[0], 0.25))
  }

  @Test("at rest the y-range is exactly the tight range of what is visible")
  func restingRanges() {
    // At 0 the window is about to move, and the range already widens for what it will show.
    #expect(chart.state(at: 0).yRange.min <= 23 && chart.state(at: 0).yRange.max >= 170)
    // At 5 s the last action (show y0, 3–4 s) ended a second ago: window [0.1, 0.9], both.
    #expect(chart.state(at: 5).yRange == ValueRange(21, 278))
    #expect(chart.state(at: 5).minimapYRange == ValueRange(12, 278))
  }

  @Test("after a hide settles the range is the other series' own, found by brute force")
  func hiddenSeriesRange() throws {
    let chart = try TestPaths.chart(
      json: """
        {"canvas": {"width": 320, "height": 180, "fps": 10},
         "data": {"file": "data/chart_data.json", "chart": 0}, "initial": {"window": [0.75, 1]},
         "actions": [{"at": 1, "hide": "y0"}], "duration": 3}
        """)
    // Points 83…111 (see above), y1 alone.
    let y1 = chart.data.series[1].values[83...111]
    #expect(chart.state(at: 2.5).yRange == ValueRange(y1.min()!, y1.max()!))
    #expect(chart.state(at: 0.3).yRange == ValueRange(23, 170))
  }

  @Test("the default duration of an action is Telegram's 0.4 s")
  func defaultDuration() throws {
    let chart = try TestPaths.chart(
      json: """
        {"canvas": {"width": 320, "height": 180, "fps": 10},
         "data": {"file": "data/chart_data.json", "chart": 0},
         "actions": [{"at": 1, "hide": "y0"}]}
        """)
    #expect(close(chart.state(at: 1.2).seriesAlpha[0], 0.5))
    #expect(chart.state(at: 1.4).seriesAlpha[0] == 0)
    #expect(close(chart.state(at: 1.39).seriesAlpha[0], 0.025))
  }

  @Test("of two actions on one property starting together, the later in the file wins")
  func fileOrder() throws {
    let chart = try TestPaths.chart(
      json: """
        {"canvas": {"width": 320, "height": 180, "fps": 10},
         "data": {"file": "data/chart_data.json", "chart": 0},
         "actions": [{"at": 0, "duration": 1, "window": [0.2, 0.4]},
                     {"at": 0, "duration": 1, "window": [0.6, 0.8]}]}
        """)
    #expect(chart.state(at: 1).window == Window(0.6, 0.8))
  }

  @Test("the same state at shared times at 24, 30 and 60 fps")
  func frameRateIndependence() throws {
    let charts = try [24, 30, 60].map { fps in
      var scene = try TestPaths.loadScene("pan-zoom-hide.json")
      scene.canvas.fps = fps
      return TestPaths.compile(scene)
    }
    #expect(charts.map(\.scene.frameCount) == [120, 150, 300])
    for tick in 0...30 {
      let t = [4, 5, 10].map { Double($0 * tick) }
      let states = zip(charts, t).enumerated().map { index, pair in
        pair.0.charts[0].state(at: pair.0.scene.time(ofFrame: Int(pair.1)))
      }
      #expect(
        states[0] == states[1] && states[1] == states[2], "differs at t = \(Double(tick) / 6)")
    }
  }

  @Test("a Bézier curve with y2 > 1 carries the window past its target")
  func overshoot() throws {
    let chart = try TestPaths.chart(
      json: """
        {"canvas": {"width": 320, "height": 180, "fps": 10},
         "data": {"file": "data/chart_data.json", "chart": 0},
         "initial": {"window": [0.2, 0.4]},
         "actions": [{"at": 0, "duration": 1, "window": [0.6, 0.8], "curve": [0.3, 0, 0.6, 1.8]}]}
        """)
    let lowers = stride(from: 0.0, through: 1, by: 0.02).map { chart.state(at: $0).window.lower }
    #expect(lowers.max()! > 0.65)
    #expect(chart.state(at: 1).window == Window(0.6, 0.8))
  }
}

/// Pan, zoom, toggle and indicator semantics.
@Suite struct ScriptSemanticsTests {
  func chart(_ actions: String, initial: String = #"{"window": [0.4, 0.6]}"#) throws
    -> ChartRenderer
  {
    try TestPaths.chart(
      json: """
        {"canvas": {"width": 320, "height": 180, "fps": 10},
         "data": {"file": "data/chart_data.json", "chart": 0},
         "initial": \(initial), "actions": [\(actions)]}
        """)
  }

  @Test func panKeepsWidthAndClamps() throws {
    let chart = try chart(
      #"{"at": 0, "duration": 1, "pan": 0.3}, {"at": 1, "duration": 1, "pan": -0.9}"#)
    let panned = chart.state(at: 1).window
    #expect(abs(panned.lower - 0.7) < 1e-12 && abs(panned.upper - 0.9) < 1e-12)
    let clamped = chart.state(at: 2).window
    #expect(clamped.lower == 0 && abs(clamped.upper - 0.2) < 1e-12)
  }

  @Test func zoomScalesAboutTheCentreAndClamps() throws {
    let chart = try chart(
      #"{"at": 0, "duration": 1, "zoom": 2}, {"at": 1, "duration": 1, "zoom": 10}"#)
    let zoomed = chart.state(at: 1).window
    #expect(abs(zoomed.lower - 0.3) < 1e-12 && abs(zoomed.upper - 0.7) < 1e-12)
    #expect(chart.state(at: 2).window == Window(0, 1))
    let tiny = try self.chart(#"{"at": 0, "duration": 1, "zoom": 0.001}"#).state(at: 1).window
    #expect(abs(tiny.width - 4.0 / 111) < 1e-12, "never narrower than four steps")
  }

  @Test func curvesShapeTheMotion() throws {
    let chart = try chart(#"{"at": 0, "duration": 2, "window": [0.2, 0.4], "curve": "easeIn"}"#)
    let expected = 0.4 + (0.2 - 0.4) * TimingCurve.easeIn.value(at: 0.5)
    #expect(abs(chart.state(at: 1).window.lower - expected) < 1e-12)
  }

  @Test func toggleFollowsTheLatestTarget() throws {
    let chart = try chart(
      #"{"at": 0, "duration": 1, "toggle": "y1"}, {"at": 0.5, "duration": 1, "toggle": "y1"}"#)
    #expect(abs(chart.state(at: 0.5).seriesAlpha[1] - 0.5) < 1e-12)
    // The second toggle starts from 0.5 and heads back to 1.
    #expect(abs(chart.state(at: 1).seriesAlpha[1] - 0.75) < 1e-12)
    #expect(chart.state(at: 1.5).seriesAlpha[1] == 1)
  }

  @Test func hidingEverySeriesKeepsTheLastYRange() throws {
    let chart = try chart(
      #"{"at": 0, "duration": 1, "hide": "y0"}, {"at": 1, "duration": 1, "hide": "y1"}, {"at": 4, "duration": 0, "pan": 0.1}"#
    )
    // From 2 s nothing is visible: the range holds y1's at the window, however it pans.
    #expect(chart.state(at: 3).yRange == chart.state(at: 5).yRange)
    #expect(chart.state(at: 3).seriesAlpha == [0, 0])
  }

  @Test func indicatorAppearsInPlaceThenMoves() throws {
    let chart = try chart(
      #"{"at": 0, "duration": 1, "indicator": 0.5}, {"at": 1, "duration": 1, "indicator": 0.55}, {"at": 2, "duration": 1, "indicator": null}"#
    )
    #expect(chart.state(at: 0.5).indicatorPosition == 0.5)
    #expect(chart.state(at: 0.5).indicatorAlpha == 0.5)
    #expect(abs(chart.state(at: 1.5).indicatorPosition - 0.525) < 1e-12)
    #expect(chart.state(at: 3).indicatorAlpha == 0)
  }

  @Test func themeBlendsLinearly() throws {
    let chart = try chart(#"{"at": 1, "duration": 2, "theme": "night"}"#)
    #expect(chart.state(at: 0).themeBlend == 0)
    #expect(abs(chart.state(at: 2).themeBlend - 0.5) < 1e-12)
    #expect(chart.state(at: 3).themeBlend == 1)
  }

  @Test func defaultDurationIsLastEndPlusHalfASecond() throws {
    let scene = try TestPaths.scene(
      json: """
        {"canvas": {"width": 320, "height": 180, "fps": 10},
         "data": {"file": "data/chart_data.json", "chart": 0},
         "actions": [{"at": 1, "duration": 2, "pan": 0.1}, {"at": 0.5, "pan": -0.1}]}
        """)
    #expect(scene.duration == 3.5)
    #expect(scene.frameCount == 35)
  }
}
