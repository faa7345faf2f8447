import CCairo
import ChartReelCore

/// The box a translucent group can paint in, so that its offscreen surface covers that box
/// and not the whole frame.
///
/// Cairo's `push_group` makes a surface the size of the current clip and clears it: for a
/// group without a clip — a fading series of bars — a whole frame cleared and composited for a
/// few bars. Clipping to a box of whole pixels that holds all the group can paint changes no
/// pixel: outside it the group is transparent, and inside it nothing is drawn differently.
extension CairoRasterizer {
  /// Clips `cr` to whole device pixels holding everything `nodes` can paint, when known.
  func clipToInk(of nodes: [DisplayNode], on cr: OpaquePointer) {
    guard let box = inkBounds(nodes) else { return }
    var (minX, minY, maxX, maxY) = (
      Double.infinity, Double.infinity, -Double.infinity, -Double.infinity
    )
    for (x, y) in [
      (box.minX, box.minY), (box.maxX, box.minY), (box.minX, box.maxY), (box.maxX, box.maxY),
    ] {
      var (dx, dy) = (x, y)
      cairo_user_to_device(cr, &dx, &dy)
      (minX, minY, maxX, maxY) = (min(minX, dx), min(minY, dy), max(maxX, dx), max(maxY, dy))
    }
    guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return }
    let x0 = (minX - 1).rounded(.down)
    let y0 = (minY - 1).rounded(.down)
    let x1 = (maxX + 1).rounded(.up)
    let y1 = (maxY + 1).rounded(.up)
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    cairo_identity_matrix(cr)
    cairo_new_path(cr)
    cairo_rectangle(cr, x0, y0, max(0, x1 - x0), max(0, y1 - y0))
    cairo_clip(cr)
    cairo_set_matrix(cr, &matrix)
  }

  /// A box, in the nodes' own coordinates, holding every pixel they can paint: paths with
  /// their antialiased edge, strokes with half their width (ten times that for miter joins,
  /// Cairo's miter limit), text with an em around its laid-out box; nil when they paint nothing.
  func inkBounds(_ nodes: [DisplayNode]) -> Rect? {
    var result: Rect?
    func add(_ box: Rect?) {
      guard let box else { return }
      result = result.map { $0.union(box) } ?? box
    }
    for node in nodes {
      switch node {
      case .fill(let path, _), .gradientFill(let path, _):
        add(path.bounds?.expanded(by: 1))
      case .stroke(let path, _, let style):
        let reach = style.width / 2 * (style.join == .miter ? 10 : 1.5) + 1
        add(path.bounds?.expanded(by: reach))
      case .text(let run):
        add(text.box(of: run).expanded(by: run.font.size + 1))
      case .group(let clip, _, let children):
        guard var box = inkBounds(children) else { continue }
        if let clipBox = clip?.bounds {
          box = box.intersection(clipBox) ?? Rect(x: box.minX, y: box.minY, width: 0, height: 0)
        }
        add(box)
      case .tile(let tile, let children):
        guard let box = inkBounds(children) else { continue }
        add(box.intersection(tile.rect) ?? Rect(x: box.minX, y: box.minY, width: 0, height: 0))
      case .transform(let t, let children):
        guard let box = inkBounds(children) else { continue }
        let corners = [
          Point(x: box.minX, y: box.minY), Point(x: box.maxX, y: box.minY),
          Point(x: box.minX, y: box.maxY), Point(x: box.maxX, y: box.maxY),
        ].map { Point(x: t.a * $0.x + t.c * $0.y + t.tx, y: t.b * $0.x + t.d * $0.y + t.ty) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        add(
          Rect(
            x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!,
            height: ys.max()! - ys.min()!))
      }
    }
    return result
  }
}

extension Rect {
  /// The rectangle grown by `margin` on every side.
  func expanded(by margin: Double) -> Rect {
    Rect(x: minX - margin, y: minY - margin, width: width + 2 * margin, height: height + 2 * margin)
  }

  /// The rectangle both share; nil when they do not overlap.
  func intersection(_ other: Rect) -> Rect? {
    let x0 = max(minX, other.minX)
    let y0 = max(minY, other.minY)
    let x1 = min(maxX, other.maxX)
    let y1 = min(maxY, other.maxY)
    guard x1 >= x0, y1 >= y0 else { return nil }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}
