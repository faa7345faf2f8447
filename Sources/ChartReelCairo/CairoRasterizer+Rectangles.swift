import CCairo
import ChartReelCore

/// Fills made of rectangles apart — bars — painted by `RectangleFill` instead of Cairo,
/// wherever the rasteriser knows the clip as a box and the transform keeps sides along the
/// axes (else Cairo fills them).
extension CairoRasterizer {
  /// Paints `path` in `color` when it is two rectangles apart or more; returns false
  /// (painting nothing) when Cairo must fill it (one rectangle costs Cairo little).
  func fillRectangles(_ path: Path, color: Color, on cr: OpaquePointer) -> Bool {
    guard fillsRectangles, let clip = lineClip, path.elements.count >= 10,
      cairo_get_operator(cr) == CAIRO_OPERATOR_OVER
    else { return false }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    guard m.xy == 0, m.yx == 0,
      // On Cairo's grid of 1/256 pixel, where bars built apart touch exactly.
      let boxes = RectangleFill.boxes(
        of: path.elements,
        map: {
          Point(
            x: (($0.x * m.xx + m.x0) * 256).rounded() / 256,
            y: (($0.y * m.yy + m.y0) * 256).rounded() / 256)
        })
    else { return false }
    return paintingDirectly(on: cr) { target, o in
      rectangles.paint(
        boxes.map { .init(x0: $0.x0 + o.x, y0: $0.y0 + o.y, x1: $0.x1 + o.x, y1: $0.y1 + o.y) },
        color: Premultiplied(pixel: cairoPixel(of: color)) ?? Premultiplied(color),
        clip: .init(x0: clip.x0 + o.x, y0: clip.y0 + o.y, x1: clip.x1 + o.x, y1: clip.y1 + o.y),
        into: target)
    }
  }

  /// The premultiplied pixel Cairo makes of `color`: its own rounding of each channel,
  /// through 16 bits, which whole pixels of a fill must match.
  private func cairoPixel(of color: Color) -> UInt32? {
    if let known = sourcePixels.first(where: { $0.color == color }) { return known.pixel }
    guard let surface = try? CairoSurface(width: 1, height: 1) else { return nil }
    cairo_set_operator(surface.context, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_rgba(surface.context, color.red, color.green, color.blue, color.alpha)
    cairo_paint(surface.context)
    guard let pixel = try? surface.withPixels({ $0.base.load(as: UInt32.self) }) else {
      return nil
    }
    sourcePixels.append((color, pixel))
    if sourcePixels.count > 16 { sourcePixels.removeFirst() }
    return pixel
  }
}

extension Premultiplied {
  /// The colour of premultiplied pixel `pixel` (0xAARRGGBB); nil for none.
  init?(pixel: UInt32?) {
    guard let pixel else { return nil }
    self.pixel = pixel
    spread = Self.spread(pixel)
    isOpaque = pixel >> 24 == 255
  }
}
