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

  @Test(
    "a legend of one row whose first name fills it names that series, shortened, beside \"+N\"",
    arguments: [2, 5, 20])
  func firstPillShortenedBeforeGathering(count: Int) {
    let names = (1...count).map { "Revenue from subscriptions in the northern region \($0) (EUR)" }
    let measurer = ApproximateTextMeasurer()
    for width in stride(from: 300.0, through: 1400, by: 50) {
      let content = Rect(x: 0, y: 0, width: width, height: 400)
      // One row of pills at 70 %.
      let layout = LegendLayout.make(
        names: names, content: content, bottom: 400, unit: 1, heightLimit: 32,
        direction: .leftToRight, measurer: measurer)
      #expect(layout.pills.count >= 1, "\(count) names, \(width) px: only \(layout.moreText)")
      guard let first = layout.names.first, let more = layout.more else { continue }
      #expect(
        first == names[0] || (first.hasSuffix("…") && first.count > 3), "\(width) px: \(first)")
      let row = layout.pills + [more]
      #expect(row.allSatisfy { abs($0.minY - more.minY) < 1e-9 }, "\(width) px: one row")
      #expect(row.allSatisfy { content.contains($0, tolerance: 0.01) }, "\(width) px: \(row)")
      #expect(layout.pills[0].maxX < more.minX, "\(width) px: the pills overlap")
    }
  }
}
