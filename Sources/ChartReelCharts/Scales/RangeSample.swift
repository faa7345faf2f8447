import ChartReelCore

/// What must be in view over one cell of a `RangeEnvelope`'s grid.
package struct RangeSample: Sendable, Equatable {
  /// A range that a series fading in asks for, and how far it has faded in.
  package struct Arrival: Sendable, Equatable {
    /// The series' own tight range.
    package var range: ValueRange
    /// How far its fade-in has come at the cell's start and at its end, from 0 to 1.
    package var progress: ClosedRange<Double>

    /// The range `range` asks for, `progress` of the way in over the cell.
    package init(range: ValueRange, progress: ClosedRange<Double>) {
      self.range = range
      self.progress = progress
    }

    /// The progress at `position` (0 to 1) through the cell: linear between its ends, so the
    /// range moves smoothly within a cell too.
    func progress(at position: Double) -> Double {
      let p = progress.lowerBound + (progress.upperBound - progress.lowerBound) * position
      return min(1, max(0, p))
    }
  }

  /// The tight range of everything shown or being shown, which the range ramps to; nil when
  /// nothing is visible (the last visible one is held).
  package var tight: ValueRange?
  /// The tight range of what is settled — shown, neither fading in nor out — which is in view
  /// at every instant; nil when nothing is.
  package var settled: ValueRange?
  /// The series fading in: each widens the range in proportion to its opacity.
  package var arriving: [Arrival]

  /// A sample of what ramps in (`tight`), what is in view now (`settled`) and what fades in.
  package init(tight: ValueRange?, settled: ValueRange?, arriving: [Arrival] = []) {
    self.tight = tight
    self.settled = settled
    self.arriving = arriving
  }

  /// A sample where nothing fades in: `range` is both ramped to and in view now.
  package static func settled(_ range: ValueRange?) -> RangeSample {
    RangeSample(tight: range, settled: range)
  }

  /// The range at an instant `position` (0 to 1) through the cell whose ramped range is
  /// `ramped`: it, joined with what is settled, joined with `ramped` widened towards each
  /// arriving range by that series' progress.
  package func range(ramped: ValueRange, at position: Double) -> ValueRange {
    var range = settled.map(ramped.union) ?? ramped
    for arrival in arriving {
      let target = ramped.union(arrival.range)
      range = range.union(
        .interpolate(from: ramped, to: target, fraction: arrival.progress(at: position)))
    }
    return range
  }
}
