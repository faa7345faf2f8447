import ChartReelCharts
import ChartReelCore
import ChartReelInput
import Foundation
import TestSupport
import Testing

/// Pinch, drag, fling and double-tap on a chart: the data under the fingers stays under them,
/// gestures end where they leave off, and right-to-left canvases mirror them.
///
/// Chart 0 of round 1 (112 daily points) on a 1280×720 canvas at 60 fps.
@Suite struct GestureTests {
  /// A one-chart scene opening on `window`, with the actions written as JSON objects.
  func scene(
    _ actions: [String], window: [Double] = [0.5, 1], direction: String = "ltr", fps: Int = 60,
    touches: Bool = true
  ) throws -> CompiledScene {
    try TestPaths.compile(
      TestPaths.scene(
        json: """
          {"canvas": {"width": 1280, "height": 720, "fps": \(fps), "direction": "\(direction)",
                      "touches": \(touches)},
           "data": {"file": "data/chart_data.json", "chart": 0}, "title": "Followers",
           "initial": {"window": [\(window[0]), \(window[1])]},
           "actions": [\(actions.joined(separator: ", "))]}
          """))
  }

  func window(_ compiled: CompiledScene, at t: Double) -> Window {
    compiled.charts[0].state(at: t).window
  }

  func touches(_ compiled: CompiledScene, at t: Double) -> [Point] {
    compiled.summary(at: t)["touches"]?.points ?? []
  }

  func plot(_ compiled: CompiledScene) -> Rect { compiled.charts[0].layout.plot }

  @Test("a pinch keeps the data under its focus there at every frame, and ends without a jump")
  func pinchKeepsItsFocus() throws {
    let compiled = try scene([
      #"{"at": 0.5, "duration": 1, "pinch": {"scale": 2.5, "focus": [0.7, 0.45]}, "curve": "easeInOut"}"#
    ])
    let start = window(compiled, at: 0)
    let focus = start.lower + 0.7 * start.width
    for t in compiled.frameTimes() {
      let w = window(compiled, at: t)
      #expect(near((focus - w.lower) / w.width, 0.7), "at \(t): \(w)")
    }
    // Committed at the end: the gesture's zoom once, not compounded frame after frame.
    let end = window(compiled, at: 1.5)
    #expect(near(end.width, start.width / 2.5))
    let justBefore = window(compiled, at: 1.5 - 1e-6)
    #expect(near(justBefore.lower, end.lower, 1e-6) && near(justBefore.upper, end.upper, 1e-6))
    #expect(window(compiled, at: 3) == end)
  }

  @Test("a pinch's two fingers are centred on the focus and spread with the zoom")
  func pinchFingersSpreadWithTheZoom() throws {
    let compiled = try scene([
      #"{"at": 0.5, "duration": 1, "pinch": {"scale": 2.5, "focus": [0.7, 0.45]}}"#
    ])
    let plot = plot(compiled)
    let center = Point(x: plot.minX + 0.7 * plot.width, y: plot.minY + 0.45 * plot.height)
    let first = touches(compiled, at: 0.5)
    try #require(first.count == 2)
    let firstSpread = first[1].x - first[0].x
    for t in compiled.frameTimes(from: 0.5, to: 1.49) {
      let fingers = touches(compiled, at: t)
      #expect(fingers.count == 2, "at \(t)")
      guard fingers.count == 2 else { continue }
      #expect(near((fingers[0].x + fingers[1].x) / 2, center.x, 1e-6))
      #expect(near(fingers[0].y, center.y) && near(fingers[1].y, center.y))
      // The gesture's zoom is the fingers' spread over their first: the window narrows by it.
      let zoom = (fingers[1].x - fingers[0].x) / firstSpread
      #expect(near(zoom, window(compiled, at: 0).width / window(compiled, at: t).width, 1e-9))
    }
    #expect(touches(compiled, at: 0.49).isEmpty && touches(compiled, at: 1.5).isEmpty)
    #expect(compiled.summary(at: 2)["touches"] == nil)
  }

  @Test("a pinch stops at the minimum width and at the whole range, still about its focus")
  func pinchClamps() throws {
    let chart = try scene([
      #"{"at": 0, "duration": 1, "pinch": {"scale": 500, "focus": [0.2, 0.5]}}"#
    ])
    let minimum = chart.charts[0].data.minimumWindowWidth
    let start = window(chart, at: 0)
    let focus = start.lower + 0.2 * start.width
    for t in chart.frameTimes() {
      let w = window(chart, at: t)
      #expect(w.width >= minimum - 1e-12)
      #expect(near((focus - w.lower) / w.width, 0.2), "at \(t)")
    }
    #expect(near(window(chart, at: 1).width, minimum))
    let out = try scene([#"{"at": 0, "duration": 1, "pinch": {"scale": 0.1}}"#])
    #expect(window(out, at: 1) == .full)
    // Zooming out by the data's end: the window widens about the focus, then shifts inside.
    let edge = try scene(
      [#"{"at": 0, "duration": 1, "pinch": {"scale": 0.5, "focus": [0.9, 0.5]}}"#],
      window: [0.8, 1])
    #expect(near(window(edge, at: 1).lower, 0.6) && window(edge, at: 1).upper == 1)
  }

  @Test("a drag moves the data by its pixels, one finger following it")
  func dragMovesTheDataWithTheFinger() throws {
    let compiled = try scene(
      [#"{"at": 0.5, "duration": 1, "drag": {"by": [-300, 40]}}"#], window: [0.3, 0.5])
    let plot = plot(compiled)
    let center = Point(x: plot.midX, y: plot.midY)
    for t in compiled.frameTimes(from: 0.5, to: 1.5) {
      let progress = t - 0.5
      let w = window(compiled, at: t)
      // Data at pixel p moves to p − 300·progress: the window moves right by that much data.
      #expect(near((w.lower - 0.3) / 0.2 * plot.width, 300 * progress, 1e-6), "at \(t)")
      #expect(near(w.width, 0.2))
      if t < 1.5 {
        let finger = try #require(touches(compiled, at: t).first)
        #expect(near(finger.x, center.x + 150 - 300 * progress, 1e-6))
        #expect(near(finger.y, center.y - 20 + 40 * progress, 1e-6))
      }
    }
    #expect(touches(compiled, at: 1.5).isEmpty)
    let far = try scene(
      [#"{"at": 0, "duration": 1, "drag": {"by": [-50000, 0], "from": [0.9, 0.5]}}"#])
    #expect(window(far, at: 1) == Window(0.5, 1))
    #expect(try #require(touches(far, at: 0).first).x == plot.minX + 0.9 * plot.width)
  }

  @Test("a fling starts at its velocity, slows down by 0.998 a millisecond and stops")
  func flingSlowsDownAndStops() throws {
    let compiled = try scene([#"{"at": 0.5, "fling": {"velocity": 600}}"#], window: [0.5, 0.7])
    let plot = plot(compiled)
    let stop = log(10.0 / 600) / (1000 * log(0.998))
    #expect(near(compiled.scene.duration, 0.5 + stop + 0.5, 1e-6))
    func pixels(_ t: Double) -> Double { (0.5 - window(compiled, at: t).lower) / 0.2 * plot.width }
    #expect(near((pixels(0.501) - pixels(0.5)) / 0.001, 600, 1))
    var previous = 0.0
    var speeds: [Double] = []
    for t in compiled.frameTimes(from: 0.5, to: 0.5 + stop) {
      speeds.append(pixels(t) - previous)
      previous = pixels(t)
    }
    #expect(zip(speeds.dropFirst(2), speeds.dropFirst()).allSatisfy { $0 < $1 })
    let total = 600 * (1 - pow(0.998, stop * 1000)) / (-1000 * log(0.998))
    #expect(near(pixels(0.5 + stop), total, 1e-6))
    #expect(window(compiled, at: 0.5 + stop) == window(compiled, at: compiled.scene.duration))
    #expect(touches(compiled, at: 1).isEmpty)
  }

  @Test("a fling stops at the data's end, and lifts the finger of a drag it follows")
  func flingStopsAtTheEnd() throws {
    let compiled = try scene(
      [
        #"{"at": 0, "duration": 1, "drag": {"by": [-200, 0]}}"#,
        #"{"at": 0.5, "fling": {"velocity": -3000}}"#,
      ], window: [0.7, 0.9])
    var previous = window(compiled, at: 0.5).upper
    for t in compiled.frameTimes(from: 0.5) {
      let upper = window(compiled, at: t).upper
      #expect(upper >= previous && upper <= 1)
      previous = upper
    }
    let end = window(compiled, at: compiled.scene.duration)
    #expect(near(end.lower, 0.8) && end.upper == 1)
    #expect(touches(compiled, at: 0.4).count == 1 && touches(compiled, at: 0.5).isEmpty)
  }

  @Test("a double-tap zooms 2× about its point in 0.3 s, tapping twice")
  func doubleTapZoomsAboutItsPoint() throws {
    let compiled = try scene([#"{"at": 1, "doubleTap": {"at": [0.25, 0.6]}}"#], window: [0.4, 0.8])
    let focus = 0.4 + 0.25 * 0.4
    for t in compiled.frameTimes() {
      let w = window(compiled, at: t)
      #expect(near((focus - w.lower) / w.width, 0.25), "at \(t)")
    }
    #expect(near(window(compiled, at: 1.3).width, 0.2))
    #expect(window(compiled, at: 1.3) == window(compiled, at: 2))
    let plot = plot(compiled)
    let point = Point(x: plot.minX + 0.25 * plot.width, y: plot.minY + 0.6 * plot.height)
    let down = compiled.frameTimes(from: 1, to: 1.3).map { !touches(compiled, at: $0).isEmpty }
    // Down, up, down, up: two taps at the point, then none while the zoom finishes.
    let changes = zip(down, down.dropFirst()).filter { $0 != $1 }.count
    #expect(down.first == true && changes == 3 && down.last == false)
    #expect(touches(compiled, at: 1).first == point)
  }

  @Test(
    "on a right-to-left canvas the data follows the fingers the other way: mirrored gestures give the same windows",
    arguments: [
      (
        #"{"at": 0.2, "duration": 1, "pinch": {"scale": 3, "focus": [0.2, 0.3]}}"#,
        #"{"at": 0.2, "duration": 1, "pinch": {"scale": 3, "focus": [0.8, 0.3]}}"#
      ),
      (
        #"{"at": 0.2, "duration": 1, "drag": {"by": [-250, 30], "from": [0.7, 0.5]}}"#,
        #"{"at": 0.2, "duration": 1, "drag": {"by": [250, 30], "from": [0.3, 0.5]}}"#
      ),
      (#"{"at": 0.2, "fling": {"velocity": 900}}"#, #"{"at": 0.2, "fling": {"velocity": -900}}"#),
      (
        #"{"at": 0.2, "doubleTap": {"at": [0.1, 0.5]}}"#,
        #"{"at": 0.2, "doubleTap": {"at": [0.9, 0.5]}}"#
      ),
    ])
  func rightToLeftMirrors(leftToRight: String, rightToLeft: String) throws {
    let ltr = try scene([leftToRight], window: [0.3, 0.6])
    let rtl = try scene([rightToLeft], window: [0.3, 0.6], direction: "rtl")
    let plot = plot(ltr)
    #expect(plot == self.plot(rtl))
    var moved = false
    for t in ltr.frameTimes() {
      let (a, b) = (window(ltr, at: t), window(rtl, at: t))
      #expect(near(a.lower, b.lower) && near(a.upper, b.upper), "at \(t): \(a) and \(b)")
      moved = moved || a != Window(0.3, 0.6)
      let mirrored = touches(ltr, at: t).map { Point(x: plot.minX + plot.maxX - $0.x, y: $0.y) }
        .sorted { $0.x < $1.x }
      let fingers = touches(rtl, at: t).sorted { $0.x < $1.x }
      #expect(mirrored.count == fingers.count)
      for (p, q) in zip(mirrored, fingers) { #expect(near(p.x, q.x, 1e-9) && near(p.y, q.y, 1e-9)) }
    }
    #expect(moved)
  }

  @Test(
    "gestures are frame-rate independent: the same windows at shared times at 24, 30 and 60 fps")
  func frameRateIndependent() throws {
    let actions = [
      #"{"at": 0.25, "duration": 0.5, "pinch": {"scale": 2, "focus": [0.3, 0.5]}}"#,
      #"{"at": 1, "duration": 0.5, "drag": {"by": [200, 0]}}"#,
      #"{"at": 1.5, "fling": {"velocity": 400}}"#,
    ]
    let scenes = try [24, 30, 60].map { try scene(actions, fps: $0) }
    for t in stride(from: 0.0, through: 3, by: 0.5) {
      let windows = scenes.map { window($0, at: t) }
      #expect(windows.allSatisfy { $0 == windows[0] }, "at \(t)")
    }
  }

  /// A plot that is not a chart: gestures take any content with a window track.
  struct Strip: WindowedPlot {
    var typeName: String { "strip" }
    var minimumWindowWidth: Double { 0.01 }
    func plotRect(in frame: Rect, contentLayout: (any Sendable)?) -> Rect? { frame }
    func declareProperties(of id: NodeID, in timeline: inout Timeline) {
      timeline.declare(ChartProperties.window.key(id), initial: Window(0, 1))
    }
    func makeRenderer(_ context: RendererContext) -> any NodeRenderer { EmptyRenderer() }
  }

  @Test("gestures work on any node whose window is a chart's window track")
  func gesturesOnAnyWindowedPlot() throws {
    let scene = try Scene(
      canvas: Canvas(width: 1000, height: 100), root: Node(id: "strip", Strip()),
      actions: [Action(at: 0, duration: 1, PinchChange(scale: 4, focus: Point(x: 0.5, y: 0.5)))])
    let compiled = TestPaths.compile(scene)
    #expect(
      compiled.timeline.value(ChartProperties.window.key("strip"), at: 1) == Window(0.375, 0.625))
    #expect(compiled.timeline.value(TouchMarks.touches.key("strip"), at: 0.5)?.count == 2)
  }
}
