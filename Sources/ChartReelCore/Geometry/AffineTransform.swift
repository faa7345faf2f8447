import Foundation

/// A 2-D affine map, x' = a·x + c·y + tx and y' = b·x + d·y + ty, as in Cairo's matrices.
package struct AffineTransform: Equatable, Hashable, Sendable {
  package var a: Double
  package var b: Double
  package var c: Double
  package var d: Double
  package var tx: Double
  package var ty: Double

  package init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  package static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A shift by (dx, dy).
  package static func translation(_ dx: Double, _ dy: Double) -> AffineTransform {
    AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
  }

  /// A scale by `sx` and `sy` that keeps `center` where it is.
  package static func scale(_ sx: Double, _ sy: Double, about center: Point) -> AffineTransform {
    AffineTransform(
      a: sx, b: 0, c: 0, d: sy, tx: center.x * (1 - sx), ty: center.y * (1 - sy))
  }

  /// A rotation by `angle` radians (clockwise on screen) about `center`.
  package static func rotation(_ angle: Double, about center: Point) -> AffineTransform {
    let (cosine, sine) = (cos(angle), sin(angle))
    return AffineTransform(
      a: cosine, b: sine, c: -sine, d: cosine,
      tx: center.x - cosine * center.x + sine * center.y,
      ty: center.y - sine * center.x - cosine * center.y)
  }

  package var isIdentity: Bool { self == .identity }

  /// This transform followed by `next`.
  package func then(_ next: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: next.a * a + next.c * b, b: next.b * a + next.d * b,
      c: next.a * c + next.c * d, d: next.b * c + next.d * d,
      tx: next.a * tx + next.c * ty + next.tx, ty: next.b * tx + next.d * ty + next.ty)
  }

  package func apply(_ point: Point) -> Point {
    Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }

  /// The bounding box of `rect`'s corners after the transform.
  package func apply(_ rect: Rect) -> Rect {
    let corners = [
      Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
      Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
    ].map(apply)
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    return Rect(
      x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }
}
