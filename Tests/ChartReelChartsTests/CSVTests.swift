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

  @Test("Excel's sep=; first line names the separator; the header is the next line")
  func declaredSeparator() throws {
    let table = try CSVTable(
      Array("\u{FEFF}sep=;\r\ndate;price\r\n2024-01-01;1,5\r\n2024-01-02;2\r\n".utf8), file: "x.csv"
    )
    #expect(table.header == ["date", "price"])
    #expect(table.decimalComma && table.line(ofRow: 0) == 3)
    let data = try CSVChartDecoder.chart(table, .all(of: table))
    #expect(abs(data.series[0].values[0] - 1.5) < 1e-12)
    // A comma-separated file with a line that only looks like one stays as it was.
    #expect(CSVReader.declaredSeparator(of: Array("sep=;x\n".utf8)) == nil)
  }

  @Test("a separator at the end of every line makes no column")
  func trailingSeparator() throws {
    let table = try CSVTable(Array("date;a;\n2024-01-01;1;\n2024-01-02;2;\n".utf8), file: "x.csv")
    #expect(table.header == ["date", "a"])
    #expect(try CSVChartDecoder.chart(table, .all(of: table)).series.map(\.id) == ["a"])
    // An empty last column with a name is a column (of gaps), not a trailing separator.
    let named = try CSVTable(Array("date;a;b\n2024-01-01;1;\n2024-01-02;2;\n".utf8), file: "x.csv")
    #expect(named.header == ["date", "a", "b"])
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

  @Test("dates whose day and month agree read the same either way: no order to ask for")
  func sameDayAndMonth() throws {
    let table = try CSVTable(Array("d;v\n01.01.2024;1\n02.02.2024;2\n".utf8), file: "x.csv")
    #expect(
      try CSVChartDecoder.chart(table, .all(of: table)).x == [1_704_067_200_000, 1_706_832_000_000])
  }

  @Test("a spreadsheet's serial dates read as days since 30 December 1899, not as 1970")
  func spreadsheetSerialDates() throws {
    #expect(XFormat.detect(from: "45292") == .excel)
    #expect(XFormat.detect(from: "19999") == .seconds)
    #expect(XFormat.excel.milliseconds("45292") == 1_704_067_200_000)  // 2024-01-01
    #expect(XFormat.excel.milliseconds("45292.5") == 1_704_110_400_000)  // its noon
    let table = try CSVTable(Array("day,v\n45292,1\n45293,2\n45294,3\n".utf8), file: "x.csv")
    let data = try CSVChartDecoder.chart(table, .all(of: table))
    #expect(data.x == [1_704_067_200_000, 1_704_153_600_000, 1_704_240_000_000])
    // Times as a spreadsheet writes them, a little short, read to the second.
    #expect(XFormat.excel.milliseconds("45292.0416666667") == 1_704_070_800_000)  // 01:00
    #expect(XFormat.excel.milliseconds("45292.04167") == 1_704_070_800_000)
    // One value outside the serial dates' range and the column is Unix seconds.
    let elapsed = try CSVTable(Array("t,v\n30000,1\n90000,2\n".utf8), file: "x.csv")
    #expect(try CSVChartDecoder.chart(elapsed, .all(of: elapsed)).x == [30_000_000, 90_000_000])
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

  /// Twenty CSV series get twenty colours that tell apart (CIE76 ΔE of 17 or more, the
  /// distance of Telegram's own red and rust) and read on day and night (lightness 45–81).
  @Test func twentySeriesNeverShareAColour() throws {
    let names = (1...20).map { "series \($0)" }
    let rows = (1...3).map { day in
      "2024-01-0\(day)," + names.indices.map { "\($0 + day)" }.joined(separator: ",")
    }
    let table = (["day," + names.joined(separator: ",")] + rows).joined(separator: "\n")
    let colors = try scene(csv: table, data: #"{"csv": "d.csv"}"#).chartContents[0].data.series.map(
      \.color)
    #expect(colors.count == 20)
    let lab = colors.map(Self.lab)
    for first in lab.indices {
      #expect((45...81).contains(lab[first].l), "series \(first + 1): lightness \(lab[first].l)")
      for second in lab.indices where second > first {
        let distance = Self.distance(lab[first], lab[second])
        #expect(distance >= 17, "series \(first + 1) and \(second + 1) differ by only \(distance)")
      }
    }
  }

  /// CIE L*a*b* of an sRGB colour (D65).
  static func lab(_ color: Color) -> (l: Double, a: Double, b: Double) {
    func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    let (r, g, b) = (linear(color.red), linear(color.green), linear(color.blue))
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
    func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16 / 116 }
    return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
  }

  static func distance(
    _ p: (l: Double, a: Double, b: Double), _ q: (l: Double, a: Double, b: Double)
  ) -> Double {
    ((p.l - q.l) * (p.l - q.l) + (p.a - q.a) * (p.a - q.a) + (p.b - q.b) * (p.b - q.b)).squareRoot()
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
