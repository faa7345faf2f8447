import ChartReel
import Foundation
import TestSupport
import Testing

/// Frames at rest are not drawn again: the pipeline hands over the last drawn frame's bytes.
@Suite struct RepeatedFrameTests {
  @Test("a scene with pauses draws fewer frames than it has, and every frame has its own bytes")
  func pausesAreNotRedrawn() throws {
    var scene = try TestPaths.loadScene("bars.json")
    scene.canvas = Canvas(width: 320, height: 180, fps: 12)
    let compiled = try scene.compiled()
    let frames = 0..<scene.frameCount
    // Each frame drawn on its own, with a fresh rasteriser: what every frame must hold.
    let encoder = try FrameEncoder(.yuv420p)
    let expected = try frames.map { index in
      let rasterizer = try CairoRasterizer(width: 320, height: 180)
      var bytes: [UInt8] = []
      try rasterizer.render(compiled.displayList(atFrame: index, measurer: rasterizer.measurer)) {
        try encoder.encode($0, into: &bytes)
      }
      return bytes
    }
    #expect(Set(expected).count < frames.count, "bars.json has frames at rest")
    for threads in [1, 2, 3] {
      let sink = YUVFrames()
      let drawn = DrawnFrames()
      try FramePipeline(
        compiled: compiled, rasterizers: CountingFactory(count: drawn), threads: threads,
        bufferCapacity: 4
      ).run(frames: frames, into: sink)
      #expect(sink.frames.count == frames.count)
      let differing = frames.filter { sink.frames[$0] != expected[$0] }
      #expect(differing.isEmpty, "\(threads) threads: frames \(differing) differ")
      // At least every distinct picture is drawn, and not every frame.
      #expect(drawn.value >= Set(expected).count && drawn.value < frames.count)
    }
  }
}

/// A sink that keeps every frame's YUV 4:2:0 bytes in memory.
private final class YUVFrames: FrameSink {
  private(set) var frames: [[UInt8]] = []
  var payload: FramePayload { .yuv420p }
  func write(_ bytes: [UInt8]) throws { frames.append(bytes) }
  func finish() throws {}
  func cancel() {}
}
