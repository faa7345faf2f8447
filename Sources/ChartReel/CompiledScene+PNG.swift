extension CompiledScene {
  /// The PNG of frame `index`, from 0 to `scene.frameCount - 1`: the bytes `render(to:)`
  /// writes for a `.png` output of that frame, kept in memory.
  ///
  /// With a `height` (from 2 to 8192 pixels) the frame is drawn that tall, the canvas's aspect
  /// kept and everything scaled as a whole, as quality presets do: a quick preview. Throws
  /// `InputError` for a frame outside the scene or a height out of range, and `RenderError`
  /// when Cairo cannot draw it.
  public func png(frame index: Int, height: Int? = nil) throws -> [UInt8] {
    guard (0..<scene.frameCount).contains(index) else {
      throw InputError(
        file: "CompiledScene", keyPath: "frame",
        message: "expected a frame from 0 to \(scene.frameCount - 1), found \(index)")
    }
    var drawn = self
    if let height, height != scene.canvas.height {
      guard (2...8192).contains(height) else {
        throw InputError(
          file: "CompiledScene", keyPath: "height",
          message: "expected a height from 2 to 8192 pixels, found \(height)")
      }
      var canvas = scene.canvas
      let width = Double(canvas.width) * Double(height) / Double(canvas.height)
      canvas.width = max(2, Int(width.rounded()))
      canvas.height = height
      drawn = resized(to: canvas)
    }
    let sink = MemoryPNGSink()
    let pipeline = FramePipeline(
      compiled: drawn, rasterizers: CairoRasterizerFactory(), threads: 1)
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
