import ChartReel
import Foundation
import TestSupport
import Testing

/// An encoder slower than one render thread gets its frames, past the lead, from one thread:
/// the helpers wait, and the frames are the same bytes as one thread draws.
@Suite struct SlowEncoderTests {
  @Test("past the lead, a slow encoder's frames are drawn by the first worker alone")
  func helpersWaitForASlowEncoder() throws {
    var scene = try TestPaths.loadScene("pan-zoom-hide.json")
    // The window moves on every one of the first 60 frames: none is a repeat, all are drawn.
    scene.canvas = Canvas(width: 320, height: 180, fps: 60)
    let compiled = try scene.compiled()
    var written: [[[UInt8]]] = []
    for (threads, delay) in [(1, 0.0), (3, 0.015)] {
      let drawn = DrawnFrames()
      let sink = SlowEncoder(delay: delay)
      // A budget that leaves room for a short lead only.
      let pipeline = FramePipeline(
        compiled: compiled, rasterizers: CountingFactory(count: drawn), threads: threads,
        bufferCapacity: 8, memoryBudget: 3 << 20)
      let budget = pipeline.budget(for: .yuv420p, feedsEncoder: true)
      #expect(budget.threads == threads && (threads == 1 || budget.lead < 20), "\(budget)")
      try pipeline.run(frames: 0..<60, into: sink)
      written.append(sink.frames)
      // Rasterisers are made on their workers' threads, in no set order: the first worker's
      // is the one that drew the most.
      let helpers = drawn.value - (drawn.byRasterizer.max() ?? 0)
      #expect(drawn.value == 60)
      // Each helper takes at most its share of the lead, and one more it may have claimed
      // while the writer took the lead's last frames.
      #expect(helpers <= budget.lead + threads, "helpers drew \(drawn.byRasterizer)")
    }
    #expect(written[0].count == 60 && written[1] == written[0])
  }
}

/// An encoder that takes `delay` seconds a frame and keeps every frame's bytes.
private final class SlowEncoder: FrameSink {
  let delay: TimeInterval
  private(set) var frames: [[UInt8]] = []
  init(delay: TimeInterval) { self.delay = delay }
  var payload: FramePayload { .yuv420p }
  var feedsEncoder: Bool { true }
  func write(_ bytes: [UInt8]) throws {
    Thread.sleep(forTimeInterval: delay)
    frames.append(bytes)
  }
  func finish() throws {}
  func cancel() {}
}
