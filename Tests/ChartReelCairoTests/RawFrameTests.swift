import ChartReel
import TestSupport
import Testing

/// Raw frames drawn straight into the payload's storage, and frames at rest written again
/// from the frame before: the same bytes as drawing each frame alone, whatever the threads.
@Suite struct RawFrameTests {
  let scene: Scene
  let compiled: CompiledScene

  init() throws {
    // A pan, a zoom, a series hidden and shown, then a second at rest.
    var scene = try TestPaths.loadScene("pan-zoom-hide.json")
    scene.canvas = Canvas(width: 322, height: 181, fps: 12)
    self.scene = scene
    compiled = try scene.compiled()
  }

  /// Each frame of `frames` drawn alone by a fresh rasteriser, as a frame's bytes.
  func alone(_ frames: Range<Int>) throws -> [[UInt8]] {
    try frames.map { index in
      let rasterizer = try CairoRasterizer(width: 322, height: 181)
      return try rasterizer.render(
        compiled.displayList(atFrame: index, measurer: rasterizer.measurer)
      ).bytes
    }
  }

  func raw(_ frames: Range<Int>, threads: Int) throws -> [[UInt8]] {
    let sink = RawFrames()
    try FramePipeline(
      compiled: compiled, rasterizers: CairoRasterizerFactory(), threads: threads,
      bufferCapacity: 3
    ).run(frames: frames, into: sink)
    return sink.frames
  }

  @Test("raw frames are each frame's bytes drawn alone, with 1, 2 or 3 threads, at rest too")
  func likeAlone() throws {
    let all = 0..<scene.frameCount
    let measurer = try CairoRasterizer(width: 322, height: 181).measurer
    var atRest = 0
    for index in all.dropFirst()
    where compiled.displayList(atFrame: index, measurer: measurer)
      == compiled.displayList(atFrame: index - 1, measurer: measurer)
    {
      atRest += 1
    }
    #expect(atRest >= 10, "the scene ends with a second at rest")
    let expected = try alone(all)
    for threads in [1, 2, 3] {
      let frames = try raw(all, threads: threads)
      #expect(frames.count == expected.count)
      let differing = frames.indices.filter { $0 >= expected.count || frames[$0] != expected[$0] }
      #expect(differing.isEmpty, "\(threads) threads: frames \(differing) differ")
    }
  }

  @Test("a range that starts at rest starts with its own first frame")
  func rangeStartingAtRest() throws {
    let last = scene.frameCount - 4..<scene.frameCount
    #expect(try raw(last, threads: 2) == alone(last))
  }

  @Test("drawing into packed bytes leaves the rasteriser's own frame as it was")
  func surfaceUntouched() throws {
    let rasterizer = try CairoRasterizer(width: 322, height: 181)
    let list = { (index: Int) in
      self.compiled.displayList(atFrame: index, measurer: rasterizer.measurer)
    }
    let first = try rasterizer.render(list(3))
    var packed: [UInt8] = []
    try rasterizer.render(list(40), packedInto: &packed)
    // The same list again: drawn only if the surface no longer held it.
    #expect(try rasterizer.render(list(3)) == first)
    #expect([packed] == (try alone(40..<41)))
  }
}

/// A sink that keeps every raw frame in memory.
final class RawFrames: FrameSink {
  private(set) var frames: [[UInt8]] = []
  var payload: FramePayload { .rawBGRA }
  func write(_ bytes: [UInt8]) throws { frames.append(bytes) }
  func finish() throws {}
  func cancel() {}
}
