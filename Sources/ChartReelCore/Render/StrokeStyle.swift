/// How a path's outline is drawn.
public struct StrokeStyle: Equatable, Sendable {
  public enum Cap: String, Sendable { case butt, round, square }
  public enum Join: String, Sendable { case miter, round, bevel }

  public var width: Double
  public var cap: Cap
  public var join: Join
  /// Dash and gap lengths in pixels; empty for a solid line.
  public var dashes: [Double]

  public init(width: Double, cap: Cap = .butt, join: Join = .miter, dashes: [Double] = []) {
    self.width = width
    self.cap = cap
    self.join = join
    self.dashes = dashes
  }
}

/// A linear gradient between two points, with colour stops at offsets from 0 to 1.
public struct LinearGradient: Equatable, Sendable {
  public var start: Point
  public var end: Point
  public var stops: [(offset: Double, color: Color)]

  public init(start: Point, end: Point, stops: [(offset: Double, color: Color)]) {
    self.start = start
    self.end = end
    self.stops = stops
  }

  public static func == (lhs: LinearGradient, rhs: LinearGradient) -> Bool {
    lhs.start == rhs.start && lhs.end == rhs.end && lhs.stops.count == rhs.stops.count
      && zip(lhs.stops, rhs.stops).allSatisfy { $0.offset == $1.offset && $0.color == $1.color }
  }

  /// The same gradient with every stop's alpha multiplied by `factor`.
  public func fading(_ factor: Double) -> LinearGradient {
    LinearGradient(
      start: start, end: end, stops: stops.map { ($0.offset, $0.color.fading(factor)) })
  }
}
