import ChartReelCharts
import ChartReelCore
import ChartReelInput
import Foundation
import TestSupport
import Testing

/// The y-range contract, checked over generated data and scripts and over the real data:
/// containment of what is settled at every time, the tight range at rest, never a move before
/// the action that makes it, ramps of 0.4 s that start with it, and independence from the frame
/// rate.
@Suite struct YRangeTests {
  /// A small deterministic random source (a linear congruential generator).
  struct Random {
    var state: UInt64
    mutating func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    mutating func int(_ range: ClosedRange<Int>) -> Int {
      range.lowerBound + Int(next() * Double(range.count)) % range.count
    }
  }

  /// Random-walk series with occasional gaps, spikes and different scales.
  static func data(seed: UInt64) -> ChartData {
    var random = Random(state: seed)
    let count = random.int(20...600)
    let hourly = random.next() < 0.3
    let step = hourly ? 3_600_000.0 : 86_400_000.0
    let x = (0..<count).map { 1_550_000_000_000 + Double($0) * step }
    let series = (0..<random.int(1...4)).map { index -> ChartSeries in
      var value = random.next() * 1000
      let scale = pow(10, Double(random.int(0...3)))
      let values = (0..<count).map { _ -> Double in
        value += (random.next() - 0.5) * 100
        if random.next() < 0.02 { return .nan }
        return random.next() < 0.03 ? value * scale * 5 : value * scale
      }
      return ChartSeries(
        id: "y\(index)", name: "S\(index)", color: Color(rgb: 0x3DC23F), kind: .line,
        values: values)
    }
    return ChartData.unchecked(x: x, series: series)
  }

  /// A random script of window, pan, zoom, hide and show actions, some instant, some with
  /// overshooting curves.
  static func scene(_ data: ChartData, seed: UInt64, fps: Int = 30) throws -> Scene {
    var random = Random(state: seed &* 31)
    var actions: [Action] = []
    var t = 0.0
    let curves: [TimingCurve] = [
      .linear, .fastOutSlowIn, .easeInOut, TimingCurve(0.3, 0, 0.6, 1.8),
    ]
    let minimum = data.minimumWindowWidth
    for _ in 0..<random.int(3...9) {
      t += random.next() * 1.2
      let duration = random.next() < 0.2 ? 0 : 0.1 + random.next() * 1.5
      let curve = curves[random.int(0...3)]
      let change: any Change
      switch random.int(0...4) {
      case 0:
        let width = minimum + random.next() * (1 - minimum)
        let lower = random.next() * (1 - width)
        change = WindowChange(Window(lower, min(1, lower + width)))
      case 1: change = PanChange(random.next() - 0.5)
      case 2: change = ZoomChange(0.2 + random.next() * 3)
      case 3:
        change = SeriesVisibilityChange(
          .hide, data.series[random.int(0...(data.series.count - 1))].id)
      default:
        change = SeriesVisibilityChange(
          .show, data.series[random.int(0...(data.series.count - 1))].id)
      }
      actions.append(Action(at: t, duration: duration, curve: curve, change))
    }
    return try Scene(
      canvas: Canvas(width: 640, height: 360, fps: fps),
      root: Node(ChartContent(data: data)), actions: actions, duration: t + 2)
  }

  /// The values that must be in view at `t`, worked out here without the library's indexes:
  /// the points strictly inside the drawn window and the lines' values at its two edges.
  static func mustShow(_ chart: ChartRenderer, at t: Double, series only: Int? = nil) -> [Double] {
    let state = chart.state(at: t)
    let data = chart.data
    let window = state.window.constrained(minimumWidth: data.minimumWindowWidth)
    let lowX = data.x[0] + (data.x[data.x.count - 1] - data.x[0]) * window.lower
    let highX = data.x[0] + (data.x[data.x.count - 1] - data.x[0]) * window.upper
    var values: [Double] = []
    // Series shown and settled: one being hidden no longer holds the range (issue 19), one
    // being shown widens it by its opacity (issue 34).
    let later = chart.state(at: t + 1e-4).seriesAlpha
    let earlier = chart.state(at: max(0, t - 1e-4)).seriesAlpha
    for (index, series) in data.series.enumerated()
    where state.seriesAlpha[index] > 0 && later[index] == state.seriesAlpha[index]
      && (earlier[index] == state.seriesAlpha[index] || state.seriesAlpha[index] >= 1)
      && (only == nil || only == index)
    {
      for (i, x) in data.x.enumerated() where x >= lowX && x <= highX && !series.values[i].isNaN {
        values.append(series.values[i])
      }
      for edge in [lowX, highX] {
        guard let after = data.x.firstIndex(where: { $0 >= edge }), after > 0 else { continue }
        let (a, b) = (series.values[after - 1], series.values[after])
        guard !a.isNaN && !b.isNaN else { continue }
        let fraction = (edge - data.x[after - 1]) / (data.x[after] - data.x[after - 1])
        values.append(a + (b - a) * fraction)
      }
    }
    return values
  }

  /// Worst overshoot over the scene, sampled every 1/97 s (off any fps grid), as a fraction
  /// of the range's span.
  static func worstOvershoot(_ chart: ChartRenderer, duration: Double) -> Double {
    var worst = 0.0
    for k in 0...Int(duration * 97) {
      let t = Double(k) / 97
      let state = chart.state(at: t)
      // Each series against its own range on a chart with two y-axes.
      let checks: [(ValueRange, Int?)] =
        state.yRanges.isEmpty
        ? [(state.yRange, nil)] : state.yRanges.enumerated().map { ($1, $0) }
      for (range, series) in checks {
        let span = max(range.span, 1e-9)
        for value in mustShow(chart, at: t, series: series) {
          worst = max(worst, (range.min - value) / span, (value - range.max) / span)
        }
      }
    }
    return worst
  }

  @Test("nothing visible ever leaves the plot: generated data and scripts", arguments: 0..<24)
  func containment(seed: Int) throws {
    let data = Self.data(seed: UInt64(seed) + 1)
    let scene = try Self.scene(data, seed: UInt64(seed) + 1)
    let chart = TestPaths.compile(scene).charts[0]
    #expect(Self.worstOvershoot(chart, duration: scene.duration) <= 1e-9)
  }

  @Test(
    "at rest the range is the tight range",
    arguments: 0..<12)
  func rest(seed: Int) throws {
    let data = Self.data(seed: UInt64(seed) + 100)
    let scene = try Self.scene(data, seed: UInt64(seed) + 100)
    let chart = TestPaths.compile(scene).charts[0]
    let busy = scene.actions.map { ($0.at - 0.5)...($0.end + 0.5) }
    for k in 1...Int(scene.duration * 100) {
      let t = Double(k) / 100
      let state = chart.state(at: t)
      guard !busy.contains(where: { $0.contains(t) }),
        state.seriesAlpha.contains(where: { $0 > 0 })
      else { continue }
      let shown = Self.mustShow(chart, at: t)
      let window = state.window.constrained(minimumWidth: data.minimumWindowWidth)
      // The tight rule also counts the one point just beyond each edge.
      let lowX = data.xValue(atFraction: window.lower)
      let highX = data.xValue(atFraction: window.upper)
      var tight = shown
      for (index, series) in data.series.enumerated() where state.seriesAlpha[index] > 0 {
        if let before = data.x.lastIndex(where: { $0 < lowX }), !series.values[before].isNaN {
          tight.append(series.values[before])
        }
        if let after = data.x.firstIndex(where: { $0 > highX }), !series.values[after].isNaN {
          tight.append(series.values[after])
        }
      }
      guard let low = tight.min(), let high = tight.max() else { continue }
      #expect(
        state.yRange == ValueRange(low, high),
        "at rest at \(t): \(state.yRange) vs [\(low), \(high)]")
    }
  }

  @Test("the same range at the same time whatever the frame rate", arguments: 0..<6)
  func frameRates(seed: Int) throws {
    let data = Self.data(seed: UInt64(seed) + 200)
    let a = TestPaths.compile(try Self.scene(data, seed: UInt64(seed), fps: 24)).charts[0]
    let b = TestPaths.compile(try Self.scene(data, seed: UInt64(seed), fps: 60)).charts[0]
    for k in 0...120 {
      let t = Double(k) / 12
      #expect(a.state(at: t) == b.state(at: t))
    }
  }

  @Test("real data: the five round-1 charts and the round-2 overviews, panned, zoomed and hidden")
  func realData() throws {
    var files = (0..<5).map { #""data": {"file": "data/chart_data.json", "chart": \#($0)}"# }
    // Lines, two y-axes, stacked bars and bars (percentage areas are fixed at 0–100).
    files += (1...4).map { #""data": {"file": "data/round2/\#($0)/overview.json"}"# }
    for data in files {
      let scene = try TestPaths.scene(
        json: """
          {"canvas": {"width": 640, "height": 360, "fps": 30}, \(data),
           "initial": {"window": [0.8, 1]},
           "actions": [{"at": 0, "duration": 1.5, "window": [0.02, 0.2], "curve": "fastOutSlowIn"},
                       {"at": 1, "duration": 0, "hide": "y0"},
                       {"at": 2, "duration": 2, "zoom": 5, "curve": [0.3, 0, 0.6, 1.8]},
                       {"at": 2.5, "duration": 0.3, "show": "y0"},
                       {"at": 4, "duration": 1, "pan": -0.4}], "duration": 6}
          """)
      let chart = TestPaths.compile(scene).charts[0]
      #expect(Self.worstOvershoot(chart, duration: 6) <= 1e-9, "\(data)")
    }
  }
}
