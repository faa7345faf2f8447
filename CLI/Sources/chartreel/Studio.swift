import ArgumentParser
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `chartreel studio`: runs ChartReel Studio's own binary in place of this one.
///
/// The studio's HTTP server is a package of its own (Studio/), so `chartreel` never links it;
/// this command finds `chartreel-studio` — `CHARTREEL_STUDIO`, beside `chartreel`, or in
/// Studio/.build of the checkout `chartreel` was built in — and runs it with the arguments.
struct Studio: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "Serve ChartReel Studio for a scene (runs chartreel-studio, which scripts/studio builds).")

  @Argument(
    parsing: .captureForPassthrough,
    help: "The scene, then chartreel-studio's options: --port, --host, --data-root, --output-dir.")
  var arguments: [String] = []

  func run() throws {
    guard let binary = Self.locate() else {
      printError(
        "error: chartreel-studio is not built: scripts/studio SCENE builds and runs it (or set CHARTREEL_STUDIO to its path)"
      )
      throw ExitCode(1)
    }
    var argv = ([binary] + arguments).map { strdup($0) }
    argv.append(nil)
    execv(binary, &argv)
    printError("error: could not run \(binary): \(String(cString: strerror(errno)))")
    throw ExitCode(1)
  }

  /// The studio's binary: `CHARTREEL_STUDIO`, else `chartreel-studio` beside this binary, else
  /// Studio/.build/release or debug in a folder above it (this binary is in CLI/.build/… of a
  /// checkout); nil when none is executable.
  static func locate() -> String? {
    let files = FileManager.default
    if let path = ProcessInfo.processInfo.environment["CHARTREEL_STUDIO"] {
      return files.isExecutableFile(atPath: path) ? path : nil
    }
    let own = (try? files.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
    var folder = URL(fileURLWithPath: own).deletingLastPathComponent()
    var candidates = [folder.appendingPathComponent("chartreel-studio").path]
    for _ in 0..<5 {
      folder.deleteLastPathComponent()
      for configuration in ["release", "debug"] {
        candidates.append(folder.path + "/Studio/.build/\(configuration)/chartreel-studio")
      }
    }
    return candidates.first { files.isExecutableFile(atPath: $0) }
  }
}
