import CCairo
import ChartReelCore

#if canImport(Glibc)
  import Glibc
#endif

/// Owns a Cairo ARGB32 image surface and a drawing context on it.
final class CairoSurface {
  let width: Int
  let height: Int
  let surface: OpaquePointer
  private(set) var context: OpaquePointer

  init(width: Int, height: Int) throws(RenderError) {
    guard width > 0, height > 0, width <= 32_767, height <= 32_767 else {
      throw .invalidSize(width: width, height: height)
    }
    self.width = width
    self.height = height
    surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    context = cairo_create(surface)
    try check(cairo_surface_status(surface))
    try check(cairo_status(context))
    mapPages()
  }

  /// Maps the new surface's memory for writing now, while it is all zero.
  ///
  /// A new surface's pages are mapped as they are first touched. Drawing reads a pixel before
  /// it writes it, so a page first read maps the shared zero page, and the write that follows
  /// copies it and flushes the mapping from every processor running the process's threads —
  /// an interrupt each, dear in a virtual machine (a tenth of a 1080p MP4 render's own
  /// processor time went that way). Writing the zeros first maps each page once, for writing.
  private func mapPages() {
    guard let data = cairo_image_surface_get_data(surface) else { return }
    let bytes = Int(cairo_image_surface_get_stride(surface)) * height
    guard bytes >= 1 << 16 else { return }
    cairo_surface_flush(surface)
    memset(data, 0, bytes)
    cairo_surface_mark_dirty(surface)
  }

  /// A surface drawing into `bytes`, packed `width × 4`-byte rows, which must outlive it.
  init(drawingInto bytes: UnsafeMutableRawPointer, width: Int, height: Int) throws(RenderError) {
    guard width > 0, height > 0, width <= 32_767, height <= 32_767,
      cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)) == Int32(width * 4)
    else { throw .invalidSize(width: width, height: height) }
    self.width = width
    self.height = height
    surface = cairo_image_surface_create_for_data(
      bytes.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width),
      Int32(height), Int32(width * 4))
    context = cairo_create(surface)
    try check(cairo_surface_status(surface))
    try check(cairo_status(context))
  }

  deinit {
    cairo_destroy(context)
    cairo_surface_destroy(surface)
  }

  /// Makes every pixel transparent and gives the surface a new drawing context, so that it
  /// draws as a new surface of its size would, without allocating one.
  ///
  /// A new surface's pages are mapped as they are first touched, each a page fault (and on a
  /// machine running other threads of the process, a TLB shootdown); clearing a kept one
  /// writes the same zeros into memory that is mapped already.
  func clear() throws(RenderError) {
    cairo_destroy(context)
    context = cairo_create(surface)
    cairo_set_operator(context, CAIRO_OPERATOR_CLEAR)
    cairo_paint(context)
    cairo_set_operator(context, CAIRO_OPERATOR_OVER)
    try check(cairo_status(context))
  }

  /// Lends `body` the surface's pixels, flushed, rows as Cairo keeps them.
  func withPixels<R>(_ body: (FramePixels) throws -> R) throws -> R {
    cairo_surface_flush(surface)
    try check(cairo_surface_status(surface))
    guard let data = cairo_image_surface_get_data(surface) else {
      throw RenderError.cairo("no image data")
    }
    let stride = Int(cairo_image_surface_get_stride(surface))
    return try body(
      FramePixels(width: width, height: height, bytesPerRow: stride, base: UnsafeRawPointer(data)))
  }

  /// Copies the pixels into `frame`, dropping any row padding; the frame's storage is reused
  /// when it already has the right size.
  func copyPixels(into frame: inout Frame) throws(RenderError) {
    cairo_surface_flush(surface)
    try check(cairo_surface_status(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let data = cairo_image_surface_get_data(surface) else { throw .cairo("no image data") }
    if frame.width != width || frame.height != height {
      frame = Frame(width: width, height: height)
    }
    FramePixels(width: width, height: height, bytesPerRow: stride, base: UnsafeRawPointer(data))
      .copy(into: &frame.bytes)
  }
}
