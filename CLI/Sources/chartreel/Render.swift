import ArgumentParser
import ChartReel
import Foundation

/// `chartreel render`: renders a scene to a video, a PNG sequence, one PNG or raw frames.
struct Render: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Render a scene to MP4/WebM/GIF/MOV, a PNG sequence, one PNG or raw BGRA frames.",
    discussion: """
      The output's form follows -o: a .mp4, .webm, .gif or .mov file is encoded by ffmpeg; a \
      path ending in / (or an existing folder) receives frame-00000.png …; a .png file receives \
      the single frame chosen with --at; '-' streams raw premultiplied BGRA frames to standard \
      output.

      --segment K/N renders segment K of N (frames ⌊K·F/N⌋ to ⌊(K+1)·F/N⌋ − 1 of the F frames) \
      as a standalone video; `chartreel concat` joins the segments without re-encoding.
      """)

  @Argument(help: "The scene file.") var scene: String
  @OptionGroup var data: DataRootOption
  @Option(
    name: .shortAndLong,
    help: "Output: out.mp4, out.webm, out.gif, out.mov, frames/, frame.png or -.")
  var output: String
  @Option(help: "Render only the frame at this time in seconds.") var at: Double?
  @Option(help: "Render only frames A..B (inclusive, 0-based), e.g. 0..59.") var frames: String?
  @Option(
    parsing: .unconditional,
    help: "Render only segment K of N (K from 0 to N − 1), e.g. 2/4, for joining with concat.")
  var segment: String?
  @Option(
    help:
      "low (480p15), medium (720p30), high (1080p60) or 4k (2160p60); overrides the canvas size and fps."
  )
  var quality: QualityPreset?
  @Option(
    help:
      "Video quality: constant rate factor (lower is better; default 18, or the quality preset's).")
  var crf: Int?
  @Option(
    help:
      "x264 preset, e.g. ultrafast, veryfast, medium (default veryfast, or the quality preset's).")
  var preset: String?
  @Option(help: "The most render threads (default: the number of cores).") var threads: Int?
  @Option(
    help:
      "PNG compression, 0 (none) to 12 (smallest); 1, the default, is the fastest that compresses."
  )
  var pngLevel: Int?
  @Flag(help: "No progress bar and no summary line.") var quiet = false

  /// Checks the machine's limits, then the options against each other and against the output's
  /// format, before anything is loaded; a failure is one line and exit status 64 (a machine
  /// limit: 1).
  func validate() throws {
    try reportingFailures {
      // The machine's limits first: a render could not run under them whatever its options.
      try AddressSpace.check()
      try OpenFiles.check()
      if let threads, !(1...32).contains(threads) {
        throw ValidationError("--threads takes 1 to 32; got \(threads)")
      }
      if let pngLevel, !PNGEncoder.levels.contains(pngLevel) {
        throw ValidationError("--png-level takes 0 to 12; got \(pngLevel)")
      }
      if segment != nil && (at != nil || frames != nil) {
        throw ValidationError("give one of --segment, --frames and --at, not two")
      }
      if at != nil && frames != nil {
        throw ValidationError("give either --at or --frames, not both")
      }
      let format = try OutputFormats.require(output)
      if pngLevel != nil && !format.takesPNGLevel {
        throw ValidationError("--png-level is for PNG outputs (frames/ or a .png file)")
      }
      if at != nil && format is VideoOutput {
        throw ValidationError("--at renders one frame: write it to a .png file")
      }
      var count: Int? = at != nil ? 1 : nil
      if let frames {
        // The count of --frames A..B; run() reports a range that does not read so.
        let ends = frames.components(separatedBy: "..").compactMap { Int($0) }
        guard ends.count == 2, ends[0] <= ends[1] else { return }
        count = ends[1] - ends[0] + 1
      }
      try format.validate(
        OutputOptions(frames: count, segmented: segment != nil, framesOption: "--at SECONDS"))
    }
  }

  func run() throws {
    try reportingFailures {
      // Until the render starts there is nothing to clean up: Ctrl-C exits at once.
      let interruption = Interruption()
      interruption.install(exitsAtOnce: true)
      let segment = try self.segment.map(Segment.init(parsing:))
      var encoder: EncoderSettings?
      if crf != nil || preset != nil {
        encoder = quality?.settings ?? EncoderSettings()
        if let crf { encoder?.crf = crf }
        if let preset { encoder?.preset = preset }
        try encoder?.validate()
      }
      // Segments record the scene's hash, so that concat can tell segments of other scenes.
      let file = try SceneFile.load(scene, files: data.files(), hashing: segment != nil)
      var output = file.scene
      if let quality { output.canvas = quality.apply(to: file.scene.canvas) }
      let range = try frameRange(output)
      let plan = try RenderPlan(
        scene: file.scene, output: self.output,
        options: RenderOptions(
          frames: range, segment: segment, threads: threads, quality: quality, encoder: encoder,
          sceneHash: file.hash, inputs: file.inputs,
          pngLevel: pngLevel ?? PNGEncoder.defaultLevel))
      let progress = ProgressBar(
        total: plan.frames.count * plan.passes, enabled: !quiet && self.output != "-")
      interruption.exitsAtOnce = false
      // The encoder starts first: its start-up overlaps the scene's compiling.
      let summary = try plan.run(interruption: interruption, progress: progress.update)
      progress.finish()
      if !quiet { printError(summary.description) }
    }
  }

  private func frameRange(_ scene: Scene) throws -> Range<Int>? {
    if let at {
      guard at >= 0, at <= scene.duration else {
        throw ValidationError(
          "--at expects a time from 0 to the scene's duration, \(scene.duration) s; got \(at)")
      }
      // The scene's end (at = duration) shows its last frame.
      let index = min(Int((at * Double(scene.canvas.fps)).rounded()), scene.frameCount - 1)
      return index..<index + 1
    }
    guard let frames else { return nil }
    return try parseRange(frames, scene)
  }

  private func parseRange(_ text: String, _ scene: Scene) throws -> Range<Int> {
    let parts = text.components(separatedBy: "..")
    guard parts.count == 2, let first = Int(parts[0]), let last = Int(parts[1]), first >= 0,
      first <= last
    else {
      throw ValidationError("--frames expects A..B with 0 ≤ A ≤ B, e.g. 0..59; got '\(text)'")
    }
    guard last < scene.frameCount else {
      throw ValidationError("--frames \(text) goes past the last frame, \(scene.frameCount - 1)")
    }
    return first..<(last + 1)
  }
}

extension QualityPreset: ExpressibleByArgument {}
