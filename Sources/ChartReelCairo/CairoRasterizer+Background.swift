import CCairo
import ChartReelCore

extension CairoRasterizer {
  /// The pixel value Cairo paints `color` as over a whole ARGB32 surface (premultiplied
  /// BGRA, little-endian), found by painting one pixel; the last one is remembered.
  ///
  /// A solid paint with the source operator gives every pixel the same value, so a surface
  /// whose every pixel holds this value is the surface that painting `color` would give.
  func backgroundPixel(_ color: Color) throws(RenderError) -> UInt32 {
    if let memo = backgroundPixelMemo, memo.color == color { return memo.pixel }
    let one = try CairoSurface(width: 1, height: 1)
    cairo_set_operator(one.context, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_rgba(one.context, color.red, color.green, color.blue, color.alpha)
    cairo_paint(one.context)
    cairo_surface_flush(one.surface)
    try check(cairo_status(one.context))
    guard let data = cairo_image_surface_get_data(one.surface) else {
      throw .cairo("no image data")
    }
    let pixel = UnsafeRawPointer(data).loadUnaligned(as: UInt32.self)
    backgroundPixelMemo = (color, pixel)
    return pixel
  }
}
