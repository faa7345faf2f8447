/// One segment of a round-capped line — a capsule: every point within a radius of the
/// segment — with the per-row steps that scanning it needs.
struct LineCapsule {
  let ax: Double
  let ay: Double
  let dx: Double
  let dy: Double
  /// 1 / the squared length (0 for a point).
  let inverseLength2: Double
  /// The unit direction (0, 0 for a point).
  let ux: Double
  let uy: Double
  /// dx / dy and dy / dx (0 when the divisor is), length² / dx: per-row steps.
  let xPerY: Double
  let yPerX: Double
  let alongWidth: Double

  init(a: (x: Double, y: Double), b: (x: Double, y: Double)) {
    (ax, ay) = (a.x, a.y)
    (dx, dy) = (b.x - a.x, b.y - a.y)
    let length2 = dx * dx + dy * dy
    inverseLength2 = length2 > 0 ? 1 / length2 : 0
    let length = length2.squareRoot()
    (ux, uy) = length > 0 ? (dx / length, dy / length) : (0, 0)
    xPerY = dy != 0 ? dx / dy : 0
    yPerX = dx != 0 ? dy / dx : 0
    alongWidth = dx != 0 ? length2 / dx : 0
  }

  /// The distance from (px, py) to the segment.
  @inline(__always)
  func distance(_ px: Double, _ py: Double) -> Double {
    let (qx, qy) = (px - ax, py - ay)
    let t = min(max((qx * dx + qy * dy) * inverseLength2, 0), 1)
    let (ex, ey) = (qx - t * dx, qy - t * dy)
    return (ex * ex + ey * ey).squareRoot()
  }

  /// The x-interval, on the horizontal line at `y`, of the points that project inside the
  /// segment (0 ≤ t ≤ 1); empty for a point, everything for a vertical segment across `y`.
  @inline(__always)
  func along(atY y: Double) -> (Double, Double) {
    guard inverseLength2 > 0 else { return (1, 0) }
    let qy = y - ay
    if dx != 0 {
      let p = ax - qy * yPerX
      let q = p + alongWidth
      return (min(p, q), max(p, q))
    }
    return qy * dy < 0 || qy * dy > dy * dy ? (1, 0) : (-Double.infinity, Double.infinity)
  }

  /// The x-interval, on the horizontal line at `y`, of the points within `radius` of the
  /// segment (one interval, the capsule being convex); empty (lower above upper) when none.
  func span(atY y: Double, radius: Double) -> (Double, Double) {
    var lo = Double.infinity
    var hi = -Double.infinity
    func disc(_ cx: Double, _ cy: Double) {
      let h = radius * radius - (y - cy) * (y - cy)
      guard h >= 0 else { return }
      let s = h.squareRoot()
      lo = min(lo, cx - s)
      hi = max(hi, cx + s)
    }
    disc(ax, ay)
    disc(ax + dx, ay + dy)
    if inverseLength2 > 0 {
      let qy = y - ay
      // Across the segment: |(x − ax)·uy − qy·ux| ≤ radius.
      var band: (Double, Double)
      if uy != 0 {
        let center = ax + qy * xPerY
        let half = radius / abs(uy)
        band = (center - half, center + half)
      } else {
        band = abs(qy) <= radius ? (-Double.infinity, Double.infinity) : (1, 0)
      }
      // Along the segment: 0 ≤ (x − ax)·dx + qy·dy ≤ length².
      let along = along(atY: y)
      band = (max(band.0, along.0), min(band.1, along.1))
      if band.0 <= band.1 {
        lo = min(lo, band.0)
        hi = max(hi, band.1)
      }
    }
    return (lo, hi)
  }
}
