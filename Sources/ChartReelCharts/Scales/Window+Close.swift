import ChartReelCore

extension Window {
  /// Whether both ends agree with `other`'s within `tolerance` (relative above 1): computed
  /// windows carry float noise (0.49999999999999956 for 0.5), so tests compare them with
  /// this, not `==`.
  public func isApproximatelyEqual(
    to other: Window, tolerance: Double = ApproximateEquality.tolerance
  ) -> Bool {
    [lower, upper].isApproximatelyEqual(to: [other.lower, other.upper], tolerance: tolerance)
  }

  /// The former name of `isApproximatelyEqual(to:tolerance:)`.
  @available(*, deprecated, renamed: "isApproximatelyEqual(to:tolerance:)")
  public func isClose(to other: Window, tolerance: Double = 1e-9) -> Bool {
    isApproximatelyEqual(to: other, tolerance: tolerance)
  }
}

extension ValueRange {
  /// Whether both ends agree with `other`'s within `tolerance` (relative above 1).
  public func isApproximatelyEqual(
    to other: ValueRange, tolerance: Double = ApproximateEquality.tolerance
  ) -> Bool {
    [min, max].isApproximatelyEqual(to: [other.min, other.max], tolerance: tolerance)
  }
}
