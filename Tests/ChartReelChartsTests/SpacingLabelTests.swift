import ChartReelCharts
import ChartReelCore
import ChartReelInput
import Foundation
import TestSupport
import Testing

/// Data at a known spacing reads at that spacing (issue 33.5, 34.6, 34.9): the header, the
/// tooltip and the bars of quarterly, monthly, weekly and yearly data.
@Suite struct SpacingLabelTests {
  /// The header and tooltip texts of a wide CSV whose dates are `dates`, with the indicator at
  /// `indicator` and the whole range shown.
  func texts(_ dates: [String], indicator: Double, kind: String = "line", width: Int = 1280)
    throws -> (header: String?, tooltip: String?)
  {
    let csv = "date,a\n" + dates.enumerated().map { "\($1),\($0 % 5 + 1)" }.joined(separator: "\n")
    let json =
      #"{"canvas": {"width": \#(width), "height": 720}, "title": "Output", "initial": {"window": [0, 1], "indicator": \#(indicator)}, "data": {"csv": "d.csv", "kind": "\#(kind)"}}"#
    let scene = try SceneDecoder.decode(Array(json.utf8), file: "scene.json") {
      path throws(InputError) in
      InputFile(path: path, bytes: Array(csv.utf8))
    }
    let compiled = TestPaths.compile(scene)
    let texts = compiled.texts(at: 0, measurer: ApproximateTextMeasurer())
    return (
      texts.first { $0.role == .header }?.text,
      texts.first { $0.role == .tooltip }?.text
    )
  }

  func quarters(from year: Int, count: Int) -> [String] {
    (0..<count).map { "\(year + ($0 + 1) / 4)-Q\(($0 + 1) % 4 + 1)" }
  }

  @Test func quarterlyDataReadsInQuarters() throws {
    let dates = quarters(from: 1989, count: 82)  // Q2 1989 … Q3 2009
    #expect(dates.first == "1989-Q2" && dates.last == "2009-Q3")
    let (header, tooltip) = try texts(dates, indicator: 61.0 / 81)
    #expect(header == "Q2 1989 – Q3 2009")
    #expect(tooltip == "Q3 2004")
    // Zoomed to two years, the x labels are quarters and years.
    let csv = "date,a\n" + dates.enumerated().map { "\($1),\($0 % 5 + 1)" }.joined(separator: "\n")
    let json =
      #"{"canvas": {"width": 1280, "height": 720}, "initial": {"window": [0.9, 1]}, "data": {"csv": "d.csv"}}"#
    let scene = try SceneDecoder.decode(Array(json.utf8), file: "scene.json") {
      path throws(InputError) in InputFile(path: path, bytes: Array(csv.utf8))
    }
    let labels = TestPaths.compile(scene).texts(at: 0, measurer: ApproximateTextMeasurer())
      .filter { $0.role == .xLabel && $0.opacity > 0.5 }.map(\.text)
    #expect(!labels.isEmpty)
    #expect(labels.allSatisfy { $0.hasPrefix("Q") || Int($0) != nil }, "\(labels)")
  }

  @Test func monthlyWeeklyAndYearlyTooltipsSayTheirPeriod() throws {
    let months = (0..<24).map { "\(2018 + $0 / 12)-\(String(format: "%02d", $0 % 12 + 1))" }
    #expect(try texts(months, indicator: 21.0 / 23).tooltip == "Oct 2019")
    let weeks = (0..<20).map { i -> String in
      let ms = ISO8601.milliseconds("2024-02-01")! + Double(i) * 7 * 86_400_000
      return CalendarDate(milliseconds: ms).isoDay
    }
    // 2024-02-01 + 5 weeks = 2024-03-07.
    #expect(try texts(weeks, indicator: 5.0 / 19).tooltip == "Week of 7 Mar 2024")
    // The header names the first and last weeks shown, not the window's edges.
    #expect(try texts(weeks, indicator: 0.5).header == "1 February 2024 – 13 June 2024")
    let years = (1990...2010).map(String.init)
    #expect(try texts(years, indicator: 16.0 / 20).tooltip == "2006")
  }

  @Test func monthlyBarsSpanTheirMonthWithEvenGaps() throws {
    let months = (0..<14).map { "2019-\(String(format: "%02d", $0 % 12 + 1))" }.prefix(12)
    let csv = "date,a\n" + months.map { "\($0),5" }.joined(separator: "\n")
    let scene = try SceneDecoder.decode(
      Array(
        #"{"canvas": {"width": 640, "height": 480}, "data": {"csv": "d.csv", "kind": "bar"}}"#.utf8),
      file: "scene.json"
    ) { path throws(InputError) in InputFile(path: path, bytes: Array(csv.utf8)) }
    let data = scene.chartContents[0].data
    let day = 86_400_000.0
    // February's bar is narrower than March's by their months' difference (28 vs 31 days,
    // halves of January/February and February/March); neighbouring bars meet.
    for i in 1..<(data.x.count - 1) {
      let (a, b) = (data.barExtent(at: i - 1), data.barExtent(at: i))
      #expect(abs(a.upper - b.lower) < 1, "bars \(i - 1) and \(i) leave a gap")
    }
    let february = data.barExtent(at: 1)
    #expect(abs((february.upper - february.lower) / day - (15.5 + 14)) < 0.01)
    let march = data.barExtent(at: 2)
    #expect(abs((march.upper - march.lower) / day - (14 + 15.5)) < 0.01)
  }

  @Test func zoomingIntoAPointOfMonthlyDataNamesItsMonth() throws {
    let months = (0..<36).map { "\(1854 + $0 / 12)-\(String(format: "%02d", $0 % 12 + 1))" }
    let csv = "date,a,b\n" + months.enumerated().map { "\($1),\($0 + 1),3" }.joined(separator: "\n")
    let json =
      #"{"canvas": {"width": 1280, "height": 720}, "title": "Deaths", "data": {"csv": "d.csv", "kind": "percentArea"}, "initial": {"window": [0, 1]}, "actions": [{"at": 0, "zoomIn": "1855-01-01"}]}"#
    let decoded = try SceneDecoder.decode(Array(json.utf8), file: "scene.json") {
      path throws(InputError) in InputFile(path: path, bytes: Array(csv.utf8))
    }
    let texts = TestPaths.compile(decoded).texts(at: 1, measurer: ApproximateTextMeasurer())
    let header = texts.first { $0.role == .header }?.text
    #expect(header == "January 1855")
  }
}

extension CalendarDate {
  /// "2024-03-07".
  fileprivate var isoDay: String { String(format: "%04d-%02d-%02d", year, month, day) }
}
