import ChartReelCore
import ChartReelInput
import TestSupport
import Testing

@testable import ChartReelCharts

/// The round-2 kinds: two y-axes, bars, stacked bars, percentage areas, the pie and zooming
/// into a day, each checked against values worked out here from the data.
@Suite struct ChartKindTests {
  func chart(_ data: String, initial: String = #"{"window": [0.8, 1]}"#, actions: String = "")
    throws -> ChartRenderer
  {
    try TestPaths.chart(
      json: """
        {"canvas": {"width": 640, "height": 360, "fps": 30}, "data": {"file": "\(data)"},
         "initial": \(initial), "actions": [\(actions)], "duration": 4}
        """)
  }

  /// The points the tight range counts for a window: inside it, and one beyond each edge.
  func points(_ data: ChartData, _ window: Window) -> ClosedRange<Int> {
    let low = data.xValue(atFraction: window.lower)
    let high = data.xValue(atFraction: window.upper)
    let first = max(0, (data.x.firstIndex { $0 >= low } ?? 0) - 1)
    let last = min(data.x.count - 1, data.x.firstIndex { $0 > high } ?? data.x.count - 1)
    return first...last
  }

  @Test("two y-axes: each series fitted to its own axis at rest, at most one grid step wider")
  func twoAxes() throws {
    let chart = try chart("data/round2/2/overview.json")
    let state = chart.state(at: 2)
    let range = points(chart.data, state.window)
    #expect(state.kind == .line && state.yRanges.count == 2)
    let tight = chart.data.series.map {
      ValueRange($0.values[range].min()!, $0.values[range].max()!)
    }
    let aligned = TwoAxisGrid.ranges(tight[0], tight[1])
    for (index, shown) in state.yRanges.enumerated() {
      let expected = index == 0 ? aligned.0 : aligned.1
      #expect(abs(shown.min - expected.min) <= 1e-9 * expected.span)
      #expect(abs(shown.max - expected.max) <= 1e-9 * expected.span)
      // Contains the tight range; wider by at most one of its (4 to 6) grid steps.
      #expect(shown.min <= tight[index].min && shown.max >= tight[index].max)
      let steps = (4...6).map { shown.span / Double($0) }
      #expect(steps.contains { shown.span - tight[index].span <= $0 * (1 + 1e-9) })
    }
    #expect(state.yRange == state.yRanges[0])
  }

  @Test("bars from 0 to the tallest bar in the window")
  func bars() throws {
    let chart = try chart("data/round2/4/overview.json")
    let state = chart.state(at: 2)
    #expect(state.kind == .bar)
    #expect(
      state.yRange
        == ValueRange(0, chart.data.series[0].values[points(chart.data, state.window)].max()!))
  }

  @Test("stacked bars from 0 to the largest sum of the visible series")
  func stackedBars() throws {
    let chart = try chart("data/round2/3/overview.json", actions: #"{"at": 0.2, "hide": "y0"}"#)
    let state = chart.state(at: 2)
    let sums = points(chart.data, state.window).map { i in
      chart.data.series.dropFirst().map { $0.values[i] }.reduce(0, +)
    }
    #expect(state.kind == .stackedBar)
    #expect(state.yRange == ValueRange(0, sums.max()!))
  }

  @Test("stacks stay in view while series hide: every visible stack top inside the range")
  func stackedContainment() throws {
    let chart = try chart(
      "data/round2/3/overview.json",
      actions:
        #"{"at": 0.5, "duration": 0.6, "hide": "y0"}, {"at": 0.8, "hide": "y3"}, {"at": 1.6, "duration": 1, "window": [0.3, 0.5]}, {"at": 2.2, "show": "y0"}"#
    )
    for k in 0...380 {
      let t = Double(k) / 97
      let state = chart.state(at: t)
      let window = state.window.constrained(minimumWidth: chart.data.minimumWindowWidth)
      let low = chart.data.xValue(atFraction: window.lower)
      let high = chart.data.xValue(atFraction: window.upper)
      for (i, x) in chart.data.x.enumerated() where x >= low && x <= high {
        let top = zip(chart.data.series, state.seriesAlpha).map {
          $0.values[i] * min(1, max(0, $1))
        }
        .reduce(0, +)
        #expect(top <= state.yRange.max * (1 + 1e-9), "at \(t)")
      }
    }
  }

  @Test("percentage areas are fixed at 0–100; the pie's slices are the window's shares")
  func percentageAndPie() throws {
    let chart = try chart(
      "data/round2/5/overview.json",
      actions: #"{"at": 0.2, "hide": "y1"}, {"at": 1, "duration": 0.6, "pie": true}"#)
    #expect(chart.state(at: 0.5).kind == .percentArea)
    #expect(chart.state(at: 0.5).yRange == ValueRange(0, 100))
    let state = chart.state(at: 3)
    #expect(state.kind == .pie && state.pieProgress == 1)
    let context = DrawContext(
      themeBlend: 0, canvas: Canvas(width: 640, height: 360), measurer: ApproximateTextMeasurer())
    let summary = chart.summary(at: 3, in: context)
    let slices = summary.first { $0.0 == "pie" }?.1["slices"]
    // Shares worked out here: the points inside the window, y1 hidden.
    let low = chart.data.xValue(atFraction: 0.8)
    let inside = chart.data.x.indices.filter { chart.data.x[$0] >= low }
    let sums = chart.data.series.enumerated().map { k, series in
      k == 1 ? 0 : inside.map { series.values[$0] }.reduce(0, +)
    }
    let total = sums.reduce(0, +)
    for (k, series) in chart.data.series.enumerated() {
      guard case .number(let share)? = slices?[series.id] else {
        Issue.record("no slice for \(series.id)")
        continue
      }
      #expect(abs(share - sums[k] / total) < 1e-9)
    }
    #expect(slices?["y1"] == .number(0))
  }

  @Test("a zoom shows the day's 24 hours, and zooming out returns to the exact window")
  func zoomIntoADay() throws {
    let chart = try chart(
      "data/round2/1/overview.json", initial: #"{"window": [0.61, 0.93]}"#,
      actions:
        #"{"at": 0.5, "zoomIn": "2019-01-15"}, {"at": 1.6, "duration": 0.2, "pan": -0.05}, {"at": 2, "zoomOut": true}"#
    )
    let day = chart.state(at: 1.5)
    #expect(day.day == "2019-01-15")
    let midnight = 1_547_510_400_000.0  // 2019-01-15 00:00 UTC
    let data = try #require(chart.days["2019-01-15"]).data
    let drawn = day.window.constrained(minimumWidth: data.minimumWindowWidth)
    #expect(abs(data.xValue(atFraction: drawn.lower) - midnight) < 1)
    #expect(abs(data.xValue(atFraction: drawn.upper) - (midnight + 86_400_000)) < 1)
    #expect(data.isIntraday)
    // A window change while zoomed moves the day's window, not the overview's.
    #expect(chart.state(at: 1.9).window.lower.isApproximatelyEqual(to: day.window.lower - 0.05))
    let back = chart.state(at: 3)
    #expect(back.day == nil && back.window == Window(0.61, 0.93))
    #expect(chart.state(at: 0.6).day == nil, "the overview until half way")
  }

  @Test("the tooltip adds Total on stacked bars and a percent column on percentage charts")
  func tooltipRows() throws {
    let context = DrawContext(
      themeBlend: 0, canvas: Canvas(width: 640, height: 360), measurer: ApproximateTextMeasurer())
    let stacked = try chart("data/round2/3/overview.json")
    let drawing = ChartDrawing(
      stacked, stacked.overview, state: stacked.state(at: 0), context: context)
    let rows = drawing.tooltipRows(index: 300)
    #expect(rows.last?.name == "Total")
    let total = stacked.data.series.map { $0.values[300] }.reduce(0, +)
    #expect(rows.last?.value == LabelFormat(locale: nil).grouped(total))
    let percent = try chart("data/round2/5/overview.json")
    let shares = ChartDrawing(
      percent, percent.overview, state: percent.state(at: 0), context: context
    )
    .tooltipRows(index: 300)
    #expect(shares.allSatisfy { $0.percent?.hasSuffix("%") == true })
  }

  @Test(
    "errors name the key path: pie on lines, zoomIn without day files, y_scaled with three series")
  func errors() throws {
    func problems(_ json: String) -> [String] {
      do {
        _ = try TestPaths.scene(json: json)
        return []
      } catch let error as InputError {
        return error.problems.map(\.description)
      } catch {
        return ["\(error)"]
      }
    }
    let canvas = #""canvas": {"width": 320, "height": 180}"#
    #expect(
      problems(
        #"{\#(canvas), "data": {"file": "data/chart_data.json", "chart": 0}, "actions": [{"at": 0, "pie": true}]}"#
      )
        == [
          "inline.json: actions[0].pie: only a percentage chart (areas with \"percentage\": true) turns into a pie; this chart is line"
        ])
    #expect(
      problems(
        #"{\#(canvas), "data": {"file": "data/chart_data.json", "chart": 0}, "actions": [{"at": 0, "zoomIn": "2019-03-01"}]}"#
      )
        == [
          "inline.json: actions[0].zoomIn: the chart has no data for 2019-03-01: zoomIn needs a round-2 overview with day files"
        ])
    let missing = problems(
      #"{\#(canvas), "data": {"file": "data/round2/1/overview.json"}, "actions": [{"at": 0, "zoomIn": "2019-03-01"}]}"#
    )
    #expect(
      missing.count == 1
        && missing[0].contains("actions[0].zoomIn: no day file for 2019-03-01: looked for"))
    #expect(missing.first?.contains("round2/1/2019-03/01.json") == true)
  }
}
