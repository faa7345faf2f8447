/// The animated value of one property over time: an initial value and timed segments.
///
/// A segment moves the property from its value at the segment's start to its target, over
/// its duration, with its timing curve. Segments are ordered by start time; when a segment
/// starts while an earlier one is still running, it takes over from wherever the earlier one
/// had got to. Sampling is a pure function of time.
public struct Track<Value: Interpolatable>: Sendable {
  /// How a segment goes from its start value: given the start value and the eased progress
  /// (0 at the start, 1 at the end, beyond either while a curve overshoots), the value.
  package typealias Motion = @Sendable (_ from: Value, _ progress: Double) -> Value

  /// One scripted change of the property.
  package struct Segment: Sendable {
    package let start: Double
    package let duration: Double
    package let curve: TimingCurve
    package let from: Value
    package let to: Value
    let motion: Motion?

    package var end: Double { start + duration }

    /// The eased progress at `t` (not before `start`): 1 from the end on.
    package func progress(at t: Double) -> Double {
      if duration <= 0 || t >= end { return 1 }
      return curve.value(at: (t - start) / duration)
    }

    func value(at t: Double) -> Value {
      let progress = progress(at: t)
      if progress == 1 { return to }
      if let motion { return motion(from, progress) }
      return Value.interpolate(from: from, to: to, fraction: progress)
    }
  }

  package let initial: Value
  package private(set) var segments: [Segment] = []

  package init(initial: Value) { self.initial = initial }

  /// Appends a change starting at `start`; `target` receives the value at `start` and returns
  /// where to go, so relative changes such as "pan by 0.1" resolve against the value the
  /// animation actually has.
  package mutating func append(
    start: Double, duration: Double, curve: TimingCurve = .linear, target: (Value) -> Value
  ) {
    let from = value(at: start)
    insert(
      Segment(
        start: start, duration: max(0, duration), curve: curve, from: from, to: target(from),
        motion: nil))
  }

  /// Appends a change to a fixed value.
  package mutating func append(
    start: Double, duration: Double, curve: TimingCurve = .linear, to value: Value
  ) {
    append(start: start, duration: duration, curve: curve) { _ in value }
  }

  /// Appends a change that follows `motion` rather than a straight blend: a pinch that keeps its
  /// focus still, a fling that slows down.
  ///
  /// It ends at `motion(from, 1)`.
  package mutating func append(
    start: Double, duration: Double, curve: TimingCurve = .linear, motion: @escaping Motion
  ) {
    let from = value(at: start)
    insert(
      Segment(
        start: start, duration: max(0, duration), curve: curve, from: from, to: motion(from, 1),
        motion: motion))
  }

  private mutating func insert(_ segment: Segment) {
    // Actions arrive sorted by start time; a segment never goes before one already there.
    let index = segments.lastIndex { $0.start <= segment.start }.map { $0 + 1 } ?? 0
    segments.insert(segment, at: index)
  }

  /// The segment in force at `t`: the last one that has started.
  package func activeSegment(at t: Double) -> Segment? {
    var low = 0
    var high = segments.count
    while low < high {
      let mid = (low + high) / 2
      if segments[mid].start <= t { low = mid + 1 } else { high = mid }
    }
    return low == 0 ? nil : segments[low - 1]
  }

  /// The value at time `t`.
  package func value(at t: Double) -> Value {
    activeSegment(at: t)?.value(at: t) ?? initial
  }

  /// The value the property is heading to at `t`: the target of the segment in force.
  package func target(at t: Double) -> Value {
    activeSegment(at: t)?.to ?? initial
  }

  /// Where a change in force at `t` comes from and goes to, and its eased progress; at rest
  /// `from` and `to` are the same value and the progress is 1.
  package func transition(at t: Double) -> (from: Value, to: Value, progress: Double) {
    guard let segment = activeSegment(at: t) else { return (initial, initial, 1) }
    let progress = segment.progress(at: t)
    return progress == 1 ? (segment.to, segment.to, 1) : (segment.from, segment.to, progress)
  }

  /// The time intervals during which the value changes, sorted and merged.
  package var activeIntervals: [ClosedRange<Double>] {
    var merged: [ClosedRange<Double>] = []
    for segment in segments.sorted(by: { $0.start < $1.start }) {
      let interval = segment.start...segment.end
      if let last = merged.last, interval.lowerBound <= last.upperBound {
        merged[merged.count - 1] = last.lowerBound...max(last.upperBound, interval.upperBound)
      } else {
        merged.append(interval)
      }
    }
    return merged
  }
}
