import ArgumentParser
import ChartReel

/// `chartreel validate`: checks scene files and the data they name.
///
/// Every problem is printed as an error (exit status 2); what is valid but will trouble some
/// outputs, like an odd canvas size for MP4, is printed as a warning and does not fail.
struct Validate: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Check scene files and their data; print every problem found.")

  @Argument(help: "Scene files.") var scenes: [String]
  @OptionGroup var data: DataRootOption

  func run() throws {
    try reportingFailures {
      let files = try data.files()
      var problems: [InputProblem] = []
      for path in scenes {
        do {
          let scene = try Scene.load(path, files: files)
          try printOutput(
            "\(path.escapedForTerminal): ok (\(scene.frameCount) frames, \(scene.canvas.width)×\(scene.canvas.height) at \(scene.canvas.fps) fps)"
          )
          for warning in scene.warnings { printError("warning: \(warning)") }
        } catch let error as InputError {
          problems += error.problems
        }
      }
      if !problems.isEmpty { throw InputError(problems: problems) }
    }
  }
}
