import ChartReelCore
import ChartReelInput
import Foundation
import TestSupport
import Testing

@testable import ChartReelCharts

/// Text on and in series colours stays readable whatever colours the data brings: white on
/// Telegram's palette, a dark shade of the fill on a pastel; values in a pastel deepened.
@Suite struct ReadableInkTests {
  /// Every series colour of the Telegram files in Scenes/data.
  func telegramColors() throws -> [Color] {
    let folder = TestPaths.root + "/Scenes/data"
    var colors: Set<String> = []
    let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
    for file in files where file.hasSuffix(".json") {
      let json = try JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: folder + "/" + file)))
      for chart in (json as? [Any]) ?? [json] {
        let named = (chart as? [String: Any])?["colors"] as? [String: String] ?? [:]
        colors.formUnion(named.values)
      }
    }
    return colors.sorted().compactMap { Color(hex: String($0.prefix(7)).uppercased()) }
  }

  @Test(
    "Telegram's own series colours keep white text and marks; as text on white, those under 3 : 1 deepen to it"
  )
  func telegramPaletteKeepsWhite() throws {
    let colors = try telegramColors()
    #expect(colors.count >= 10)
    for color in colors {
      #expect(color.inkOnFill == .white, "\(color)")
      let text = color.seriesText(on: .white)
      if color.contrast(with: .white) >= 3 {
        #expect(text == color, "\(color)")
      } else {
        // Just enough: 3 : 1, within 0.01, and darker, not another colour.
        #expect(abs(text.contrast(with: .white) - 3) < 0.01, "\(color) → \(text)")
        #expect(text.luminance < color.luminance, "\(color) → \(text)")
      }
    }
    // Telegram's yellow, 1.7 : 1 on white, reads at 3 : 1 as a tooltip value.
    #expect(Color(rgb: 0xF5BD25).seriesText(on: .white).contrast(with: .white) >= 3 - 1e-6)
  }

  @Test("on any fill the ink reads: white where it shows, else a dark shade at 4.5 : 1")
  func inkReadsOnAnyFill() {
    var random = SeededGenerator(seed: 20_261_125)
    for _ in 0..<2_000 {
      let fill = Color(
        red: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random),
        blue: .random(in: 0...1, using: &random))
      let ink = fill.inkOnFill
      if ink == .white {
        #expect(Color.white.contrast(with: fill) >= 1.7 - 1e-9, "\(fill)")
      } else {
        #expect(ink.contrast(with: fill) >= 4.5 - 1e-6, "\(fill) → \(ink)")
        #expect(ink.luminance < fill.luminance)
      }
      for background in [Color.white, Color(rgb: 0x242F3E)] {
        let text = fill.seriesText(on: background)
        #expect(text.contrast(with: background) >= 3 - 1e-6, "\(fill) on \(background)")
      }
    }
    let pastel = Color(rgb: 0xBBDDFF)
    #expect(pastel.inkOnFill != .white)
    #expect(pastel.seriesText(on: .white).contrast(with: .white) >= 3 - 1e-6)
  }

  @Test("a legend pill's name, a pie's percentages and tooltip values on a pastel series read")
  func pastelSeriesInFrames() throws {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let days = (0..<30).map { 1_704_067_200_000 + $0 * 86_400_000 }
    let data = """
      {"columns": [["x", \(days.map(String.init).joined(separator: ","))],
        ["y0", \((0..<30).map { String(20 + $0 % 7) }.joined(separator: ","))],
        ["y1", \((0..<30).map { String(30 + $0 % 5) }.joined(separator: ","))]],
       "types": {"x": "x", "y0": "area", "y1": "area"},
       "names": {"y0": "Pale blue", "y1": "Telegram green"},
       "colors": {"y0": "#BBDDFF", "y1": "#3DC23F"}, "percentage": true, "stacked": true}
      """
    try data.write(toFile: folder + "/d.json", atomically: true, encoding: .utf8)
    try """
    {"canvas": {"width": 960, "height": 540, "fps": 30}, "duration": 2,
     "data": {"file": "d.json"}, "title": "Shares", "initial": {"window": [0, 1]},
     "actions": [{"at": 0, "duration": 0, "indicator": 0.5}, {"at": 0.5, "pie": true}]}
    """.write(toFile: folder + "/s.json", atomically: true, encoding: .utf8)
    let scene = try SceneDecoder.load(path: folder + "/s.json")
    let compiled = TestPaths.compile(scene)
    let pale = Color(rgb: 0xBBDDFF)
    let areas = compiled.texts(at: 0.2, measurer: ApproximateTextMeasurer())
    let legend = areas.filter { $0.role == .legend }
    #expect(legend.first { $0.text == "Telegram green" }?.color == .white)
    let paleName = try #require(legend.first { $0.text == "Pale blue" })
    #expect(paleName.color.contrast(with: pale) >= 4.5 - 1e-6, "\(paleName.color)")
    let values = areas.filter { $0.role == .tooltip && Double($0.text) != nil }
    #expect(values.count == 2, "\(areas.filter { $0.role == .tooltip }.map(\.text))")
    #expect(values.allSatisfy { $0.color.contrast(with: .white) >= 1.7 - 1e-6 })
    let pie = compiled.texts(at: 1.9, measurer: ApproximateTextMeasurer()).filter {
      $0.role == .pieLabel
    }
    #expect(pie.count == 2)
    #expect(pie.contains { $0.color == .white })
    #expect(pie.contains { $0.color.contrast(with: pale) >= 4.5 - 1e-6 })
  }

  @Test("a tooltip value has its series' data decimals, whatever else the card shows")
  func dataDecimals() {
    let format = LabelFormat(locale: nil)
    let thin = "\u{2009}"
    #expect(LabelFormat.dataDecimals([612_428.18, 5_150_861.1]) == 2)
    #expect(LabelFormat.dataDecimals([42, 6, .nan, 1e13 + 0.5]) == 0)
    #expect(LabelFormat.dataDecimals([20.5, 25, 0.1 + 0.2]) == 1)
    #expect(LabelFormat.dataDecimals([-0.16, -0.8]) == 2)
    #expect(LabelFormat.dataDecimals([0.00025, 1.5]) == 4)
    #expect(format.grouped(5_150_861.1, dataDecimals: 2) == "5\(thin)150\(thin)861.10")
    #expect(format.grouped(42, dataDecimals: 0) == "42")
    #expect(format.grouped(25, dataDecimals: 1) == "25.0")
    #expect(format.grouped(-0.8, dataDecimals: 2) == "\u{2212}0.80")
    #expect(format.grouped(.nan, dataDecimals: 2) == "—")
    // Past three decimals, each value is written alone.
    #expect(format.grouped(0.00025, dataDecimals: 4) == "0.00025")
    #expect(format.grouped(1.5, dataDecimals: 4) == "1.5")
    #expect(format.grouped(112.5, dataDecimals: 1, leastDecimals: 2) == "112.50")
    #expect(format.grouped(112, dataDecimals: 0, leastDecimals: 2) == "112")
    // Large amounts keep their cents; finer or whole columns still show a fraction's cents.
    #expect(LabelFormat.dataDecimals([600_000_000.25, 600_000_000.5]) == 2)
    #expect(format.grouped(10.5, dataDecimals: 4, leastDecimals: 2) == "10.50")
    #expect(format.grouped(19.74, dataDecimals: 0, leastDecimals: 2) == "19.74")
  }

}
