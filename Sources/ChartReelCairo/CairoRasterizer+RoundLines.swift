import CCairo
import ChartReelCore

/// Round-joined, round-capped polylines — the series lines — painted by `RoundLineRasterizer`
/// instead of Cairo's stroker, wherever the rasteriser knows the clip as a box and the
/// transform keeps circles round.
///
/// The rasteriser tracks the clip itself (`lineClip`, in device space): a group clipped by an
/// axis-aligned box narrows it, any other clip makes it unknown and lines inside go to Cairo.
extension CairoRasterizer {
  /// Paints `path` as a round-joined, round-capped line when it can; returns false (painting
  /// nothing) when Cairo must.
  func strokeRoundLine(
    _ path: Path, color: Color, style: StrokeStyle, on cr: OpaquePointer
  ) -> Bool {
    guard style.join == .round, style.cap == .round, style.dashes.isEmpty,
      let clip = lineClip
    else { return false }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let radius = style.width * m.xx / 2
    guard m.xy == 0, m.yx == 0, m.xx == m.yy, m.xx > 0, radius > 0, radius < 1e4,
      cairo_get_operator(cr) == CAIRO_OPERATOR_OVER
    else { return false }
    var subpaths: [[(x: Double, y: Double)]] = []
    for element in path.elements {
      switch element {
      case .move(let p): subpaths.append([(p.x * m.xx + m.x0, p.y * m.yy + m.y0)])
      case .line(let p):
        if subpaths.isEmpty { subpaths.append([]) }
        subpaths[subpaths.count - 1].append((p.x * m.xx + m.x0, p.y * m.yy + m.y0))
      case .curve, .arc, .arcNegative, .close: return false
      }
    }
    // Cairo draws nothing for a path with a coordinate that is not finite (see `trace`).
    guard subpaths.allSatisfy({ $0.allSatisfy { abs($0.x) < 1e7 && abs($0.y) < 1e7 } }) else {
      return path.elements.allSatisfy(\.isFinite) ? false : true
    }
    // A line thinner than a pixel is drawn one pixel wide at its share of the colour, as its
    // coverage would be (Cairo's stroker wrote out of bounds on such lines, scene 683 of seed
    // 1195001024 of the valid-scene generator).
    var drawn = color
    if radius < 0.5 { drawn.alpha *= 2 * radius }
    // Straight on the frame's surface the painter marks the chunks it paints; in a group's
    // surface the line's box is marked.
    let marksChunks = marksDrawing(on: cr) && cairo_get_group_target(cr) == frameSurface
    if !marksChunks { markInk(of: .stroke(path, color, style), on: cr) }
    return paintingDirectly(on: cr) { target, o in
      let subpaths = subpaths.map { $0.map { (x: $0.x + o.x, y: $0.y + o.y) } }
      let clip = RoundLineRasterizer.Clip(
        x0: clip.x0 + o.x, y0: clip.y0 + o.y, x1: clip.x1 + o.x, y1: clip.y1 + o.y)
      guard marksChunks else {
        return lines.stroke(
          subpaths, radius: max(radius, 0.5), color: drawn, clip: clip, into: target)
      }
      withUnsafeMutablePointer(to: &drawnBlocks) { blocks in
        lines.stroke(
          subpaths, radius: max(radius, 0.5), color: drawn, clip: clip, into: target,
          marking: blocks)
      }
    }
  }

  /// The clip inside a group clipped by `clip` under `cr`'s transform: narrowed by a box, or
  /// unknown for any other shape.
  func lineClip(inside clip: Path, on cr: OpaquePointer) -> RoundLineRasterizer.Clip? {
    guard let current = lineClip, clip.isAxisAlignedBox, let box = clip.bounds else { return nil }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    guard m.xy == 0, m.yx == 0 else { return nil }
    var (x0, y0, x1, y1) = (box.minX, box.minY, box.maxX, box.maxY)
    cairo_user_to_device(cr, &x0, &y0)
    cairo_user_to_device(cr, &x1, &y1)
    return .init(
      x0: max(current.x0, min(x0, x1)), y0: max(current.y0, min(y0, y1)),
      x1: min(current.x1, max(x0, x1)), y1: min(current.y1, max(y0, y1)))
  }
}
