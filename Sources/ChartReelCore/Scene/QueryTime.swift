extension Double {
  /// The time as a query of a scene reads it: clamped to [0, `duration`], NaN as 0.
  ///
  /// The public queries (`CompiledScene.state(of:at:)`, `probe(at:)`, `frame(of:at:)`, a
  /// chart's `state(at:)` …) take any `Double`: a scene holds still before its start and after
  /// its end, so a time outside it reads the state at the nearer end, and NaN, ±∞ or 1e19 never
  /// reach arithmetic that would trap (a frame index, a window's position).
  package func clampedTime(to duration: Double) -> Double {
    guard !isNaN else { return 0 }
    return Swift.min(Swift.max(self, 0), Swift.max(duration, 0))
  }
}
