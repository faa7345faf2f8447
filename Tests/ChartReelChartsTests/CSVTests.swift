import ChartReelCharts
import ChartReelCore
import ChartReelInput
import Foundation
import TestSupport
import Testing

@Suite struct CSVReaderTests {
  func fields(_ text: String) throws -> [[String]] {
    try CSVReader.parse(Array(text.utf8)).map(\.fields)
  }

  @Test func quotedFieldsHoldCommasQuotesAndLineBreaks() throws {
    let text = "a,\"b, c\",\"say \"\"hi\"\"\"\r\n\"two\r\nlines\",,\"\"\n"
    #expect(try fields(text) == [["a", "b, c", "say \"hi\""], ["two\nlines", "", ""]])
  }

  @Test func recordsKeepTheLineTheyStartOn() throws {
    let records = try CSVReader.parse(Array("\u{FEFF}h\n\n\"x\ny\"\nz".utf8))
    #expect(
      records == [
        .init(line: 1, fields: ["h"]), .init(line: 3, fields: ["x\ny"]),
        .init(line: 5, fields: ["z"]),
      ])
  }

  @Test(arguments: [
    ("a,b\n1,\"2\n", 2, 2, "the quoted field opened here is never closed; expected a closing \""),
    (
      "a,b\n1,2\"x\n", 2, 2,
      "a quote inside an unquoted field; quote the whole field and double the quote"
    ),
    ("a,\"b\"c\n", 1, 2, "expected a comma or the end of the line after a closing quote"),
  ])
  func syntaxErrorsNameLineAndColumn(text: String, line: Int, column: Int, message: String) {
    #expect(throws: CSVReader.SyntaxError(line: line, column: column, message: message)) {
      try CSVReader.parse(Array(text.utf8))
    }
  }
}

@Suite struct DateFormatTests {
  @Test(arguments: [
    ("2019-04-07", 1_554_595_200_000.0),
    ("2019-04-07T13:45", 1_554_644_700_000),
    ("2019-04-07 13:45:30", 1_554_644_730_000),
    ("2019-04-07T13:45:30.25Z", 1_554_644_730_250),
    ("2019-04-07T13:45:30+02:00", 1_554_637_530_000),
    ("2019-04-07T13:45-0530", 1_554_664_500_000),
    ("1969-12-31T23:00:00+01", -7_200_000),
    ("2020-02-29", 1_582_934_400_000),
  ])
  func isoDatesAndTimes(text: String, milliseconds: Double) {
    #expect(ISO8601.milliseconds(text) == milliseconds)
  }

  @Test(arguments: [
    "2019-4-7", "2019-02-29", "2019-13-01", "2019-04-07T24:00", "2019-04-07T13:45:30.",
    "2019-04-07Z", "07/04/2019", "2019-04-07T13:45+2", "0000-01-01",
  ])
  func notISODates(text: String) {
    #expect(ISO8601.milliseconds(text) == nil)
  }

  @Test func numbersAreUnixSecondsOrMilliseconds() {
    #expect(XFormat.detect(from: "2019-04-07") == .iso)
    #expect(XFormat.detect(from: "1554595200") == .seconds)
    #expect(XFormat.detect(from: "1554595200000") == .milliseconds)
    #expect(XFormat.seconds.milliseconds(" 1554595200.5 ") == 1_554_595_200_500)
    #expect(XFormat.milliseconds.milliseconds("0x10") == nil)
  }
}

@Suite struct CSVSceneTests {
  func scene(csv: String, data: String) throws -> Scene {
    let json = #"{"canvas": {"width": 320, "height": 180}, "data": \#(data)}"#
    return try SceneDecoder.decode(Array(json.utf8), file: "scene.json") {
      path throws(InputError) in
      InputFile(path: path, bytes: Array(csv.utf8))
    }
  }

  let csv = """
    day,a,b,c
    2019-04-01,1,10,100
    2019-04-02,2,,200
    2019-04-03,3,30,300

    """

  @Test func defaultsTakeTheFirstColumnAsDatesAndEveryOtherAsASeries() throws {
    let data = try scene(csv: csv, data: #"{"csv": "d.csv"}"#).chartContents[0].data
    #expect(data.x == [1_554_076_800_000, 1_554_163_200_000, 1_554_249_600_000])
    #expect(data.series.map(\.id) == ["a", "b", "c"])
    #expect(data.series.map(\.color) == Array(SeriesColors.defaults.prefix(3)))
    #expect(data.series[1].values[0] == 10 && data.series[1].values[1].isNaN)
  }

  @Test func seriesChooseColumnsNamesAndColours() throws {
    let data = try scene(
      csv: csv,
      data:
        ##"{"csv": "d.csv", "x": "day", "series": ["c", {"column": "a", "name": "Apples", "color": "#102030"}]}"##
    ).chartContents[0].data
    #expect(data.series.map(\.id) == ["c", "a"])
    #expect(data.series.map(\.name) == ["c", "Apples"])
    #expect(data.series[1].color == Color(hex: "#102030"))
    #expect(data.series[0].color == SeriesColors.defaults[0])
  }

  /// Found by scripts/fuzz: a one-column file made a chart without series, which crashed.
  @Test func aTableWithOnlyDatesIsAnErrorNotAChartWithoutSeries() throws {
    let table = try CSVTable(Array("0'\n-2203\n9".utf8), file: "dates.csv")
    #expect(
      throws: InputError(
        file: "dates.csv",
        message: "expected at least one column of numbers besides the dates, found none")
    ) {
      try CSVChartDecoder.chart(table, .all(of: table))
    }
  }

  @Test func columnsOutsideTheTableAreAnErrorNotACrash() throws {
    let table = try CSVTable(Array("d,a\n1,2\n3,4\n".utf8), file: "t.csv")
    let columns = CSVChartColumns(x: 0, series: [.init(column: 5, name: "F", color: .black)])
    #expect(throws: InputError.self) { try CSVChartDecoder.chart(table, columns) }
  }

  @Test func badFieldsAreListedFivePerColumnThenCounted() {
    let rows = (1...9).map { "2019-04-0\($0),x" }.joined(separator: "\n")
    #expect {
      try scene(csv: "day,a\n" + rows, data: #"{"csv": "d.csv"}"#)
    } throws: { error in
      let lines = (error as! InputError).problems.map(\.description)
      return lines.count == 6
        && lines[0]
          == #"d.csv: line 2, column 2 ("a"): expected a number, or an empty field for a gap, found "x""#
        && lines[5] == #"d.csv: column 2 ("a"): 4 more bad fields like these"#
    }
  }
}
