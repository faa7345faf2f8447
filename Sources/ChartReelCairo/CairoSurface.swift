import CCairo
import ChartReelCore

/// Owns a Cairo ARGB32 image surface and a drawing context on it.
final class CairoSurface {
  let width: Int
  let height: Int
  let surface: OpaquePointer
  let context: OpaquePointer

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
