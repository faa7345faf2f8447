/// The one way ChartReel compares computed numbers: `isApproximatelyEqual(to:tolerance:)`, as
/// swift-numerics names it, on numbers, lists of numbers and every value made of them.
///
/// Interpolated values carry float noise (0.49999999999999956 for 0.5), so tests compare them
/// with these rather than `==`. Two numbers are approximately equal when they differ by at
/// most `tolerance`, relative to the larger when it is above 1 (a frame 1280 px wide is
/// compared within 1280 × tolerance); the default tolerance is 1e-9.
public enum ApproximateEquality {
  /// The default tolerance: 1e-9, relative above 1.
  public static let tolerance = 1e-9
}

extension Double {
  /// Whether the number agrees with `other` within `tolerance`, relative to the larger of the
  /// two when it is above 1; equal infinities agree, NaN agrees with nothing.
  public func isApproximatelyEqual(
    to other: Double, tolerance: Double = ApproximateEquality.tolerance
  ) -> Bool {
    if self == other { return true }
    return abs(self - other) <= tolerance * Swift.max(1, abs(self), abs(other))
  }
}

extension Array where Element == Double {
  /// Whether the lists have the same length and agree element by element within `tolerance`.
  public func isApproximatelyEqual(
    to other: [Double], tolerance: Double = ApproximateEquality.tolerance
  ) -> Bool {
    count == other.count
      && zip(self, other).allSatisfy { $0.isApproximatelyEqual(to: $1, tolerance: tolerance) }
  }
}

extension Point {
  /// Whether both coordinates agree with `other`'s within `tolerance` (relative above 1).
  public func isApproximatelyEqual(
    to other: Point, tolerance: Double = ApproximateEquality.tolerance
  ) -> Bool {
    [x, y].isApproximatelyEqual(to: [other.x, other.y], tolerance: tolerance)
  }
}

extension Rect {
  /// Whether origin and size agree with `other`'s within `tolerance` (relative above 1).
  public func isApproximatelyEqual(
    to other: Rect, tolerance: Double = ApproximateEquality.tolerance
  ) -> Bool {
    [x, y, width, height].isApproximatelyEqual(
      to: [other.x, other.y, other.width, other.height], tolerance: tolerance)
  }
}

extension Color {
  /// Whether every channel (red, green, blue and alpha, each 0 to 1) agrees with `other`'s
  /// within `tolerance`.
  public func isApproximatelyEqual(
    to other: Color, tolerance: Double = ApproximateEquality.tolerance
  ) -> Bool {
    [red, green, blue, alpha].isApproximatelyEqual(
      to: [other.red, other.green, other.blue, other.alpha], tolerance: tolerance)
  }
}

extension ClosedRange<Double> {
  /// Whether both bounds agree with `other`'s within `tolerance` (relative above 1).
  public func isApproximatelyEqual(
    to other: ClosedRange<Double>, tolerance: Double = ApproximateEquality.tolerance
  ) -> Bool {
    [lowerBound, upperBound].isApproximatelyEqual(
      to: [other.lowerBound, other.upperBound], tolerance: tolerance)
  }
}
