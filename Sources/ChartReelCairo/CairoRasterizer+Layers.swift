import CCairo
import ChartReelCore

/// Costly clipped groups — a mini-map's lines, say — drawn into an offscreen layer and kept
/// while their children stay the same, so a frame that only moves the window over them does
/// not stroke them again.
///
/// Which groups go through a layer is decided by the list alone (an opaque group drawn
/// without a transform, clipped by a curve or costly to draw again), and a kept layer is the
/// very layer a fresh drawing makes, so output never depends on what the rasteriser drew
/// before: frames stay byte-identical whatever the order or the number of threads.
///
/// A box-clipped group is costly when it strokes many points, or fills many points over
/// shapes whose boxes cover its clip at least once (stacked areas, bars). A dense line's band —
/// one thin fill, new every frame while a chart pans over a million points — is drawn directly:
/// through a layer its clearing and compositing cost more than the fill (a 720p pan: 1.6 →
/// 1.1 ms a frame).
struct LayerCache {
  struct Entry {
    var clip: Path
    var children: [DisplayNode]
    var origin: (x: Int, y: Int)
    var surface: CairoSurface
  }

  /// The fewest stroked, or filled, path points that make a group worth a layer.
  static let minimumPoints = 400
  /// How many layers are kept.
  static let capacity = 6

  var entries: [Entry] = []

  mutating func find(clip: Path, children: [DisplayNode], origin: (x: Int, y: Int))
    -> CairoSurface?
  {
    guard
      let index = entries.firstIndex(where: {
        $0.origin == origin && $0.clip == clip && $0.children == children
      })
    else { return nil }
    let entry = entries.remove(at: index)
    entries.append(entry)
    return entry.surface
  }

  /// Keeps `entry` as the most recently used layer; the cache must have room (`makeRoom()`).
  mutating func keep(_ entry: Entry) {
    entries.append(entry)
  }

  /// Forgets the least recently used layer when the cache is full, and returns its surface
  /// for reuse.
  mutating func makeRoom() -> CairoSurface? {
    guard entries.count >= Self.capacity else { return nil }
    return entries.removeFirst().surface
  }

  /// Whether drawing `nodes` inside `clip` again costs more than a layer: `minimumPoints`
  /// stroked, or as many filled by shapes whose boxes cover the clip at least once.
  static func isWorthALayer(_ nodes: [DisplayNode], clip: Rect) -> Bool {
    var strokePoints = 0
    var fillPoints = 0
    var fillArea = 0.0
    let area = clip.width * clip.height
    func visit(_ nodes: [DisplayNode]) -> Bool {
      for node in nodes {
        switch node {
        case .stroke(let path, _, _): strokePoints += path.elements.count
        // Bars: `RectangleFill` paints them again for less than a layer costs to clear and
        // composite.
        case .fill(let path, _) where RectangleFill.paints(path.elements): continue
        case .fill(let path, _), .gradientFill(let path, _):
          fillPoints += path.elements.count
          if let box = path.bounds { fillArea += box.intersectionArea(with: clip) }
        case .group(_, _, let children), .transform(_, let children), .tile(_, let children):
          if visit(children) { return true }
        case .text: continue
        }
        if strokePoints >= minimumPoints || (fillPoints >= minimumPoints && fillArea >= area) {
          return true
        }
      }
      return false
    }
    return visit(nodes)
  }
}

extension CairoRasterizer {
  /// Draws a clipped, opaque group through a layer when it is untransformed and clipped by a
  /// curve or worth a layer;
  /// returns false (drawing nothing) otherwise.
  func drawThroughLayer(clip: Path, children: [DisplayNode], on cr: OpaquePointer)
    throws(RenderError) -> Bool
  {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    guard matrix.xx == 1, matrix.yy == 1, matrix.xy == 0, matrix.yx == 0,
      matrix.x0 == 0, matrix.y0 == 0, let bounds = clip.bounds,
      !clip.isAxisAlignedBox || LayerCache.isWorthALayer(children, clip: bounds),
      // A layer is an image: a clip far larger than any canvas (a node scaled up) is drawn
      // directly instead.
      [bounds.minX, bounds.minY, bounds.maxX, bounds.maxY].allSatisfy({ abs($0) < 1e6 }),
      bounds.width <= 16_384, bounds.height <= 16_384
    else { return false }
    let x0 = Int(bounds.minX.rounded(.down))
    let y0 = Int(bounds.minY.rounded(.down))
    let x1 = Int(bounds.maxX.rounded(.up))
    let y1 = Int(bounds.maxY.rounded(.up))
    guard x1 > x0, y1 > y0 else { return false }
    let layer: CairoSurface
    if let kept = layers.find(clip: clip, children: children, origin: (x0, y0)) {
      layer = kept
    } else {
      // The layer forgotten to make room is cleared and drawn into again when it has the
      // size: a pan draws its plot's layer anew every frame, and new memory costs more.
      if let spare = layers.makeRoom(), spare.width == x1 - x0, spare.height == y1 - y0 {
        layer = spare
        try layer.clear()
      } else {
        layer = try CairoSurface(width: x1 - x0, height: y1 - y0)
      }
      let context = layer.context
      cairo_translate(context, Double(-x0), Double(-y0))
      cairo_set_antialias(context, Self.shapeAntialias)
      let outerClip = lineClip
      lineClip = .init(x0: 0, y0: 0, x1: Double(x1 - x0), y1: Double(y1 - y0))
      defer { lineClip = outerClip }
      try draw(children, on: context)
      // Clipped after drawing: what lies outside the clip is cleared and its edge faded by
      // coverage, only where the clip does not cover pixels whole. A curved clip set before
      // drawing would cost a mask per shape.
      cairo_set_operator(context, CAIRO_OPERATOR_DEST_IN)
      cairo_set_source_rgba(context, 0, 0, 0, 1)
      for box in LayerClip.boxes(for: clip, layer: IntBox(x0: x0, y0: y0, x1: x1, y1: y1)) {
        cairo_save(context)
        cairo_rectangle(
          context, Double(box.x0), Double(box.y0), Double(box.x1 - box.x0),
          Double(box.y1 - box.y0))
        cairo_clip(context)
        trace(clip, on: context)
        cairo_fill(context)
        cairo_restore(context)
      }
      cairo_surface_flush(layer.surface)
      try check(cairo_status(context))
      layers.keep(.init(clip: clip, children: children, origin: (x0, y0), surface: layer))
    }
    if marksDrawing(on: cr) {
      markDevice(
        userBox: Rect(
          x: Double(x0), y: Double(y0), width: Double(x1 - x0), height: Double(y1 - y0)),
        on: cr)
    }
    cairo_save(cr)
    cairo_set_source_surface(cr, layer.surface, Double(x0), Double(y0))
    cairo_paint(cr)
    cairo_restore(cr)
    return true
  }
}

extension Rect {
  /// The area this rectangle shares with `other`.
  func intersectionArea(with other: Rect) -> Double {
    let width = min(maxX, other.maxX) - max(minX, other.minX)
    let height = min(maxY, other.maxY) - max(minY, other.minY)
    return width > 0 && height > 0 ? width * height : 0
  }
}
