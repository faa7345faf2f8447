import ArgumentParser
import ChartReel

/// `chartreel probe`: prints the chart's state at given times as JSON lines.
struct Probe: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print the animated state at the given times, one JSON object per line.")

  @Argument(help: "The scene file.") var scene: String
  @Option(name: .customLong("at"), help: "A time in seconds; repeat for several.")
  var times: [Double] = []
  @Option(help: "Which chart of a scene with several (0 is the top one).") var chart = 0

  func run() throws {
    try reportingFailures {
      let scene = try SceneDecoder.load(path: scene)
      guard scene.charts.indices.contains(chart) else {
        throw ValidationError(
          "--chart \(chart): the scene has \(scene.charts.count) chart(s), 0 to \(scene.charts.count - 1)"
        )
      }
      let timeline = Timeline(scene: scene, chart: chart)
      let times = self.times.isEmpty ? [0] : self.times
      for t in times { print(timeline.probeLine(at: t)) }
    }
  }
}
