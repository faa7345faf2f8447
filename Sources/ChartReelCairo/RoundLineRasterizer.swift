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
  /// 0–1) over `target`, inside `clip`.
  func stroke(
    _ subpaths: [[(x: Double, y: Double)]], radius: Double, color: Color, clip: Clip,
    into target: Target
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
    composite(rows: span.first...span.last, color: color, clip: box, into: target)
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
    for y in top...bottom {
      let py = Double(y) + 0.5
      let qy = py - capsule.ay
      let (alongLo, alongHi) = capsule.along(atY: py)
      let center = capsule.ax + qy * capsule.xPerY
      let lo = center - half
      let hi = center + half
      let row = mask + y * stride
      // The mask a few rows on and the pixels this row paints, fetched while this row is
      // computed.
      let ahead = wholeFloor(center + Double(Self.lookahead) * capsule.xPerY)
      if y + Self.lookahead <= bottom, ahead >= 0, ahead < width {
        chartreel_prefetch(row + Self.lookahead * stride + ahead)
      }
      if center >= 0, center < Double(width) {
        chartreel_prefetch(target.base + y * target.bytesPerRow + 4 * Int(center))
      }
      var x0: Int
      var x1: Int
      if lo >= alongLo && hi <= alongHi {
        x0 = max(columns.0, wholeCeiling(lo - 0.5))
        x1 = min(columns.1, wholeFloor(hi - 0.5))
        guard x0 <= x1 else { continue }
        var across = (Double(x0) + 0.5 - capsule.ax) * capsule.uy - qy * capsule.ux
        for x in x0...x1 {
          cover(row + x, outer - abs(across))
          across += capsule.uy
        }
        mark(row: y, from: x0, through: x1)
        continue
      }
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
          var across = (Double(x) + 0.5 - capsule.ax) * capsule.uy - qy * capsule.ux
          for x in x...along1 {
            cover(row + x, outer - abs(across))
            across += capsule.uy
          }
          x = along1 + 1
        } else {
          cover(row + x, outer - capsule.distance(Double(x) + 0.5, py))
          x += 1
        }
      }
      mark(row: y, from: x0, through: x1)
    }
    return (top, bottom)
  }

  /// Marks the chunks of `row` holding `x0` through `x1` as touched.
  @inline(__always)
  private func mark(row y: Int, from x0: Int, through x1: Int) {
    let words = touched + y * wordsPerRow
    for c in (x0 >> 3)...(x1 >> 3) {
      words[c >> 6] |= 1 << UInt64(c & 63)
    }
  }

  /// Raises the coverage at `pixel` to `coverage` (clamped to 0…1) if that is more.
  ///
  /// Without a branch: the clamped coverage × 255, truncated after adding ½, is 0 below 1
  /// (which raises nothing) and 255 from 255 on.
  @inline(__always)
  private func cover(_ pixel: UnsafeMutablePointer<UInt8>, _ coverage: Double) {
    let scaled = min(max(coverage * 255 + 0.5, 0), 255)
    pixel.pointee = max(pixel.pointee, UInt8(truncatingIfNeeded: Int32(scaled)))
  }

  /// Paints the mask's coverage of `rows` in `color` and clears it.
  private func composite(rows: ClosedRange<Int>, color: Color, clip: Clip, into target: Target) {
    let source = Premultiplied(color)
    let edges = ClipEdges(clip)
    let fractionalColumns = edges.hasFractionalColumns
    for y in rows {
      let rowFactor = edges.factor(y: y)
      let maskRow = mask + y * stride
      let pixels = (target.base + y * target.bytesPerRow).assumingMemoryBound(to: UInt32.self)
      let words = touched + y * wordsPerRow
      for w in 0..<wordsPerRow where words[w] != 0 {
        var bits = words[w]
        words[w] = 0
        while bits != 0 {
          let c = w * 64 + bits.trailingZeroBitCount
          bits &= bits - 1
          let chunk = UnsafeMutableRawPointer(maskRow + 8 * c)
          var lanes = chunk.load(as: UInt64.self)
          chunk.storeBytes(of: 0, as: UInt64.self)
          while lanes != 0 {
            let shift = lanes.trailingZeroBitCount & ~7
            let x = 8 * c + shift >> 3
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

/// A colour as a premultiplied BGRA pixel, painted over pixels through a coverage.
struct Premultiplied {
  /// The pixel, 0xAARRGGBB.
  let pixel: UInt32
  /// Its channels spread into 16-bit lanes (see `spread`).
  let spread: UInt64
  let isOpaque: Bool

  init(_ color: Color) {
    func byte(_ value: Double) -> UInt32 { UInt32((min(max(value, 0), 1) * 255).rounded()) }
    let alpha = min(max(color.alpha, 0), 1)
    let a = byte(alpha)
    let r = byte(color.red * alpha)
    let g = byte(color.green * alpha)
    let b = byte(color.blue * alpha)
    pixel = a << 24 | r << 16 | g << 8 | b
    spread = Self.spread(pixel)
    isOpaque = a == 255
  }

  /// 0xAARRGGBB spread into four 16-bit lanes, 0x00AA_00GG_00RR_00BB, for multiplying all
  /// four channels at once.
  @inline(__always)
  static func spread(_ p: UInt32) -> UInt64 {
    let p = UInt64(p)
    return (p & 0x00FF_00FF) | ((p & 0xFF00_FF00) << 24)
  }

  @inline(__always)
  static func pack(_ lanes: UInt64) -> UInt32 {
    UInt32(truncatingIfNeeded: (lanes & 0x00FF_00FF) | ((lanes >> 24) & 0xFF00_FF00))
  }

  /// Each 16-bit lane × `factor` / 255, rounded as pixman does.
  @inline(__always)
  static func multiply(_ lanes: UInt64, _ factor: UInt32) -> UInt64 {
    let t = lanes &* UInt64(factor) &+ 0x0080_0080_0080_0080
    return ((t &+ ((t >> 8) & 0x00FF_00FF_00FF_00FF)) >> 8) & 0x00FF_00FF_00FF_00FF
  }

  /// This colour, through `coverage` (1–255), over `destination`.
  @inline(__always)
  func over(_ destination: UInt32, coverage: UInt32) -> UInt32 {
    if isOpaque {
      // An opaque colour: a blend of the two by coverage, rounded once.
      if coverage == 255 { return pixel }
      let t =
        spread &* UInt64(coverage) &+ Self.spread(destination) &* UInt64(255 - coverage)
        &+ 0x0080_0080_0080_0080
      return Self.pack(((t &+ ((t >> 8) & 0x00FF_00FF_00FF_00FF)) >> 8) & 0x00FF_00FF_00FF_00FF)
    }
    let source = coverage == 255 ? spread : Self.multiply(spread, coverage)
    let alpha = UInt32(truncatingIfNeeded: source >> 48)
    let kept = Self.multiply(Self.spread(destination), 255 - alpha)
    return Self.pack(source &+ kept)
  }
}
