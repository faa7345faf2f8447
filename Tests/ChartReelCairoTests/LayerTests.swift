import ChartReel
import Foundation
import TestSupport
import Testing

/// What the rasteriser keeps between frames — the previous list, layers of costly groups —
/// never shows in its output, and shapes traced inside a rounded strip fill what clipping did.
@Suite struct LayerTests {
  @Test("a frame drawn after others has the bytes of the frame drawn alone")
  func historyFree() throws {
    var scene = try TestPaths.loadScene("pan-zoom-hide.json")
    scene.canvas = Canvas(width: 480, height: 270, fps: 10)
    let compiled = try scene.compiled()
    let kept = try CairoRasterizer(width: 480, height: 270)
    // Forward, backward, repeated frames and frames across the hide and show (the mini-map's
    // layer changes there) drawn by one rasteriser, each against a fresh one; then a run of
    // the pan, whose plot layer changes every frame, past the layers the cache keeps, so that
    // forgotten layers are cleared and drawn into again.
    let run = stride(from: 0.3, through: 4.5, by: 0.35).map { $0 }
    for t in [0.0, 0.5, 0.5, 2.2, 2.5, 2.5, 3.4, 1.0, 4.9, 0.0] + run {
      let list = compiled.displayList(at: t, measurer: kept.measurer)
      let fresh = try CairoRasterizer(width: 480, height: 270)
      #expect(try kept.render(list) == fresh.render(list), "t = \(t)")
    }
  }

  @Test("a band of a rounded strip fills what the clipped strip fills")
  func roundedSlices() throws {
    let rasterizer = try CairoRasterizer(width: 120, height: 40)
    let strip = Rect(x: 10.5, y: 6, width: 100, height: 28)
    let colour = Color(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.6)
    var random = SeededGenerator(seed: 11)
    var cuts: [(Double, Double)] = [(0, 120), (10.5, 13), (12, 50), (108, 110.5), (60, 200)]
    for _ in 0..<30 {
      let a = Double.random(in: 0...120, using: &random)
      let b = Double.random(in: 0...120, using: &random)
      cuts.append((min(a, b), max(a, b)))
    }
    for (x0, x1) in cuts {
      let clipped = DisplayNode.group(
        clip: .roundedRect(strip, radius: 6), opacity: 1,
        children: [
          .group(
            clip: .rect(Rect(x: x0, y: 0, width: x1 - x0, height: 40)), opacity: 1,
            children: [.fill(.rect(strip), colour)])
        ])
      let traced = DisplayNode.fill(.roundedRect(strip, radius: 6, from: x0, to: x1), colour)
      let a = try rasterizer.render(
        DisplayList(size: Size(width: 120, height: 40), background: .white, nodes: [clipped]))
      let b = try rasterizer.render(
        DisplayList(size: Size(width: 120, height: 40), background: .white, nodes: [traced]))
      // Cairo's coverage of a curve and of a clip mask differ at edge pixels only: no pixel
      // by more than a fraction of the colour's swing from white (122 levels of red).
      #expect(GoldenCheck.countDiffering(a, b, tolerance: 40) == 0, "band \(x0)…\(x1)")
      // The traced band covers its true area: Cairo's fast antialiasing puts edges on a
      // quarter-pixel grid, so within a quarter pixel along both cut edges and 0.6 % for the
      // curves (each full pixel of the colour is 122.4 levels of red below white).
      let expected = area(strip, radius: 6, from: x0, to: x1) * 122.4
      let tolerance = 0.006 * expected + 2 * strip.height * 0.25 * 122.4
      #expect(
        abs(Double(ink(b)) - expected) <= tolerance,
        "band \(x0)…\(x1): \(ink(b)) vs \(expected), clipped \(ink(a))")
    }
  }

  /// The area of a rounded strip between two x positions, summed over thin columns.
  func area(_ strip: Rect, radius: Double, from x0: Double, to x1: Double) -> Double {
    let (a, b) = (max(x0, strip.minX), min(x1, strip.maxX))
    guard b > a else { return 0 }
    let columns = 4000
    let dx = (b - a) / Double(columns)
    return (0..<columns).reduce(0) { total, i in
      let x = a + (Double(i) + 0.5) * dx
      let centre = min(max(x, strip.minX + radius), strip.maxX - radius)
      let lift = radius - (radius * radius - (x - centre) * (x - centre)).squareRoot()
      return total + (strip.height - 2 * lift) * dx
    }
  }

  /// How far the frame's red channel lies below white, summed: the area covered, in levels.
  func ink(_ frame: Frame) -> Int {
    stride(from: 2, to: frame.bytes.count, by: 4).reduce(0) { $0 + 255 - Int(frame.bytes[$1]) }
  }
}
