import ChartReel
import Foundation
import TestSupport
import Testing

/// Every chart kind drawn from real data at rest and mid-animation, day and night, compared with
/// the frames and display lists stored in Tests/Golden/kinds (issue 37.6).
///
/// Each case is a small frame (480 × 270; the pie 360 × 360) of one moment: a series half
/// hidden, a window half way to another, a zoom into a day part way, the tooltip near either
/// edge of the plot, the pie half formed. A change to how any of them is drawn fails here with
/// the differing display-list lines and an image of the difference ([GoldenCheck]). The stored
/// frames were recorded after looking at each beside Telegram's screenshots in
/// /work/shared/reference; re-record one (`CHARTREEL_UPDATE_GOLDEN=1`) only after looking again.
@Suite struct KindGoldenTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var json: String
    var time: Double
    var width = 480
    var height = 270
    var testDescription: String { "\(name) at \(time) s" }
  }

  static let folder = TestPaths.root + "/Tests/Golden/kinds"

  /// A one-chart scene of `data` (a data object as JSON), lasting 2 s.
  static func scene(
    _ data: String, title: String, theme: String = "day", direction: String = "ltr",
    locale: String? = nil, initial: String, actions: String = ""
  ) -> String {
    let localeKey = locale.map { #", "locale": "\#($0)""# } ?? ""
    return """
      {"canvas": {"width": 1280, "height": 720, "fps": 30, "theme": "\(theme)",
        "direction": "\(direction)"\(localeKey)},
       "data": \(data), "title": "\(title)", "initial": {\(initial)},
       "actions": [\(actions)], "duration": 2}
      """
  }

  static let lines = #"{"file": "data/round2/1/overview.json"}"#
  static let bars = #"{"file": "data/round2/4/overview.json"}"#
  static let stacked = #"{"file": "data/round2/3/overview.json"}"#
  static let percent = #"{"file": "data/round2/5/overview.json"}"#
  static let twoAxes = #"{"file": "data/round2/2/overview.json"}"#
  static let areas =
    #"{"csv": "data/iowa-electricity.csv", "pivot": {"series": "source", "value": "net_generation"}, "kind": "area"}"#
  static let candles =
    #"{"csv": "data/prices.csv", "x": "date", "candles": {"open": "open", "high": "high", "low": "low", "close": "close"}}"#
  static let timeline = #"{"timeline": "data/usage.json"}"#

  /// A window of [0.75, 1] with the indicator at `share` of the way across it.
  static func indicatorInWindow(_ share: Double, from lower: Double = 0.75) -> String {
    #""window": [\#(lower), 1], "indicator": \#(lower + (1 - lower) * share)"#
  }

  /// The last quarter, the last tenth and the whole of the x range.
  static let last25 = #""window": [0.75, 1]"#
  static let last10 = #""window": [0.9, 1]"#
  static let whole = #""window": [0, 1]"#
  static let hideFirst = #"{"at": 0, "hide": "y0"}"#
  static let zoomIn = #"{"at": 0, "zoomIn": "2019-04-05"}"#

  static let cases: [Case] = [
    Case(name: "line-rest", json: scene(lines, title: "Followers", initial: last25), time: 1),
    Case(
      name: "line-mid-hide-night",
      json: scene(lines, title: "Followers", theme: "night", initial: last25, actions: hideFirst),
      time: 0.2),
    Case(
      name: "line-mid-window",
      json: scene(
        lines, title: "Followers", initial: last25,
        actions: #"{"at": 0, "duration": 1, "window": [0.3, 0.45]}"#),
      time: 0.5),
    Case(
      name: "line-tooltip-left-night",
      json: scene(lines, title: "Followers", theme: "night", initial: indicatorInWindow(0.07)),
      time: 1),
    Case(
      name: "line-tooltip-right",
      json: scene(lines, title: "Followers", initial: indicatorInWindow(0.93)), time: 1),
    // fastOutSlowIn 0.1 s into 0.4 s is 24 % of the way: the overview's lines fading and
    // stretching, the title shrinking as "Zoom Out" grows, the day's lines not yet shown.
    Case(
      name: "line-mid-zoom",
      json: scene(lines, title: "Followers", initial: last25, actions: zoomIn), time: 0.1),
    // Frame 4 at 30 fps, 46 % of the way: the day's lines have appeared (from 30 %) and the
    // overview's have almost gone (at 50 %).
    Case(
      name: "line-zoom-lines-cross",
      json: scene(lines, title: "Followers", initial: last25, actions: zoomIn), time: 4.0 / 30),
    Case(
      name: "line-late-zoom-night",
      json: scene(lines, title: "Followers", theme: "night", initial: last25, actions: zoomIn),
      time: 0.3),
    Case(
      name: "bar-rest-night", json: scene(bars, title: "Views", theme: "night", initial: last10),
      time: 1),
    Case(
      name: "bar-tooltip-right",
      json: scene(bars, title: "Views", initial: indicatorInWindow(0.93, from: 0.9)), time: 1),
    // Half way through the card's 0.2 s: the other bars half way to 30 % of their colour.
    Case(
      name: "bar-mid-tooltip-night",
      json: scene(
        bars, title: "Views", theme: "night", initial: last10,
        actions: #"{"at": 0, "indicator": 0.94}"#),
      time: 0.1),
    Case(
      name: "bar-mid-zoom", json: scene(bars, title: "Views", initial: last10, actions: zoomIn),
      time: 0.15),
    Case(name: "stacked-rest", json: scene(stacked, title: "Messages", initial: last10), time: 1),
    Case(
      name: "stacked-mid-hide-night",
      json: scene(stacked, title: "Messages", theme: "night", initial: last10, actions: hideFirst),
      time: 0.2),
    Case(
      name: "stacked-tooltip-left",
      json: scene(stacked, title: "Messages", initial: indicatorInWindow(0.07, from: 0.9)), time: 1),
    Case(
      name: "area-rest-night",
      json: scene(areas, title: "Iowa, GWh", theme: "night", initial: whole), time: 1),
    Case(
      name: "area-mid-hide",
      json: scene(
        areas, title: "Iowa, GWh", initial: whole, actions: #"{"at": 0, "hide": "Fossil Fuels"}"#),
      time: 0.2),
    Case(name: "percent-rest", json: scene(percent, title: "Apps", initial: last10), time: 1),
    Case(
      name: "percent-mid-hide-night",
      json: scene(percent, title: "Apps", theme: "night", initial: last10, actions: hideFirst),
      time: 0.2),
    Case(
      name: "percent-tooltip-right",
      json: scene(percent, title: "Apps", initial: indicatorInWindow(0.93, from: 0.9)), time: 1),
    Case(
      name: "pie-mid-morph",
      json: scene(
        percent, title: "Apps", initial: last10,
        actions: #"{"at": 0, "duration": 0.6, "pie": true}"#),
      time: 0.3, width: 360, height: 360),
    Case(
      name: "pie-full-night",
      json: scene(
        percent, title: "Apps", theme: "night", initial: last10,
        actions: #"{"at": 0, "duration": 0.6, "pie": true}"#),
      time: 1, width: 360, height: 360),
    Case(
      name: "pie-selected",
      json: scene(
        percent, title: "Apps", initial: last10,
        actions: #"{"at": 0, "duration": 0.6, "pie": true}, {"at": 0.6, "indicator": 0.3}"#),
      time: 1.2, width: 360, height: 360),
    Case(
      name: "two-axes-rest-night",
      json: scene(twoAxes, title: "Interactions", theme: "night", initial: last25), time: 1),
    Case(
      name: "two-axes-mid-hide",
      json: scene(twoAxes, title: "Interactions", initial: last25, actions: hideFirst),
      time: 0.2),
    Case(
      name: "two-axes-mid-window-night",
      json: scene(
        twoAxes, title: "Interactions", theme: "night", initial: indicatorInWindow(0.5),
        actions: #"{"at": 0, "duration": 1, "window": [0.45, 0.7]}"#),
      time: 0.5),
    Case(name: "candles-rest", json: scene(candles, title: "Price", initial: last10), time: 1),
    Case(
      name: "candles-tooltip-right-night",
      json: scene(
        candles, title: "Price", theme: "night", initial: indicatorInWindow(0.93, from: 0.9)),
      time: 1),
    Case(
      name: "candles-mid-pan",
      json: scene(
        candles, title: "Price", initial: last10,
        actions: #"{"at": 0, "duration": 1, "pan": -0.15}"#),
      time: 0.5),
    Case(
      name: "timeline-24h", json: scene(timeline, title: "Screen time", initial: whole), time: 1),
    Case(
      name: "timeline-mid-zoom-night",
      json: scene(
        timeline, title: "Screen time", theme: "night", initial: #""window": [0.5, 0.75]"#,
        actions: #"{"at": 0, "duration": 1, "zoom": 3}"#),
      time: 0.5),
    Case(
      name: "rtl-line-tooltip-left",
      json: scene(lines, title: "Followers", direction: "rtl", initial: indicatorInWindow(0.07)),
      time: 1),
    Case(
      name: "rtl-stacked-mid-hide-night",
      json: scene(
        stacked, title: "Messages", theme: "night", direction: "rtl", initial: last10,
        actions: hideFirst),
      time: 0.2),
    Case(
      name: "rtl-timeline-ar",
      json: scene(
        #"{"timeline": "data/usage.csv", "now": "15:40"}"#, title: "وقت الشاشة اليوم",
        direction: "rtl",
        locale: "ar_EG", initial: #""window": [0.5, 0.75]"#),
      time: 1),
  ]

  /// Controls drawn by the engine from Scenes/: the range slider mid-drag with its finger and
  /// at night, and a chart mid-pinch and mid-double-tap with the touches shown.
  static let sceneCases: [Case] = [
    Case(name: "slider-mid-drag", json: "slider.json", time: 1.2),
    Case(name: "slider-night-drag", json: "slider.json", time: 6),
    Case(name: "gestures-mid-pinch", json: "gestures.json", time: 1),
    Case(name: "gestures-double-tap", json: "gestures.json", time: 4.5),
  ]

  @Test(arguments: sceneCases)
  func controlsMatchGolden(_ golden: Case) throws {
    // The scene's pixel values (paddings, text sizes) are written for its own canvas.
    var scene = try TestPaths.loadScene(golden.json)
    scene.canvas.designSize = Size(
      width: Double(scene.canvas.width), height: Double(scene.canvas.height))
    try check(golden, scene: scene)
  }

  @Test(arguments: cases)
  func matchesGolden(_ golden: Case) throws {
    try check(golden, scene: TestPaths.scene(json: golden.json, file: golden.name + ".json"))
  }

  func check(_ golden: Case, scene: Scene) throws {
    var scene = scene
    scene.canvas.width = golden.width
    scene.canvas.height = golden.height
    let rasterizer = try CairoRasterizer(width: golden.width, height: golden.height)
    let list = CompiledScene(scene, measurer: rasterizer.measurer)
      .displayList(at: golden.time, measurer: rasterizer.measurer)
    let frame = try rasterizer.render(list)
    try GoldenCheck.check(golden.name, list: list, frame: frame, folder: Self.folder)
  }
}
