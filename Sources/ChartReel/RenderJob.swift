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
  /// The frames, canvas, settings and format, checked.
  package let plan: RenderPlan

  /// The output path: its extension (or a trailing `/`) picks the format.
  public var output: String { plan.output }
  /// The options the job was made with.
  public var options: RenderOptions { plan.options }
  /// The frames rendered.
  public var frames: Range<Int> { plan.frames }
  /// The encoder settings of a video output.
  package var settings: EncoderSettings { plan.settings }
  /// The output's format, from its path (parsed once, here).
  package var format: any OutputFormat { plan.format }

  /// Checks the options against the scene and the output.
  ///
  /// The canvas (`Scene.checkCanvas()`, throwing `InputError`), the frame range or segment,
  /// the encoder settings and what the output can hold are checked; options that make no sense
  /// throw `ExportError.usage`.
  public init(compiled: CompiledScene, output: String, options: RenderOptions = RenderOptions())
    throws
  {
    let plan = try RenderPlan(scene: compiled.scene, output: output, options: options)
    self.init(plan: plan, compiled: plan.resize(compiled))
  }

  /// The job of `plan` with `compiled` at the plan's canvas.
  init(plan: RenderPlan, compiled: CompiledScene) {
    self.plan = plan
    self.compiled = compiled
  }

  /// How many times the frames are rendered: 2 for a GIF (its palette first), else 1.
  public var passes: Int { plan.passes }

  /// Makes the sink the output path asks for.
  package func makeSink(interruption: Interruption? = nil) throws -> FrameSink {
    try plan.makeSink(interruption: interruption)
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
    return try run(
      into: makeSink(interruption: interruption), since: start, interruption: interruption,
      progress: progress)
  }

  /// Renders into `sink`, made for this job, and returns what was written since `start`.
  func run(
    into sink: FrameSink, since start: Date, interruption: Interruption?,
    progress: (Int) -> Void
  ) throws -> RenderSummary {
    let pipeline = FramePipeline(
      compiled: compiled, rasterizers: CairoRasterizerFactory(),
      threads: options.threads ?? ProcessInfo.processInfo.activeProcessorCount,
      memoryBudget: options.memoryBudget)
    try pipeline.run(frames: frames, into: sink, interruption: interruption, progress: progress)
    return plan.summary(since: start)
  }
}
