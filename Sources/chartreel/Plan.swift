import ArgumentParser
import ChartReel

/// `chartreel plan`: splits a render into segments and prints them for a scheduler.
struct Plan: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Split a render into N segments and print them as JSON lines, for any scheduler.",
    discussion: """
      Each line is one segment: index, segments, frames (first and last, inclusive), frameCount,
      start and end (seconds), output, and the exact render command (as a shell line and as
      arguments). --commands prints only the render commands, one per line (for GNU parallel
      or xargs -P); --join prints the command that joins the segments.
      """)

  @Argument(help: "The scene file.") var scene: String
  @OptionGroup var data: DataRootOption
  @Option(help: "How many segments.") var segments: Int
  @Option(help: "Each segment's output; {index} is replaced by its zero-padded index.")
  var pattern = "seg-{index}.mp4"
  @Option(name: .shortAndLong, help: "The joined video, for --join.") var output = "out.mp4"
  @Option(help: "Passed to every render: low, medium, high or 4k.") var quality: QualityPreset?
  @Option(help: "Passed to every render.") var crf: Int?
  @Option(help: "Passed to every render.") var preset: String?
  @Option(help: "The chartreel executable the commands name.") var executable = "chartreel"
  @Flag(help: "Print only the render commands, one per line.") var commands = false
  @Flag(help: "Print only the command that joins the segments.") var join = false

  func run() throws {
    try reportingFailures {
      if commands && join { throw ValidationError("give either --commands or --join, not both") }
      var options: [String] = []
      if let quality { options += ["--quality", quality.rawValue] }
      if let crf { options += ["--crf", String(crf)] }
      if let preset { options += ["--preset", preset] }
      if let root = data.dataRoot { options += ["--data-root", root] }
      try EncoderSettings(crf: crf ?? 18, preset: preset ?? "veryfast").validate()
      var loaded = try Scene.load(scene, files: data.files())
      if let quality { loaded.canvas = quality.apply(to: loaded.canvas) }
      let plan = try SegmentPlan(
        scene: scene, totalFrames: loaded.frameCount, fps: loaded.canvas.fps, count: segments,
        pattern: pattern, output: output, options: options, executable: executable)
      if join {
        print(SegmentPlan.shellCommand(plan.joinArguments))
      } else {
        for entry in plan.entries {
          print(commands ? SegmentPlan.shellCommand(entry.arguments) : plan.json(entry))
        }
      }
    }
  }
}
