/// A cubic Bézier timing curve from (0, 0) to (1, 1), as in CSS `cubic-bezier(x1, y1, x2, y2)`.
///
/// `value(at:)` maps the linear progress of an animation (the x axis) to its eased progress
/// (the y axis). x is solved by Newton steps with a bisection fallback, as Core Animation and
/// rlottie do, so the result is exact to about 1e-9 and the same on every run.
public struct TimingCurve: Equatable, Hashable, Sendable {
  /// The first control point's x, 0 to 1.
  public var x1: Double
  /// The first control point's y.
  public var y1: Double
  /// The second control point's x, 0 to 1.
  public var x2: Double
  /// The second control point's y.
  public var y2: Double

  /// Creates a curve from its two inner control points.
  ///
  /// x1 and x2 must lie in [0, 1] for the curve to be a function of time; `problem` says when
  /// they do not, and scenes with such a curve are rejected. y1 and y2 may leave [0, 1]: the
  /// animation then overshoots.
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
  }

  /// Constant speed, (0, 0, 1, 1): ChartReel's default.
  public static let linear = TimingCurve(0, 0, 1, 1)
  /// Starts slowly: (0.42, 0, 1, 1).
  public static let easeIn = TimingCurve(0.42, 0, 1, 1)
  /// Ends slowly: (0, 0, 0.58, 1).
  public static let easeOut = TimingCurve(0, 0, 0.58, 1)
  /// Starts and ends slowly: (0.42, 0, 0.58, 1).
  public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)
  /// Telegram Android's curve for chart animations: (0.4, 0, 0.2, 1).
  public static let fastOutSlowIn = TimingCurve(0.4, 0, 0.2, 1)

  /// The named presets, by the names scene files use.
  package static let presets: [(name: String, curve: TimingCurve)] = [
    ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
    ("easeInOut", .easeInOut), ("fastOutSlowIn", .fastOutSlowIn),
  ]

  /// The rule of x1: from 0 to 1, which keeps the curve a function of time.
  package static let x1Rule = NumberRule(0...1, "x1 from 0 to 1")
  /// The rule of y1: from -10 to 10.
  package static let y1Rule = NumberRule(-10...10, "y1 from -10 to 10")
  /// The rule of x2: from 0 to 1, which keeps the curve a function of time.
  package static let x2Rule = NumberRule(0...1, "x2 from 0 to 1")
  /// The rule of y2: from -10 to 10.
  package static let y2Rule = NumberRule(-10...10, "y2 from -10 to 10")

  /// Why this curve cannot time an animation, or nil when it can.
  package var problem: String? {
    for (rule, value) in [
      (Self.x1Rule, x1), (Self.y1Rule, y1), (Self.x2Rule, x2), (Self.y2Rule, y2),
    ] {
      if let problem = rule.problem(value) { return problem }
    }
    return nil
  }

  /// The eased progress for a linear progress `x`; `x` is clamped to [0, 1], the result is not
  /// (a curve with y1 or y2 outside [0, 1] overshoots).
  public func value(at x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    if self == .linear { return x }
    return Self.bezier(solveParameter(forX: x), y1, y2)
  }

  /// One coordinate of the curve at parameter s, with end points 0 and 1.
  private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let inverse = 1 - s
    return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
  }

  private static func bezierSlope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let inverse = 1 - s
    return 3 * inverse * inverse * p1 + 6 * inverse * s * (p2 - p1) + 3 * s * s * (1 - p2)
  }

  private func solveParameter(forX x: Double) -> Double {
    var s = x
    for _ in 0..<8 {
      let error = Self.bezier(s, x1, x2) - x
      if abs(error) < 1e-12 { return s }
      let slope = Self.bezierSlope(s, x1, x2)
      if abs(slope) < 1e-9 { break }
      s -= error / slope
    }
    // x(s) is monotone on [0, 1] because x1 and x2 are in [0, 1]: bisection always converges.
    var low = 0.0
    var high = 1.0
    s = x
    for _ in 0..<64 {
      let value = Self.bezier(s, x1, x2)
      if abs(value - x) < 1e-12 { break }
      if value < x { low = s } else { high = s }
      s = (low + high) / 2
    }
    return s
  }
}
