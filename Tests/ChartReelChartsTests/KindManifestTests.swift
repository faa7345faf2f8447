import ChartReelCore
import Foundation
import TestSupport
import Testing

@testable import ChartReelCharts

/// The kinds manifest (`ChartKind.examples`), which the gallery, the README's pictures, the
/// benchmark and the layout matrix read: every scene it names draws the kind it says, and every
/// kind of the registry is shown.
@Suite struct KindManifestTests {
  @Test("each example's scene exists and its first chart is of the example's kind")
  func scenesDrawTheirKinds() throws {
    for example in ChartKind.examples {
      let name = try #require(example.scene.split(separator: "/").last.map(String.init))
      let chart = try TestPaths.chart(name)
      #expect(chart.state(at: 0).kind == example.kind, "\(example.name): \(example.scene)")
    }
  }

  @Test("every kind of the registry has an example, the pie through the percentage's samples")
  func everyKindShown() {
    let shown = Set(ChartKind.examples.map(\.kind))
    for kind in ChartKinds.all.map(\.kind) where kind != .pie {
      #expect(shown.contains(kind), "no example of \(kind)")
    }
    #expect(ChartKind.examples.contains { $0.kind == .percentArea && $0.samples.contains("pie") })
  }

  @Test("names are unique, so docs/gallery and docs/kinds files do not overwrite each other")
  func uniqueNames() {
    let names = ChartKind.examples.map(\.name)
    #expect(Set(names).count == names.count)
  }

  @Test("a line for scripts: name, kind, scene, picture and uses")
  func scriptLine() throws {
    let lines = try #require(ChartKind.examples.first { $0.name == "lines" })
    #expect(lines.line == "lines line Scenes/zoom-day.json design:JS_2 gallery,compare,bench")
    let timeline = try #require(ChartKind.examples.first { $0.name == "timeline-rtl" })
    #expect(
      timeline.line == "timeline-rtl timeline Scenes/timeline-ar.json frame:2.2 gallery,compare")
  }
}
