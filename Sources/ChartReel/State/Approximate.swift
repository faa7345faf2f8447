/// The former comparison helpers, kept for code written against them: compare with
/// `isApproximatelyEqual(to:tolerance:)` — on `Double`, `[Double]`, `Window`, `ChartState`,
/// `NodeState`, `StateTable`, `Color`, `Rect`, `Point`, `ValueRange` and
/// `ClosedRange<Double>` — whose default tolerance is `ApproximateEquality.tolerance`.
public enum Approximate {
  /// The default tolerance: 1e-9, as `ApproximateEquality.tolerance`.
  public static let tolerance = ApproximateEquality.tolerance

  /// Whether `a` and `b` agree within `tolerance` (relative above 1).
  @available(*, deprecated, message: "use a.isApproximatelyEqual(to: b, tolerance:)")
  public static func close(_ a: Double, _ b: Double, _ tolerance: Double = tolerance) -> Bool {
    a.isApproximatelyEqual(to: b, tolerance: tolerance)
  }

  /// Whether two lists of numbers have the same length and agree element by element.
  @available(*, deprecated, message: "use a.isApproximatelyEqual(to: b, tolerance:)")
  public static func close(_ a: [Double], _ b: [Double], _ tolerance: Double = tolerance) -> Bool {
    a.isApproximatelyEqual(to: b, tolerance: tolerance)
  }
}

extension Color {
  /// The former name of `isApproximatelyEqual(to:tolerance:)`.
  @available(*, deprecated, renamed: "isApproximatelyEqual(to:tolerance:)")
  public func isClose(to other: Color, tolerance: Double = Approximate.tolerance) -> Bool {
    isApproximatelyEqual(to: other, tolerance: tolerance)
  }
}

extension Point {
  /// The former name of `isApproximatelyEqual(to:tolerance:)`.
  @available(*, deprecated, renamed: "isApproximatelyEqual(to:tolerance:)")
  public func isClose(to other: Point, tolerance: Double = Approximate.tolerance) -> Bool {
    isApproximatelyEqual(to: other, tolerance: tolerance)
  }
}

extension Rect {
  /// The former name of `isApproximatelyEqual(to:tolerance:)`.
  @available(*, deprecated, renamed: "isApproximatelyEqual(to:tolerance:)")
  public func isClose(to other: Rect, tolerance: Double = Approximate.tolerance) -> Bool {
    isApproximatelyEqual(to: other, tolerance: tolerance)
  }
}

extension ValueRange {
  /// The former name of `isApproximatelyEqual(to:tolerance:)`.
  @available(*, deprecated, renamed: "isApproximatelyEqual(to:tolerance:)")
  public func isClose(to other: ValueRange, tolerance: Double = Approximate.tolerance) -> Bool {
    isApproximatelyEqual(to: other, tolerance: tolerance)
  }
}

extension ClosedRange<Double> {
  /// The former name of `isApproximatelyEqual(to:tolerance:)`.
  @available(*, deprecated, renamed: "isApproximatelyEqual(to:tolerance:)")
  public func isClose(to other: ClosedRange<Double>, tolerance: Double = Approximate.tolerance)
    -> Bool
  {
    isApproximatelyEqual(to: other, tolerance: tolerance)
  }
}
