import ChartReel
import ChartReelCairo
import ChartReelExport
import TestSupport
import Testing

@Suite struct RasterTests {
  let scene: Scene
  let layout: SceneLayout
  let rasterizer: CairoRasterizer

  init() throws {
    scene = try TestPaths.loadScene("pan-zoom-hide.json")
    rasterizer = try CairoRasterizer(width: scene.canvas.width, height: scene.canvas.height)
    layout = SceneLayout(scene: scene, measurer: rasterizer.measurer)
  }

  func frame(at t: Double) throws -> Frame {
    try rasterizer.render(layout.displayList(at: t, measurer: rasterizer.measurer))
  }

  /// Where data point `index` of a series must be drawn at time 0: window [0.75, 1] over the
  /// plot's width, y-range [23, 170] over its height (both worked out in TimelineTests).
  func expectedPixel(index: Int, value: Double) -> (x: Int, y: Int) {
    let plot = layout.chart.plot
    let data = scene.charts[0].data
    let fraction = (data.x[index] - data.x[0]) / (data.x[data.x.count - 1] - data.x[0])
    let x = plot.minX + (fraction - 0.75) / 0.25 * plot.width
    let y = plot.maxY - (value - 23) / (170 - 23) * plot.height
    return (Int(x), Int(y))
  }

  func expectColor(
    _ frame: Frame, _ point: (x: Int, y: Int), _ rgb: UInt32, tolerance: Int = 24,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let pixel = frame.pixel(x: point.x, y: point.y)
    let expected = [Int(rgb >> 16 & 0xFF), Int(rgb >> 8 & 0xFF), Int(rgb & 0xFF)]
    let actual = [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
    #expect(
      zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance },
      "pixel \(point) is \(actual), expected \(expected)", sourceLocation: sourceLocation)
  }

  @Test("the series colours are drawn where known data points must be")
  func seriesPixels() throws {
    let frame = try frame(at: 0)
    let data = scene.charts[0].data
    // Index 101: Joined (y0) = 156, Left (y1) = 66 — far apart, so the lines do not overlap.
    #expect(data.series[0].values[101] == 156 && data.series[1].values[101] == 66)
    expectColor(frame, expectedPixel(index: 101, value: 156), 0x3DC23F)
    expectColor(frame, expectedPixel(index: 101, value: 66), 0xF34C44)
    // The plot background between them is the day background.
    expectColor(frame, expectedPixel(index: 101, value: 111), 0xFFFFFF, tolerance: 30)
  }

  @Test("a hidden series is not drawn, and the chart rescales to the one left")
  func hiddenSeries() throws {
    let frame = try frame(at: 3)
    let plot = layout.chart.plot
    let data = scene.charts[0].data
    // At t = 3 the window is [0.1, 0.9], y0 is hidden, y-range [23, 105] (y1 alone).
    for index in [30, 50, 70] {
      let fraction = (data.x[index] - data.x[0]) / (data.x[data.x.count - 1] - data.x[0])
      let x = Int(plot.minX + (fraction - 0.1) / 0.8 * plot.width)
      let y1 = Int(plot.maxY - (data.series[1].values[index] - 23) / 82 * plot.height)
      expectColor(frame, (x, y1), 0xF34C44)
    }
    let greenish = (0..<frame.width * frame.height).filter { i in
      let p = frame.pixel(x: i % frame.width, y: i / frame.width)
      return Int(p.green) > 150 && Int(p.red) < 100 && Int(p.blue) < 100
    }
    // Only the legend pill's outline and the mini-map are green now, not the plot.
    #expect(greenish.allSatisfy { Double($0 / frame.width) > plot.maxY })
  }

  @Test("rendering the same frame twice gives the same bytes, and the same PNG")
  func deterministic() throws {
    let first = try frame(at: 2.5)
    let other = try CairoRasterizer(width: scene.canvas.width, height: scene.canvas.height)
    let second = try other.render(layout.displayList(at: 2.5, measurer: other.measurer))
    #expect(first == second)
    #expect(try PNGEncoder.encode(first) == PNGEncoder.encode(second))
  }

  @Test("a kept mini-map layer gives the same pixels as one drawn afresh")
  func layerReuse() throws {
    // Frames 0.5 s and 0.6 s share their mini-map lines: the second reuses the kept layer.
    _ = try frame(at: 0.5)
    let reused = try frame(at: 0.6)
    let fresh = try CairoRasterizer(width: scene.canvas.width, height: scene.canvas.height)
    #expect(reused == (try fresh.render(layout.displayList(at: 0.6, measurer: fresh.measurer))))
  }

  @Test("the output bytes are the same whatever the number of render threads")
  func threadIndependent() throws {
    var short = scene
    short.canvas = Canvas(width: 320, height: 180, fps: 12, theme: .day)
    let layout = SceneLayout(scene: short, measurer: try PangoTextMeasurer())
    var outputs: [[[UInt8]]] = []
    for threads in [1, 2, 3] {
      let sink = MemorySink(payload: .png)
      try FramePipeline(layout: layout, threads: threads, bufferCapacity: 4).run(
        frames: 0..<short.frameCount, into: sink)
      #expect(sink.finished)
      outputs.append(sink.frames)
    }
    #expect(outputs[0].count == 60)
    #expect(outputs[0] == outputs[1] && outputs[1] == outputs[2])
  }

  @Test("a PNG written and read back holds the same pixels")
  func pngRoundTrip() throws {
    let frame = try frame(at: 1)
    let folder = TestPaths.temporaryFolder()
    let sink = try SingleImageSink(path: folder + "/frame.png")
    try sink.write(frame: frame)
    try sink.finish()
    #expect(try PNGDecoder.decode(path: folder + "/frame.png") == frame)
  }

  @Test func defaultFontIsInstalled() throws {
    try PangoTextMeasurer().requireFont()
    #expect(throws: RenderError.self) { try PangoTextMeasurer().requireFont("No Such Font Family") }
  }
}
