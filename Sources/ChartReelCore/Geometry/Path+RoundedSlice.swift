import Foundation

extension Path {
  /// The part of a rounded rectangle between two x positions, traced exactly.
  ///
  /// This is what filling `rect` would cover under a clip of `roundedRect(rect, radius:)` and
  /// a clip of the band `x0...x1` — without the clips, which cost a mask per frame to raster.
  package static func roundedRect(_ rect: Rect, radius: Double, from x0: Double, to x1: Double)
    -> Path
  {
    let a = max(x0, rect.minX)
    let b = min(x1, rect.maxX)
    var path = Path()
    guard b > a, rect.height > 0 else { return path }
    let r = max(0, min(radius, rect.width / 2, rect.height / 2))
    let left = rect.minX + r
    let right = rect.maxX - r
    let top = rect.minY + r
    let bottom = rect.maxY - r
    /// The angle on a corner circle centred at `cx` whose point has this x, above the centre.
    func above(_ x: Double, _ cx: Double) -> Double { 2 * .pi - acos(clampedCosine(x, cx, r)) }
    /// The same below the centre.
    func below(_ x: Double, _ cx: Double) -> Double { acos(clampedCosine(x, cx, r)) }

    path.move(to: Point(x: a, y: edgeY(a, rect, r, top: true)))
    if a < left {
      path.arc(
        center: Point(x: left, y: top), radius: r, from: above(a, left),
        to: above(min(b, left), left))
    }
    if min(b, right) > max(a, left) { path.line(to: Point(x: min(b, right), y: rect.minY)) }
    if b > right {
      path.arc(
        center: Point(x: right, y: top), radius: r, from: above(max(a, right), right),
        to: above(b, right))
    }
    path.line(to: Point(x: b, y: edgeY(b, rect, r, top: false)))
    if b > right {
      path.arc(
        center: Point(x: right, y: bottom), radius: r, from: below(b, right),
        to: below(max(a, right), right))
    }
    if min(b, right) > max(a, left) { path.line(to: Point(x: max(a, left), y: rect.maxY)) }
    if a < left {
      path.arc(
        center: Point(x: left, y: bottom), radius: r, from: below(min(b, left), left),
        to: below(a, left))
    }
    path.close()
    return path
  }

  /// The cosine of the corner-circle angle whose point has x, kept in [-1, 1] against rounding.
  private static func clampedCosine(_ x: Double, _ cx: Double, _ r: Double) -> Double {
    min(1, max(-1, (x - cx) / r))
  }

  /// The y of the top or bottom edge of a rounded rectangle at x.
  private static func edgeY(_ x: Double, _ rect: Rect, _ r: Double, top: Bool) -> Double {
    let cx = min(max(x, rect.minX + r), rect.maxX - r)
    let dx = x - cx
    let lift = r - max(0, r * r - dx * dx).squareRoot()
    return top ? rect.minY + lift : rect.maxY - lift
  }
}
