import ChartReelCore
import ChartReelInput
import Foundation
import TestSupport
import Testing

@testable import ChartReelCharts

/// Dates written with a zone are shown at the clock time written, not moved to UTC.
@Suite struct ZoneClockTests {
  @Test("an ISO date-time gives its clock time and its zone's offset")
  func clockAndOffset() throws {
    let march1 = 1_709_251_200_000.0  // 2024-03-01 00:00 UTC
    let india = try #require(ISO8601.clock("2024-03-01T00:00+05:30"))
    #expect(india.clock == march1 && india.offset == 19_800_000)
    let pacific = try #require(ISO8601.clock("2024-03-01T00:00:00-0800"))
    #expect(pacific.clock == march1 && pacific.offset == -28_800_000)
    #expect(ISO8601.clock("2024-03-01")! == (march1, 0))
    #expect(ISO8601.milliseconds("2024-03-01T00:00+05:30") == march1 - 19_800_000)
  }

  /// A chart of `rows` (date, value) read from a CSV file, with the indicator on the first
  /// point, at 1280 × 720.
  func chart(_ rows: [String], annotation: String = "") throws -> CompiledScene {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try (["date,sales"] + rows).joined(separator: "\n").write(
      toFile: folder + "/d.csv", atomically: true, encoding: .utf8)
    try """
    {"canvas": {"width": 1280, "height": 720, "fps": 30}, "duration": 1,
     "data": {"csv": "d.csv"}, "title": "Sales", "initial": {"window": [0, 1], "indicator": 0}
     \(annotation)}
    """.write(toFile: folder + "/s.json", atomically: true, encoding: .utf8)
    return TestPaths.compile(try SceneDecoder.load(path: folder + "/s.json"))
  }

  @Test(
    "local midnights east and west of UTC read as their own days",
    arguments: ["+05:30", "-08:00", "+14:00"])
  func localMidnights(zone: String) throws {
    let days = (0..<60).map { day -> String in
      let date = Date(timeIntervalSince1970: 1_709_251_200 + Double(day) * 86_400)
      let text = date.formatted(.iso8601.year().month().day())
      return "\(text)T00:00:00\(zone),\(50 + day % 7)"
    }
    let texts = try chart(days).texts(at: 0.5, measurer: ApproximateTextMeasurer())
    let header = texts.first { $0.role == .header }?.text
    #expect(header == "1 March 2024 – 29 April 2024", "\(zone)")
    let tooltip = texts.filter { $0.role == .tooltip }.map(\.text)
    #expect(tooltip.contains("Fri, Mar 1"), "\(zone): \(tooltip)")
  }

  @Test("hours repeated as summer time ends keep their order, in UTC")
  func clockSetBack() throws {
    let rows = [
      "2024-10-27T00:00+02:00", "2024-10-27T01:00+02:00", "2024-10-27T02:00+02:00",
      "2024-10-27T02:00+01:00", "2024-10-27T03:00+01:00", "2024-10-27T04:00+01:00",
    ].enumerated().map { "\($1),\($0)" }
    let data = try #require(try chart(rows).charts.first?.data)
    // 2024-10-26 22:00 UTC, an hour apart.
    #expect(data.x == (0..<6).map { 1_729_980_000_000 + Double($0) * 3_600_000 })
  }
}
