import ChartReelCharts
import ChartReelCore
import ChartReelInput
import Foundation
import TestSupport
import Testing

/// Issue 33: any kind from a CSV, wide or long, with dates as people write them.
@Suite struct CSVKindTests {
  func scene(csv: String, data: String, title: String = "T") throws -> Scene {
    let json =
      #"{"canvas": {"width": 640, "height": 480}, "title": "\#(title)", "initial": {"window": [0, 1]}, "data": \#(data)}"#
    return try SceneDecoder.decode(Array(json.utf8), file: "scene.json") {
      path throws(InputError) in
      InputFile(path: path, bytes: Array(csv.utf8))
    }
  }

  func problems(csv: String, data: String) -> [String] {
    do {
      _ = try scene(csv: csv, data: data)
      return []
    } catch let error as InputError {
      return error.problems.map(\.description)
    } catch {
      return ["\(error)"]
    }
  }

  let wide = """
    date,a,b,c
    2019-04-01,1,10,100
    2019-04-02,2,,200
    2019-04-03,3,30,300

    """

  @Test(arguments: ["line", "bar", "stackedBar", "area", "percentArea"])
  func theSceneChoosesTheKindTheProbeReports(kind: String) throws {
    let scene = try scene(csv: wide, data: #"{"csv": "d.csv", "kind": "\#(kind)"}"#)
    let chart = TestPaths.compile(scene).charts[0]
    #expect(chart.kind.rawValue == kind)
    #expect(scene.chartContents[0].data.series.count == 3)
  }

  @Test("bars of several series stand side by side in each period, in series order, none hidden")
  func barsOfSeveralSeriesStandSideBySide() throws {
    let scene = try scene(csv: wide, data: #"{"csv": "d.csv", "kind": "bar"}"#)
    let compiled = TestPaths.compile(scene)
    let list = compiled.displayList(at: 0, measurer: ApproximateTextMeasurer())
    // The plot's fills by colour: each series' bars, left edges of its rectangles.
    var lefts: [String: [Double]] = [:]
    for case .fill(let path, let color) in list.nodes.leaves {
      let xs = path.elements.compactMap { element -> Double? in
        if case .move(let point) = element { point.x } else { nil }
      }
      lefts[color.description, default: []] += xs
    }
    let colors = scene.chartContents[0].data.series.map { ChartPalette.day.seriesColor($0.color) }
    let bars = colors.map { lefts[$0.description] ?? [] }
    // Every series shows its bars (b has a gap on 2019-04-02), and in each period a's bar stands
    // left of b's, b's left of c's.
    #expect(bars.map(\.count).filter { $0 >= 2 }.count == 3, "\(lefts)")
    let a = try #require(bars[0].min()), b = try #require(bars[1].min())
    let c = try #require(bars[2].min())
    #expect(a < b && b < c, "\(bars)")
  }

  @Test("a series being hidden narrows its bars; at alpha 0 the others share the period")
  func groupSlotsFollowAlphas() {
    let tolerance = 1e-12
    // A tenth of the period is left empty each side, between neighbouring groups.
    let half = BarGroup.slots([1, 1])
    #expect(abs(half[0].lowerBound - 0.1) < tolerance && abs(half[1].upperBound - 0.9) < tolerance)
    #expect(abs(half[0].upperBound - 0.5) < tolerance && abs(half[1].lowerBound - 0.5) < tolerance)
    let hiding = BarGroup.slots([1, 0.5, 1])
    #expect(abs(hiding[1].upperBound - hiding[1].lowerBound - 0.16) < tolerance)
    let hidden = BarGroup.slots([1, 0, 1])
    #expect(abs(hidden[1].upperBound - hidden[1].lowerBound) < tolerance)
    #expect(abs(hidden[2].upperBound - 0.9) < tolerance)
  }

  @Test func aTelegramFilesKindIsOverridden() throws {
    func chart(_ file: Int, _ kind: String) throws -> ChartRenderer {
      try TestPaths.chart(
        json:
          #"{"canvas": {"width": 640, "height": 480}, "data": {"file": "data/round2/\#(file)/overview.json", "kind": "\#(kind)"}}"#
      )
    }
    #expect(try chart(5, "stackedBar").kind == .stackedBar)
    // The file's two y-axes (y_scaled) stay with bars and go with a stacked kind.
    let bars = try chart(2, "bar")
    #expect(bars.kind == .bar && bars.content.data.yScaled)
    let areas = try chart(2, "area")
    #expect(areas.kind == .area && !areas.content.data.yScaled)
  }

  @Test func unknownKindsAndTwoAxesOnThreeSeriesAreRefused() {
    #expect(
      problems(csv: wide, data: #"{"csv": "d.csv", "kind": "stacked-bars"}"#) == [
        #"scene.json: data.kind: expected one of "line", "bar", "stackedBar", "area", "percentArea", found "stacked-bars"; did you mean "stackedBar"?"#
      ])
    #expect(
      problems(csv: wide, data: #"{"csv": "d.csv", "twoAxes": true}"#) == [
        "scene.json: data.twoAxes: two y-axes need two series, found 3"
      ])
    #expect(
      problems(
        csv: wide, data: #"{"csv": "d.csv", "series": ["a", "c"], "twoAxes": true, "kind": "area"}"#
      )
        == [
          #"scene.json: data.twoAxes: two y-axes need lines or bars; "area" stacks its series on one axis"#
        ])
  }

  @Test func kindsReachedAnotherWaySayHow() {
    #expect(
      ChartDataRules.kindNameProblem("pie")?.hasSuffix(
        #"a "percentArea" chart turns into a pie with the "pie" action"#) == true)
    #expect(ChartDataRules.kindNameProblem("bars")?.hasSuffix(#"did you mean "bar"?"#) == true)
    #expect(
      ChartDataRules.kindNameProblem("percent-area")?.hasSuffix(#"did you mean "percentArea"?"#)
        == true)
    #expect(ChartDataRules.kindNameProblem("area") == nil)
    #expect(
      ChartDataRules.kindNameProblem("OHLC")?.hasSuffix(
        #"candlesticks come from "candles" naming the price columns"#) == true)
    #expect(
      ChartDataRules.kindNameProblem("timeline")?.hasSuffix(
        #"a timeline comes from "data": {"timeline": …}"#) == true)
  }

  @Test func twoAxesGiveEachSeriesItsOwnRange() throws {
    let scene = try scene(
      csv: wide, data: #"{"csv": "d.csv", "series": ["a", "c"], "twoAxes": true}"#)
    let probe = TestPaths.compile(scene).probe(at: 0, measurer: ApproximateTextMeasurer())
    let ranges = try #require(probe["yRanges"])
    #expect(ranges["a"] != nil && ranges["c"] != nil)
  }

  @Test("a pale series' labels on its own y-axis are deepened to 3:1 on the background")
  func paleTwoAxisLabelsRead() throws {
    let data =
      ##"{"csv": "d.csv", "twoAxes": true, "series": [{"column": "a", "color": "#FFE97A"}, {"column": "c", "color": "#B8F0B0"}]}"##
    let texts = TestPaths.compile(try scene(csv: wide, data: data)).texts(
      at: 0, measurer: ApproximateTextMeasurer()
    ).filter { $0.role == .yLabel }
    #expect(texts.count >= 8)
    for text in texts {
      let contrast = text.color.contrast(with: ChartPalette.day.background)
      #expect(contrast >= 3 - 1e-6, "\(text.text) in \(text.color): \(contrast):1")
    }
  }

  @Test func barsOnTwoAxesEachStandOnZero() throws {
    let csv = "date,rate,growth\n2001-Q1,0.04,-80\n2001-Q2,0.07,420\n2001-Q3,0.05,100\n"
    let chart = TestPaths.compile(
      try scene(csv: csv, data: #"{"csv": "d.csv", "kind": "bar", "twoAxes": true}"#)
    ).charts[0]
    let ranges = chart.state(at: 0).yRanges
    try #require(ranges.count == 2)
    // The rate's bars start at 0, not at its lowest value 0.04 (which would draw no bar).
    #expect(ranges[0].min <= 0 && ranges[0].max >= 0.07 - 1e-12)
    #expect(ranges[1].min <= -80 && ranges[1].max >= 420 - 1e-9)
  }

  let long = """
    year,source,twh
    2008,Coal,12
    2006,Coal,10
    2006,Gas,5
    2007,Coal,11
    2008,Wind,1

    """

  @Test func longRowsPivotIntoSeriesInOrderOfFirstAppearance() throws {
    let data = try scene(
      csv: long, data: #"{"csv": "d.csv", "pivot": {"series": "source", "value": "twh"}}"#
    ).chartContents[0].data
    #expect(data.series.map(\.id) == ["Coal", "Gas", "Wind"])
    #expect(data.x.count == 3)
    #expect(data.series[0].values == [10, 11, 12])
    #expect(data.series[1].values[0] == 5 && data.series[1].values[1].isNaN)
    let picked = try scene(
      csv: long,
      data:
        ##"{"csv": "d.csv", "pivot": {"series": "source", "value": "twh"}, "series": ["Wind", {"column": "Coal", "name": "Hard coal", "color": "#102030"}]}"##
    ).chartContents[0].data
    #expect(picked.series.map(\.name) == ["Wind", "Hard coal"])
    #expect(picked.series[1].color == Color(hex: "#102030"))
  }

  @Test func pivotErrorsNameTheColumnOrBothLines() {
    #expect(
      problems(csv: long, data: #"{"csv": "d.csv", "pivot": {"series": "source", "value": "gwh"}}"#)
        == [
          #"scene.json: data.pivot.value: unknown column "gwh"; did you mean "twh"? the CSV file has "year", "source", "twh""#
        ])
    #expect(
      problems(
        csv: long + "2007,Coal,3\n",
        data: #"{"csv": "d.csv", "pivot": {"series": "source", "value": "twh"}}"#)
        == [#"d.csv: line 7 repeats line 5: 2007 for "Coal""#])
    #expect(
      problems(
        csv: long,
        data:
          #"{"csv": "d.csv", "pivot": {"series": "source", "value": "twh"}, "series": ["Hydroelectric"]}"#
      )
        == [
          #"scene.json: data.series[0]: unknown series "Hydroelectric"; the pivoted data has "Coal", "Gas", "Wind""#
        ])
  }

  @Test func aLongFileOfDistinctNamesStopsAtTheLimitBeforeAllocating() {
    let result = Pivot.make(
      count: 1_000, x: { Double($0) }, series: { "s\($0)" }, value: { _ in 1 }, valueLimit: 50_000)
    guard case .failure(.tooLarge(let points, let values)) = result else {
      Issue.record("pivoted \(result)")
      return
    }
    #expect(points == 1_000 && values > 50_000 && values <= 51_000)
  }

  @Test func rowsBuiltInSwiftFollowTheSameRule() throws {
    let data = try ChartData(rows: [
      ChartRow(x: 0, series: "a", value: 1), ChartRow(x: 86_400_000, series: "b", value: 2),
      ChartRow(x: 86_400_000, series: "a", value: 3),
    ])
    #expect(data.series.map(\.id) == ["a", "b"])
    #expect(data.series[1].values[0].isNaN)
    #expect(
      throws: InputError(
        file: "ChartData", keyPath: "rows[1]",
        message: #"row 1 repeats row 0: 1970-01-01 for "a""#)
    ) {
      try ChartData(rows: [
        ChartRow(x: 0, series: "a", value: 1), ChartRow(x: 0, series: "a", value: 2),
      ])
    }
  }
}

@Suite struct SeriesFormatTests {
  let csv = """
    date,share,price,temp
    2019-04-01,0.42,1250,12.5
    2019-04-02,0.45,1300,14
    2019-04-03,0.5,1280,13.5

    """

  func texts(_ series: String, locale: String? = nil) throws -> [ChartReelCore.ProbedText] {
    let canvas = locale.map { #", "locale": "\#($0)""# } ?? ""
    let json =
      #"{"canvas": {"width": 640, "height": 480\#(canvas)}, "initial": {"window": [0, 1], "indicator": 0}, "data": {"csv": "d.csv", "series": \#(series)}}"#
    let scene = try SceneDecoder.decode(Array(json.utf8), file: "scene.json") {
      path throws(InputError) in InputFile(path: path, bytes: Array(csv.utf8))
    }
    return TestPaths.compile(scene).texts(at: 0, measurer: ApproximateTextMeasurer())
  }

  @Test func percentCurrencyAndUnitReadInLabelsAndTooltips() throws {
    let percent = try texts(#"[{"column": "share", "format": "percent"}]"#)
    #expect(percent.contains { $0.role == .tooltip && $0.text == "42%" })
    let labels = percent.filter { $0.role == .yLabel }.map(\.text)
    #expect(!labels.isEmpty && labels.allSatisfy { $0.hasSuffix("%") }, "\(labels)")
    let money = try texts(#"[{"column": "price", "format": "currency:USD"}]"#)
    #expect(money.contains { $0.role == .tooltip && $0.text.hasPrefix("$") })
    #expect(money.filter { $0.role == .yLabel }.allSatisfy { $0.text.hasPrefix("$") })
    let euros = try texts(#"[{"column": "price", "format": "currency:EUR"}]"#, locale: "de_DE")
    #expect(euros.contains { $0.role == .tooltip && $0.text.hasSuffix("€") })
    let temperature = try texts(
      #"[{"column": "temp", "format": "unit:°C"}, {"column": "share", "format": "percent"}]"#)
    #expect(temperature.contains { $0.role == .tooltip && $0.text == "12.5\u{00A0}°C" })
    // Each format's values line up on their own: the share is not written 42.0% for 12.5 °C.
    #expect(temperature.contains { $0.role == .tooltip && $0.text == "42%" })
    // Two formats on one axis: the labels stay plain numbers.
    #expect(temperature.filter { $0.role == .yLabel }.allSatisfy { !$0.text.hasSuffix("C") })
  }

  @Test("amounts with cents read two decimals on the axis and in the card, none when whole")
  func amountsWithCents() throws {
    let prices = "date,price\n2019-04-01,10.5\n2019-04-02,11.25\n2019-04-03,10.75\n"
    func texts(_ code: String, locale: String) throws -> [ChartReelCore.ProbedText] {
      let json =
        #"{"canvas": {"width": 640, "height": 480, "locale": "\#(locale)"}, "initial": {"window": [0, 1], "indicator": 0}, "data": {"csv": "d.csv", "series": [{"column": "price", "format": "currency:\#(code)"}]}}"#
      let scene = try SceneDecoder.decode(Array(json.utf8), file: "scene.json") {
        path throws(InputError) in InputFile(path: path, bytes: Array(prices.utf8))
      }
      return TestPaths.compile(scene).texts(at: 0, measurer: ApproximateTextMeasurer())
    }
    let dollars = try texts("USD", locale: "en_US")
    #expect(dollars.contains { $0.role == .tooltip && $0.text == "$10.50" })
    let labels = dollars.filter { $0.role == .yLabel }.map(\.text)
    let cents = labels.map { $0.split(separator: ".").last.map(\.count) ?? 0 }
    #expect(!labels.isEmpty && cents.allSatisfy { $0 == 2 }, "\(labels)")
    let euros = try texts("EUR", locale: "de_DE")
    #expect(euros.contains { $0.role == .tooltip && $0.text == "10,50\u{00A0}€" })
    // A currency without cents keeps the decimals the step needs.
    let yen = try texts("JPY", locale: "ja_JP")
    #expect(yen.contains { $0.role == .tooltip && $0.text.contains("10.5") })
    // Whole amounts stay whole: "$1 250", not "$1 250.00".
    let whole = try self.texts(#"[{"column": "price", "format": "currency:USD"}]"#)
    #expect(whole.contains { $0.role == .tooltip && $0.text == "$1\u{2009}250" })
  }

  @Test("a percentage card's shares below 10 % all keep one decimal: 3.0% under 5.8%")
  func percentageCardShares() throws {
    let mix = "date,a,b,c,d,e\n2019-04-01,64,20,5.8,3,7.2\n2019-04-02,60,20,8,4,8\n"
    let json =
      #"{"canvas": {"width": 640, "height": 480}, "initial": {"window": [0, 1], "indicator": 0}, "data": {"csv": "d.csv", "kind": "percentArea"}}"#
    let scene = try SceneDecoder.decode(Array(json.utf8), file: "scene.json") {
      path throws(InputError) in InputFile(path: path, bytes: Array(mix.utf8))
    }
    let card = TestPaths.compile(scene).texts(at: 0, measurer: ApproximateTextMeasurer())
      .filter { $0.role == .tooltip && $0.text.hasSuffix("%") }.map(\.text)
    #expect(Set(card) == ["64%", "20%", "5.8%", "3.0%", "7.2%"], "\(card)")
  }

  @Test("a card's values keep their own column's decimals, whether or not the others show")
  func valuesKeepTheirColumnsDecimals() throws {
    let mixed = "date,revenue,visits,cpu\n2023-01-01,5248.65,6,25.0\n2023-01-02,4887.95,2,25.5\n"
    let json =
      #"{"canvas": {"width": 640, "height": 480}, "duration": 2, "initial": {"window": [0, 1], "indicator": 0}, "actions": [{"at": 1, "duration": 0, "hide": "revenue"}], "data": {"csv": "d.csv"}}"#
    let scene = try SceneDecoder.decode(Array(json.utf8), file: "scene.json") {
      path throws(InputError) in InputFile(path: path, bytes: Array(mixed.utf8))
    }
    let compiled = TestPaths.compile(scene)
    for t in [0.0, 1.5] {
      let card = compiled.texts(at: t, measurer: ApproximateTextMeasurer())
        .filter { $0.role == .tooltip }.map(\.text)
      #expect(card.contains("6") && card.contains("25.0"), "at \(t): \(card)")
      #expect(card.contains("5\u{2009}248.65") == (t == 0), "at \(t): \(card)")
    }
  }

  @Test("a share in percent takes the locale's percent sign and digits")
  func percentInTheLocalesSign() throws {
    let arabic = try texts(#"[{"column": "share", "format": "percent"}]"#, locale: "ar_EG")
    let tooltip = arabic.filter { $0.role == .tooltip }.map(\.text)
    #expect(tooltip.contains { $0.hasPrefix("٤٢") && $0.contains("٪") }, "\(tooltip)")
    #expect(!tooltip.contains { $0.contains("%") }, "\(tooltip)")
    let german = try texts(#"[{"column": "share", "format": "percent"}]"#, locale: "de_DE")
    #expect(german.contains { $0.role == .tooltip && $0.text == "42%" })
  }

  @Test("an hourly card's time follows its day after the locale's comma")
  func hourlyCardComma() throws {
    let hourly = "time,v\n2023-07-01T14:00,1\n2023-07-01T15:00,2\n2023-07-01T16:00,3\n"
    let json =
      #"{"canvas": {"width": 640, "height": 480, "locale": "ar_EG", "direction": "rtl"}, "initial": {"window": [0, 1], "indicator": 0}, "data": {"csv": "d.csv"}}"#
    let scene = try SceneDecoder.decode(Array(json.utf8), file: "scene.json") {
      path throws(InputError) in InputFile(path: path, bytes: Array(hourly.utf8))
    }
    let title =
      TestPaths.compile(scene).texts(at: 0, measurer: ApproximateTextMeasurer())
      .first { $0.role == .tooltip }?.text ?? ""
    #expect(title.hasSuffix("\u{060C} ١٤:٠٠") && !title.contains(","), "\(title)")
  }

  @Test("a pie's card writes its slice's sum in the series' format")
  func thePieCardKeepsTheFormat() throws {
    let json =
      #"{"canvas": {"width": 640, "height": 480}, "initial": {"window": [0, 1], "indicator": 0.5}, "actions": [{"at": 0, "pie": true}], "duration": 1, "data": {"csv": "d.csv", "kind": "percentArea", "series": [{"column": "price", "format": "currency:USD"}, {"column": "temp", "format": "currency:USD"}]}}"#
    let scene = try SceneDecoder.decode(Array(json.utf8), file: "scene.json") {
      path throws(InputError) in InputFile(path: path, bytes: Array(csv.utf8))
    }
    let compiled = TestPaths.compile(scene)
    let tooltip = compiled.texts(at: 1, measurer: ApproximateTextMeasurer()).filter {
      $0.role == .tooltip
    }
    // The card reads the slice's name and its sum over the window, in dollars.
    #expect(tooltip.contains { $0.text.hasPrefix("$") }, "\(tooltip.map(\.text))")
  }

  @Test func aBadFormatIsRefusedWithTheRule() {
    #expect(
      CSVKindTests().problems(
        csv: csv,
        data: #"{"csv": "d.csv", "series": [{"column": "price", "format": "currency:dollars"}]}"#)
        == [
          #"scene.json: data.series[0].format: expected an ISO 4217 code after "currency:", like "USD", found "dollars""#
        ])
    #expect(SeriesFormat("unit:kWh") == .unit("kWh") && SeriesFormat("percent") == .percent)
  }
}

@Suite struct DateTextTests {
  @Test(arguments: [
    ("2012/01/01", "2012-01-01"), ("2012/1/2 13:45", "2012-01-02T13:45"),
    ("2019-04", "2019-04-01"), ("2019/04", "2019-04-01"), ("2006", "2006-01-01"),
    ("2004-Q3", "2004-07-01"), ("2004Q3", "2004-07-01"), ("2004 Q4", "2004-10-01"),
    ("Q2 1989", "1989-04-01"), (" 2012.03.04 ", "2012-03-04"), ("Jan 2012", "2012-01-01"),
    ("4 Mar 2012", "2012-03-04"), ("March 4, 2012", "2012-03-04"),
  ])
  func peoplesFormsReadAsTheirFirstMoment(text: String, iso: String) {
    #expect(XFormat.iso.milliseconds(text) == ISO8601.milliseconds(iso), "\(text)")
  }

  @Test(arguments: [
    "2004-Q5", "2019-13", "12345", "2012/02/30", "01/02/2012", "2012/01-02", "Jam 2012",
    "30 Feb 2012",
  ])
  func notDates(text: String) {
    #expect(XFormat.iso.milliseconds(text) == nil, "\(text)")
  }

  @Test func dayAndMonthOrderComesFromTheColumnOrIsAsked() {
    #expect(XFormat.dayFirst.milliseconds("01/02/2012") == ISO8601.milliseconds("2012-02-01"))
    #expect(XFormat.monthFirst.milliseconds("01/02/2012") == ISO8601.milliseconds("2012-01-02"))
    #expect(DateText.onlyOrder("13/02/2012") == .dayFirst)
    #expect(DateText.onlyOrder("02/13/2012") == .monthFirst)
    #expect(DateText.onlyOrder("01/02/2012") == nil)
    #expect(XFormat.detect(from: "2006") == .iso)
  }

  @Test func aColumnWithADayPast12TellsTheOrder() throws {
    let csv = "date,rain\n01/02/2012,1\n13/02/2012,2\n"
    let data = try CSVKindTests().scene(csv: csv, data: #"{"csv": "d.csv"}"#).chartContents[0]
      .data
    #expect(data.x == [ISO8601.milliseconds("2012-02-01")!, ISO8601.milliseconds("2012-02-13")!])
  }
}
