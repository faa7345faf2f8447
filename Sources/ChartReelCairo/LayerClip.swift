import ChartReelCore
import Foundation

/// Where a layer's clip has to be applied: the pixels of the layer not wholly inside the clip.
///
/// A layer is clipped after drawing by filling the clip with Cairo's DEST_IN, which keeps a
/// pixel as it is where the clip covers it fully and clears or fades it elsewhere. For a
/// rounded rectangle — a mini-map's frame — every pixel away from the corners and the edges
/// is covered fully, so the fill is needed only in thin boxes along the edges and in the
/// corners, not across the whole layer: the same bytes for a fraction of the cost.
enum LayerClip {
  /// Whole-pixel boxes, in canvas pixels, that hold every pixel of `layer` the clip does not
  /// cover fully; `[layer]` when the clip is not a rounded rectangle.
  static func boxes(for clip: Path, layer: IntBox) -> [IntBox] {
    guard let inside = fullyCovered(by: clip) else { return [layer] }
    return layer.subtracting(inside)
  }

  /// Two boxes of whole pixels inside `clip` when it is one rounded rectangle (straight sides
  /// on its bounds, corners of quarter circles): the rectangle less its corner squares, as a
  /// wide and a tall box; nil for any other path.
  static func fullyCovered(by clip: Path) -> [IntBox]? {
    guard let bounds = clip.bounds, bounds.width > 0, bounds.height > 0,
      let corner = cornerRadius(of: clip, in: bounds)
    else { return nil }
    let wide = IntBox(
      inside: Rect(
        x: bounds.minX, y: bounds.minY + corner, width: bounds.width,
        height: bounds.height - 2 * corner))
    let tall = IntBox(
      inside: Rect(
        x: bounds.minX + corner, y: bounds.minY, width: bounds.width - 2 * corner,
        height: bounds.height))
    return [wide, tall].compactMap { $0 }
  }

  /// The largest corner radius when `path` is a rounded rectangle filling `bounds`: one
  /// subpath of sides along the bounds and quarter-circle corners; nil otherwise.
  static func cornerRadius(of path: Path, in bounds: Rect) -> Double? {
    let tolerance = 1e-9 * max(1, abs(bounds.maxX), abs(bounds.maxY))
    func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance }
    func onSide(_ p: Point, _ q: Point) -> Bool {
      (near(p.x, q.x) && (near(p.x, bounds.minX) || near(p.x, bounds.maxX)))
        || (near(p.y, q.y) && (near(p.y, bounds.minY) || near(p.y, bounds.maxY)))
    }
    let elements = path.elements
    guard case .move(let start) = elements.first, case .close = elements.last else { return nil }
    var current = start
    var radius = 0.0
    var corners = 0.0
    // The outline with each corner cut by its chord, to check that it goes round once.
    var outline = [start]
    for element in elements.dropFirst().dropLast() {
      switch element {
      case .line(let p):
        guard onSide(current, p) else { return nil }
        current = p
        outline.append(p)
      case .arc(let center, let r, let from, let to):
        guard r >= 0, to >= from, to - from <= .pi / 2 + 1e-9,
          near(center.x, bounds.minX + r) || near(center.x, bounds.maxX - r),
          near(center.y, bounds.minY + r) || near(center.y, bounds.maxY - r)
        else { return nil }
        let first = Point(x: center.x + r * cos(from), y: center.y + r * sin(from))
        guard current == first || onSide(current, first) else { return nil }
        current = Point(x: center.x + r * cos(to), y: center.y + r * sin(to))
        outline += [first, current]
        radius = max(radius, r)
        corners += r * r / 2
      case .move, .curve, .arcNegative, .close:
        return nil
      }
    }
    guard current == start || onSide(current, start) else { return nil }
    // Sides along the bounds alone could run back and forth, or round twice: the area the
    // outline winds round must be the rectangle's less the corner triangles, once.
    var twiceArea = 0.0
    for (p, q) in zip(outline, outline.dropFirst() + [start]) { twiceArea += p.x * q.y - q.x * p.y }
    let expected = bounds.width * bounds.height - corners
    guard abs(abs(twiceArea / 2) - expected) <= 1e-6 * bounds.width * bounds.height else {
      return nil
    }
    return radius
  }
}

/// A box of whole pixels, `[x0, x1) × [y0, y1)`.
struct IntBox: Equatable {
  var x0: Int
  var y0: Int
  var x1: Int
  var y1: Int

  init(x0: Int, y0: Int, x1: Int, y1: Int) {
    (self.x0, self.y0, self.x1, self.y1) = (x0, y0, x1, y1)
  }

  /// The whole pixels lying inside `rect`; nil when there are none.
  init?(inside rect: Rect) {
    let box = IntBox(
      x0: Int(rect.minX.rounded(.up)), y0: Int(rect.minY.rounded(.up)),
      x1: Int(rect.maxX.rounded(.down)), y1: Int(rect.maxY.rounded(.down)))
    guard box.x1 > box.x0, box.y1 > box.y0 else { return nil }
    self = box
  }

  /// This box less `holes`, as disjoint boxes: one band of rows at a time.
  func subtracting(_ holes: [IntBox]) -> [IntBox] {
    let edges = Set([y0, y1] + holes.flatMap { [$0.y0, $0.y1] }).filter { $0 >= y0 && $0 <= y1 }
      .sorted()
    var result: [IntBox] = []
    for (top, bottom) in zip(edges, edges.dropFirst()) {
      // The holes across this band, as column ranges in order.
      let covered = holes.filter { $0.y0 <= top && $0.y1 >= bottom && $0.x1 > $0.x0 }
        .map { (max($0.x0, x0), min($0.x1, x1)) }.filter { $0.0 < $0.1 }.sorted { $0.0 < $1.0 }
      var x = x0
      for (start, end) in covered {
        if start > x { result.append(IntBox(x0: x, y0: top, x1: start, y1: bottom)) }
        x = max(x, end)
      }
      if x < x1 { result.append(IntBox(x0: x, y0: top, x1: x1, y1: bottom)) }
    }
    return result
  }
}
