import ChartReel
import TestSupport
import Testing

@testable import ChartReelCairo

/// Frames whose pixels are consumed — converted to YUV and cleared to the background in the
/// same pass, so that the next frame is drawn without painting its background — are the
/// frames a fresh rasteriser draws, byte for byte.
@Suite struct ConsumedFrameTests {
  /// Every frame of `name` at 320×180, 12 fps, each drawn by a fresh rasteriser and converted.
  func expectedFrames(_ name: String) throws -> (CompiledScene, [[UInt8]]) {
    var scene = try TestPaths.loadScene(name)
    scene.canvas = Canvas(width: 320, height: 180, fps: 12)
    let compiled = try scene.compiled()
    let encoder = try FrameEncoder(.yuv420p)
    let frames = try (0..<scene.frameCount).map { index in
      let rasterizer = try CairoRasterizer(width: 320, height: 180)
      var bytes: [UInt8] = []
      try rasterizer.render(compiled.displayList(atFrame: index, measurer: rasterizer.measurer)) {
        try encoder.encode($0, into: &bytes)
      }
      return bytes
    }
    return (compiled, frames)
  }

  @Test(
    "one rasteriser consuming every frame in turn gives each frame's bytes, the background changing too",
    arguments: ["theme-switch.json", "pan-zoom-hide.json", "stacked-bars.json"])
  func consumedInTurn(_ name: String) throws {
    let (compiled, expected) = try expectedFrames(name)
    let rasterizer = try CairoRasterizer(width: 320, height: 180)
    var differing: [Int] = []
    for (index, frame) in expected.enumerated() {
      let list = compiled.displayList(atFrame: index, measurer: rasterizer.measurer)
      var bytes: [UInt8] = []
      if index % 7 == 3 {
        // Now and then a frame drawn the other way, over a surface left blank or not.
        try rasterizer.render(list) { YUV420Converter.convert($0, into: &bytes) }
      } else {
        try rasterizer.render(list) { pixels, blank in
          YUV420Converter.convert(pixels, into: &bytes, clearingTo: blank)
        }
        let background = try rasterizer.backgroundPixel(list.background)
        #expect(rasterizer.blank == background)
        if index % 5 == 1 {
          // The surface is left holding the background alone, as painting it leaves it.
          let left = try rasterizer.render(
            DisplayList(size: list.size, background: list.background))
          let painted = try CairoRasterizer(width: 320, height: 180).render(
            DisplayList(size: list.size, background: list.background))
          #expect(left == painted, "frame \(index): the surface is not left blank")
        }
      }
      if bytes != frame { differing.append(index) }
    }
    #expect(differing.isEmpty, "\(name): frames \(differing) differ")
  }

  @Test("the YUV pipeline consumes its frames and writes the same bytes at 1, 2 and 3 threads")
  func pipeline() throws {
    let (compiled, expected) = try expectedFrames("pan-zoom-hide.json")
    for threads in [1, 2, 3] {
      let sink = YUVCollector()
      try FramePipeline(
        compiled: compiled, rasterizers: CairoRasterizerFactory(), threads: threads,
        bufferCapacity: 4
      ).run(frames: 0..<expected.count, into: sink)
      let differing = expected.indices.filter { sink.frames[$0] != expected[$0] }
      #expect(differing.isEmpty, "\(threads) threads: frames \(differing) differ")
    }
  }
}

/// A sink that keeps every frame's YUV 4:2:0 bytes in memory.
private final class YUVCollector: FrameSink {
  private(set) var frames: [[UInt8]] = []
  var payload: FramePayload { .yuv420p }
  func write(_ bytes: [UInt8]) throws { frames.append(bytes) }
  func finish() throws {}
  func cancel() {}
}
