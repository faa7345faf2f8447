import ChartReelCore

/// The visible part of the x range, as fractions of the full range: 0 is the first point, 1
/// the last.
public struct Window: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The left edge, 0 to 1 across the data.
  public var lower: Double
  /// The right edge, 0 to 1 across the data.
  public var upper: Double

  /// The window from `lower` to `upper`.
  public init(_ lower: Double, _ upper: Double) {
    self.lower = lower
    self.upper = upper
  }

  /// The whole range.
  public static let full = Window(0, 1)

  /// `upper - lower`.
  public var width: Double { upper - lower }
  /// The middle of the window.
  public var center: Double { (lower + upper) / 2 }

  /// The window moved by `delta`, keeping its width and stopping at the ends of [0, 1].
  package func panned(by delta: Double) -> Window {
    Window(lower + delta, upper + delta).clamped()
  }

  /// The window with its width scaled by `factor` about its centre, kept inside [0, 1] and no
  /// narrower than `minimumWidth`.
  package func zoomed(by factor: Double, minimumWidth: Double) -> Window {
    let width = min(1, max(minimumWidth, self.width * factor))
    return Window(center - width / 2, center + width / 2).clamped()
  }

  /// The window shifted (not shrunk) to lie inside [0, 1]; a window wider than 1 becomes [0, 1].
  package func clamped() -> Window {
    if width >= 1 { return .full }
    if lower < 0 { return Window(0, width) }
    if upper > 1 { return Window(1 - width, 1) }
    return self
  }

  /// The window as drawn: at least `minimumWidth` wide (about its centre) and inside [0, 1].
  ///
  /// An animation whose curve overshoots can carry the window past the data's ends or make it too
  /// narrow for a moment; drawing stops it there.
  package func constrained(minimumWidth: Double) -> Window {
    guard lower.isFinite && upper.isFinite else { return .full }
    var window = self
    if window.width < minimumWidth {
      window = Window(center - minimumWidth / 2, center + minimumWidth / 2)
    }
    return window.clamped()
  }

  /// The rule of each end of a window: a fraction of the x range.
  package static let boundRule = NumberRule(0...1, "a fraction from 0 to 1")

  /// Why the window cannot be shown, or nil when it can: its ends must be fractions from 0 to
  /// 1, in order, at least `minimumWidth` apart.
  package func problem(minimumWidth: Double) -> String? {
    guard Self.boundRule.allows(lower) && Self.boundRule.allows(upper) else {
      return "expected fractions from 0 to 1, found \(self)"
    }
    guard lower < upper else {
      return
        "expected lower < upper, found [\(lower.formattedForMessage), \(upper.formattedForMessage)]"
    }
    guard width >= minimumWidth - 1e-9 else {
      return
        "window is \(width.formattedForMessage) wide; expected at least \(minimumWidth.formattedForMessage) (five data points)"
    }
    return nil
  }

  /// The window as `[lower, upper]`.
  public var description: String { "[\(lower.formattedForMessage), \(upper.formattedForMessage)]" }
}

extension Window: Interpolatable {
  public static func interpolate(from: Window, to: Window, fraction t: Double) -> Window {
    Window(
      .interpolate(from: from.lower, to: to.lower, fraction: t),
      .interpolate(from: from.upper, to: to.upper, fraction: t))
  }
}

/// A range of y values, from `min` to `max`.
public struct ValueRange: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The bottom of the range.
  public var min: Double
  /// The top of the range.
  public var max: Double

  /// The range from `min` to `max`.
  public init(_ min: Double, _ max: Double) {
    self.min = min
    self.max = max
  }

  /// `max - min`.
  public var span: Double { max - min }

  /// The range as `[min, max]`.
  public var description: String { "[\(min.formattedForMessage), \(max.formattedForMessage)]" }

  /// Whether `value` lies in the range, with `tolerance` of slack on each side.
  public func contains(_ value: Double, tolerance: Double = 0) -> Bool {
    value >= min - tolerance && value <= max + tolerance
  }

  /// The smallest range holding both.
  package func union(_ other: ValueRange) -> ValueRange {
    ValueRange(Swift.min(min, other.min), Swift.max(max, other.max))
  }
}

extension ValueRange: Interpolatable {
  public static func interpolate(from: ValueRange, to: ValueRange, fraction t: Double) -> ValueRange
  {
    ValueRange(
      .interpolate(from: from.min, to: to.min, fraction: t),
      .interpolate(from: from.max, to: to.max, fraction: t))
  }
}
