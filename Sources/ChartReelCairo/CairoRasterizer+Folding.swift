import CCairo
import ChartReelCore

/// Translucent groups whose opacity can be folded into their shapes' colours.
///
/// A translucent group is drawn offscreen and composited: a box cleared, drawn in and blended
/// back, even for a fading grid of six one-pixel lines spread over the whole plot. When no two
/// of the group's shapes paint the same pixel, drawing each shape with its colour faded by the
/// group's opacity gives the group's pixels, within two levels (compositing rounds twice),
/// without the offscreen box. Shapes are compared by their ink boxes in device space, with the margins of
/// `inkBounds`; a translucent group inside counts as one shape and keeps its own offscreen
/// box, at the product of both opacities.
///
/// The group's clip is applied twice by compositing (once drawing offscreen, once blending) and
/// once when folded, so folding also requires that no shape reaches a pixel the clip covers
/// partly.
extension CairoRasterizer {
  /// The most shapes compared pairwise before a group is drawn offscreen instead.
  static let mostFoldedShapes = 64

  /// The group's children with its opacity folded into their colours, or nil.
  ///
  /// Nil when drawing them so would not give the group's pixels: the group is then drawn
  /// offscreen. `cr` holds the group's clip.
  func folded(_ children: [DisplayNode], opacity: Double, on cr: OpaquePointer) -> [DisplayNode]? {
    guard foldsOpacity, let clip = lineClip else { return nil }
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    var boxes: [Rect] = []
    guard shapeBoxes(children, matrix: matrix, into: &boxes), !boxes.isEmpty else { return nil }
    for (index, box) in boxes.enumerated() {
      guard box.keepsOffPartialPixels(of: clip) else { return nil }
      for other in boxes[..<index] where box.overlaps(other) { return nil }
    }
    return Self.fading(children, by: opacity)
  }

  /// Appends the device-space ink box of every shape of `nodes` drawn under `matrix`; false
  /// when there are too many or one is not known.
  private func shapeBoxes(_ nodes: [DisplayNode], matrix: cairo_matrix_t, into boxes: inout [Rect])
    -> Bool
  {
    for node in nodes {
      switch node {
      case .group(_, let opacity, let children) where opacity >= 1:
        // Its clip only narrows what its shapes paint, and applies once either way.
        guard shapeBoxes(children, matrix: matrix, into: &boxes) else { return false }
      case .tile(_, let children):
        // Its box is of whole pixels: it narrows what its shapes paint and fades no edge.
        guard shapeBoxes(children, matrix: matrix, into: &boxes) else { return false }
      case .transform(let t, let children):
        var inner = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        var outer = matrix
        var product = cairo_matrix_t()
        cairo_matrix_multiply(&product, &inner, &outer)
        guard shapeBoxes(children, matrix: product, into: &boxes) else { return false }
      case .fill, .gradientFill, .stroke, .text, .group:
        guard let box = inkBounds([node]) else { continue }
        guard let device = box.mapped(by: matrix) else { return false }
        boxes.append(device)
      }
      if boxes.count > Self.mostFoldedShapes { return false }
    }
    return true
  }

  /// `nodes` with every colour, text and translucent group faded by `opacity`.
  static func fading(_ nodes: [DisplayNode], by opacity: Double) -> [DisplayNode] {
    nodes.map { node in
      switch node {
      case .fill(let path, let color): return .fill(path, color.fading(opacity))
      case .gradientFill(let path, let gradient):
        return .gradientFill(path, gradient.fading(opacity))
      case .stroke(let path, let color, let style):
        return .stroke(path, color.fading(opacity), style)
      case .text(var run):
        run.opacity *= opacity
        return .text(run)
      case .group(let clip, let inner, let children):
        guard inner >= 1 else {
          return .group(clip: clip, opacity: inner * opacity, children: children)
        }
        return .group(clip: clip, opacity: inner, children: fading(children, by: opacity))
      case .transform(let t, let children):
        return .transform(t, children: fading(children, by: opacity))
      case .tile(let box, let children):
        return .tile(box, children: fading(children, by: opacity))
      }
    }
  }
}

extension Rect {
  /// The box holding this rectangle's corners mapped by `matrix`; nil when not finite.
  func mapped(by matrix: cairo_matrix_t) -> Rect? {
    var m = matrix
    var (x0, y0, x1, y1) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
    for (cx, cy) in [(minX, minY), (maxX, minY), (minX, maxY), (maxX, maxY)] {
      var (x, y) = (cx, cy)
      cairo_matrix_transform_point(&m, &x, &y)
      (x0, y0, x1, y1) = (min(x0, x), min(y0, y), max(x1, x), max(y1, y))
    }
    guard [x0, y0, x1, y1].allSatisfy(\.isFinite) else { return nil }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// Whether this rectangle and `other` share any point (edges touching count).
  func overlaps(_ other: Rect) -> Bool {
    minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
  }

  /// Whether this box stays out of the pixels that `clip`'s edges cross: pixels the clip
  /// covers only partly, which compositing would fade twice.
  func keepsOffPartialPixels(of clip: RoundLineRasterizer.Clip) -> Bool {
    func whole(_ v: Double) -> Bool { v == v.rounded() }
    if !whole(clip.x0), minX < clip.x0.rounded(.up), maxX > clip.x0.rounded(.down) { return false }
    if !whole(clip.x1), minX < clip.x1.rounded(.up), maxX > clip.x1.rounded(.down) { return false }
    if !whole(clip.y0), minY < clip.y0.rounded(.up), maxY > clip.y0.rounded(.down) { return false }
    if !whole(clip.y1), minY < clip.y1.rounded(.up), maxY > clip.y1.rounded(.down) { return false }
    return true
  }
}
