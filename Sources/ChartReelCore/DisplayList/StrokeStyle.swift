/// How a path's outline is drawn.
package struct StrokeStyle: Equatable, Sendable {
  package enum Cap: String, Sendable { case butt, round, square }
  package enum Join: String, Sendable { case miter, round, bevel }

  package var width: Double
  package var cap: Cap
  package var join: Join
  /// Dash and gap lengths in pixels; empty for a solid line.
  package var dashes: [Double]

  package init(width: Double, cap: Cap = .butt, join: Join = .miter, dashes: [Double] = []) {
    self.width = width
    self.cap = cap
    self.join = join
    self.dashes = dashes
  }
}

/// A linear gradient between two points, with colour stops at offsets from 0 to 1.
package struct LinearGradient: Equatable, Sendable {
  package var start: Point
  package var end: Point
  package var stops: [(offset: Double, color: Color)]

  package init(start: Point, end: Point, stops: [(offset: Double, color: Color)]) {
    self.start = start
    self.end = end
    self.stops = stops
  }

  package static func == (lhs: LinearGradient, rhs: LinearGradient) -> Bool {
    lhs.start == rhs.start && lhs.end == rhs.end && lhs.stops.count == rhs.stops.count
      && zip(lhs.stops, rhs.stops).allSatisfy { $0.offset == $1.offset && $0.color == $1.color }
  }

  /// The same gradient with every stop's alpha multiplied by `factor`.
  package func fading(_ factor: Double) -> LinearGradient {
    LinearGradient(
      start: start, end: end, stops: stops.map { ($0.offset, $0.color.fading(factor)) })
  }
}
