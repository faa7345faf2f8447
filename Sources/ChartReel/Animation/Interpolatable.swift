/// A value that can be blended between two instances.
public protocol Interpolatable: Equatable, Sendable {
  /// The value a fraction `t` of the way from `from` to `to`; t = 0 gives `from`, 1 gives `to`.
  static func interpolate(from: Self, to: Self, fraction t: Double) -> Self
}

extension Double: Interpolatable {
  public static func interpolate(from: Double, to: Double, fraction t: Double) -> Double {
    if t <= 0 { return from }
    if t >= 1 { return to }
    return from + (to - from) * t
  }
}
