import ArgumentParser
import ChartReel

#if canImport(Glibc)
  import Glibc
#endif

/// The `chartreel` command: turns chart scenes into videos, frames and state probes.
@main
struct ChartReelCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "chartreel",
    abstract: "Turn scripted chart interactions into videos and PNG frames.",
    version: ChartReel.version,
    subcommands: [
      Render.self, Plan.self, Concat.self, Sheet.self, Watch.self, Probe.self, Validate.self,
      Info.self, Kinds.self, Studio.self,
    ])

  /// Runs the command: first with SIGPIPE ignored, so that a write to a pipe whose reader has
  /// gone fails (and is reported) instead of ending the process, and with the arguments read
  /// as the bytes they are (`CommandArguments`), so a path that is not UTF-8 names its file.
  static func main() {
    signal(SIGPIPE, SIG_IGN)
    main(CommandArguments.raw().map(PathBytes.string))
  }
}
