import CCairo
import ChartReelCore

/// The blocks of the frame each drawing operation can touch (`DrawnBlocks`), marked while the
/// frame is drawn, so that the YUV conversion reads only those.
///
/// Every shape drawn on the frame's surface — or into a translucent group painted onto it —
/// marks its box in device space (`inkBounds`, with two pixels more for antialiasing), narrowed
/// by the clip when that is a box; a text drawn as laid-out glyphs marks the box of their ink
/// (Pango's extents); a round line drawn straight on the surface marks the very 8-pixel chunks
/// it paints; a kept layer or a copied tile marks its box. Shapes drawn into a layer's own
/// surface mark nothing: the layer marks where it is painted.
extension CairoRasterizer {
  /// Whether shapes drawn on `cr` end up on the frame's surface, so must be marked.
  func marksDrawing(on cr: OpaquePointer) -> Bool {
    tracksDrawnBlocks && cairo_get_target(cr) == frameSurface
  }

  /// Marks the blocks `node` (a shape or a text) can touch when drawn on `cr`.
  func markInk(of node: DisplayNode, on cr: OpaquePointer) {
    guard marksDrawing(on: cr), let box = inkBounds([node]) else { return }
    markDevice(userBox: box, on: cr)
  }

  /// Marks the blocks under `box`, in `cr`'s user space, narrowed by the clip when it is a box.
  func markDevice(userBox box: Rect, on cr: OpaquePointer) {
    var (minX, minY) = (Double.infinity, Double.infinity)
    var (maxX, maxY) = (-Double.infinity, -Double.infinity)
    for (x, y) in [
      (box.minX, box.minY), (box.maxX, box.minY), (box.minX, box.maxY), (box.maxX, box.maxY),
    ] {
      var (dx, dy) = (x, y)
      cairo_user_to_device(cr, &dx, &dy)
      (minX, minY, maxX, maxY) = (min(minX, dx), min(minY, dy), max(maxX, dx), max(maxY, dy))
    }
    var device = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    if let clip = lineClip, device.width.isFinite, device.height.isFinite {
      let clipBox = Rect(
        x: clip.x0 - 1, y: clip.y0 - 1, width: clip.x1 - clip.x0 + 2, height: clip.y1 - clip.y0 + 2)
      guard let inside = device.intersection(clipBox) else { return }
      device = inside
    }
    drawnBlocks.mark(device, margin: 2)
  }
}
