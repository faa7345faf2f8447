import ArgumentParser
import ChartReel

/// `--data-root DIR`: the data-access policy of every command that loads a scene.
struct DataRootOption: ParsableArguments {
  @Option(
    name: .customLong("data-root"),
    help: ArgumentHelp(
      "Read data files only from inside this folder (after symbolic links), for scenes you did not write.",
      valueName: "dir"))
  var dataRoot: String?

  /// The policy: any readable file, or only files inside `--data-root`.
  func files() throws -> DataFiles {
    if let dataRoot, let problem = DataFiles.rootProblem(dataRoot) {
      throw ValidationError("--data-root \(dataRoot.escapedForTerminal): \(problem)")
    }
    return DataFiles(root: dataRoot)
  }
}
