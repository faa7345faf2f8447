import Foundation

/// A vector outline made of lines, cubic curves and circular arcs, in canvas pixels.
package struct Path: Equatable, Sendable {
  /// One drawing command of a path.
  package enum Element: Equatable, Sendable {
    case move(Point)
    case line(Point)
    case curve(Point, Point, Point)
    /// A circular arc; angles in radians, clockwise on screen from the positive x axis.
    case arc(center: Point, radius: Double, startAngle: Double, endAngle: Double)
    /// A circular arc drawn the other way: angles decreasing, counter-clockwise on screen.
    case arcNegative(center: Point, radius: Double, startAngle: Double, endAngle: Double)
    case close
  }

  package private(set) var elements: [Element] = []

  package init() {}

  package mutating func move(to point: Point) { elements.append(.move(point)) }
  package mutating func line(to point: Point) { elements.append(.line(point)) }
  package mutating func curve(to point: Point, control1: Point, control2: Point) {
    elements.append(.curve(control1, control2, point))
  }
  package mutating func arc(center: Point, radius: Double, from start: Double, to end: Double) {
    elements.append(.arc(center: center, radius: radius, startAngle: start, endAngle: end))
  }
  /// A circular arc counter-clockwise on screen, the angles decreasing from `start` to `end`.
  package mutating func arcNegative(
    center: Point, radius: Double, from start: Double, to end: Double
  ) {
    elements.append(.arcNegative(center: center, radius: radius, startAngle: start, endAngle: end))
  }
  package mutating func close() { elements.append(.close) }

  /// Makes room for `count` elements in all, so that adding them does not grow the storage
  /// again and again.
  package mutating func reserveCapacity(_ count: Int) { elements.reserveCapacity(count) }

  /// Adds every element of `other` as further sub-paths.
  package mutating func append(contentsOf other: Path) { elements += other.elements }

  /// A path through `points` joined by straight lines.
  package static func polyline(_ points: [Point]) -> Path {
    var path = Path()
    path.elements.reserveCapacity(points.count)
    for (index, point) in points.enumerated() {
      if index == 0 { path.move(to: point) } else { path.line(to: point) }
    }
    return path
  }

  /// A rectangle.
  package static func rect(_ rect: Rect) -> Path {
    var path = Path()
    path.reserveCapacity(6)
    path.addRect(rect)
    return path
  }

  /// Adds a rectangle as a sub-path, clockwise from its top-left corner: the elements of
  /// `.rect(rect)`, without making a path for it.
  package mutating func addRect(_ rect: Rect) {
    elements.append(.move(Point(x: rect.minX, y: rect.minY)))
    elements.append(.line(Point(x: rect.maxX, y: rect.minY)))
    elements.append(.line(Point(x: rect.maxX, y: rect.maxY)))
    elements.append(.line(Point(x: rect.minX, y: rect.maxY)))
    elements.append(.line(Point(x: rect.minX, y: rect.minY)))
    elements.append(.close)
  }

  /// A rectangle whose corners are quarter circles of `radius` (clamped to fit).
  package static func roundedRect(_ rect: Rect, radius: Double) -> Path {
    roundedRect(rect, radii: (radius, radius, radius, radius))
  }

  /// A rectangle with its own radius at each corner: top-left, top-right, bottom-right,
  /// bottom-left.
  package static func roundedRect(
    _ rect: Rect, radii: (Double, Double, Double, Double)
  ) -> Path {
    let limit = min(rect.width, rect.height) / 2
    let (tl, tr, br, bl) = (
      min(radii.0, limit), min(radii.1, limit), min(radii.2, limit), min(radii.3, limit)
    )
    var path = Path()
    // A move, four sides, four corners and the close.
    path.reserveCapacity(10)
    path.move(to: Point(x: rect.minX + tl, y: rect.minY))
    path.line(to: Point(x: rect.maxX - tr, y: rect.minY))
    if tr > 0 {
      path.arc(
        center: Point(x: rect.maxX - tr, y: rect.minY + tr), radius: tr, from: -.pi / 2, to: 0)
    }
    path.line(to: Point(x: rect.maxX, y: rect.maxY - br))
    if br > 0 {
      path.arc(
        center: Point(x: rect.maxX - br, y: rect.maxY - br), radius: br, from: 0, to: .pi / 2)
    }
    path.line(to: Point(x: rect.minX + bl, y: rect.maxY))
    if bl > 0 {
      path.arc(
        center: Point(x: rect.minX + bl, y: rect.maxY - bl), radius: bl, from: .pi / 2, to: .pi)
    }
    path.line(to: Point(x: rect.minX, y: rect.minY + tl))
    if tl > 0 {
      path.arc(
        center: Point(x: rect.minX + tl, y: rect.minY + tl), radius: tl, from: .pi, to: 1.5 * .pi)
    }
    path.close()
    return path
  }

  /// A full circle.
  package static func circle(center: Point, radius: Double) -> Path {
    var path = Path()
    path.arc(center: center, radius: radius, from: 0, to: 2 * .pi)
    path.close()
    return path
  }
}

extension Path {
  /// An ellipse filling `rect`, drawn with four cubic curves.
  package static func ellipse(in rect: Rect) -> Path {
    let k = 0.552_284_749_8  // 4/3·(√2 − 1): the control distance of a quarter circle
    let (cx, cy, rx, ry) = (rect.midX, rect.midY, rect.width / 2, rect.height / 2)
    var path = Path()
    path.move(to: Point(x: cx + rx, y: cy))
    path.curve(
      to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry),
      control2: Point(x: cx + k * rx, y: cy + ry))
    path.curve(
      to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry),
      control2: Point(x: cx - rx, y: cy + k * ry))
    path.curve(
      to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry),
      control2: Point(x: cx - k * rx, y: cy - ry))
    path.curve(
      to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry),
      control2: Point(x: cx + rx, y: cy - k * ry))
    path.close()
    return path
  }
}

extension Path {
  /// The path reflected about the vertical line x = `axis`.
  package func mirrored(about axis: Double) -> Path {
    var path = Path()
    path.reserveCapacity(elements.count)
    func flip(_ p: Point) -> Point { Point(x: 2 * axis - p.x, y: p.y) }
    for element in elements {
      switch element {
      case .move(let p): path.move(to: flip(p))
      case .line(let p): path.line(to: flip(p))
      case .curve(let c1, let c2, let p):
        path.curve(to: flip(p), control1: flip(c1), control2: flip(c2))
      case .arc(let center, let radius, let start, let end):
        path.elements.append(
          .arcNegative(
            center: flip(center), radius: radius, startAngle: .pi - start, endAngle: .pi - end))
      case .arcNegative(let center, let radius, let start, let end):
        path.arc(center: flip(center), radius: radius, from: .pi - start, to: .pi - end)
      case .close: path.close()
      }
    }
    return path
  }
}

extension Path {
  /// The path moved by an affine map; arcs keep their radius, so use it for shifts and
  /// rotations, not for uneven scales.
  package func applying(_ transform: AffineTransform) -> Path {
    var path = Path()
    path.reserveCapacity(elements.count)
    let turn = atan2(transform.b, transform.a)
    for element in elements {
      switch element {
      case .move(let p): path.move(to: transform.apply(p))
      case .line(let p): path.line(to: transform.apply(p))
      case .curve(let c1, let c2, let p):
        path.curve(
          to: transform.apply(p), control1: transform.apply(c1), control2: transform.apply(c2))
      case .arc(let center, let radius, let start, let end):
        path.arc(
          center: transform.apply(center), radius: radius, from: start + turn, to: end + turn)
      case .arcNegative(let center, let radius, let start, let end):
        path.elements.append(
          .arcNegative(
            center: transform.apply(center), radius: radius, startAngle: start + turn,
            endAngle: end + turn))
      case .close: path.close()
      }
    }
    return path
  }
}
