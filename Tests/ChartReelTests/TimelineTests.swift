import ChartReel
import TestSupport
import Testing

/// The demo scene's state at chosen times against numbers worked out by hand.
///
/// Chart 0 of round 1 has 112 daily points (111 days). For a window [lo, hi] the points used
/// for the y-range are those with index in [ceil(111·lo) − 1, floor(111·hi) + 1]; over them:
/// [0.75, 1] → indices 83…111, both series → [23, 170];
/// [0.40, 0.65] → 44…73 → [28, 121]; [0.10, 0.90] → 11…100 → [21, 278], and y1 alone [23, 105].
@Suite struct TimelineTests {
  let timeline: Timeline

  init() throws {
    timeline = Timeline(scene: try TestPaths.loadScene("pan-zoom-hide.json"))
  }

  func expectClose(_ a: Double, _ b: Double, _ comment: Comment? = nil) {
    #expect(abs(a - b) < 1e-9, comment)
  }

  @Test func keyframeYRanges() {
    // Keyframes at 0, 1, 2, 3, 4 and the end (5).
    #expect(timeline.yRange.times == [0, 1, 2, 3, 4, 5])
    #expect(
      timeline.yRange.values == [
        ValueRange(23, 170), ValueRange(28, 121), ValueRange(21, 278), ValueRange(23, 105),
        ValueRange(21, 278), ValueRange(21, 278),
      ])
  }

  @Test func stateBetweenKeyframes() {
    let half = timeline.state(at: 0.5)
    expectClose(half.window.lower, 0.575)
    expectClose(half.window.upper, 0.825)
    expectClose(half.yRange.min, 25.5)
    expectClose(half.yRange.max, 145.5)

    let pan = timeline.state(at: 1.5)
    expectClose(pan.window.lower, 0.25)
    expectClose(pan.window.upper, 0.775)
    expectClose(pan.yRange.min, 24.5)
    expectClose(pan.yRange.max, 199.5)

    let hiding = timeline.state(at: 2.5)
    expectClose(hiding.seriesAlpha[0], 0.5)
    expectClose(hiding.seriesAlpha[1], 1)
    expectClose(hiding.yRange.min, 22)
    expectClose(hiding.yRange.max, 191.5)
    expectClose(hiding.minimapYRange.max, (278 + 105) / 2)

    let hidden = timeline.state(at: 3)
    expectClose(hidden.seriesAlpha[0], 0)
    #expect(hidden.yRange == ValueRange(23, 105))

    let showing = timeline.state(at: 3.25)
    expectClose(showing.seriesAlpha[0], 0.25)
  }

  @Test func probeLineIsTheDocumentedJSON() {
    #expect(
      timeline.probeLine(at: 2.5)
        == #"{"time":2.5,"frame":150,"window":[0.1,0.9],"yRange":[22,191.5],"series":{"y0":{"alpha":0.5},"y1":{"alpha":1}},"minimapYRange":[12,191.5],"indicator":null,"theme":0}"#
    )
  }

  @Test("the same state at shared times at 24, 30 and 60 fps")
  func frameRateIndependence() throws {
    let timelines = try [24, 30, 60].map { fps in
      var scene = try TestPaths.loadScene("pan-zoom-hide.json")
      scene.canvas.fps = fps
      return Timeline(scene: scene)
    }
    #expect(timelines.map { $0.scene.frameCount } == [120, 150, 300])
    // Every sixth of a second is a frame time at all three rates.
    for tick in 0...30 {
      let frames = [4, 5, 10].map { $0 * tick }
      let states = zip(timelines, frames).map { $0.state(atFrame: $1) }
      #expect(
        states[0] == states[1] && states[1] == states[2], "differs at t = \(Double(tick) / 6)")
    }
  }

  @Test func frameTimesComeFromTheIndex() {
    #expect(timeline.scene.time(ofFrame: 150) == 2.5)
    #expect(timeline.state(atFrame: 30) == timeline.state(at: 0.5))
  }
}

@Suite struct ScriptSemanticsTests {
  func scene(_ actions: String, initial: String = #"{"window": [0.4, 0.6]}"#) throws -> Timeline {
    Timeline(
      scene: try TestPaths.scene(
        json: """
          {"canvas": {"width": 320, "height": 180, "fps": 10},
           "data": {"file": "data/chart_data.json", "chart": 0},
           "initial": \(initial), "actions": [\(actions)]}
          """))
  }

  @Test func panKeepsWidthAndClamps() throws {
    let timeline = try scene(
      #"{"at": 0, "duration": 1, "pan": 0.3}, {"at": 1, "duration": 1, "pan": -0.9}"#)
    let panned = timeline.state(at: 1).window
    #expect(abs(panned.lower - 0.7) < 1e-12 && abs(panned.upper - 0.9) < 1e-12)
    let clamped = timeline.state(at: 2).window
    #expect(clamped.lower == 0 && abs(clamped.upper - 0.2) < 1e-12)
  }

  @Test func zoomScalesAboutTheCentreAndClamps() throws {
    let timeline = try scene(
      #"{"at": 0, "duration": 1, "zoom": 2}, {"at": 1, "duration": 1, "zoom": 10}"#)
    let zoomed = timeline.state(at: 1).window
    #expect(abs(zoomed.lower - 0.3) < 1e-12 && abs(zoomed.upper - 0.7) < 1e-12)
    #expect(timeline.state(at: 2).window == Window(0, 1))
    let tiny = try scene(#"{"at": 0, "duration": 1, "zoom": 0.001}"#).state(at: 1).window
    #expect(abs(tiny.width - 4.0 / 111) < 1e-12, "never narrower than four steps")
  }

  @Test func curvesShapeTheMotion() throws {
    let timeline = try scene(#"{"at": 0, "duration": 2, "window": [0.2, 0.4], "curve": "easeIn"}"#)
    let expected = 0.4 + (0.2 - 0.4) * TimingCurve.easeIn.value(at: 0.5)
    #expect(abs(timeline.state(at: 1).window.lower - expected) < 1e-12)
  }

  @Test func toggleFollowsTheLatestTarget() throws {
    let timeline = try scene(
      #"{"at": 0, "duration": 1, "toggle": "y1"}, {"at": 0.5, "duration": 1, "toggle": "y1"}"#)
    #expect(abs(timeline.state(at: 0.5).seriesAlpha[1] - 0.5) < 1e-12)
    // The second toggle starts from 0.5 and heads back to 1.
    #expect(abs(timeline.state(at: 1).seriesAlpha[1] - 0.75) < 1e-12)
    #expect(timeline.state(at: 1.5).seriesAlpha[1] == 1)
  }

  @Test func hidingEverySeriesKeepsTheLastYRange() throws {
    let timeline = try scene(
      #"{"at": 0, "duration": 1, "hide": "y0"}, {"at": 1, "duration": 1, "hide": "y1"}"#)
    #expect(timeline.state(at: 2).yRange == timeline.state(at: 1).yRange)
  }

  @Test func indicatorAppearsInPlaceThenMoves() throws {
    let timeline = try scene(
      #"{"at": 0, "duration": 1, "indicator": 0.5}, {"at": 1, "duration": 1, "indicator": 0.55}, {"at": 2, "duration": 1, "indicator": null}"#
    )
    #expect(timeline.state(at: 0.5).indicatorPosition == 0.5)
    #expect(timeline.state(at: 0.5).indicatorAlpha == 0.5)
    #expect(abs(timeline.state(at: 1.5).indicatorPosition - 0.525) < 1e-12)
    #expect(timeline.state(at: 3).indicatorAlpha == 0)
  }

  @Test func themeBlends() throws {
    let timeline = try scene(#"{"at": 1, "duration": 2, "theme": "night"}"#)
    #expect(timeline.state(at: 0).themeBlend == 0)
    #expect(timeline.state(at: 2).themeBlend == 0.5)
    #expect(
      Palette.blended(0.5).background
        == Palette.day.background.mixed(with: Palette.night.background, 0.5))
  }

  @Test func defaultDurationIsLastEndPlusHalfASecond() throws {
    let timeline = try scene(#"{"at": 1, "duration": 2, "pan": 0.1}, {"at": 0.5, "pan": -0.1}"#)
    #expect(timeline.scene.duration == 3.5)
    #expect(timeline.scene.frameCount == 35)
  }
}
