import ChartReel
import Foundation
import TestSupport
import Testing

/// No pale seams between stacked segments or pie slices (issue 19): where two fills meet, no
/// pixel is lighter than both fills beside it, as the background would show through a gap.
@Suite struct SeamTests {
  /// The lightness of a pixel: the sum of its channels.
  static func lightness(_ frame: Frame, _ x: Int, _ y: Int) -> Int {
    let pixel = frame.pixel(x: x, y: y)
    return Int(pixel.red) + Int(pixel.green) + Int(pixel.blue)
  }

  /// Pixels along `points` lighter by more than `tolerance` than every other pixel within three
  /// steps: a thin pale line, not the edge of a lighter fill.
  static func seams(_ frame: Frame, along points: [(Int, Int)], tolerance: Int = 12) -> [(Int, Int)]
  {
    guard points.count > 6 else { return [] }
    return (3..<(points.count - 3)).compactMap { i in
      let (x, y) = points[i]
      let here = lightness(frame, x, y)
      let around = (i - 3...i + 3).filter { $0 != i }.map {
        lightness(frame, points[$0].0, points[$0].1)
      }
      return here > (around.max() ?? 0) + tolerance ? (x, y) : nil
    }
  }

  /// The frame of scene `name` at `t` and its chart's plot, from the probe's parts.
  func render(_ name: String, at t: Double) throws -> (Frame, Rect) {
    let scene = try TestPaths.loadScene(name)
    let rasterizer = try CairoRasterizer(width: scene.canvas.width, height: scene.canvas.height)
    let compiled = CompiledScene(scene, measurer: rasterizer.measurer)
    let frame = try rasterizer.render(compiled.displayList(at: t, measurer: rasterizer.measurer))
    let probe = compiled.probe(at: t, measurer: rasterizer.measurer)
    guard case .array(let values) = probe["parts"]?["plot"] ?? .null else {
      throw CocoaError(.coderValueNotFound)
    }
    let numbers = values.compactMap { value -> Double? in
      if case .number(let number) = value { return number }
      return nil
    }
    try #require(numbers.count == 4, "no plot in the probe of \(name)")
    return (frame, Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
  }

  @Test("stacked bars and areas: no pale line between segments")
  func stacks() throws {
    for (name, t) in [("stacked-bars.json", 0.2), ("percentage.json", 0.2)] {
      let (frame, plot) = try render(name, at: t)
      let (x, y, w, h) = (plot.x, plot.y, plot.width, plot.height)
      for column in stride(from: x + w * 0.1, to: x + w * 0.9, by: w / 7) {
        // From the plot's bottom up to just under the stack's top (the lowest light pixel).
        let bottom = Int(y + h) - 2
        var top = bottom
        while top > Int(y) && Self.lightness(frame, Int(column), top) < 700 { top -= 1 }
        let points = (top + 3...bottom).reversed().map { (Int(column), $0) }
        #expect(Self.seams(frame, along: points).isEmpty, "\(name) column \(Int(column))")
      }
    }
  }

  @Test("pie: no pale line between slices")
  func pie() throws {
    let (frame, plot) = try render("percentage.json", at: 4.5)
    let (x, y, w, h) = (plot.x, plot.y, plot.width, plot.height)
    // A circle inside the pie crosses every slice boundary.
    let center = (x + w / 2, y + h / 2)
    let radius = 0.45 * min(w, h) * 0.6
    let points = (0..<2000).map { k -> (Int, Int) in
      let angle = Double(k) / 2000 * 2 * Double.pi
      return (Int(center.0 + radius * cos(angle)), Int(center.1 + radius * sin(angle)))
    }
    #expect(Self.seams(frame, along: points).isEmpty)
  }
}
