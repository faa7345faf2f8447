import ChartReelCore
import Foundation
import TestSupport
import Testing

@testable import ChartReelCharts

/// The chart's own words follow the canvas's language; English without one.
@Suite struct ChartWordsTests {
  @Test("Total, Zoom Out and \"+N more\" in the locale's language, English otherwise")
  func wordsByLanguage() {
    #expect(ChartWords(locale: nil) == ChartWords(locale: "en_US"))
    #expect(ChartWords(locale: nil).total == "Total")
    #expect(ChartWords(locale: nil).more(3) == "+3 more")
    #expect(ChartWords(locale: "de_DE").zoomOut == "Herauszoomen")
    #expect(ChartWords(locale: "pt-BR").more(2) == "+2 mais")
    #expect(ChartWords(locale: "RU").total == "Всего")
    #expect(
      ChartWords(locale: "ar_EG").more(4) { LabelFormat(locale: "ar_EG").grouped(Double($0)) }
        == "+٤ أخرى")
    #expect(ChartWords(locale: "xx_YY") == ChartWords(locale: nil))
    // Every language has all three, the count's place marked once.
    for (language, words) in ChartWords.languages {
      #expect(!words.0.isEmpty && !words.1.isEmpty, "\(language)")
      #expect(words.2.components(separatedBy: "#").count == 2, "\(language)")
    }
  }

  @Test("a zoomed day's header and a stacked card speak the canvas's language")
  func inFrames() throws {
    let measurer = ApproximateTextMeasurer()
    let zoom = try String(contentsOfFile: TestPaths.scene("zoom-day.json"), encoding: .utf8)
      .replacingOccurrences(of: "\"fps\": 60", with: "\"fps\": 60, \"locale\": \"de_DE\"")
    #expect(zoom.contains("de_DE"))
    let day = TestPaths.compile(try TestPaths.scene(json: zoom))
    let header = day.texts(at: 2.2, measurer: measurer).filter { $0.role == .zoomOut }
    #expect(header.map(\.text) == ["Herauszoomen"])
    let stacked = try String(contentsOfFile: TestPaths.scene("stacked-bars.json"), encoding: .utf8)
      .replacingOccurrences(of: "\"fps\": 60", with: "\"fps\": 60, \"locale\": \"ru_RU\"")
    let bars = TestPaths.compile(try TestPaths.scene(json: stacked))
    let card = (0..<55).flatMap {
      bars.texts(at: Double($0) / 10, measurer: measurer).filter { $0.role == .tooltip }
    }
    #expect(card.contains { $0.text == "Всего" })
    #expect(!card.contains { $0.text == "Total" })
  }
}
