/// A value that can be blended between two instances.
public protocol Interpolatable: Equatable, Sendable {
  /// The value a fraction `t` of the way from `from` to `to`: t = 0 gives `from`, 1 gives `to`.
  ///
  /// `t` may leave [0, 1] when a timing curve overshoots; continuous values then extrapolate
  /// (a window moves past its target and back), and discrete ones hold their nearest end.
  static func interpolate(from: Self, to: Self, fraction t: Double) -> Self
}

extension Double: Interpolatable {
  public static func interpolate(from: Double, to: Double, fraction t: Double) -> Double {
    if t == 0 { return from }
    if t == 1 { return to }
    return from + (to - from) * t
  }
}

extension String: Interpolatable {
  /// Text does not blend: it is the old text until the change ends.
  ///
  /// Text nodes cross-fade the two with the track's `transition(at:)`.
  public static func interpolate(from: String, to: String, fraction t: Double) -> String {
    t < 1 ? from : to
  }
}

extension Point: Interpolatable {
  public static func interpolate(from: Point, to: Point, fraction t: Double) -> Point {
    Point(
      x: .interpolate(from: from.x, to: to.x, fraction: t),
      y: .interpolate(from: from.y, to: to.y, fraction: t))
  }
}

extension Array: Interpolatable where Element: Interpolatable {
  /// Element by element; arrays of different lengths jump to `to` at the end.
  public static func interpolate(from: [Element], to: [Element], fraction t: Double) -> [Element] {
    guard from.count == to.count else { return t < 1 ? from : to }
    return zip(from, to).map { Element.interpolate(from: $0, to: $1, fraction: t) }
  }
}
