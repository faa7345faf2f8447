/// A rectangle of whole pixels, `[x, x + width) × [y, y + height)`: where a tile is drawn.
package struct PixelBox: Equatable, Hashable, Sendable {
  /// The left edge, in pixels.
  package var x: Int
  /// The top edge, in pixels.
  package var y: Int
  /// The width in pixels, never negative.
  package var width: Int
  /// The height in pixels, never negative.
  package var height: Int

  /// A box at (`x`, `y`) of `width` × `height` pixels; a negative size counts as 0.
  package init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// The smallest box of whole pixels holding `rect`; nil when `rect` is not finite or lies
  /// beyond a million pixels from the origin.
  package init?(enclosing rect: Rect) {
    let edges = [rect.minX, rect.minY, rect.maxX, rect.maxY]
    guard edges.allSatisfy({ $0.isFinite && abs($0) < 1e6 }) else { return nil }
    let x0 = Int(min(rect.minX, rect.maxX).rounded(.down))
    let y0 = Int(min(rect.minY, rect.maxY).rounded(.down))
    let x1 = Int(max(rect.minX, rect.maxX).rounded(.up))
    let y1 = Int(max(rect.minY, rect.maxY).rounded(.up))
    self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The box as a rectangle of canvas pixels.
  package var rect: Rect {
    Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height))
  }

  /// Whether the box holds no pixel.
  package var isEmpty: Bool { width == 0 || height == 0 }
}
