import ChartReelCore
import TestSupport
import Testing

@testable import ChartReelCharts

/// The pie's labels and the kind its probe reports, as docs/scene-format.md writes them: the
/// share in whole percent "on each slice of 2 % or more", and `"kind": "pie"` "from halfway
/// through the morph" (issue 37.3).
@Suite struct PieLabelShareTests {
  /// The round-2 apps data (six series, two of them under 4 % of the week) turning into a pie
  /// from 0.5 s to 1.1 s.
  static func compiled() throws -> CompiledScene {
    try DocumentedConstantsTests.scene(
      "data/round2/5/overview.json", actions: #"{"at": 0.5, "duration": 0.6, "pie": true}"#)
  }

  @Test("every slice of 2 % or more has its percentage label, and no smaller one has")
  func labelsFromTwoPercent() throws {
    let compiled = try Self.compiled()
    let probe = compiled.probe(at: 2, measurer: ApproximateTextMeasurer())
    let slices = try #require(probe["pie"]?["slices"])
    let shares = (0..<6).compactMap { slices["y\($0)"]?.number }
    #expect(shares.count == 6)
    let labels = compiled.texts(at: 2, measurer: ApproximateTextMeasurer()).filter {
      $0.role == .pieLabel
    }
    let labelled = shares.filter { $0 >= 0.02 }
    // The data has slices between 2 % and 5 %: a bound anywhere up to 5 % would show.
    #expect(shares.contains { $0 >= 0.02 && $0 < 0.05 })
    #expect(labels.count == labelled.count, "\(labels.map(\.text)) for shares \(shares)")
  }

  @Test("the probe's kind turns from percentArea to pie halfway through the morph")
  func kindTurnsAtHalf() throws {
    let compiled = try Self.compiled()
    let renderer = compiled.charts[0]
    // docs/scene-format.md: "pie from halfway through the morph", which runs 0.5 s to 1.1 s.
    for (t, kind) in [
      (0.75, ChartKind.percentArea), (0.79, .percentArea), (0.81, .pie), (0.9, .pie),
    ] {
      let state = renderer.state(at: t)
      #expect(state.kind == kind, "at \(t) s, progress \(state.pieProgress)")
    }
  }
}
