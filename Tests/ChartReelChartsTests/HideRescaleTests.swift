import ChartReelCharts
import ChartReelCore
import ChartReelInput
import Foundation
import TestSupport
import Testing

/// Hiding a series rescales the y-range while the series fades, as Telegram does (issue 19),
/// and two y-axes read round numbers on the same grid lines.
@Suite struct HideRescaleTests {
  @Test("half-way through a hide that shrinks the range, the range has moved a third of the way")
  func rescalesWhileHiding() throws {
    // chart 0 of chart_data.json: y0 "Joined" peaks far above y1 "Left" in this window.
    let chart = try TestPaths.chart(
      json: """
        {"canvas": {"width": 640, "height": 360, "fps": 30},
         "data": {"file": "data/chart_data.json", "chart": 0},
         "initial": {"window": [0.4, 0.7]},
         "actions": [{"at": 1, "duration": 0.4, "hide": "y0"}], "duration": 3}
        """)
    let before = chart.state(at: 0.5).yRange
    let after = chart.state(at: 2.5).yRange
    let halfway = chart.state(at: 1.2).yRange
    #expect(after.max < before.max * 0.9, "the hide shrinks the range: \(before) → \(after)")
    let moved = (before.max - halfway.max) / (before.max - after.max)
    #expect(moved >= 1.0 / 3, "moved \(moved) of the way at half the fade")
    // The series still fading is drawn (and may be clipped at the plot's edge).
    #expect(chart.state(at: 1.2).seriesAlpha[0] > 0.4)
  }

  @Test(
    "two y-axes: both read round steps on the same grid lines at rest", arguments: [0.0, 1.8, 4])
  func twoAxesRound(at t: Double) throws {
    let compiled = try TestPaths.compile(TestPaths.loadScene("two-axes.json"))
    let chart = compiled.charts[0]
    let state = chart.state(at: t)
    #expect(state.yRanges.count == 2)
    for range in state.yRanges {
      // n whole steps (the same n on both axes) of a step of at most two significant digits,
      // starting at a multiple of it.
      let fits = (4...6).filter { n in
        let step = range.span / Double(n)
        let start = range.min / step
        return Self.hasTwoDigits(step) && abs(start - start.rounded()) < 1e-6
      }
      #expect(!fits.isEmpty, "\(range) at \(t)")
    }
    let spans = zip(
      state.yRanges, (0..<2).map { chart.indexes.range(ofSeries: $0, window: state.window) })
    for (range, tight) in spans {
      let tight = try #require(tight)
      #expect(range.min <= tight.min + 1e-9 && range.max >= tight.max - 1e-9)
    }
  }

  static func hasTwoDigits(_ value: Double) -> Bool {
    guard value > 0 else { return false }
    let scale = pow(10, (log10(value)).rounded(.down) - 1)
    let mantissa = value / scale
    return abs(mantissa - mantissa.rounded()) < 1e-6
  }
}
