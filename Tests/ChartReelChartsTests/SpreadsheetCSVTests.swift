import ChartReelCharts
import ChartReelCore
import ChartReelInput
import Foundation
import TestSupport
import Testing

/// CSV as spreadsheets in many locales write it: semicolons or tabs between fields with decimal
/// commas, dates with month names; thousands separators are refused with what to write instead.
@Suite struct SpreadsheetCSVTests {
  /// The chart data of `csv` read as a scene's `{"csv": …}` data.
  func chartData(_ csv: String) throws -> ChartData {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try csv.write(toFile: folder + "/d.csv", atomically: true, encoding: .utf8)
    try """
    {"canvas": {"width": 640, "height": 360, "fps": 10}, "duration": 1, "data": {"csv": "d.csv"}}
    """.write(toFile: folder + "/s.json", atomically: true, encoding: .utf8)
    return try SceneDecoder.load(path: folder + "/s.json").chartContents[0].data
  }

  @Test(
    "semicolons or tabs between fields: read as separators, numbers with a decimal comma or point",
    arguments: [";", "\t"])
  func otherSeparators(separator: String) throws {
    let csv = ["date;Sales, EUR;Returns", "2024-01-01;1,5;2", "2024-01-02;2,25;\"3;0\"x"]
      .joined(separator: "\n").replacingOccurrences(of: ";", with: separator)
    // A quote's text after the closing quote is still an error, with the separator named.
    #expect(throws: InputError.self) { try chartData(csv) }
    let good = [
      "date;Sales, EUR;Returns", "2024-01-01;1,5;2", "2024-01-02;2,25;3.5", "2024-01-03;-0,125;",
    ]
    .joined(separator: "\r\n").replacingOccurrences(of: ";", with: separator)
    let data = try chartData(good)
    #expect(data.series.map(\.name) == ["Sales, EUR", "Returns"])
    let sales = data.series[0].values
    #expect(sales.count == 3)
    for (value, expected) in zip(sales, [1.5, 2.25, -0.125]) {
      #expect(abs(value - expected) < 1e-12, "\(sales)")
    }
    #expect(abs(data.series[1].values[1] - 3.5) < 1e-12 && data.series[1].values[2].isNaN)
  }

  @Test("a comma file keeps commas as separators: a header with more commas than semicolons")
  func commaStaysTheSeparator() throws {
    let data = try chartData("date,a;b,c\n2024-01-01,1,2\n2024-01-02,3,4\n")
    #expect(data.series.map(\.name) == ["a;b", "c"])
  }

  @Test("thousands separators are refused, saying what to write instead")
  func thousandsSeparators() throws {
    let cases = [
      ("date,a\n2024-01-01,\"1,234.5\"\n2024-01-02,2\n", "write 1234.5"),
      ("date;a\n2024-01-01;1.234,5\n2024-01-02;2\n", "write 1234,5"),
    ]
    for (csv, hint) in cases {
      #expect {
        try chartData(csv)
      } throws: { error in
        guard let error = error as? InputError else { return false }
        return error.problems.contains { $0.description.contains(hint) }
      }
    }
  }

  @Test("dates with English month names read as their day, or their month's first day")
  func monthNames() throws {
    let day = 86_400_000.0
    let jan2020 = 1_577_836_800_000.0
    let cases: [(String, [Double])] = [
      ("Jan 2020\nFeb 2020\nMarch 2020", [jan2020, jan2020 + 31 * day, jan2020 + 60 * day]),
      ("7 Jan 2020\n08-jan-2020\n\"Jan 9, 2020\"", [6, 7, 8].map { jan2020 + $0 * day }),
      ("Sept 2020\nOctober 2020", [1_598_918_400_000, 1_601_510_400_000]),
    ]
    for (dates, expected) in cases {
      let rows = dates.split(separator: "\n").enumerated().map { "\($1),\($0)" }
      let data = try chartData("when,v\n" + rows.joined(separator: "\n") + "\n")
      #expect(data.x == expected, "\(dates)")
    }
    #expect(MonthNameDate.parts("Foo 2020") == nil)
    #expect(MonthNameDate.parts("Jan 20") == nil)
    #expect(MonthNameDate.parts("32 Jan 2020") == nil)
  }
}
