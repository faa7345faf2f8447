import CCairo
import ChartReelCore

/// Draws display lists into frames with Cairo, text with Pango.
///
/// One rasteriser owns one surface of a fixed size; it is not thread-safe, so parallel
/// rendering uses one rasteriser per thread. Drawing is deterministic: the same list gives the
/// same bytes on every run.
package final class CairoRasterizer: Rasterizer {
  /// The width of the frames drawn, in pixels.
  package let width: Int
  /// The height of the frames drawn, in pixels.
  package let height: Int
  private let surface: CairoSurface
  let text: PangoText
  /// A measurer that matches this rasteriser's text drawing.
  package let textMeasurer: PangoTextMeasurer
  package var measurer: any TextMeasuring { textMeasurer }
  /// The list the surface holds now: an equal list is not drawn again.
  private var drawn: DisplayList?
  /// The pixel value every pixel of the surface holds, when a frame's pixels were consumed
  /// (`render(_:consuming:)`): the next frame's background, if it is that pixel, is not
  /// painted again.
  var blank: UInt32?
  /// The last background colour and the pixel Cairo paints it as (`backgroundPixel`).
  var backgroundPixelMemo: (color: Color, pixel: UInt32)?
  /// Heavy groups drawn offscreen, kept while their children stay equal.
  var layers = LayerCache()
  /// Paints the round-joined lines (see `strokeRoundLine`).
  let lines = RoundLineRasterizer()
  /// Paints the fills made of rectangles apart (see `fillRectangles`).
  let rectangles = RectangleFill()
  /// Whether fills of rectangles apart are painted by `rectangles`; off only to compare with
  /// Cairo.
  var fillsRectangles = true
  /// The pixels Cairo makes of the colours last filled by `rectangles`.
  var sourcePixels: [(color: Color, pixel: UInt32)] = []
  /// The current clip in device space when it is a box, nil when it is another shape.
  var lineClip: RoundLineRasterizer.Clip?

  /// Whether translucent groups whose shapes do not overlap are drawn with their opacity
  /// folded into the shapes' colours (see `folded`); off only to compare with compositing.
  var foldsOpacity = true
  /// How many translucent groups were drawn folded, for tests.
  var foldedGroups = 0

  /// Tiles drawn on earlier frames (see `drawTile`).
  var tiles: TileCache
  /// Whether tiles are copied from earlier frames when that gives the same pixels; off only
  /// to compare with drawing them.
  var cachesTiles = true

  /// The blocks of the surface the last frame drew on (see `CairoRasterizer+DrawnBlocks`).
  var drawnBlocks: DrawnBlocks
  /// Whether drawn blocks are marked and lent with the pixels; off only to compare with
  /// converting every pixel.
  var tracksDrawnBlocks = true
  /// The frame's Cairo surface, which marked shapes are drawn on.
  let frameSurface: OpaquePointer

  /// A rasteriser for frames of `width` × `height` pixels; throws for a size Cairo cannot hold.
  package init(width: Int, height: Int) throws(RenderError) {
    self.width = width
    self.height = height
    surface = try CairoSurface(width: width, height: height)
    frameSurface = surface.surface
    drawnBlocks = DrawnBlocks(width: width, height: height)
    // As many bytes as a frame (at least a mebibyte, for small frames), so at most about
    // twice a frame's with the frame itself.
    tiles = TileCache(budget: max(width * height * 4, 1 << 20))
    text = PangoText(context: surface.context)
    textMeasurer = try PangoTextMeasurer()
  }

  /// Draws `list` over the list's background and returns the pixels.
  package func render(_ list: DisplayList) throws(RenderError) -> Frame {
    var frame = Frame(width: width, height: height)
    try draw(list, into: &frame)
    return frame
  }

  /// Draws `list` into `frame`, reusing its storage: the allocation-free form for loops.
  package func render(_ list: DisplayList, into frame: inout Frame) throws {
    try draw(list, into: &frame)
  }

  /// Draws `list` into `frame`, reusing its storage, with typed errors.
  package func draw(_ list: DisplayList, into frame: inout Frame) throws(RenderError) {
    try rasterize(list)
    try surface.copyPixels(into: &frame)
  }

  /// Draws `list` and lends `body` the surface's pixels, without copying them.
  package func render(_ list: DisplayList, lending body: (FramePixels) throws -> Void) throws {
    try rasterize(list)
    try surface.withPixels(body)
  }

  /// Draws `list` straight into `bytes`, packed BGRA rows, without touching the surface.
  package func render(_ list: DisplayList, packedInto bytes: inout [UInt8]) throws {
    if bytes.count != width * height * 4 {
      bytes = [UInt8](repeating: 0, count: width * height * 4)
    }
    try bytes.withUnsafeMutableBytes { buffer in
      let target = try CairoSurface(drawingInto: buffer.baseAddress!, width: width, height: height)
      try paint(list, on: target.context)
      cairo_surface_flush(target.surface)
    }
  }

  /// Draws `list` and lends `body` the pixels and the background's pixel value, which `body`
  /// leaves in every pixel: the next frame with that background is drawn over them without
  /// painting it (a frame's whole area, 8 MB at 1080p, written once less).
  package func render(_ list: DisplayList, consuming body: (FramePixels, UInt32) throws -> Void)
    throws
  {
    let background = try backgroundPixel(list.background)
    try rasterize(list)
    drawn = nil
    defer { cairo_surface_mark_dirty(surface.surface) }
    try surface.withPixels { pixels in
      var pixels = pixels
      if tracksDrawnBlocks { pixels.drawn = drawnBlocks }
      try body(pixels, background)
    }
    blank = background
  }

  /// Draws `list` on the surface, unless the surface holds it already.
  func rasterize(_ list: DisplayList) throws(RenderError) {
    // A frame at rest is the one before it: the surface already holds its pixels.
    if list == drawn { return }
    drawn = nil
    let over = blank
    blank = nil
    try paint(list, on: surface.context, over: over)
    drawn = list
  }

  /// Draws `list` over its background on `cr`, whose target is a whole frame; `blank`, when
  /// the target's every pixel holds it, spares painting a background Cairo paints as that
  /// pixel.
  ///
  /// Never inlined: `scripts/bench` counts the instructions spent drawing by this function's
  /// name (callgrind's `--toggle-collect`).
  @inline(never)
  func paint(_ list: DisplayList, on cr: OpaquePointer, over blank: UInt32? = nil)
    throws(RenderError)
  {
    text.startFrame()
    if cairo_get_target(cr) == frameSurface { drawnBlocks.removeAll() }
    cairo_save(cr)
    let isBlank = try blank.map { pixel throws(RenderError) in
      try pixel == backgroundPixel(list.background)
    }
    if isBlank != true {
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      set(list.background, on: cr)
      cairo_paint(cr)
    }
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    cairo_set_antialias(cr, Self.shapeAntialias)
    lineClip = .init(x0: 0, y0: 0, x1: Double(width), y1: Double(height))
    try draw(list.nodes, on: cr)
    cairo_restore(cr)
    try check(cairo_status(cr))
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

  func draw(_ nodes: [DisplayNode], on cr: OpaquePointer) throws(RenderError) {
    for node in nodes {
      switch node {
      case .fill(let path, let color):
        markInk(of: node, on: cr)
        if fillRectangles(path, color: color, on: cr) { continue }
        trace(path, on: cr)
        set(color, on: cr)
        cairo_fill(cr)
      case .gradientFill(let path, let gradient):
        guard
          [gradient.start.x, gradient.start.y, gradient.end.x, gradient.end.y]
            .allSatisfy(\.isFinite)
        else { continue }
        markInk(of: node, on: cr)
        trace(path, on: cr)
        let pattern = cairo_pattern_create_linear(
          gradient.start.x, gradient.start.y, gradient.end.x, gradient.end.y)
        for stop in gradient.stops {
          let c = stop.color
          cairo_pattern_add_color_stop_rgba(pattern, stop.offset, c.red, c.green, c.blue, c.alpha)
        }
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
        cairo_pattern_destroy(pattern)
      case .stroke(let path, let color, let style):
        guard style.width.isFinite, style.dashes.allSatisfy({ $0.isFinite && $0 >= 0 }),
          style.dashes.isEmpty || style.dashes.contains(where: { $0 > 0 })
        else { continue }
        if strokeRoundLine(path, color: color, style: style, on: cr) { continue }
        markInk(of: node, on: cr)
        trace(path, on: cr)
        set(color, on: cr)
        cairo_set_line_width(cr, style.width)
        cairo_set_line_cap(cr, cap(style.cap))
        cairo_set_line_join(cr, join(style.join))
        if !style.dashes.isEmpty {
          cairo_set_dash(cr, style.dashes, Int32(style.dashes.count), 0)
        }
        cairo_stroke(cr)
        if !style.dashes.isEmpty { cairo_set_dash(cr, nil, 0, 0) }
      case .text(let run):
        guard run.position.x.isFinite, run.position.y.isFinite, run.width?.isFinite ?? true
        else { continue }
        let ink = text.draw(run, on: cr)
        if let ink, marksDrawing(on: cr) {
          markDevice(userBox: ink, on: cr)
        } else {
          markInk(of: node, on: cr)
        }
      case .group(let clip, let opacity, let children):
        guard opacity > 0 else { continue }
        if opacity >= 1, let clip, try drawThroughLayer(clip: clip, children: children, on: cr) {
          continue
        }
        cairo_save(cr)
        let outerClip = lineClip
        defer { lineClip = outerClip }
        if let clip {
          lineClip = lineClip(inside: clip, on: cr)
          trace(clip, on: cr)
          cairo_clip(cr)
        }
        if opacity < 1, let faded = folded(children, opacity: opacity, on: cr) {
          foldedGroups += 1
          try draw(faded, on: cr)
        } else if opacity < 1 {
          clipToInk(of: children, on: cr)
          cairo_push_group(cr)
          try draw(children, on: cr)
          cairo_pop_group_to_source(cr)
          cairo_paint_with_alpha(cr, opacity)
        } else {
          try draw(children, on: cr)
        }
        cairo_restore(cr)
      case .transform(let t, let children):
        // A node scaled to 0 (or so near it that the product with the current matrix is)
        // covers no pixel; Cairo would put the context in an error state for good.
        var current = cairo_matrix_t()
        cairo_get_matrix(cr, &current)
        let determinant =
          (t.a * t.d - t.b * t.c) * (current.xx * current.yy - current.yx * current.xy)
        guard abs(determinant) > 1e-100, determinant.isFinite, t.tx.isFinite, t.ty.isFinite
        else { continue }
        cairo_save(cr)
        var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cr, &matrix)
        try draw(children, on: cr)
        cairo_restore(cr)
      case .tile(let box, let children):
        try drawTile(box, children: children, on: cr)
      }
    }
  }

  /// Makes `path` the context's path; a path with a coordinate that is not finite (a point
  /// on a gap, say) is left empty, since Cairo would fail for good on it.
  func trace(_ path: Path, on cr: OpaquePointer) {
    cairo_new_path(cr)
    guard path.elements.allSatisfy(\.isFinite) else { return }
    for element in path.elements {
      switch element {
      case .move(let p): cairo_move_to(cr, p.x, p.y)
      case .line(let p): cairo_line_to(cr, p.x, p.y)
      case .curve(let c1, let c2, let p): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
      case .arc(let center, let radius, let start, let end):
        cairo_arc(cr, center.x, center.y, radius, start, end)
      case .arcNegative(let center, let radius, let start, let end):
        cairo_arc_negative(cr, center.x, center.y, radius, start, end)
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

/// Makes Cairo rasterisers, one per render thread.
package struct CairoRasterizerFactory: RasterizerFactory {
  /// The factory; it holds nothing.
  package init() {}
  /// A Cairo rasteriser of that size.
  package func makeRasterizer(width: Int, height: Int) throws -> any Rasterizer {
    try CairoRasterizer(width: width, height: height)
  }
}

extension Path.Element {
  /// Whether every coordinate (and radius, angle) of the element is finite.
  var isFinite: Bool {
    switch self {
    case .move(let p), .line(let p): return p.x.isFinite && p.y.isFinite
    case .curve(let c1, let c2, let p):
      return [c1.x, c1.y, c2.x, c2.y, p.x, p.y].allSatisfy(\.isFinite)
    case .arc(let center, let radius, let start, let end),
      .arcNegative(let center, let radius, let start, let end):
      return [center.x, center.y, radius, start, end].allSatisfy(\.isFinite)
    case .close: return true
    }
  }
}
