import ArgumentParser
import ChartReel

/// `chartreel probe`: prints the chart's state at given times as JSON lines.
struct Probe: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print the animated state at the given times, one JSON object per line.")

  @Argument(help: "The scene file.") var scene: String
  @Option(name: .customLong("at"), help: "A time in seconds; repeat for several.")
  var times: [Double] = []

  func run() throws {
    try reportingFailures {
      let scene = try SceneDecoder.load(path: scene)
      let timeline = Timeline(scene: scene)
      let times = self.times.isEmpty ? [0] : self.times
      for t in times { print(timeline.probeLine(at: t)) }
    }
  }
}
