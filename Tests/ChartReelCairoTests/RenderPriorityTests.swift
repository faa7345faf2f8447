import ChartReel
import Foundation
import TestSupport
import Testing

/// Render threads feeding an encoder run nicer than it; other renders keep their priority.
@Suite struct RenderPriorityTests {
  @Test(
    "workers run 10 steps nicer only when the sink feeds an encoder, and the writer keeps its own",
    arguments: [false, true])
  func workersYieldToAnEncoder(feedsEncoder: Bool) throws {
    var scene = try TestPaths.loadScene("bars.json")
    scene.canvas = Canvas(width: 160, height: 90, fps: 4)
    let compiled = try scene.compiled()
    let writer = RenderPriority.current
    let seen = NiceValues()
    try FramePipeline(
      compiled: compiled, rasterizers: NiceRecordingFactory(seen: seen), threads: 2
    ).run(frames: 0..<4, into: PayloadCounter(feedsEncoder: feedsEncoder))
    let expected = feedsEncoder ? min(19, writer + RenderPriority.encoderYield) : writer
    #expect(seen.values.count == 2)
    #expect(seen.values.allSatisfy { $0 == expected }, "workers' nice values \(seen.values)")
    #expect(RenderPriority.current == writer, "the writing thread keeps its nice value")
  }
}

/// Nice values seen on the render threads, one per rasteriser made.
private final class NiceValues: @unchecked Sendable {
  private let lock = NSLock()
  private var seen: [Int32] = []
  var values: [Int32] { lock.withLock { seen } }
  func add(_ value: Int32) { lock.withLock { seen.append(value) } }
}

/// Cairo rasterisers, each noting the nice value of the thread it is made on (a worker's).
private struct NiceRecordingFactory: RasterizerFactory {
  let seen: NiceValues
  func makeRasterizer(width: Int, height: Int) throws -> any Rasterizer {
    seen.add(RenderPriority.current)
    return try CairoRasterizer(width: width, height: height)
  }
}

/// A sink that counts YUV frames, saying whether it feeds an encoder.
private final class PayloadCounter: FrameSink {
  let feedsEncoder: Bool
  private(set) var frames = 0
  init(feedsEncoder: Bool) { self.feedsEncoder = feedsEncoder }
  var payload: FramePayload { .yuv420p }
  func write(_ bytes: [UInt8]) throws { frames += 1 }
  func finish() throws {}
  func cancel() {}
}
