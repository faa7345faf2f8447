import ArgumentParser
import ChartReel
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `chartreel studio`: runs ChartReel Studio's own binary in place of this one.
///
/// The studio's HTTP server is a package of its own (Studio/), so `chartreel` never links it;
/// this command finds `chartreel-studio` — `CHARTREEL_STUDIO`, beside `chartreel`, or in
/// Studio/.build of the checkout `chartreel` was built from, owned by the user and writable by
/// no one else — and runs it with the arguments.
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
        "error: chartreel-studio is not built (or is not owned by you, or others may write to it): scripts/studio SCENE builds and runs it (or set CHARTREEL_STUDIO to its path)"
      )
      throw ExitCode(1)
    }
    // Each argument as its own bytes: a path that is not UTF-8 reaches the studio unchanged.
    var argv: [UnsafeMutablePointer<CChar>?] = ([binary] + arguments).map { argument in
      let bytes = PathBytes.bytes(argument).map { CChar(bitPattern: $0) } + [0]
      let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
      copy.initialize(from: bytes, count: bytes.count)
      return copy
    }
    argv.append(nil)
    execv(binary, &argv)
    printError("error: could not run \(binary): \(String(cString: strerror(errno)))")
    throw ExitCode(1)
  }

  /// The studio's binary: `CHARTREEL_STUDIO`, else `chartreel-studio` beside this binary, else
  /// Studio/.build/release or debug in the checkout this binary was compiled from (never a
  /// folder found by walking up from the binary: above one in /tmp, anyone can make a
  /// `Studio/`); nil when none is a trusted executable (`isTrusted`).
  static func locate() -> String? {
    if let path = ProcessInfo.processInfo.environment["CHARTREEL_STUDIO"] {
      return isTrusted(path) ? path : nil
    }
    return candidates(
      executable: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        ?? "",
      source: #filePath
    ).first(where: isTrusted)
  }

  /// Where the studio may be, in order: beside `executable`, then in the checkout whose
  /// `CLI/Sources/chartreel/Studio.swift` is `source`.
  static func candidates(executable: String, source: String) -> [String] {
    let own = URL(fileURLWithPath: executable).deletingLastPathComponent()
    var paths = [own.appendingPathComponent("chartreel-studio").path]
    let suffix = "/CLI/Sources/chartreel/Studio.swift"
    if source.hasSuffix(suffix) {
      let checkout = String(source.dropLast(suffix.count))
      for configuration in ["release", "debug"] {
        paths.append(checkout + "/Studio/.build/\(configuration)/chartreel-studio")
      }
    }
    return paths
  }

  /// Whether `path` is an executable file that only this user (or root) can have put there:
  /// owned by this user or root and writable by no one else, in a folder likewise.
  static func isTrusted(_ path: String) -> Bool {
    guard FileManager.default.isExecutableFile(atPath: path) else { return false }
    let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    let folder = URL(fileURLWithPath: resolved).deletingLastPathComponent().path
    return [resolved, folder].allSatisfy { item in
      var info = stat()
      guard stat(item, &info) == 0 else { return false }
      let owner = info.st_uid == geteuid() || info.st_uid == 0
      return owner && info.st_mode & (S_IWGRP | S_IWOTH) == 0
    }
  }
}
