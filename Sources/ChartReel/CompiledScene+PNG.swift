extension CompiledScene {
  /// The PNG of frame `index`, from 0 to `scene.frameCount - 1`: the bytes `render(to:)`
  /// writes for a `.png` output of that frame, kept in memory.
  ///
  /// Throws `InputError` for a frame outside the scene and `RenderError` when Cairo cannot
  /// draw it.
  public func png(frame index: Int) throws -> [UInt8] {
    guard (0..<scene.frameCount).contains(index) else {
      throw InputError(
        file: "CompiledScene", keyPath: "frame",
        message: "expected a frame from 0 to \(scene.frameCount - 1), found \(index)")
    }
    let sink = MemoryPNGSink()
    let pipeline = FramePipeline(
      compiled: self, rasterizers: CairoRasterizerFactory(), threads: 1)
    try pipeline.run(frames: index..<index + 1, into: sink)
    return sink.png
  }
}

/// A sink that keeps the one PNG frame it is given in memory.
final class MemoryPNGSink: FrameSink {
  private(set) var png: [UInt8] = []

  var payload: FramePayload { .png }

  func write(_ bytes: [UInt8]) throws { png = bytes }

  func finish() throws {}

  func cancel() {}
}
