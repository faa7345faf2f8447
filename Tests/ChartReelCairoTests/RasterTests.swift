import ChartReel
import Foundation
import TestSupport
import Testing

@Suite struct RasterTests {
  let compiled: CompiledScene
  let rasterizer: CairoRasterizer

  init() throws {
    let scene = try TestPaths.loadScene("pan-zoom-hide.json")
    rasterizer = try CairoRasterizer(width: scene.canvas.width, height: scene.canvas.height)
    compiled = CompiledScene(scene, measurer: rasterizer.measurer)
  }

  var chart: ChartRenderer { compiled.charts[0] }

  func frame(at t: Double, _ compiled: CompiledScene? = nil) throws -> Frame {
    let compiled = compiled ?? self.compiled
    return try rasterizer.render(compiled.displayList(at: t, measurer: rasterizer.measurer))
  }

  /// Where data point `index` of a series is drawn for a window and a y-range.
  func pixel(
    _ chart: ChartRenderer, index: Int, value: Double, window: Window, range: ValueRange
  ) -> (x: Int, y: Int) {
    let plot = chart.layout.plot
    let data = chart.data
    let fraction = (data.x[index] - data.x[0]) / (data.x[data.x.count - 1] - data.x[0])
    let x = plot.minX + (fraction - window.lower) / window.width * plot.width
    let y = plot.maxY - (value - range.min) / range.span * plot.height
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
    let frame = try frame(at: 5)
    let data = chart.data
    // At rest at 5 s: window [0.1, 0.9], y-range [21, 278]. Index 40: Joined 180, Left 30.
    #expect(data.series[0].values[40] == 180 && data.series[1].values[40] == 30)
    let range = ValueRange(21, 278)
    let window = Window(0.1, 0.9)
    expectColor(frame, pixel(chart, index: 40, value: 180, window: window, range: range), 0x3DC23F)
    expectColor(frame, pixel(chart, index: 40, value: 30, window: window, range: range), 0xF34C44)
    expectColor(
      frame, pixel(chart, index: 40, value: 105, window: window, range: range), 0xFFFFFF,
      tolerance: 30)
  }

  @Test("a hidden series is not drawn, and the chart rescales to the one left")
  func hiddenSeries() throws {
    let scene = try TestPaths.scene(
      json: """
        {"canvas": {"width": 1280, "height": 720}, "data": {"file": "data/chart_data.json", "chart": 0},
         "initial": {"window": [0.1, 0.9]}, "actions": [{"at": 0.5, "hide": "y0"}], "duration": 3}
        """)
    let compiled = CompiledScene(scene, measurer: rasterizer.measurer)
    let chart = compiled.charts[0]
    let frame = try frame(at: 2.5, compiled)
    // At rest, y1 alone over points 11…100: [23, 105].
    #expect(chart.state(at: 2.5).yRange == ValueRange(23, 105))
    for index in [30, 50, 70] {
      let point = pixel(
        chart, index: index, value: chart.data.series[1].values[index], window: Window(0.1, 0.9),
        range: ValueRange(23, 105))
      expectColor(frame, point, 0xF34C44)
    }
    let plot = chart.layout.plot
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
    let other = try CairoRasterizer(width: 1280, height: 720)
    let second = try other.render(compiled.displayList(at: 2.5, measurer: other.measurer))
    #expect(first == second)
    #expect(try PNGEncoder.encode(first) == PNGEncoder.encode(second))
  }

  @Test("the output bytes are the same whatever the number of render threads")
  func threadIndependent() throws {
    var short = try TestPaths.loadScene("scene-graph.json")
    short.canvas = Canvas(width: 320, height: 180, fps: 12)
    let compiled = try short.compiled()
    var outputs: [[[UInt8]]] = []
    for threads in [1, 2, 3] {
      let sink = MemoryFrames()
      try FramePipeline(
        compiled: compiled, rasterizers: CairoRasterizerFactory(), threads: threads,
        bufferCapacity: 4
      ).run(frames: 0..<short.frameCount, into: sink)
      outputs.append(sink.frames)
    }
    #expect(outputs[0].count == short.frameCount)
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

  @Test("the default font is installed, and a missing one is named with its install command")
  func defaultFontIsInstalled() throws {
    try PangoTextMeasurer().requireFont()
    #expect(throws: RenderError.self) { try PangoTextMeasurer().requireFont("No Such Font Family") }
  }
}

/// A sink that keeps every frame's PNG bytes in memory, for comparing renders.
final class MemoryFrames: FrameSink {
  private(set) var frames: [[UInt8]] = []
  var payload: FramePayload { .png }
  func write(_ bytes: [UInt8]) throws { frames.append(bytes) }
  func finish() throws {}
  func cancel() {}
}
