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
    // The window moves on every one of the first 30 frames: none is a repeat, all are drawn.
    scene.canvas = Canvas(width: 320, height: 180, fps: 60)
    let compiled = try scene.compiled()
    var written: [[[UInt8]]] = []
    for threads in [1, 3] {
      let drawn = DrawnFrames()
      // A budget that leaves room for a short lead only.
      let pipeline = FramePipeline(
        compiled: compiled, rasterizers: CountingFactory(count: drawn), threads: threads,
        bufferCapacity: 8, memoryBudget: 3 << 20)
      let budget = pipeline.budget(for: .yuv420p, feedsEncoder: true)
      #expect(budget.threads == threads && (threads == 1 || budget.lead < 20), "\(budget)")
      let sink = SlowEncoder(drawn: drawn, ahead: budget.capacity, of: 30)
      try pipeline.run(frames: 0..<30, into: sink)
      written.append(sink.frames)
      #expect(drawn.value == 30)
      // Rasterisers are made on their workers' threads, in no set order: the first worker's
      // is the one that drew the most. The helpers drew in the lead only.
      let helpers = drawn.value - (drawn.byRasterizer.max() ?? 0)
      #expect(helpers <= budget.lead, "helpers drew \(drawn.byRasterizer), lead \(budget.lead)")
      #expect(!sink.timedOut)
    }
    #expect(written[0].count == 30 && written[1] == written[0])
  }
}

/// An encoder slower than any render thread, however loaded the machine: it takes a frame
/// only once `ahead` frames past it are drawn (the buffer full), and keeps every frame's bytes.
private final class SlowEncoder: FrameSink {
  let drawn: DrawnFrames
  let ahead: Int
  let count: Int
  private(set) var frames: [[UInt8]] = []
  private(set) var timedOut = false

  init(drawn: DrawnFrames, ahead: Int, of count: Int) {
    (self.drawn, self.ahead, self.count) = (drawn, ahead, count)
  }

  var payload: FramePayload { .yuv420p }
  var feedsEncoder: Bool { true }

  func write(_ bytes: [UInt8]) throws {
    let end = Date().addingTimeInterval(120)
    while drawn.value < min(count, frames.count + ahead) {
      guard Date() < end else {
        timedOut = true
        break
      }
      Thread.sleep(forTimeInterval: 0.001)
    }
    frames.append(bytes)
  }

  func finish() throws {}
  func cancel() {}
}
