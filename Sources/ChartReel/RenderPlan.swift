import Foundation

/// What a render writes, worked out from the scene before it is compiled: the canvas, the
/// frames, the encoder settings and the output's format, checked against each other.
///
/// A plan can start its output — and with it a video's encoder — before the scene is compiled
/// (`run`), so that ffmpeg's start-up overlaps the font loading and layout instead of following
/// them.
package struct RenderPlan {
  /// The scene as loaded, at its own canvas: what `run` compiles.
  package let scene: Scene
  /// The canvas the render draws: the options' canvas, the quality preset's or the scene's.
  package let canvas: Canvas
  /// The scene's frame count at `canvas`'s frame rate.
  package let totalFrames: Int
  /// The output path: its extension (or a trailing `/`) picks the format.
  package let output: String
  /// The options the plan was made with.
  package let options: RenderOptions
  /// The frames rendered.
  package let frames: Range<Int>
  /// The encoder settings of a video output.
  package let settings: EncoderSettings
  /// The output's format, from its path (parsed once, here).
  package let format: any OutputFormat

  /// Checks the options against `scene` (as loaded, at its own canvas) and the output.
  ///
  /// The canvas (`Scene.checkCanvas()`, throwing `InputError`), the frame range or segment,
  /// the encoder settings and what the output can hold are checked; options that make no sense
  /// throw `ExportError.usage`.
  package init(scene: Scene, output: String, options: RenderOptions) throws {
    // The scene's own canvas first: a preset scales it, and a height of 0 cannot be scaled.
    try scene.checkCanvas()
    self.scene = scene
    var drawn = scene
    if let canvas = options.canvas ?? options.quality.map({ $0.apply(to: scene.canvas) }) {
      drawn.canvas = canvas
      try drawn.checkCanvas()
    }
    canvas = drawn.canvas
    totalFrames = drawn.frameCount
    self.output = output
    self.options = options
    if let threads = options.threads, !RenderOptions.threadCounts.contains(threads) {
      throw ExportError.usage(
        "options.threads is \(threads); expected \(RenderOptions.threadCounts.lowerBound) to \(RenderOptions.threadCounts.upperBound), or nil for one per core"
      )
    }
    settings = options.encoder ?? options.quality?.settings ?? EncoderSettings()
    try settings.validate()
    let total = totalFrames
    if let segment = options.segment {
      guard options.frames == nil else {
        throw ExportError.usage(
          "options.segment and options.frames are both set; expected one of them")
      }
      frames = try segment.frames(of: total)
    } else {
      frames = options.frames ?? 0..<total
    }
    guard !frames.isEmpty, frames.lowerBound >= 0, frames.upperBound <= total else {
      // (An empty range's last frame is not computed: Int.min..<Int.min would overflow.)
      let shown =
        frames.isEmpty
        ? "\(frames.lowerBound)..<\(frames.upperBound) (none)"
        : "\(frames.lowerBound)..\(frames.upperBound - 1)"
      throw ExportError.usage("frames \(shown) are not within the scene's \(total) frames")
    }
    format = try OutputFormats.require(output)
    // H.264 and VP9 in 4:2:0 need an even size: a scene's odd canvas is its file's problem.
    if let video = format as? VideoOutput, video.format.needsEvenSize,
      !drawn.oddCanvasProblems.isEmpty
    {
      throw InputError(problems: drawn.oddCanvasProblems)
    }
    try format.validate(OutputOptions(frames: frames.count, segmented: options.segment != nil))
    try OutputCheck.check(output, storage: format.storage, inputs: options.inputs, frames: frames)
  }

  /// How many times the frames are rendered: 2 for a GIF (its palette first), else 1.
  package var passes: Int { format.passes }

  /// `compiled` (of the scene as loaded) at the plan's canvas, its drawing scaled as a whole.
  package func resize(_ compiled: CompiledScene) -> CompiledScene {
    compiled.scene.canvas == canvas ? compiled : compiled.resized(to: canvas)
  }

  /// What a video output records about itself, when the scene's fingerprint is known.
  package func stamp(format: VideoFormat) -> SegmentStamp? {
    guard let hash = options.sceneHash else { return nil }
    return SegmentStamp(
      sceneHash: hash, frames: frames, totalFrames: totalFrames,
      width: canvas.width, height: canvas.height, fps: canvas.fps, format: format,
      settings: settings, transparent: canvas.transparent, segment: options.segment,
      maker: version)
  }

  /// Makes the sink the output path asks for; a video's encoder starts here.
  package func makeSink(interruption: Interruption? = nil) throws -> FrameSink {
    try format.makeSink(
      OutputRequest(
        path: output, width: canvas.width, height: canvas.height, fps: canvas.fps,
        transparent: canvas.transparent, frames: frames, settings: settings,
        pngLevel: options.pngLevel, stamp: stamp(format:)),
      interruption: interruption)
  }

  /// Starts the output, then compiles `scene` while the encoder starts up, and renders every
  /// frame into the output as `RenderJob.run` does.
  ///
  /// A compile that fails (no Pango, no font) cancels the output: nothing is left at it.
  package func run(interruption: Interruption? = nil, progress: (Int) -> Void = { _ in }) throws
    -> RenderSummary
  {
    let start = Date()
    let sink = try makeSink(interruption: interruption)
    let compiled: CompiledScene
    do {
      compiled = resize(try scene.compiled())
    } catch {
      sink.cancel()
      throw error
    }
    return try RenderJob(plan: self, compiled: compiled).run(
      into: sink, since: start, interruption: interruption, progress: progress)
  }

  /// What was written, `start` being when the render began.
  func summary(since start: Date) -> RenderSummary {
    RenderSummary(
      output: output, frames: frames.count, width: canvas.width, height: canvas.height,
      fps: canvas.fps, bytes: writtenBytes(), seconds: Date().timeIntervalSince(start))
  }

  /// The size of what was written: the file, or the sequence's frames.
  private func writtenBytes() -> Int? {
    let size = OutputCheck.size
    switch format.storage {
    case .file: return size(output)
    case .folder:
      return frames.reduce(0) { $0 + (size(output + "/" + PNGSequenceSink.fileName($1)) ?? 0) }
    case .stream: return nil
    }
  }
}
