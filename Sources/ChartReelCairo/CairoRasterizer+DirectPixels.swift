import CCairo

extension CairoRasterizer {
  /// Lends `paint` the pixels that `cr` draws into, when they are an ARGB32 image, with the
  /// device offset to add to device-space coordinates; returns false (lending nothing) when
  /// Cairo must draw.
  ///
  /// What our own painters (round lines, rectangle fills) share: the target is flushed first
  /// and marked dirty after, so Cairo's view of it stays right.
  func paintingDirectly(
    on cr: OpaquePointer,
    _ paint: (_ target: RoundLineRasterizer.Target, _ offset: (x: Double, y: Double)) -> Void
  ) -> Bool {
    guard let target = cairo_get_group_target(cr),
      cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32
    else { return false }
    cairo_surface_flush(target)
    guard let data = cairo_image_surface_get_data(target) else { return false }
    var (ox, oy) = (0.0, 0.0)
    cairo_surface_get_device_offset(target, &ox, &oy)
    paint(
      .init(
        base: UnsafeMutableRawPointer(data),
        width: Int(cairo_image_surface_get_width(target)),
        height: Int(cairo_image_surface_get_height(target)),
        bytesPerRow: Int(cairo_image_surface_get_stride(target))),
      (ox, oy))
    cairo_surface_mark_dirty(target)
    return true
  }
}
