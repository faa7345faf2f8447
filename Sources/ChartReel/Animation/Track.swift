/// The animated value of one property over time: an initial value and timed segments.
///
/// A segment moves the property from its value at the segment's start to its target, over
/// its duration, with its timing curve. Segments are ordered by start time; when a segment
/// starts while an earlier one is still running, it takes over from wherever the earlier one
/// had got to. Sampling is a pure function of time.
public struct Track<Value: Interpolatable>: Sendable {
  /// One scripted change of the property.
  public struct Segment: Sendable {
    public var start: Double
    public var duration: Double
    public var from: Value
    public var to: Value
    public var curve: TimingCurve

    public var end: Double { start + duration }

    /// The value at time `t`, which must not be before `start`.
    func value(at t: Double) -> Value {
      if duration <= 0 || t >= end { return to }
      return Value.interpolate(
        from: from, to: to, fraction: curve.value(at: (t - start) / duration))
    }
  }

  public let initial: Value
  public private(set) var segments: [Segment] = []

  public init(initial: Value) { self.initial = initial }

  /// Appends a change starting at `start`; its starting value is the track's value then.
  ///
  /// `target` receives the value at `start` and returns where to go, so relative changes such
  /// as "pan by 0.1" are resolved against the value the animation actually has.
  public mutating func append(
    start: Double, duration: Double, curve: TimingCurve, target: (Value) -> Value
  ) {
    precondition(segments.last.map { start >= $0.start } ?? true, "segments must be ordered")
    let from = value(at: start)
    segments.append(
      Segment(start: start, duration: max(0, duration), from: from, to: target(from), curve: curve))
  }

  /// The segment in force at `t`: the last one that has started.
  public func activeSegment(at t: Double) -> Segment? {
    var low = 0
    var high = segments.count
    while low < high {
      let mid = (low + high) / 2
      if segments[mid].start <= t { low = mid + 1 } else { high = mid }
    }
    return low == 0 ? nil : segments[low - 1]
  }

  /// The value at time `t`.
  public func value(at t: Double) -> Value {
    activeSegment(at: t)?.value(at: t) ?? initial
  }

  /// The value the property is heading to at `t`: the target of the segment in force.
  public func target(at t: Double) -> Value {
    activeSegment(at: t)?.to ?? initial
  }
}
