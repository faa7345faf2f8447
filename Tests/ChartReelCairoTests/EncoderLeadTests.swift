import ChartReel
import Foundation
import TestSupport
import Testing

/// While an encoder has not yet taken its first frame, the render threads draw the lead ahead
/// (`FrameBudget.encoderLeadBytes`); a sink that feeds no encoder gets `capacity` frames ahead.
@Suite struct EncoderLeadTests {
  @Test(
    "frames are drawn ahead while an encoder's first write waits; `capacity` for other sinks",
    arguments: [false, true])
  func framesAheadWhileTheEncoderStarts(feedsEncoder: Bool) throws {
    var scene = try TestPaths.loadScene("pan-zoom-hide.json")
    // The window moves on every one of the first 60 frames: none is a repeat, all are drawn.
    scene.canvas = Canvas(width: 320, height: 180, fps: 60)
    let compiled = try scene.compiled()
    let drawn = DrawnFrames()
    let sink = SlowStartSink(
      feedsEncoder: feedsEncoder, drawn: drawn, waitingFor: 40,
      atMost: feedsEncoder ? 10 : 0.3)
    try FramePipeline(
      compiled: compiled, rasterizers: CountingFactory(count: drawn), threads: 2,
      bufferCapacity: 8
    ).run(frames: 0..<60, into: sink)
    #expect(sink.frames == 60)
    if feedsEncoder {
      // 64 MiB holds every one of these 86 kB frames.
      #expect(sink.drawnAtFirstWrite >= 40, "\(sink.drawnAtFirstWrite) drawn ahead")
    } else {
      // Frames 0 to 8: the one taken and the eight after it.
      #expect(sink.drawnAtFirstWrite <= 9, "\(sink.drawnAtFirstWrite) drawn ahead")
    }
  }
}

/// A sink whose first write waits, as ffmpeg starting up does, until `target` frames are
/// drawn or `atMost` seconds have passed, and notes how many were drawn then.
private final class SlowStartSink: FrameSink {
  let feedsEncoder: Bool
  let drawn: DrawnFrames
  let target: Int
  let atMost: TimeInterval
  private(set) var frames = 0
  private(set) var drawnAtFirstWrite = 0

  init(feedsEncoder: Bool, drawn: DrawnFrames, waitingFor target: Int, atMost: TimeInterval) {
    (self.feedsEncoder, self.drawn, self.target, self.atMost) = (
      feedsEncoder, drawn, target, atMost
    )
  }

  var payload: FramePayload { .yuv420p }

  func write(_ bytes: [UInt8]) throws {
    if frames == 0 {
      let end = Date().addingTimeInterval(atMost)
      while drawn.value < target && Date() < end { Thread.sleep(forTimeInterval: 0.01) }
      drawnAtFirstWrite = drawn.value
    }
    frames += 1
  }

  func finish() throws {}
  func cancel() {}
}
