/// A scene's script compiled into one track per animated property.
///
/// Built once, before any frame: every property is declared with its initial value, then each
/// action appends segments to the tracks it changes. Sampling is then a pure function of time,
/// so any frame can be computed alone, in any order, on any thread. The timeline holds tracks
/// only; it knows nothing of the scene they came from.
public struct Timeline: Sendable {
  private struct TrackID: Hashable, Sendable {
    let node: NodeID
    let name: String
    let qualifier: String?

    init<V>(_ key: PropertyKey<V>) {
      (node, name, qualifier) = (key.node, key.name, key.qualifier)
    }
  }

  private var tracks: [TrackID: any Sendable] = [:]

  /// An empty timeline, without tracks.
  public init() {}

  /// Adds a property that starts at `initial` (replacing an earlier declaration).
  package mutating func declare<V>(_ key: PropertyKey<V>, initial: V) {
    tracks[TrackID(key)] = Track(initial: initial)
  }

  /// Whether the property has been declared.
  package func contains<V>(_ key: PropertyKey<V>) -> Bool {
    tracks[TrackID(key)] is Track<V>
  }

  /// The property's track, or nil when it was never declared (an unknown node id, a key of
  /// another kind of node, a series the chart does not have).
  public func track<V>(_ key: PropertyKey<V>) -> Track<V>? {
    tracks[TrackID(key)] as? Track<V>
  }

  /// The property's value at time `t` in seconds, or nil when it was never declared.
  public func value<V>(_ key: PropertyKey<V>, at t: Double) -> V? {
    track(key)?.value(at: t)
  }

  /// The property's track, or one resting at `initial` when it was never declared: how the
  /// engine reads its own nodes' properties, so that a miss (a bug in the engine, not in a
  /// scene) draws the node at rest instead of trapping.
  package func track<V>(_ key: PropertyKey<V>, or initial: V) -> Track<V> {
    track(key) ?? Track(initial: initial)
  }

  /// Changes the property's track; does nothing when the property was never declared (the
  /// scene's checks refuse a change its target cannot take before any track is built).
  package mutating func modify<V>(_ key: PropertyKey<V>, _ change: (inout Track<V>) -> Void) {
    guard var track = track(key) else { return }
    change(&track)
    tracks[TrackID(key)] = track
  }

  /// Animates the property to the value `target` computes from where it is at the start.
  package mutating func animate<V>(
    _ key: PropertyKey<V>, _ timing: ActionTiming, to target: (V) -> V
  ) {
    modify(key) {
      $0.append(start: timing.start, duration: timing.duration, curve: timing.curve, target: target)
    }
  }

  /// Animates the property to `value`.
  package mutating func animate<V>(_ key: PropertyKey<V>, _ timing: ActionTiming, to value: V) {
    animate(key, timing) { _ in value }
  }
}

/// When an action runs: its start, its duration and its timing curve.
package struct ActionTiming: Equatable, Sendable {
  package var start: Double
  package var duration: Double
  package var curve: TimingCurve

  package init(start: Double, duration: Double, curve: TimingCurve = .linear) {
    self.start = start
    self.duration = duration
    self.curve = curve
  }

  package var end: Double { start + duration }
}
