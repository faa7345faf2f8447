import ArgumentParser
import ChartReel

/// `chartreel info`: prints a scene's canvas and length as plain words, for scripts.
struct Info: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print 'WIDTH HEIGHT FPS FRAMES DURATION' of a scene, for scripts.")

  @Argument(help: "The scene file.") var scene: String

  func run() throws {
    try reportingFailures {
      let scene = try Scene.load(scene)
      let canvas = scene.canvas
      print("\(canvas.width) \(canvas.height) \(canvas.fps) \(scene.frameCount) \(scene.duration)")
    }
  }
}
