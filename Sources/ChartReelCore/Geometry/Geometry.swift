/// A point in canvas pixels; y grows downwards.
public struct Point: Equatable, Hashable, Sendable {
  /// Pixels from the left.
  public var x: Double
  /// Pixels from the top.
  public var y: Double
  /// The point at (`x`, `y`).
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin.
  public static let zero = Point(x: 0, y: 0)
}

/// A size in canvas pixels.
public struct Size: Equatable, Hashable, Sendable {
  /// The width in pixels.
  public var width: Double
  /// The height in pixels.
  public var height: Double
  /// A size of `width` × `height`.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// No size.
  public static let zero = Size(width: 0, height: 0)
}

/// An axis-aligned rectangle in canvas pixels.
public struct Rect: Equatable, Hashable, Sendable {
  /// The left edge, in pixels from the canvas's left.
  public var x: Double
  /// The top edge, in pixels from the canvas's top.
  public var y: Double
  /// The width in pixels.
  public var width: Double
  /// The height in pixels.
  public var height: Double

  /// The rectangle with its top-left corner at (`x`, `y`).
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The left edge.
  public var minX: Double { x }
  /// The top edge.
  public var minY: Double { y }
  /// The right edge.
  public var maxX: Double { x + width }
  /// The bottom edge.
  public var maxY: Double { y + height }
  /// The horizontal centre.
  public var midX: Double { x + width / 2 }
  /// The vertical centre.
  public var midY: Double { y + height / 2 }
  /// The centre.
  public var center: Point { Point(x: midX, y: midY) }
  /// The width and height.
  public var size: Size { Size(width: width, height: height) }

  /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
  package func insetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: x + dx, y: y + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
  }

  /// The rectangle shrunk by each side of `insets`.
  package func inset(by insets: Insets) -> Rect {
    Rect(
      x: x + insets.left, y: y + insets.top, width: max(0, width - insets.left - insets.right),
      height: max(0, height - insets.top - insets.bottom))
  }

  /// Whether `point` lies inside (edges included).
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
  }

  /// Whether the two overlap by more than an edge.
  package func intersects(_ other: Rect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }

  /// The part both cover; nil when they do not overlap by more than an edge.
  package func intersection(_ other: Rect) -> Rect? {
    guard intersects(other) else { return nil }
    let left = max(minX, other.minX)
    let top = max(minY, other.minY)
    return Rect(
      x: left, y: top, width: min(maxX, other.maxX) - left, height: min(maxY, other.maxY) - top)
  }

  /// Whether `other` lies wholly inside, give or take `tolerance` pixels.
  package func contains(_ other: Rect, tolerance: Double = 0) -> Bool {
    other.minX >= minX - tolerance && other.maxX <= maxX + tolerance
      && other.minY >= minY - tolerance && other.maxY <= maxY + tolerance
  }

  /// The smallest rectangle holding both.
  package func union(_ other: Rect) -> Rect {
    let left = min(minX, other.minX)
    let top = min(minY, other.minY)
    return Rect(
      x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
  }

  /// The rectangle reflected about the vertical line x = `axis`.
  package func mirrored(about axis: Double) -> Rect {
    Rect(x: 2 * axis - maxX, y: y, width: width, height: height)
  }
}

/// Distances from each side of a rectangle, as in CSS padding.
package struct Insets: Equatable, Hashable, Sendable {
  package var top: Double
  package var right: Double
  package var bottom: Double
  package var left: Double

  /// Insets of each side.
  package init(top: Double, right: Double, bottom: Double, left: Double) {
    self.top = top
    self.right = right
    self.bottom = bottom
    self.left = left
  }

  /// The same distance on every side.
  package init(all value: Double) {
    self.init(top: value, right: value, bottom: value, left: value)
  }

  /// No inset.
  package static let zero = Insets(all: 0)
}
