import ChartReelCharts
import ChartReelCore
import Foundation
import TestSupport
import Testing

/// When the y-range moves (issue 34): never before the action that moves it, in a linear 0.4 s
/// ramp that starts with the action, with a series being shown widening it by its opacity.
@Suite struct YRangeTimingTests {
  /// The ranges a chart's state gives at `t`: the plot's, the mini-map's and each axis'.
  static func ranges(_ chart: ChartRenderer, at t: Double) -> [ValueRange] {
    let state = chart.state(at: t)
    return [state.yRange, state.minimapYRange] + state.yRanges
  }

  static func close(_ a: [ValueRange], _ b: [ValueRange]) -> Bool {
    guard a.count == b.count else { return false }
    return zip(a, b).allSatisfy { a, b in
      let slack = 1e-9 * max(1, abs(a.min), abs(a.max))
      return abs(a.min - b.min) <= slack && abs(a.max - b.max) <= slack
    }
  }

  @Test(
    "no range moves before the action that moves it: the same ranges without that action and the later ones",
    arguments: 0..<10)
  func neverBefore(seed: Int) throws {
    let data = YRangeTests.data(seed: UInt64(seed) + 300)
    let scene = try YRangeTests.scene(data, seed: UInt64(seed) + 300)
    let chart = TestPaths.compile(scene).charts[0]
    for (k, action) in scene.actions.enumerated() where action.at > 0.05 {
      let earlier = try Scene(
        canvas: scene.canvas, root: scene.root, actions: Array(scene.actions[..<k]),
        duration: scene.duration)
      let without = TestPaths.compile(earlier).charts[0]
      // A 1/240 s cell sees the states at both its ends: up to the cell before the action's.
      let last = action.at - 2 * RangeEnvelope.cell
      var t = max(0, action.at - 1.5)
      while t <= last {
        #expect(
          Self.close(Self.ranges(chart, at: t), Self.ranges(without, at: t)),
          "action \(k) at \(action.at), t \(t)")
        t += 1.0 / 97
      }
    }
  }

  /// Two lines on a still window: "a" reaches 100, "b" 50, both from 0.
  static func twoLines(_ actions: [Action]) throws -> ChartRenderer {
    let x = (0..<50).map { 1_550_000_000_000 + Double($0) * 86_400_000 }
    let a = (0..<50).map { Double($0 % 10) * 100 / 9 }
    let b = (0..<50).map { Double($0 % 5) * 50 / 4 }
    let data = ChartData.unchecked(
      x: x,
      series: [
        ChartSeries(id: "a", name: "A", color: Color(rgb: 0x3DC23F), kind: .line, values: a),
        ChartSeries(id: "b", name: "B", color: Color(rgb: 0xF34C44), kind: .line, values: b),
      ])
    let scene = try Scene(
      canvas: Canvas(width: 640, height: 360, fps: 30), root: Node(ChartContent(data: data)),
      actions: actions, duration: 5)
    return TestPaths.compile(scene).charts[0]
  }

  @Test("an instant hide: the top ramps linearly from 100 to 50 over the 0.4 s after it")
  func hideRamps() throws {
    let chart = try Self.twoLines([Action(at: 1, duration: 0, SeriesVisibilityChange(.hide, "a"))])
    for t in [0.5, 0.9, 1 - 2 * RangeEnvelope.cell] {
      #expect(chart.state(at: t).yRange.max == 100, "t \(t)")
    }
    for fraction in [0.25, 0.5, 0.75] {
      let top = chart.state(at: 1 + 0.4 * fraction).yRange.max
      #expect(abs(top - (100 - 50 * fraction)) <= 0.2, "at \(fraction) of the ramp: \(top)")
    }
    for t in [1.4, 2.0, 4.9] {
      #expect(abs(chart.state(at: t).yRange.max - 50) <= 1e-9, "t \(t)")
    }
  }

  @Test("a show widens the range from its start, never down, as the series fades in")
  func showWidens() throws {
    let chart = try Self.twoLines([
      Action(at: 0.5, duration: 0, SeriesVisibilityChange(.hide, "a")),
      Action(at: 2, duration: 0.5, SeriesVisibilityChange(.show, "a")),
    ])
    #expect(abs(chart.state(at: 2 - 2 * RangeEnvelope.cell).yRange.max - 50) <= 1e-9)
    var previous = 50.0
    var t = 2.0
    while t <= 3 {
      let top = chart.state(at: t).yRange.max
      #expect(top >= previous - 1e-9, "t \(t): \(top) after \(previous)")
      previous = top
      t += 1.0 / 240
    }
    #expect(chart.state(at: 2.1).yRange.max > 55, "moving at 2.1 s")
    // Full once the series is opaque: everything visible in view.
    #expect(abs(chart.state(at: 2.5).yRange.max - 100) <= 1e-9)
  }

  @Test(
    "hides and shows of 0.4 s or more on a still window move the range at most at twice a 0.4 s ramp's speed",
    arguments: 0..<8)
  func smoothToggles(seed: Int) throws {
    let data = YRangeTests.data(seed: UInt64(seed) + 400)
    var random = YRangeTests.Random(state: UInt64(seed) + 401)
    var actions: [Action] = []
    var t = 0.2
    for _ in 0..<6 {
      let series = data.series[random.int(0...(data.series.count - 1))].id
      let kind: SeriesVisibilityChange.Mode = random.next() < 0.5 ? .hide : .show
      let duration = 0.4 + random.next()
      actions.append(Action(at: t, duration: duration, SeriesVisibilityChange(kind, series)))
      t += random.next() * 1.5
    }
    let scene = try Scene(
      canvas: Canvas(width: 640, height: 360, fps: 30),
      root: Node(ChartContent(data: data)), actions: actions, duration: t + 2)
    let chart = TestPaths.compile(scene).charts[0]
    let everything = data.series.flatMap(\.values).filter { !$0.isNaN }
    let fullSpan = everything.max()! - everything.min()!
    var previous = chart.state(at: 0).yRange
    var largest = 0.0
    for k in 1...Int(scene.duration * 1000) {
      let range = chart.state(at: Double(k) / 1000).yRange
      let jump = max(abs(range.min - previous.min), abs(range.max - previous.max))
      largest = max(largest, jump)
      previous = range
    }
    #expect(largest <= fullSpan / 200 * 1.0001 + 1e-9, "\(largest) of \(fullSpan)")
  }
}
