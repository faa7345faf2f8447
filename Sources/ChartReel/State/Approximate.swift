/// How close computed values must be to count as equal, and the comparison itself.
///
/// Interpolated values carry float noise (0.49999999999999956 for 0.5), so tests compare them
/// with the `isClose(to:tolerance:)` methods — on `Window`, `ChartState`, `NodeState`, `Color`,
/// `Rect`, `Point`, `ValueRange` and `ClosedRange<Double>` — rather than `==`. Two numbers are
/// close when they differ by at most the tolerance, relative to the larger when it is above 1
/// (so a frame 1280 px wide is compared within 1280 × tolerance).
public enum Approximate {
  /// The default tolerance: 1e-9, as for `Window` and `ChartState`.
  public static let tolerance = 1e-9

  /// Whether `a` and `b` agree within `tolerance` (relative above 1).
  public static func close(_ a: Double, _ b: Double, _ tolerance: Double = tolerance) -> Bool {
    ChartState.close(a, b, tolerance)
  }

  /// Whether two lists of numbers have the same length and agree element by element.
  public static func close(_ a: [Double], _ b: [Double], _ tolerance: Double = tolerance) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { close($0, $1, tolerance) }
  }
}

extension Color {
  /// Whether every channel (red, green, blue and alpha, each 0 to 1) agrees with `other`'s
  /// within `tolerance`; the default is `Approximate.tolerance`.
  public func isClose(to other: Color, tolerance: Double = Approximate.tolerance) -> Bool {
    Approximate.close(
      [red, green, blue, alpha], [other.red, other.green, other.blue, other.alpha], tolerance)
  }
}

extension Point {
  /// Whether both coordinates agree with `other`'s within `tolerance` (relative above 1).
  public func isClose(to other: Point, tolerance: Double = Approximate.tolerance) -> Bool {
    Approximate.close([x, y], [other.x, other.y], tolerance)
  }
}

extension Rect {
  /// Whether origin and size agree with `other`'s within `tolerance` (relative above 1).
  public func isClose(to other: Rect, tolerance: Double = Approximate.tolerance) -> Bool {
    Approximate.close(
      [x, y, width, height], [other.x, other.y, other.width, other.height], tolerance)
  }
}

extension ValueRange {
  /// Whether both ends agree with `other`'s within `tolerance` (relative above 1).
  public func isClose(to other: ValueRange, tolerance: Double = Approximate.tolerance) -> Bool {
    Approximate.close([min, max], [other.min, other.max], tolerance)
  }
}

extension ClosedRange<Double> {
  /// Whether both bounds agree with `other`'s within `tolerance` (relative above 1).
  public func isClose(to other: ClosedRange<Double>, tolerance: Double = Approximate.tolerance)
    -> Bool
  {
    Approximate.close([lowerBound, upperBound], [other.lowerBound, other.upperBound], tolerance)
  }
}
