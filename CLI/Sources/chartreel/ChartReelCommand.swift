import ArgumentParser
import ChartReel

/// The `chartreel` command: turns chart scenes into videos, frames and state probes.
@main
struct ChartReelCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "chartreel",
    abstract: "Turn scripted chart interactions into videos and PNG frames.",
    version: ChartReel.version,
    subcommands: [
      Render.self, Plan.self, Concat.self, Sheet.self, Watch.self, Probe.self, Validate.self,
      Info.self, Studio.self,
    ])
}
