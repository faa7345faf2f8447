import ChartReelCore
import TestSupport
import Testing

@testable import ChartReelCharts

/// A legend that needs more rows shrinks its pills as little as it must: in steps of 10 %, to
/// no less than 70 %, before series gather into "+N" (docs/scene-format.md, "The legend takes
/// at most three rows"; issue 37.3: skipping the 90 % step passed every test).
@Suite struct LegendShrinkTests {
  @Test(
    "as the chart narrows, the pills take 100 %, 90 %, 80 % then 70 % of their size, never growing")
  func pillsShrinkInTenPercentSteps() {
    let tolerance = 1e-9
    let names = (1...14).map { "Series \($0) of the week" }
    let unit = 1.0
    // Three rows of whole pills and their gaps at full size.
    let heightLimit = 3 * 32.0 + 2 * 10
    var scales: [Double] = []
    for width in stride(from: 1400.0, through: 300, by: -5) {
      let layout = LegendLayout.make(
        names: names, content: Rect(x: 0, y: 0, width: width, height: 400), bottom: 400,
        unit: unit, heightLimit: heightLimit, direction: .leftToRight,
        measurer: ApproximateTextMeasurer())
      scales.append(layout.scale)
    }
    for step in [1.0, 0.9, 0.8, 0.7] {
      #expect(
        scales.contains { abs($0 - step) <= tolerance }, "no legend at \(step): \(Set(scales))")
    }
    #expect(
      scales.allSatisfy { scale in [1.0, 0.9, 0.8, 0.7].contains { abs($0 - scale) <= tolerance } },
      "\(Set(scales))")
    #expect(zip(scales, scales.dropFirst()).allSatisfy { $1 <= $0 + tolerance }, "\(scales)")
  }
}
