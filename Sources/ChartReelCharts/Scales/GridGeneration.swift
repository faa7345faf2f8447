import ChartReelCore
import Foundation

/// One set of horizontal grid values and the opacity it is drawn with.
struct GridGeneration: Equatable {
  var step: Double
  var alpha: Double
}

extension GridGeneration {
  /// The generations of `steps`, the steps a range has at an odd number of evenly spaced
  /// instants: each step at the share of the instants that have it, the most opaque first.
  ///
  /// At most two: the shares of a third and later go to the first, so one set is always over
  /// half opaque and the labels at half opacity or more are one set of equal steps (three
  /// sets' shared lines would add up to 500K, 600K, 800K, 1.0M).
  static func counting(_ steps: [Double]) -> [GridGeneration] {
    var counts: [(step: Double, count: Int)] = []
    for step in steps {
      if let index = counts.firstIndex(where: { $0.step == step }) {
        counts[index].count += 1
      } else {
        counts.append((step, 1))
      }
    }
    counts.sort { $0.count > $1.count }
    if counts.count > 2 {
      counts[0].count += counts[2...].reduce(0) { $0 + $1.count }
      counts.removeSubrange(2...)
    }
    let total = Double(max(1, steps.count))
    return counts.map { GridGeneration(step: $0.step, alpha: Double($0.count) / total) }
      .sorted { $0.alpha > $1.alpha }
  }
}

extension RangeEnvelope {
  /// The 97 instants of the envelope's 1/240 s grid over the last 0.4 s, up to `t`: a fade
  /// starts with the range's move, never before it.
  static func fadeTimes(around t: Double) -> [Double] {
    (0...reach).map { t - rampDuration + Double($0) * cell }
  }

  /// The grid's steps around `t`, each with the share of the last 0.4 s during which the range has
  /// that step: a single step at full opacity at rest, and a cross-fade — the old lines
  /// fading out as the new ones fade in — while the range moves to another step.
  ///
  /// A pure function of time, sampled on the envelope's own grid. A run of equal ranges (the
  /// range at rest) takes its step once.
  func gridGenerations(at t: Double) -> [GridGeneration] {
    var last: (range: ValueRange, step: Double)?
    return GridGeneration.counting(
      ranges(at: Self.fadeTimes(around: t)).map { range in
        if let last, last.range == range { return last.step }
        let step = YAxisTicks.step(for: range)
        last = (range, step)
        return step
      })
  }

  /// The steps of axis `series` of a chart with two y-axes around `t`, from its envelope and
  /// the other axis' (`ranges`, left first), as `gridGenerations(at:)`: at each instant the
  /// step `TwoAxisGrid.step` reads from the two ranges, so each axis crosses fades on its own
  /// round values.
  static func axisGenerations(_ ranges: [RangeEnvelope], series: Int, at t: Double)
    -> [GridGeneration]
  {
    let times = fadeTimes(around: t)
    let own = ranges[series].ranges(at: times)
    let left = series == 0 ? own : ranges[0].ranges(at: times)
    var last: (left: ValueRange, own: ValueRange, step: Double)?
    return GridGeneration.counting(
      zip(left, own).map { left, range in
        if let last, last.left == left, last.own == range { return last.step }
        let step = series == 0 ? YAxisTicks.step(for: range) : TwoAxisGrid.step(range, left: left)
        last = (left, range, step)
        return step
      })
  }
}
