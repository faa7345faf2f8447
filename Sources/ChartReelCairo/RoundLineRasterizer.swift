import CCairo
import ChartReelCore

/// Paints anti-aliased polylines with round joins and round caps straight into premultiplied
/// BGRA pixels.
///
/// A line is the union of one capsule per segment (every point within half the line width of
/// it); a pixel's coverage is half the width + ½ − the distance from its centre to the line,
/// clamped to 0…1: full inside, a ramp one pixel wide across the edge, none beyond. Coverage
/// is kept per pixel as the most any segment gives, so joins and crossings are painted once,
/// then composited with the colour (Porter–Duff over, rounded like pixman).
///
/// Cairo strokes such a line by scan-converting its outline on a 4×4 grid, which costs the
/// edges crossing every row: most of a frame's drawing for a spiky series. Here the cost is
/// the pixels the line covers. The result depends on the line alone, never on what was
/// painted before.
///
/// Its cost is mostly cache misses: each row of a steep line touches a new cache line of the
/// mask and of the target, far from the last. So `addSegment` asks for the mask a few rows
/// ahead and for the target pixels it will composite, and the misses overlap with the work.
final class RoundLineRasterizer {
  /// A box of target pixels, fractional edges allowed, that drawing is clipped to.
  struct Clip {
    var x0: Double
    var y0: Double
    var x1: Double
    var y1: Double
  }

  /// Where to paint: premultiplied BGRA rows.
  struct Target {
    let base: UnsafeMutableRawPointer
    let width: Int
    let height: Int
    let bytesPerRow: Int
  }

  /// Coverage per pixel, 0–255, rows `stride` bytes apart; zero wherever nothing is pending.
  private var mask = UnsafeMutablePointer<UInt8>.allocate(capacity: 0)
  private var maskCapacity = 0
  /// Per row, one bit per 8 pixels holding coverage; all zero between strokes.
  private var touched = UnsafeMutablePointer<UInt64>.allocate(capacity: 0)
  private var touchedCapacity = 0
  private var width = 0
  private var stride = 0
  private var wordsPerRow = 1

  init() {}

  deinit {
    mask.deallocate()
    touched.deallocate()
  }

  /// Paints `subpaths` (target pixels) `radius` wide on each side in `color` (straight RGBA,
  /// 0–1) over `target`, inside `clip`; marks the 8-pixel chunks it paints in `drawn`, when
  /// given (for a target of its size).
  func stroke(
    _ subpaths: [[(x: Double, y: Double)]], radius: Double, color: Color, clip: Clip,
    into target: Target, marking drawn: UnsafeMutablePointer<DrawnBlocks>? = nil
  ) {
    let box = Clip(
      x0: max(clip.x0, 0), y0: max(clip.y0, 0),
      x1: min(clip.x1, Double(target.width)), y1: min(clip.y1, Double(target.height)))
    guard box.x1 > box.x0, box.y1 > box.y0, radius > 0, color.alpha > 0 else { return }
    prepare(width: target.width, height: target.height)
    let rows = (wholeFloor(box.y0), wholeCeiling(box.y1) - 1)
    let columns = (wholeFloor(box.x0), wholeCeiling(box.x1) - 1)
    var span = (first: Int.max, last: Int.min)
    for points in subpaths where points.count >= 2 {
      for (a, b) in zip(points, points.dropFirst()) {
        let painted = addSegment(
          from: a, to: b, radius: radius, rows: rows, columns: columns, target: target)
        span = (min(span.first, painted.first), max(span.last, painted.last))
      }
    }
    guard span.first <= span.last else { return }
    composite(
      rows: span.first...span.last, color: color, clip: box, into: target, marking: drawn)
  }

  /// Makes room for a `width` × `height` mask; what is there is all zero already.
  private func prepare(width: Int, height: Int) {
    let stride = (width + 7) & ~7
    let words = (stride / 8 + 63) / 64
    if maskCapacity < stride * height {
      mask.deallocate()
      mask = .allocate(capacity: stride * height)
      mask.initialize(repeating: 0, count: stride * height)
      maskCapacity = stride * height
    }
    if touchedCapacity < words * height {
      touched.deallocate()
      touched = .allocate(capacity: words * height)
      touched.initialize(repeating: 0, count: words * height)
      touchedCapacity = words * height
    }
    self.width = width
    self.stride = stride
    wordsPerRow = words
  }

  /// How many rows ahead `addSegment` asks for the mask.
  static let lookahead = 4

  /// Adds one capsule's coverage to the mask, asking for `target`'s pixels it covers; returns
  /// the rows it touched.
  ///
  /// On each row, pixels whose centre projects inside the segment are covered by their
  /// distance across it, which changes by a constant step from one pixel to the next; the
  /// others, by their distance to the nearer end.
  private func addSegment(
    from a: (x: Double, y: Double), to b: (x: Double, y: Double), radius: Double,
    rows: (Int, Int), columns: (Int, Int), target: Target
  ) -> (first: Int, last: Int) {
    let outer = radius + 0.5
    let capsule = LineCapsule(a: a, b: b)
    let top = max(rows.0, wholeFloor(min(a.y, b.y) - outer))
    let bottom = min(rows.1, wholeCeiling(max(a.y, b.y) + outer))
    guard top <= bottom else { return (Int.max, Int.min) }
    // Off a row's ends, the band across the segment is the whole capsule on rows where the
    // band lies inside the segment's ends.
    let half = capsule.uy != 0 ? outer / abs(capsule.uy) : Double.infinity
    // How far the line moves across `lookahead` rows, to ask for the mask where it will be.
    let drift = wholeFloor(Double(Self.lookahead) * capsule.xPerY)
    // Read once: a store through the mask could, for all the compiler knows, change them.
    let (mask, stride, width) = (self.mask, self.stride, self.width)
    let (touched, wordsPerRow) = (self.touched, self.wordsPerRow)
    for y in top...bottom {
      let py = Double(y) + 0.5
      let qy = py - capsule.ay
      let (alongLo, alongHi) = capsule.along(atY: py)
      let center = capsule.ax + qy * capsule.xPerY
      let lo = center - half
      let hi = center + half
      let row = mask + y &* stride
      let x0: Int
      let x1: Int
      if lo >= alongLo && hi <= alongHi {
        x0 = max(columns.0, wholeCeiling(lo - 0.5))
        x1 = min(columns.1, wholeFloor(hi - 0.5))
        guard x0 <= x1 else { continue }
        let across = (Double(x0) + 0.5 - capsule.ax) * capsule.uy - qy * capsule.ux
        cover(row, from: x0, through: x1, across: across, step: capsule.uy, outer: outer)
      } else {
        let (spanLo, spanHi) = capsule.span(atY: py, radius: outer)
        guard spanLo <= spanHi else { continue }
        x0 = max(columns.0, wholeCeiling(spanLo - 0.5))
        x1 = min(columns.1, wholeFloor(spanHi - 0.5))
        guard x0 <= x1 else { continue }
        // The pixels whose centres project inside the segment: [along0, along1].
        let along0 = max(x0, wholeCeiling(alongLo - 0.5))
        let along1 = min(x1, wholeFloor(alongHi - 0.5))
        var x = x0
        while x <= x1 {
          if x >= along0 && x <= along1 {
            // Across the segment: |(px − ax)·uy − qy·ux|, one step of uy per pixel.
            let across = (Double(x) + 0.5 - capsule.ax) * capsule.uy - qy * capsule.ux
            cover(row, from: x, through: along1, across: across, step: capsule.uy, outer: outer)
            x = along1 + 1
          } else {
            cover(row + x, outer - capsule.distance(Double(x) + 0.5, py))
            x += 1
          }
        }
      }
      DrawnBlocks.setBits(touched + y &* wordsPerRow, from: x0 >> 3, through: x1 >> 3)
      // The mask a few rows on and the pixels this row paints, fetched while the next rows
      // are computed.
      if y &+ Self.lookahead <= bottom {
        chartreel_prefetch(
          row + Self.lookahead &* stride + min(max(x0 &+ drift, 0), width &- 1))
      }
      chartreel_prefetch(target.base + y &* target.bytesPerRow + 4 &* x0)
    }
    return (top, bottom)
  }

  /// Covers `row`'s pixels `x0` through `x1` by their distance `across` the segment at `x0`,
  /// one `step` more at each next pixel.
  @inline(__always)
  private func cover(
    _ row: UnsafeMutablePointer<UInt8>, from x0: Int, through x1: Int, across: Double,
    step: Double, outer: Double
  ) {
    var across = across
    var x = x0
    while true {
      cover(row + x, outer - abs(across))
      guard x != x1 else { return }
      across += step
      x &+= 1
    }
  }

  /// Raises the coverage at `pixel` to `coverage` (clamped to 0…1) if that is more.
  ///
  /// Without a branch: the clamped coverage × 255, truncated after adding ½, is 0 below 1
  /// (which raises nothing) and 255 from 255 on. Truncated in C: the clamp leaves nothing for
  /// the checks of Swift's conversion to catch, and they cost more than the rest.
  @inline(__always)
  private func cover(_ pixel: UnsafeMutablePointer<UInt8>, _ coverage: Double) {
    // Swift's max(scaled, 0) and min(…, 255) for any number but a NaN, written the way
    // `maxsd` and `minsd` choose.
    let scaled = coverage * 255 + 0.5
    let raised = scaled > 0 ? scaled : 0
    let clamped = raised < 255 ? raised : 255
    pixel.pointee = max(pixel.pointee, UInt8(truncatingIfNeeded: chartreel_truncate(clamped)))
  }

  /// Paints the mask's coverage of `rows` in `color` and clears it, marking the chunks painted
  /// in `drawn`.
  ///
  /// Eight pixels at a time (`FourPixelBlend`) where all eight lie inside the target and the
  /// clip; pixel by pixel, by the share inside, on a row or column the clip's edge crosses.
  private func composite(
    rows: ClosedRange<Int>, color: Color, clip: Clip, into target: Target,
    marking drawn: UnsafeMutablePointer<DrawnBlocks>?
  ) {
    let source = Premultiplied(color)
    let blend = FourPixelBlend(source)
    let edges = ClipEdges(clip)
    // The chunks of 8 pixels painted whole: inside the row, off a partly covered first or
    // last column, on a row covered whole.
    let whole = (
      first: edges.factor(x: edges.left) < 1 ? (edges.left >> 3) + 1 : 0,
      last: min(edges.factor(x: edges.right) < 1 ? (edges.right >> 3) - 1 : .max, (width >> 3) - 1)
    )
    for y in rows {
      let rowFactor = edges.factor(y: y)
      let (first, last) = rowFactor < 1 ? (1, 0) : whole
      let maskRow = mask + y * stride
      let pixels = target.base + y * target.bytesPerRow
      let words = touched + y * wordsPerRow
      drawn?.pointee.mark(row: y, chunks: words, count: wordsPerRow)
      for w in 0..<wordsPerRow where words[w] != 0 {
        var bits = words[w]
        words[w] = 0
        while bits != 0 {
          let c = w &* 64 &+ bits.trailingZeroBitCount
          bits &= bits &- 1
          let chunk = UnsafeMutableRawPointer(maskRow + 8 &* c)
          let lanes = chunk.load(as: UInt64.self)
          chunk.storeBytes(of: 0, as: UInt64.self)
          if c >= first && c <= last {
            blend.paint(pixels + 32 &* c, coverage: lanes)
          } else {
            paint(
              lanes, from: 8 &* c, of: pixels.assumingMemoryBound(to: UInt32.self), source,
              rowFactor: rowFactor, edges: edges)
          }
        }
      }
    }
  }

  /// Paints the eight coverage bytes of `lanes` over `pixels` from `x` on, one by one, each
  /// by its share inside the clip.
  private func paint(
    _ lanes: UInt64, from x: Int, of pixels: UnsafeMutablePointer<UInt32>, _ source: Premultiplied,
    rowFactor: Double, edges: ClipEdges
  ) {
    let fractionalColumns = edges.hasFractionalColumns
    var lanes = lanes
    while lanes != 0 {
      let shift = lanes.trailingZeroBitCount & ~7
      let x = x + shift >> 3
      var coverage = UInt32(truncatingIfNeeded: lanes >> UInt64(shift)) & 0xFF
      lanes &= ~(0xFF << UInt64(shift))
      if rowFactor < 1 || (fractionalColumns && (x == edges.left || x == edges.right)) {
        coverage = UInt32(Double(coverage) * rowFactor * edges.factor(x: x) + 0.5)
        if coverage == 0 { continue }
      }
      pixels[x] = source.over(pixels[x], coverage: coverage)
    }
  }
}

/// How much of a pixel on the clip's edge lies inside it.
private struct ClipEdges {
  let clip: RoundLineRasterizer.Clip
  let left: Int
  let right: Int

  init(_ clip: RoundLineRasterizer.Clip) {
    self.clip = clip
    left = wholeFloor(clip.x0)
    right = wholeCeiling(clip.x1) - 1
  }

  /// Whether the first or last column is covered only in part.
  var hasFractionalColumns: Bool { factor(x: left) < 1 || factor(x: right) < 1 }

  func factor(x: Int) -> Double {
    min(max(min(Double(x + 1), clip.x1) - max(Double(x), clip.x0), 0), 1)
  }

  func factor(y: Int) -> Double {
    min(max(min(Double(y + 1), clip.y1) - max(Double(y), clip.y0), 0), 1)
  }
}
