import ChartReelCore
import ChartReelInput
import TestSupport
import Testing

@testable import ChartReelCharts

/// X labels, tooltip and header dates read the calendar: a year label sits on its year's first
/// point, a month label on its month's, a day or time label says its point's date or time.
@Suite struct CalendarLabelTests {
  let measurer = ApproximateTextMeasurer()
  static let day = 86_400_000.0
  /// 2015-01-01 00:00 UTC.
  static let start = 1_420_070_400_000.0

  /// `count` points `step` apart from `start`: a fixed step in milliseconds, or whole months.
  static func xs(count: Int, step: Step) -> [Double] {
    (0..<count).map { index in
      switch step {
      case .milliseconds(let length): return start + Double(index) * length
      case .months(let months):
        return CalendarDate.milliseconds(monthsSinceYearZero: 2015 * 12 + index * months)
      }
    }
  }

  enum Step: Sendable { case milliseconds(Double), months(Int) }

  /// Seconds, five seconds, minutes, five minutes, hours, days, weeks, months, quarters and
  /// years, with point counts.
  static let spacings: [(Step, Int)] = [
    (.milliseconds(1_000), 3_000), (.milliseconds(5_000), 3_000), (.milliseconds(60_000), 3_000),
    (.milliseconds(3_600_000), 24 * 40),
    (.milliseconds(day), 365 * 6), (.milliseconds(7 * day), 400), (.months(1), 120),
    (.months(3), 80), (.months(12), 60), (.milliseconds(5 * 60_000), 2_000),
  ]

  func drawing(_ x: [Double], window: Window, width: Int, height: Int) throws
    -> ChartDrawing
  {
    let values = x.indices.map { Double(($0 * 37) % 101 + 10) }
    let data = try ChartData(
      x: x,
      series: [ChartSeries(id: "y0", name: "Visits", color: .black, kind: .line, values: values)])
    let chart = Node(
      id: "chart", ChartContent(data: data, title: "Visits", initial: InitialState(window: window)))
    let scene = try Scene(
      file: "calendar.json", canvas: Canvas(width: width, height: height, fps: 30), root: chart,
      actions: [], duration: 1)
    let compiled = TestPaths.compile(scene)
    let renderer = compiled.charts[0]
    return ChartDrawing(
      renderer, renderer.overview, state: renderer.state(at: 0),
      context: compiled.drawContext(at: 0, measurer: measurer))
  }

  /// The problem with one drawn label, or nil: its text must say its point's date at the
  /// label's precision, and a year or month label must sit on the first point of its period.
  func problem(_ text: String, index: Int, x: [Double]) -> String? {
    let date = CalendarDate(milliseconds: x[index])
    let previous = index > 0 ? CalendarDate(milliseconds: x[index - 1]) : nil
    if let year = Int(text), text.count == 4 {
      if date.year != year { return "\(text) on a point of \(date.year)" }
      if previous?.year == year { return "\(text) not on the year's first point" }
    } else if text.count == 2, text.hasPrefix("Q"), let quarter = Int(text.dropFirst()) {
      // Quarterly data reads in quarters (issue 33): "Q3" on a point of July to September.
      if (date.month - 1) / 3 + 1 != quarter { return "\(text) on a point of month \(date.month)" }
      if date.month == 1 { return "the first quarter reads \(text), not the year" }
    } else if let month = CalendarDate.monthNames.firstIndex(of: text) {
      if date.month != month + 1 { return "\(text) on a point of month \(date.month)" }
      if previous?.month == date.month && previous?.year == date.year {
        return "\(text) not on the month's first point"
      }
      if date.month == 1 { return "January reads \(text), not the year" }
    } else if text.filter({ $0 == ":" }).count == 2 {
      if text != date.hourMinuteSecond { return "\(text) on a point at \(date.hourMinuteSecond)" }
    } else if text.contains(":") {
      if text != date.hourMinute { return "\(text) on a point at \(date.hourMinute)" }
      if date.second != 0 { return "\(text) on a point at \(date.hourMinuteSecond)" }
    } else if text != date.monthDay {
      return "\(text) on a point of \(date.monthDay)"
    }
    return nil
  }

  @Test(
    "over spacings from minutes to years, windows and sizes, every x label says its point's date",
    arguments: spacings)
  func labelsSayTheirDates(step: Step, count: Int) throws {
    let x = Self.xs(count: count, step: step)
    var random = SeededGenerator(seed: UInt64(count))
    for (width, height) in [(480, 480), (1280, 720), (1080, 1920), (3840, 2160)] {
      for _ in 0..<6 {
        let lower = Double.random(in: 0..<0.8, using: &random)
        let window = Window(lower, min(1, lower + Double.random(in: 0.08...1, using: &random)))
        let drawing = try drawing(x, window: window, width: width, height: height)
        let runs = drawing.xLabels().textRuns.filter { $0.opacity > 0 }
        #expect(runs.count >= 2, "\(step) \(window) at \(width)×\(height): \(runs.map(\.text))")
        var lastEnd = -Double.infinity
        for run in runs {
          let index = try #require(nearest(run.position.x, in: x, drawing))
          let problem = problem(run.text, index: index, x: x)
          #expect(problem == nil, "\(step) \(window) at \(width)×\(height): \(problem ?? "")")
          let half = measurer.measure(run.text, font: run.font).width / 2
          #expect(run.position.x - half >= lastEnd, "labels overlap: \(runs.map(\.text))")
          lastEnd = run.position.x + half
        }
      }
    }
  }

  /// The index of the point drawn nearest to `position`.
  func nearest(_ position: Double, in x: [Double], _ drawing: ChartDrawing) -> Int? {
    x.indices.min {
      abs(drawing.transform.x(x[$0]) - position) < abs(drawing.transform.x(x[$1]) - position)
    }
  }

  @Test("monthly data zoomed out reads years on January; zoomed in, months")
  func monthlyLabels() throws {
    let x = Self.xs(count: 96, step: .months(1))
    let wide = try drawing(x, window: Window(0, 1), width: 1280, height: 720)
    #expect(
      wide.xLabels().textRuns.map(\.text) == [
        "2016", "2017", "2018", "2019", "2020", "2021", "2022",
      ])
    let narrow = try drawing(x, window: Window(0.4, 0.55), width: 1280, height: 720)
    #expect(
      narrow.xLabels().textRuns.map(\.text) == ["May", "Jul", "Sep", "Nov", "2019", "Mar", "May"])
  }

  @Test(
    "three years of weekly, daily or monthly data read at least three labels, years and the Julys between",
    arguments: [(480, 480), (1080, 1080), (1080, 1920), (1280, 720)])
  func threeYearsReadThreeLabels(width: Int, height: Int) throws {
    for (step, count) in [
      (Step.milliseconds(7 * Self.day), 150), (.milliseconds(Self.day), 1_000), (.months(1), 36),
    ] {
      let x = Self.xs(count: count, step: step)
      let drawing = try drawing(x, window: Window(0, 1), width: width, height: height)
      let texts = drawing.xLabels().textRuns.filter { $0.opacity >= 0.5 }.map(\.text)
      #expect(texts.count >= 3, "\(step) at \(width)×\(height): \(texts)")
      #expect(texts.contains("2016"), "\(step) at \(width)×\(height): \(texts)")
    }
  }

  @Test("yearly and monthly data: the tooltip says the year or the month, the header the years")
  func coarseDates() throws {
    let yearly = try drawing(
      Self.xs(count: 45, step: .months(12)), window: Window(0, 1), width: 1280, height: 720)
    #expect(yearly.tooltipHeader(index: 3) == "2018")
    #expect(yearly.headerDates == ["2015 – 2059"])
    let monthly = try drawing(
      Self.xs(count: 96, step: .months(1)), window: Window(0, 1), width: 1280, height: 720)
    #expect(monthly.tooltipHeader(index: 9) == "Oct 2015")
    #expect(
      monthly.headerDates == [
        "January 2015 – December 2022", "Jan 2015 – Dec 2022", "2015 – 2022",
      ])
    #expect(LabelFormat(locale: "de_DE").monthYear(Self.start, full: true) == "Januar 2015")
  }

  @Test("a header too narrow for the days of its window shows its months, then its years")
  func narrowHeader() throws {
    let daily = try drawing(
      Self.xs(count: 800, step: .milliseconds(Self.day)), window: Window(0.3, 0.7), width: 1280,
      height: 720)
    #expect(
      daily.headerDates == [
        "29 August 2015 – 13 July 2016", "29 Aug 2015 – 13 Jul 2016", "Aug 2015 – Jul 2016",
        "2015 – 2016",
      ])
    // A long title on a small canvas keeps the header's dates whole, on a line of their own
    // under it (with the test's wide approximate measurer, not even the years fit beside it).
    let x = Self.xs(count: 2000, step: .milliseconds(Self.day))
    let values = x.indices.map { Double($0 % 50) }
    let data = try ChartData(
      x: x,
      series: [ChartSeries(id: "y0", name: "Views", color: .black, kind: .bar, values: values)])
    let chart = Node(
      id: "chart",
      ChartContent(
        data: data, title: "Five years of daily views",
        initial: InitialState(window: Window(0.9, 1))))
    let scene = try Scene(
      file: "header.json", canvas: Canvas(width: 480, height: 480, fps: 30), root: chart,
      actions: [], duration: 1)
    let compiled = TestPaths.compile(scene)
    let renderer = compiled.charts[0]
    let narrow = ChartDrawing(
      renderer, renderer.overview, state: renderer.state(at: 0),
      context: compiled.drawContext(at: 0, measurer: measurer))
    let dates = try #require(narrow.headerPart).dateRange().textRuns
    #expect(dates.map(\.text) == ["6 December 2019 – 22 June 2020"])
    let header = try #require(renderer.layout.header)
    #expect(dates.allSatisfy { $0.position.y > header.minY + 10 }, "not under the title")
  }

  @Test(
    "the header names the days of the first and last points inside the window, not of its edges: weekday data never reads a weekend"
  )
  func headerNamesPointsInside() throws {
    // Weekdays from Monday 4 May 2020 for 20 weeks: 100 points.
    let monday = 1_588_550_400_000.0
    let x = (0..<100).map { monday + Double($0 / 5 * 7 + $0 % 5) * Self.day }
    let span = x[99] - x[0]
    // The window's edges fall on Saturday 9 May 12:00 and Sunday 21 June 12:00.
    let lower = (x[4] + 1.5 * Self.day - x[0]) / span
    let upper = (x[34] + 2.5 * Self.day - x[0]) / span
    let weekend = try drawing(x, window: Window(lower, upper), width: 1280, height: 720)
    #expect(weekend.headerDates.first == "11 May 2020 – 19 June 2020")
    // An edge on a point keeps it.
    let exact = try drawing(
      x, window: Window((x[5] - x[0]) / span, (x[34] - x[0]) / span), width: 1280, height: 720)
    #expect(exact.headerDates.first == "11 May 2020 – 19 June 2020")
  }

  @Test("daily data across a daylight-saving change (one 23-hour step) reads as days")
  func daylightSavingDays() throws {
    // Local midnights in Central Europe, as UTC times: 23:00, then 22:00 from 31 March.
    let x = (0..<40).map {
      Self.start + 89 * Self.day - 3_600_000 * ($0 < 20 ? 1 : 2) + Double($0) * Self.day
    }
    let drawing = try drawing(x, window: Window(0, 1), width: 1280, height: 720)
    let texts = drawing.xLabels().textRuns.filter { $0.opacity > 0 }.map(\.text)
    #expect(texts.count >= 3 && !texts.contains { $0.contains(":") }, "\(texts)")
    #expect(!drawing.tooltipHeader(index: 20).contains(":"))
  }

  @Test("data seconds apart: x labels and the tooltip show the seconds")
  func secondLabels() throws {
    let x = Self.xs(count: 120, step: .milliseconds(5_000))
    let drawing = try drawing(x, window: Window(0.5, 0.8), width: 1280, height: 720)
    let texts = drawing.xLabels().textRuns.filter { $0.opacity > 0 }.map(\.text)
    #expect(texts.count >= 3 && texts.allSatisfy { $0.filter { $0 == ":" }.count == 2 }, "\(texts)")
    #expect(Set(texts).count == texts.count)
    #expect(drawing.tooltipHeader(index: 7) == "Thu, Jan 1, 00:00:35")
  }
}

extension CalendarLabelTests {
  /// A one-chart Telegram file of `xs`, compiled.
  func telegramChart(_ xs: [Double]) throws -> ChartRenderer {
    let x = xs.map { String(Int64($0)) }.joined(separator: ",")
    let y = xs.indices.map { String($0 % 7 + 3) }.joined(separator: ",")
    let data = """
      {"columns": [["x", \(x)], ["y0", \(y)]], "types": {"x": "x", "y0": "bar"},
       "names": {"y0": "Sales"}, "colors": {"y0": "#3DC23F"}}
      """
    let scene = """
      {"canvas": {"width": 640, "height": 360, "fps": 30}, "data": {"file": "sales.json"},
       "actions": [{"at": 0, "indicator": 0.9}], "duration": 1}
      """
    return TestPaths.compile(
      try SceneDecoder.decode(Array(scene.utf8), file: "sales-scene.json") {
        path throws(InputError) in InputFile(path: path, bytes: Array(data.utf8))
      }
    ).charts[0]
  }

  @Test("only a daily one-chart file (a round-2 overview) offers to open the day")
  func chevronOnlyForDays() throws {
    let daily = try telegramChart(Self.xs(count: 60, step: .milliseconds(Self.day)))
    #expect(daily.content.hasDayFiles)
    for step in [
      Step.months(12), .months(1), .milliseconds(7 * Self.day), .milliseconds(3_600_000),
    ] {
      #expect(!(try telegramChart(Self.xs(count: 60, step: step)).content.hasDayFiles), "\(step)")
    }
  }
}
