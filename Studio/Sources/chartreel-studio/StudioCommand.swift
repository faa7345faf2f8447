import ArgumentParser
import ChartReel
import ChartReelStudio
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `chartreel-studio SCENE`: serves ChartReel Studio for one scene until interrupted.
@main
struct StudioCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "chartreel-studio",
    abstract: "Serve a page that scrubs, plays and inspects a scene, reloading it on save.")

  @Argument(help: "The scene file.") var scene: String
  @Option(help: "The port (0: any free one; the address printed names it).") var port = 4321
  @Option(help: "The address to listen on; other machines reach it only if you say so.")
  var host = "127.0.0.1"
  @Option(
    name: .customLong("data-root"),
    help: ArgumentHelp(
      "Read data files only from inside this folder (after symbolic links).", valueName: "dir"))
  var dataRoot: String?
  @Option(name: .customLong("output-dir"), help: "Where the export buttons write.")
  var outputDir = "out"
  @Option(help: "The most frames rendered at once.") var renders = 2

  /// Runs the command with SIGPIPE ignored: a write to a pipe whose reader has gone (standard
  /// error into `| head`) then fails, and is ignored, instead of ending the studio.
  static func main() async {
    signal(SIGPIPE, SIG_IGN)
    await Self.main(nil)
  }

  func validate() throws {
    guard (0...65535).contains(port) else { throw ValidationError("--port takes 0 to 65535") }
    guard (1...16).contains(renders) else { throw ValidationError("--renders takes 1 to 16") }
    if let dataRoot, let problem = DataFiles.rootProblem(dataRoot) {
      throw ValidationError("--data-root \(dataRoot): \(problem)")
    }
    guard FileManager.default.fileExists(atPath: scene) else {
      throw ValidationError("\(scene): no such file")
    }
  }

  func run() async throws {
    let server = StudioServer(
      options: .init(
        scene: scene, host: host, port: port, files: DataFiles(root: dataRoot),
        outputFolder: outputDir, renders: renders))
    for problem in server.problems { printError("error: \(problem)") }
    do {
      try await server.run { address in printAddress(address) }
    } catch {
      printError("error: could not serve on \(host):\(port): \(error)")
      throw ExitCode.failure
    }
  }
}
