import ChartReelCore
import Foundation

/// One set of horizontal grid values and the opacity it is drawn with.
struct GridGeneration: Equatable {
  var step: Double
  var alpha: Double
}

extension GridGeneration {
  /// The generations of `steps`, the grid's steps at an odd number of evenly spaced instants
  /// (those of the ranges being moved to): each step at the share of the instants that have
  /// it, the most opaque first.
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

  /// The instants of the last 0.15 s up to `t`, every other cell of the envelope's grid: a
  /// set's labels fade in over this long once its lines are far enough apart to carry them.
  static func legibilityTimes(around t: Double) -> [Double] {
    (0...18).map { t - legibilityDuration + Double($0) * 2 * cell }
  }

  /// How long a set's labels take to fade in once its lines stand far enough apart: 0.15 s.
  static let legibilityDuration = 36 * cell

  /// The instants of the next 0.075 s from `t`, every cell of the envelope's grid: a set's
  /// labels fade out over this long before its lines close in too far to carry them (half
  /// as long as they fade in, so that the axis is left without labels no longer than it must).
  static func upcomingTimes(around t: Double) -> [Double] {
    (0...18).map { t + Double($0) * anticipation / 18 }
  }

  /// How long a set's labels take to fade out ahead of its lines closing in: 0.075 s.
  static let anticipation = 18 * cell

  /// The grid's steps around `t`, each with the share of the last 0.4 s during which the range
  /// was moving to a range of that step (`targets`): a single step at full opacity at rest,
  /// and a cross-fade — the old lines fading out as the new ones fade in — from the instant
  /// the range starts moving to another step, as Telegram's do, rather than every step the
  /// range passes through taking a share.
  ///
  /// A pure function of time, sampled on the envelope's own grid. A run of equal targets (the
  /// range at rest) takes its step once.
  func gridGenerations(at t: Double) -> [GridGeneration] {
    GridGeneration.counting(gridSteps(at: Self.fadeTimes(around: t)))
  }

  /// The step of the range being moved to at each of `times` (`targets`).
  func gridSteps(at times: [Double]) -> [Double] {
    var last: (target: ValueRange, step: Double)?
    return targets(at: times).map { target in
      if let last, last.target == target { return last.step }
      let step = YAxisTicks.step(for: target)
      last = (target, step)
      return step
    }
  }

  /// The steps of axis `series` of a chart with two y-axes around `t`, from its envelope and
  /// the other axis' (`ranges`, left first), as `gridGenerations(at:)`: at each instant the
  /// step `TwoAxisGrid.step` reads from the two targets, so each axis crosses fades on its own
  /// round values.
  static func axisGenerations(_ ranges: [RangeEnvelope], series: Int, at t: Double)
    -> [GridGeneration]
  {
    GridGeneration.counting(axisSteps(ranges, series: series, at: fadeTimes(around: t)))
  }

  /// The step of axis `series` of a chart with two y-axes at each of `times`, read from the
  /// two targets there (`TwoAxisGrid.step`).
  static func axisSteps(_ ranges: [RangeEnvelope], series: Int, at times: [Double]) -> [Double] {
    let own = ranges[series].targets(at: times)
    let left = series == 0 ? own : ranges[0].targets(at: times)
    var last: (left: ValueRange, own: ValueRange, step: Double)?
    return zip(left, own).map { left, target in
      if let last, last.left == left, last.own == target { return last.step }
      let step = series == 0 ? YAxisTicks.step(for: target) : TwoAxisGrid.step(target, left: left)
      last = (left, target, step)
      return step
    }
  }
}
