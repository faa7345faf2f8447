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
/// surface (not inside a translucent group's offscreen surface), under a whole-pixel
/// translation, with a clip of boxes that holds the whole tile. Elsewhere they are drawn.
extension CairoRasterizer {
  /// Where a tile lies on the frame's surface.
  struct TilePlace {
    let target: OpaquePointer
    let translation: (x: Int, y: Int)
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
        box: box, translation: place.translation, pixels: place.pixels, lineClip: lineClip,
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
  /// drawn: inside an offscreen group, under another transform than a whole-pixel
  /// translation, off the surface, or where the clip does not hold it whole.
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
    guard ox == 0, oy == 0, m.xx == 1, m.yy == 1, m.xy == 0, m.yx == 0,
      abs(m.x0) < 1e6, abs(m.y0) < 1e6, m.x0 == m.x0.rounded(), m.y0 == m.y0.rounded()
    else { return nil }
    let (tx, ty) = (Int(m.x0), Int(m.y0))
    let pixels = IntBox(
      x0: max(0, box.x + tx), y0: max(0, box.y + ty),
      x1: min(Int(cairo_image_surface_get_width(target)), box.x + box.width + tx),
      y1: min(Int(cairo_image_surface_get_height(target)), box.y + box.height + ty))
    guard pixels.x1 > pixels.x0, pixels.y1 > pixels.y0,
      clip(on: cr, holds: pixels, translation: (tx, ty))
    else { return nil }
    return TilePlace(target: target, translation: (tx, ty), pixels: pixels)
  }

  /// Whether one box of `cr`'s clip holds `pixels` (in the frame's pixels) whole; false for a
  /// clip that is not made of boxes.
  private func clip(on cr: OpaquePointer, holds pixels: IntBox, translation: (x: Int, y: Int))
    -> Bool
  {
    guard let list = cairo_copy_clip_rectangle_list(cr) else { return false }
    defer { cairo_rectangle_list_destroy(list) }
    guard list.pointee.status == CAIRO_STATUS_SUCCESS, let boxes = list.pointee.rectangles
    else { return false }
    let (tx, ty) = (Double(translation.x), Double(translation.y))
    for r in UnsafeBufferPointer(start: boxes, count: Int(list.pointee.num_rectangles)) {
      if r.x + tx <= Double(pixels.x0), r.y + ty <= Double(pixels.y0),
        r.x + r.width + tx >= Double(pixels.x1), r.y + r.height + ty >= Double(pixels.y1)
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
