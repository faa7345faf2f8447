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

      --pattern seg-{index}.mp4 --count N names the N segments as 'plan' does ({index} \
      zero-padded), with no limit on N from the length of a command line.
      """)

  @Argument(help: "The segments, in order.") var segments: [String] = []
  @Option(help: "The segments' names, {index} replaced by each zero-padded index (with --count).")
  var pattern: String?
  @Option(help: "How many segments --pattern names.") var count: Int?
  @Option(name: .shortAndLong, help: "The joined video: out.mp4, out.webm or out.mov.")
  var output: String
  @Flag(help: "No summary line.") var quiet = false

  func run() throws {
    try reportingFailures {
      try OpenFiles.check()
      let interruption = Interruption()
      interruption.install()
      let summary = try SegmentJoiner(segments: try named(), output: output).run(
        interruption: interruption)
      if !quiet { printError(summary.description) }
    }
  }

  /// The segments given, or named by `--pattern` and `--count`.
  private func named() throws -> [String] {
    switch (pattern, count) {
    case (nil, nil): return segments
    case (let pattern?, let count?):
      guard segments.isEmpty else {
        throw ValidationError("give the segments either by name or by --pattern, not both")
      }
      guard pattern.contains("{index}") else {
        throw ValidationError("--pattern '\(pattern.escapedForTerminal)': expected {index} in it")
      }
      guard (1...Segment.maximumCount).contains(count) else {
        throw ValidationError("--count \(count): expected 1 to \(Segment.maximumCount) segments")
      }
      return (0..<count).map {
        SegmentPlan.outputName(pattern: pattern, index: $0, count: count)
      }
    default: throw ValidationError("--pattern and --count go together")
    }
  }
}
