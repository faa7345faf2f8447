import Foundation

/// How to render: which frames, at what quality, on how many threads.
public struct RenderOptions: Sendable {
  /// The frames to render; nil for all of them.
  public var frames: Range<Int>?
  /// Render threads; nil for the number of cores.
  public var threads: Int?
  /// Overrides the canvas's size (keeping its aspect) and frame rate, like Manim's presets.
  public var quality: QualityPreset?
  /// x264/VP9 settings; nil for the quality preset's or the defaults.
  public var encoder: EncoderSettings?

  public init(
    frames: Range<Int>? = nil, threads: Int? = nil, quality: QualityPreset? = nil,
    encoder: EncoderSettings? = nil
  ) {
    self.frames = frames
    self.threads = threads
    self.quality = quality
    self.encoder = encoder
  }
}

/// One render of a compiled scene to an output path: chooses the sink from the path, runs the
/// frame pipeline, and leaves either the complete output or nothing.
public struct RenderJob {
  public let compiled: CompiledScene
  public let output: String
  public let options: RenderOptions

  public init(compiled: CompiledScene, output: String, options: RenderOptions = RenderOptions()) {
    self.compiled =
      options.quality.map { compiled.resized(to: $0.apply(to: compiled.scene.canvas)) }
      ?? compiled
    self.output = output
    self.options = options
  }

  /// The frames rendered.
  public var frames: Range<Int> { options.frames ?? 0..<compiled.scene.frameCount }

  /// Makes the sink the output path asks for.
  public func makeSink() throws -> FrameSink {
    let canvas = compiled.scene.canvas
    switch OutputTarget(path: output) {
    case .rawStream:
      return RawStreamSink()
    case .video(let format):
      let settings = options.encoder ?? options.quality?.settings ?? EncoderSettings()
      return try FFmpegSink(
        path: output, format: format, width: canvas.width, height: canvas.height, fps: canvas.fps,
        transparent: canvas.transparent, settings: settings)
    case .png:
      guard frames.count == 1 else {
        throw ExportError.unsupported(
          "a .png output holds one frame: add --at SECONDS, or name a folder (frames/) for a sequence"
        )
      }
      return try SingleImageSink(path: output)
    case .pngSequence:
      return try PNGSequenceSink(directory: output, firstNumber: frames.lowerBound)
    case nil:
      throw ExportError.unsupported(
        "cannot tell the output format of '\(output)': use .mp4, .webm, .gif, .mov, .png, a folder ending in / or -"
      )
    }
  }

  /// Renders every frame into the output, reporting progress as frames are written.
  public func run(interruption: Interruption? = nil, progress: (Int) -> Void = { _ in }) throws {
    let sink = try makeSink()
    let pipeline = FramePipeline(
      compiled: compiled, rasterizers: CairoRasterizerFactory(),
      threads: options.threads ?? ProcessInfo.processInfo.activeProcessorCount)
    try pipeline.run(frames: frames, into: sink, interruption: interruption, progress: progress)
  }
}
