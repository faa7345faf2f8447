import ArgumentParser
import ChartReel

/// `chartreel kinds`: prints the kinds manifest, one example scene per line, for scripts.
struct Kinds: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print each chart kind's example scenes: 'NAME KIND SCENE PICTURE USES' a line.",
    discussion: """
      The manifest the gallery, the README's kind pictures, the benchmark and the tests read. \
      PICTURE is how docs/kinds/NAME.jpg shows it (design:SCREENSHOT beside the contest's \
      design, sheet, frame:SECONDS, or - for none); USES lists gallery, compare and bench.
      """)

  @Option(name: .customLong("in"), help: "Only the examples shown in gallery, compare or bench.")
  var use: ChartKindExample.Use?

  func run() throws {
    try reportingFailures {
      let examples = ChartKind.examples.filter { example in
        use.map { example.uses.contains($0) } ?? true
      }
      try printOutput(examples.map(\.line).joined(separator: "\n"))
    }
  }
}

extension ChartKindExample.Use: ExpressibleByArgument {}
