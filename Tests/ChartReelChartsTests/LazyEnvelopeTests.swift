import ChartReelCharts
import ChartReelCore
import Foundation
import Testing

/// A long motion's y-range worked out when asked (`RangeEnvelope`'s lazy regions) is the range
/// the stored cells give, and keeps every visible value in view.
@Suite struct LazyEnvelopeTests {
  /// A window that moves back and forth over `seconds`, with every series hidden between 40 %
  /// and 55 % of the time, so the held range is exercised.
  static func tight(_ data: ChartData, seconds: Double) -> @Sendable (Double, Double) -> ValueRange?
  {
    let indexes = RangeIndexes(data: data, kind: .line)
    let alphas = data.series.map { _ in 1.0 }
    @Sendable func window(_ t: Double) -> Window {
      let phase = t / seconds
      let lower = 0.6 * abs(sin(phase * 7))
      return Window(lower, min(1, lower + 0.2 + 0.2 * phase))
    }
    return { start, end in
      let hidden = (0.4 * seconds...0.55 * seconds)
      if hidden.contains(start) && hidden.contains(end) { return nil }
      let (a, b) = (window(start), window(end))
      return indexes.tight(
        window: Window(min(a.lower, b.lower), max(a.upper, b.upper)), alphas: alphas)
    }
  }

  @Test(arguments: [1 as UInt64, 2, 3])
  func lazyRegionsGiveTheStoredRanges(seed: UInt64) {
    let data = YRangeTests.data(seed: seed)
    let seconds = 30.0
    let tight = Self.tight(data, seconds: seconds)
    let activity = [0...seconds]
    // From 20 % to 30 % of the time a series twice as high fades in, so both ways of working
    // the range out also widen it by the fade-in's progress.
    let sample: RangeEnvelope.CellSampler = { start, end in
      let range = tight(start, end)
      let fade = (0.2 * seconds)...(0.3 * seconds)
      guard let range, fade.contains(start) else { return .settled(range) }
      func progress(_ t: Double) -> Double { min(1, (t - fade.lowerBound) / (0.1 * seconds)) }
      let arriving = RangeSample.Arrival(
        range: ValueRange(range.min, range.max + range.span),
        progress: progress(start)...progress(end))
      return RangeSample(tight: arriving.range, settled: range, arriving: [arriving])
    }
    let stored = RangeEnvelope(
      activity: activity, duration: seconds, fallback: ValueRange(0, 1), sample: sample)
    let lazy = RangeEnvelope(
      activity: activity, duration: seconds, fallback: ValueRange(0, 1), maximumStoredCells: 100,
      sample: sample)
    var times: [Double] = []
    var t = 0.0
    while t <= seconds {
      times.append(t)
      t += 0.0137
    }
    let scale = max(1, abs(stored.range(at: 0).max), abs(stored.range(at: 0).min))
    for (time, (a, b)) in zip(times, zip(times.map(stored.range(at:)), times.map(lazy.range(at:))))
    {
      #expect(
        abs(a.min - b.min) <= 1e-9 * scale && abs(a.max - b.max) <= 1e-9 * scale, "t = \(time)")
      // Containment: the tight range at the start of this cell is inside (within a cell the
      // window here swings past its ends, which the envelope does not follow).
      let cellStart = (time / RangeEnvelope.cell).rounded(.down) * RangeEnvelope.cell
      if let now = tight(cellStart, cellStart) {
        #expect(
          b.min <= now.min + 1e-9 * scale && now.max <= b.max + 1e-9 * scale,
          "t = \(time) \(b) \(now) \(a)")
      }
    }
    // Many times at once, as the grid asks: the same as one by one.
    let window = (0..<97).map { 14.0 + Double($0) * RangeEnvelope.cell }
    #expect(lazy.ranges(at: window) == window.map(lazy.range(at:)))
    #expect(stored.ranges(at: window) == window.map(stored.range(at:)))
    // The ranges being moved to, which the grid's steps follow: the same from the cells worked
    // out when asked, many at once or one by one, as from the stored ones.
    for start in [0.5, 14.0, 0.45 * seconds, seconds - 0.3] {
      let fade = (0..<97).map { start + Double($0) * RangeEnvelope.cell }
      let expected = stored.targets(at: fade)
      #expect(lazy.targets(at: fade) == expected, "from \(start) s")
      #expect(fade.flatMap { lazy.targets(at: [$0]) } == expected, "from \(start) s")
    }
  }
}
