import CCairo
import ChartReelCore
import Foundation

/// Tiles — parts of a frame that seldom change, such as a chart's legend or its mini-map's
/// series — copied from an earlier frame instead of drawn, when that gives the same pixels.
///
/// A tile's children are drawn clipped to its box. Its pixels then depend only on the pixels
/// under the box, the children, where the box lies and the clip the children are drawn in;
/// `TileCache` keeps those with the pixels drawn, and a tile whose every input is equal is
/// copied. The comparison of the pixels under the box makes it exact whatever was drawn
/// before: a frame's bytes are the same with the cache, without it, or with one rasteriser per
/// thread seeing every other frame.
///
/// Tiles are kept only where that reasoning holds plainly: drawn straight on the frame's
/// surface (not inside a translucent group's offscreen surface), under a transform that keeps
/// sides along the axes (a scale and a shift, as a node's or the output's), with a clip of
/// boxes that holds the whole tile. Elsewhere they are drawn. Under a scale or a shift of a
/// fraction the tile's edges cut pixels: the pixels kept are those holding the edges, which
/// the same pixels under the same children and transform give alike.
extension CairoRasterizer {
  /// Where a tile lies on the frame's surface.
  struct TilePlace {
    let target: OpaquePointer
    /// The transform from the tile's coordinates to the frame's pixels.
    let matrix: TileCache.Matrix
    let pixels: IntBox
  }

  /// Draws `children` clipped to `box`, or copies the pixels they gave over the same pixels
  /// on an earlier frame.
  func drawTile(_ box: PixelBox, children: [DisplayNode], on cr: OpaquePointer)
    throws(RenderError)
  {
    guard !box.isEmpty, !children.isEmpty else { return }
    cairo_save(cr)
    let outerClip = lineClip
    defer { lineClip = outerClip }
    // Asked before the tile's own clip: the clip around it must hold all of it.
    let place = cachesTiles ? tilePlace(box, on: cr) : nil
    let clip = Path.rect(box.rect)
    lineClip = lineClip(inside: clip, on: cr)
    trace(clip, on: cr)
    cairo_clip(cr)
    if let place {
      let key = TileCache.Key(
        box: box, matrix: place.matrix, pixels: place.pixels, lineClip: lineClip,
        children: children)
      try drawKept(key, at: place, on: cr)
    } else {
      try draw(children, on: cr)
    }
    cairo_restore(cr)
  }

  /// Copies the tile of `key` from the cache when the pixels under it are those it was drawn
  /// over; draws it and keeps it otherwise.
  private func drawKept(_ key: TileCache.Key, at place: TilePlace, on cr: OpaquePointer)
    throws(RenderError)
  {
    cairo_surface_flush(place.target)
    guard let data = cairo_image_surface_get_data(place.target) else {
      return try draw(key.children, on: cr)
    }
    let pixels = TilePixels(
      base: UnsafeMutableRawPointer(data),
      bytesPerRow: Int(cairo_image_surface_get_stride(place.target)), box: place.pixels)
    if let entry = tiles.entry(for: key), pixels.equal(entry.before) {
      pixels.write(entry.after)
      let box = place.pixels
      if marksDrawing(on: cr) { drawnBlocks.mark(x0: box.x0, y0: box.y0, x1: box.x1, y1: box.y1) }
      cairo_surface_mark_dirty_rectangle(
        place.target, Int32(box.x0), Int32(box.y0), Int32(box.x1 - box.x0), Int32(box.y1 - box.y0)
      )
      tiles.countHit()
      return
    }
    let last = tiles.takeStorage(for: key)
    var entry = last ?? .init(key: key, before: [], after: [], holdsPixels: false)
    // Pixels are kept the first time a tile is drawn in its place, or when its children are
    // those drawn there last; not while they change from one drawing to the next.
    entry.holdsPixels = last.map { $0.key.children == key.children } ?? true
    entry.key = key
    if entry.holdsPixels { pixels.read(into: &entry.before) }
    try draw(key.children, on: cr)
    if entry.holdsPixels {
      cairo_surface_flush(place.target)
      pixels.read(into: &entry.after)
    }
    tiles.keep(entry)
  }

  /// Where `box` lies on the frame's surface when its tile can be kept; nil when it is to be
  /// drawn: inside an offscreen group, under a transform that turns or mirrors, off the
  /// surface, or where the clip does not hold it whole.
  private func tilePlace(_ box: PixelBox, on cr: OpaquePointer) -> TilePlace? {
    guard let target = cairo_get_target(cr), cairo_get_group_target(cr) == target,
      cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32,
      cairo_get_operator(cr) == CAIRO_OPERATOR_OVER
    else { return nil }
    var (ox, oy) = (0.0, 0.0)
    cairo_surface_get_device_offset(target, &ox, &oy)
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let matrix = TileCache.Matrix(xx: m.xx, yy: m.yy, x0: m.x0, y0: m.y0)
    // The tile's edges in the frame's pixels.
    let edges = [
      Double(box.x) * m.xx + m.x0, Double(box.y) * m.yy + m.y0,
      Double(box.x + box.width) * m.xx + m.x0, Double(box.y + box.height) * m.yy + m.y0,
    ]
    guard ox == 0, oy == 0, m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0,
      edges.allSatisfy({ $0.isFinite && abs($0) < 1e6 })
    else { return nil }
    let pixels = IntBox(
      x0: max(0, Int(edges[0].rounded(.down))), y0: max(0, Int(edges[1].rounded(.down))),
      x1: min(Int(cairo_image_surface_get_width(target)), Int(edges[2].rounded(.up))),
      y1: min(Int(cairo_image_surface_get_height(target)), Int(edges[3].rounded(.up))))
    guard pixels.x1 > pixels.x0, pixels.y1 > pixels.y0, clip(on: cr, holds: pixels, under: m)
    else { return nil }
    return TilePlace(target: target, matrix: matrix, pixels: pixels)
  }

  /// Whether one box of `cr`'s clip holds `pixels` (in the frame's pixels) whole; false for a
  /// clip that is not made of boxes of whole pixels.
  private func clip(on cr: OpaquePointer, holds pixels: IntBox, under m: cairo_matrix_t) -> Bool {
    guard let list = cairo_copy_clip_rectangle_list(cr) else { return false }
    defer { cairo_rectangle_list_destroy(list) }
    guard list.pointee.status == CAIRO_STATUS_SUCCESS, let boxes = list.pointee.rectangles
    else { return false }
    // Cairo gives the boxes in the tile's coordinates: back in whole pixels, up to rounding.
    func pixel(_ value: Double) -> Double {
      let whole = value.rounded()
      return abs(value - whole) < 1e-6 ? whole : value
    }
    for r in UnsafeBufferPointer(start: boxes, count: Int(list.pointee.num_rectangles)) {
      let (x0, y0) = (pixel(r.x * m.xx + m.x0), pixel(r.y * m.yy + m.y0))
      let (x1, y1) = (pixel((r.x + r.width) * m.xx + m.x0), pixel((r.y + r.height) * m.yy + m.y0))
      if x0 <= Double(pixels.x0), y0 <= Double(pixels.y0), x1 >= Double(pixels.x1),
        y1 >= Double(pixels.y1)
      {
        return true
      }
    }
    return false
  }
}

/// A box of a surface's premultiplied BGRA pixels, read, compared and written as packed rows.
struct TilePixels {
  let base: UnsafeMutableRawPointer
  let bytesPerRow: Int
  let box: IntBox

  private var rowBytes: Int { (box.x1 - box.x0) * 4 }
  private var count: Int { rowBytes * (box.y1 - box.y0) }

  private func row(_ y: Int) -> UnsafeMutableRawPointer {
    base + (box.y0 + y) * bytesPerRow + box.x0 * 4
  }

  /// Whether the box holds the pixels `packed`.
  func equal(_ packed: [UInt8]) -> Bool {
    guard packed.count == count else { return false }
    return packed.withUnsafeBytes { stored in
      for y in 0..<(box.y1 - box.y0)
      where memcmp(row(y), stored.baseAddress! + y * rowBytes, rowBytes) != 0 {
        return false
      }
      return true
    }
  }

  /// Copies the box's pixels into `packed`, resized to fit, its storage reused.
  func read(into packed: inout [UInt8]) {
    if packed.count != count { packed = [UInt8](repeating: 0, count: count) }
    packed.withUnsafeMutableBytes { stored in
      for y in 0..<(box.y1 - box.y0) {
        stored.baseAddress!.advanced(by: y * rowBytes).copyMemory(from: row(y), byteCount: rowBytes)
      }
    }
  }

  /// Puts the pixels `packed` into the box.
  func write(_ packed: [UInt8]) {
    packed.withUnsafeBytes { stored in
      for y in 0..<(box.y1 - box.y0) {
        row(y).copyMemory(from: stored.baseAddress! + y * rowBytes, byteCount: rowBytes)
      }
    }
  }
}
