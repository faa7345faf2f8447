import ArgumentParser
import ChartReel
import Foundation

/// `chartreel concat`: joins segments rendered with `--segment K/N` without re-encoding.
struct Concat: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "Join segments rendered with 'render --segment K/N' into one video, without re-encoding.",
    discussion: """
      The segments must be given in order (segment 0 first) and must fit together: the same \
      scene, size, frame rate, codec and settings, and frame ranges that follow one another \
      from the first frame to the last. Each segment records these in its metadata; a missing, \
      repeated, out-of-order or foreign segment is an error naming the file (exit status 2).
      """)

  @Argument(help: "The segments, in order.") var segments: [String] = []
  @Option(name: .shortAndLong, help: "The joined video: out.mp4, out.webm or out.mov.")
  var output: String
  @Flag(help: "No summary line.") var quiet = false

  func run() throws {
    try reportingFailures {
      let interruption = Interruption()
      interruption.install()
      let summary = try SegmentJoiner(segments: segments, output: output).run(
        interruption: interruption)
      if !quiet { printError(summary.description) }
    }
  }
}
