import ArgumentParser
import ChartReel

/// `chartreel plan`: splits a render into segments and prints them for a scheduler.
struct Plan: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Split a render into N segments and print them as JSON lines, for any scheduler.",
    discussion: """
      Each line is one segment: index, segments, frames (first and last, inclusive), frameCount, \
      start and end (seconds), output, and the exact render command (as a shell line and as \
      arguments). --commands prints only the render commands, one per line (for GNU parallel \
      or xargs -P); --join prints the command that joins the segments. --kubernetes prints the \
      Indexed Job that renders the segments (with --join: the Job that joins them), for pods \
      that mount --claim at /work and start there, so relative paths name the same files.
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
  @Flag(help: "Print the Kubernetes Indexed Job for the segments (with --join: the join Job).")
  var kubernetes = false
  @Option(help: "The image the Jobs run (default: chartreel:\(version)).") var image: String?
  @Option(help: "The ReadWriteMany volume claim mounted at /work.") var claim = "chartreel-work"
  @Option(help: "The Jobs are named NAME-segments and NAME-join.") var name = "chartreel"

  func run() throws {
    try reportingFailures {
      if commands && join { throw ValidationError("give either --commands or --join, not both") }
      if commands && kubernetes {
        throw ValidationError("give either --commands or --kubernetes, not both")
      }
      var options: [String] = []
      if let quality { options += ["--quality", quality.rawValue] }
      if let crf { options += ["--crf", String(crf)] }
      if let preset { options += ["--preset", preset] }
      if let root = data.dataRoot {
        options += root.hasPrefix("-") ? ["--data-root=" + root] : ["--data-root", root]
      }
      try EncoderSettings(crf: crf ?? 18, preset: preset ?? "veryfast").validate()
      var loaded = try Scene.load(scene, files: data.files())
      if let quality { loaded.canvas = quality.apply(to: loaded.canvas) }
      let plan = try SegmentPlan(
        scene: scene, totalFrames: loaded.frameCount, fps: loaded.canvas.fps, count: segments,
        pattern: pattern, output: output, options: options, executable: executable)
      if kubernetes {
        let made = SegmentPlan.shellCommand(
          ["chartreel"] + CommandArguments.raw().map(PathBytes.string))
        let jobs = try KubernetesJobs(
          plan: plan,
          settings: .init(
            image: image ?? "chartreel:\(version)", claim: claim, name: name,
            header: ["Made by chartreel \(version): \(made)", "Regenerate it rather than edit it."])
        )
        try printOutput(join ? jobs.joinJob : jobs.segmentsJob, terminator: "")
      } else if join {
        try printOutput(SegmentPlan.shellCommand(plan.joinArguments))
      } else {
        if !commands { try plan.requireText() }
        for entry in plan.entries {
          try printOutput(commands ? SegmentPlan.shellCommand(entry.arguments) : plan.json(entry))
        }
      }
    }
  }
}
