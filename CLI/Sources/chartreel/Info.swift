import ArgumentParser
import ChartReel

/// `chartreel info`: prints a scene's canvas and length, as plain words or JSON, for scripts.
struct Info: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print 'WIDTH HEIGHT FPS FRAMES DURATION' of a scene (or --json), for scripts.",
    discussion: """
      --json prints one object: file, width, height, fps, frames, duration (seconds), charts, \
      nodes, actions, theme, direction and transparent.
      """)

  @Argument(help: "The scene file.") var scene: String
  @OptionGroup var data: DataRootOption
  @Flag(help: "Print a JSON object instead of five words.") var json = false

  func run() throws {
    try reportingFailures {
      let scene = try Scene.load(scene, files: data.files())
      try printOutput(json ? scene.info.serialized : scene.infoLine)
    }
  }
}
