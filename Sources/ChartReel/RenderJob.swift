import Foundation

/// How to render: which frames, at what quality, on how many threads.
public struct RenderOptions: Sendable {
  /// The frames to render; nil for all of them (or the segment's).
  public var frames: Range<Int>?
  /// Render segment K of N: frames [⌊K·F/N⌋, ⌊(K+1)·F/N⌋) of the F frames.
  package var segment: Segment?
  /// Render threads, 1 to 32 (`threadCounts`), or nil for the number of cores.
  ///
  /// A render refuses any other count with `ExportError.usage`.
  public var threads: Int?
  /// The thread counts a render takes.
  public static let threadCounts = 1...32
  /// Overrides the canvas's size (keeping its aspect) and frame rate, like Manim's presets.
  public var quality: QualityPreset?
  /// Any other canvas size and frame rate, over the scene's and `quality`'s.
  ///
  /// The drawing is scaled as a whole (by the heights' ratio), as a preset scales it; nil
  /// keeps the canvas's, or the preset's.
  public var canvas: Canvas?
  /// x264/VP9 settings; nil for the quality preset's or the defaults.
  package var encoder: EncoderSettings?
  /// The scene's fingerprint (`SceneFile.hash`), recorded in a video's metadata with the frames
  /// it holds so that `concat` can check segments; nil records nothing (`concat` refuses such
  /// a video).
  package var sceneHash: String?
  /// The memory the frames in flight may take.
  package var memoryBudget: Int
  /// The compression level of PNG files (`PNGEncoder.levels`): 1 is fastest, 12 smallest.
  package var pngLevel: Int
  /// The files the render reads (the scene, its data: `SceneFile.inputs`), which the output
  /// must not be.
  package var inputs: [OutputCheck.Input]

  /// Options for `frames` (nil: all), on `threads` threads (nil: one per core), at a
  /// `quality` preset (nil: the canvas as it is).
  public init(frames: Range<Int>? = nil, threads: Int? = nil, quality: QualityPreset? = nil) {
    self.init(frames: frames, segment: nil, threads: threads, quality: quality)
  }

  /// Options with segments, encoder settings, a scene hash and a memory budget, for the CLI.
  package init(
    frames: Range<Int>? = nil, segment: Segment?, threads: Int? = nil,
    quality: QualityPreset? = nil, encoder: EncoderSettings? = nil, sceneHash: String? = nil,
    memoryBudget: Int = FrameBudget.defaultBytes, inputs: [OutputCheck.Input] = [],
    pngLevel: Int = PNGEncoder.defaultLevel
  ) {
    self.pngLevel = pngLevel
    self.inputs = inputs
    self.frames = frames
    self.segment = segment
    self.threads = threads
    self.quality = quality
    self.encoder = encoder
    self.sceneHash = sceneHash
    self.memoryBudget = memoryBudget
  }
}

/// One render of a compiled scene to an output path: chooses the sink from the path, runs the
/// frame pipeline, and leaves either the complete output or nothing.
public struct RenderJob {
  /// The compiled scene rendered, resized to the quality preset when one is set.
  public let compiled: CompiledScene
  /// The output path: its extension (or a trailing `/`) picks the format.
  public let output: String
  /// The options the job was made with.
  public let options: RenderOptions
  /// The frames rendered.
  public let frames: Range<Int>
  /// The encoder settings of a video output.
  package let settings: EncoderSettings
  /// The output's format, from its path (parsed once, here).
  package let format: any OutputFormat

  /// Checks the options against the scene and the output.
  ///
  /// The canvas (`Scene.checkCanvas()`, throwing `InputError`), the frame range or segment,
  /// the encoder settings and what the output can hold are checked; options that make no sense
  /// throw `ExportError.usage`.
  public init(compiled: CompiledScene, output: String, options: RenderOptions = RenderOptions())
    throws
  {
    self.compiled =
      options.canvas.map { compiled.resized(to: $0) }
      ?? options.quality.map { compiled.resized(to: $0.apply(to: compiled.scene.canvas)) }
      ?? compiled
    try self.compiled.scene.checkCanvas()
    self.output = output
    self.options = options
    if let threads = options.threads, !RenderOptions.threadCounts.contains(threads) {
      throw ExportError.usage(
        "options.threads is \(threads); expected \(RenderOptions.threadCounts.lowerBound) to \(RenderOptions.threadCounts.upperBound), or nil for one per core"
      )
    }
    settings = options.encoder ?? options.quality?.settings ?? EncoderSettings()
    try settings.validate()
    let total = self.compiled.scene.frameCount
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
    try format.validate(OutputOptions(frames: frames.count, segmented: options.segment != nil))
    try OutputCheck.check(output, storage: format.storage, inputs: options.inputs, frames: frames)
  }

  /// How many times the frames are rendered: 2 for a GIF (its palette first), else 1.
  public var passes: Int { format.passes }

  /// What a video output records about itself, when the scene's fingerprint is known.
  package func stamp(format: VideoFormat) -> SegmentStamp? {
    guard let hash = options.sceneHash else { return nil }
    let canvas = compiled.scene.canvas
    return SegmentStamp(
      sceneHash: hash, frames: frames, totalFrames: compiled.scene.frameCount,
      width: canvas.width, height: canvas.height, fps: canvas.fps, format: format,
      settings: settings, transparent: canvas.transparent, segment: options.segment,
      maker: version)
  }

  /// Makes the sink the output path asks for.
  package func makeSink(interruption: Interruption? = nil) throws -> FrameSink {
    let canvas = compiled.scene.canvas
    return try format.makeSink(
      OutputRequest(
        path: output, width: canvas.width, height: canvas.height, fps: canvas.fps,
        transparent: canvas.transparent, frames: frames, settings: settings,
        pngLevel: options.pngLevel, stamp: stamp(format:)),
      interruption: interruption)
  }

  /// Renders every frame into the output, reporting progress as frames are written (over all
  /// passes: up to `passes` × the frame count), and returns what was written.
  @discardableResult
  public func run(progress: (Int) -> Void = { _ in }) throws -> RenderSummary {
    try run(interruption: nil, progress: progress)
  }

  /// Renders as `run(progress:)` does; a raised `interruption` stops the render with
  /// `ExportError.interrupted`, leaving nothing at the output.
  @discardableResult
  package func run(interruption: Interruption?, progress: (Int) -> Void = { _ in }) throws
    -> RenderSummary
  {
    let start = Date()
    let sink = try makeSink(interruption: interruption)
    let pipeline = FramePipeline(
      compiled: compiled, rasterizers: CairoRasterizerFactory(),
      threads: options.threads ?? ProcessInfo.processInfo.activeProcessorCount,
      memoryBudget: options.memoryBudget)
    try pipeline.run(frames: frames, into: sink, interruption: interruption, progress: progress)
    let canvas = compiled.scene.canvas
    return RenderSummary(
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
