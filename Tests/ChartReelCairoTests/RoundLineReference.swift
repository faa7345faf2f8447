import ChartReel

@testable import ChartReelCairo

/// The round-line rasteriser's arithmetic written plainly — a mask as big as the frame, every
/// covered pixel composited in turn, no bitmaps, no prefetching — to hold the optimised one
/// to the same bytes.
///
/// The coverage must be computed exactly as the rasteriser does: across a segment it is
/// stepped pixel by pixel from the first pixel of each run, so a run that began elsewhere
/// would round differently.
struct RoundLineReference {
  let width: Int
  let height: Int
  /// Premultiplied BGRA pixels, 0xAARRGGBB.
  var pixels: [UInt32]

  /// Strokes `subpaths` as `RoundLineRasterizer.stroke` does.
  mutating func stroke(
    _ subpaths: [[(x: Double, y: Double)]], radius: Double, color: Color,
    clip: RoundLineRasterizer.Clip
  ) {
    let box = RoundLineRasterizer.Clip(
      x0: max(clip.x0, 0), y0: max(clip.y0, 0),
      x1: min(clip.x1, Double(width)), y1: min(clip.y1, Double(height)))
    guard box.x1 > box.x0, box.y1 > box.y0, radius > 0, color.alpha > 0 else { return }
    var mask = [UInt8](repeating: 0, count: width * height)
    let rows = (wholeFloor(box.y0), wholeCeiling(box.y1) - 1)
    let columns = (wholeFloor(box.x0), wholeCeiling(box.x1) - 1)
    let outer = radius + 0.5
    func cover(_ x: Int, _ y: Int, _ coverage: Double) {
      let scaled = coverage * 255 + 0.5
      let value: UInt8 = scaled < 1 ? 0 : scaled >= 255 ? 255 : UInt8(scaled)
      mask[y * width + x] = max(mask[y * width + x], value)
    }
    func coverAcross(_ y: Int, _ from: Int, _ through: Int, _ start: Double, _ step: Double) {
      var across = start
      for x in from...through {
        cover(x, y, outer - abs(across))
        across += step
      }
    }
    for points in subpaths where points.count >= 2 {
      for (a, b) in zip(points, points.dropFirst()) {
        let capsule = LineCapsule(a: a, b: b)
        let top = max(rows.0, wholeFloor(min(a.y, b.y) - outer))
        let bottom = min(rows.1, wholeCeiling(max(a.y, b.y) + outer))
        guard top <= bottom else { continue }
        let half = capsule.uy != 0 ? outer / abs(capsule.uy) : Double.infinity
        for y in top...bottom {
          let py = Double(y) + 0.5
          let qy = py - capsule.ay
          let (alongLo, alongHi) = capsule.along(atY: py)
          let center = capsule.ax + qy * capsule.xPerY
          let (lo, hi) = (center - half, center + half)
          func across(_ x: Int) -> Double {
            (Double(x) + 0.5 - capsule.ax) * capsule.uy - qy * capsule.ux
          }
          if lo >= alongLo && hi <= alongHi {
            let x0 = max(columns.0, wholeCeiling(lo - 0.5))
            let x1 = min(columns.1, wholeFloor(hi - 0.5))
            if x0 <= x1 { coverAcross(y, x0, x1, across(x0), capsule.uy) }
            continue
          }
          let (spanLo, spanHi) = capsule.span(atY: py, radius: outer)
          let x0 = max(columns.0, wholeCeiling(spanLo - 0.5))
          let x1 = min(columns.1, wholeFloor(spanHi - 0.5))
          guard spanLo <= spanHi, x0 <= x1 else { continue }
          let along0 = max(x0, wholeCeiling(alongLo - 0.5))
          let along1 = min(x1, wholeFloor(alongHi - 0.5))
          if along0 <= along1 { coverAcross(y, along0, along1, across(along0), capsule.uy) }
          for x in x0...x1 where x < along0 || x > along1 {
            cover(x, y, outer - capsule.distance(Double(x) + 0.5, py))
          }
        }
      }
    }
    composite(mask, color: color, clip: box)
  }

  /// Paints `mask` in `color`, a pixel on the clip's edge by the share of it inside.
  private mutating func composite(
    _ mask: [UInt8], color: Color, clip: RoundLineRasterizer.Clip
  ) {
    func share(_ i: Int, _ lo: Double, _ hi: Double) -> Double {
      min(max(min(Double(i + 1), hi) - max(Double(i), lo), 0), 1)
    }
    func byte(_ value: Double) -> UInt32 { UInt32((min(max(value, 0), 1) * 255).rounded()) }
    let alpha = min(max(color.alpha, 0), 1)
    let source = [
      byte(color.blue * alpha), byte(color.green * alpha), byte(color.red * alpha), byte(alpha),
    ]
    /// x × f / 255, rounded as pixman rounds.
    func multiply(_ x: UInt32, _ f: UInt32) -> UInt32 {
      let t = x * f + 128
      return (t + (t >> 8)) >> 8
    }
    for y in 0..<height {
      for x in 0..<width where mask[y * width + x] > 0 {
        var coverage = UInt32(mask[y * width + x])
        let (rowShare, columnShare) = (share(y, clip.y0, clip.y1), share(x, clip.x0, clip.x1))
        if rowShare < 1 || columnShare < 1 {
          coverage = UInt32(Double(coverage) * rowShare * columnShare + 0.5)
        }
        guard coverage > 0 else { continue }
        let old = pixels[y * width + x]
        var new: UInt32 = 0
        for channel in 0..<4 {
          let d = (old >> UInt32(8 * channel)) & 0xFF
          let value: UInt32
          if source[3] == 255 {
            // Opaque: one rounded blend of colour and destination.
            value = multiply(1, source[channel] * coverage + d * (255 - coverage))
          } else {
            let s = multiply(source[channel], coverage)
            value = s + multiply(d, 255 - multiply(source[3], coverage))
          }
          new |= value << UInt32(8 * channel)
        }
        pixels[y * width + x] = new
      }
    }
  }
}
