extension Window {
  /// Whether both ends agree with `other`'s within `tolerance`: computed windows carry float
  /// noise (0.49999999999999956 for 0.5), so tests compare them with this, not `==`.
  public func isClose(to other: Window, tolerance: Double = 1e-9) -> Bool {
    ChartState.close(lower, other.lower, tolerance)
      && ChartState.close(upper, other.upper, tolerance)
  }
}
