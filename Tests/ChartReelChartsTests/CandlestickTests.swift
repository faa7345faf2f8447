import ChartReelCore
import ChartReelInput
import Foundation
import TestSupport
import Testing

@testable import ChartReelCharts

/// Candlesticks, the kind added as new files and one registry line: the probe's kind, the
/// y-range over lows and highs, the checks on prices, the tooltip's rows and the CSV's
/// `candles` columns.
@Suite struct CandlestickTests {
  /// Seeded prices: `count` daily candles whose open and close lie between low and high.
  static func prices(count: Int, seed: UInt64) throws -> ChartData {
    var random = SeededGenerator(seed: seed)
    var (open, high, low, close) = ([Double](), [Double](), [Double](), [Double]())
    var last = 100.0
    for _ in 0..<count {
      let o = last * Double.random(in: 0.98...1.02, using: &random)
      let c = o * Double.random(in: 0.9...1.1, using: &random)
      open.append(o)
      close.append(c)
      high.append(max(o, c) * Double.random(in: 1...1.05, using: &random))
      low.append(min(o, c) * Double.random(in: 0.95...1, using: &random))
      last = c
    }
    let x = (0..<count).map { 1_600_000_000_000 + Double($0) * 86_400_000 }
    return try ChartData(x: x, open: open, high: high, low: low, close: close)
  }

  func renderer(_ data: ChartData, window: Window, actions: [Action] = []) throws -> ChartRenderer {
    let chart = Node(id: "chart", ChartContent(data: data, initial: InitialState(window: window)))
    let scene = try Scene(
      file: "candles.json", canvas: Canvas(width: 640, height: 360, fps: 30), root: chart,
      actions: actions, duration: 5)
    return TestPaths.compile(scene).charts[0]
  }

  @Test("the scene's CSV is read as candles; the probe says kind \"candlestick\"")
  func probeKind() throws {
    let chart = try TestPaths.chart("candlesticks.json")
    #expect(chart.data.kind == .candlestick)
    #expect(chart.data.series.map(\.id) == ["open", "high", "low", "close"])
    #expect(chart.state(at: 0).kind == .candlestick)
    let context = DrawContext(
      themeBlend: 0, canvas: Canvas(width: 1280, height: 720), measurer: ApproximateTextMeasurer())
    let kind = chart.summary(at: 0, in: context).first { $0.0 == "kind" }?.1
    #expect(kind == .string("candlestick"))
    // No pills: the four prices are one mark.
    #expect(chart.layout.legend.pills.isEmpty)
  }

  @Test(
    "the y-range holds every visible low and high, and at rest is [min low, max high]",
    arguments: [1, 2, 3])
  func rangeHoldsCandles(seed: UInt64) throws {
    let data = try Self.prices(count: 400, seed: seed)
    let actions = [
      Action(at: 0.5, duration: 0.5, WindowChange(Window(0.1, 0.3))),
      Action(at: 2.0, duration: 0.5, WindowChange(Window(0.55, 0.6))),
      Action(at: 3.5, duration: 0.5, WindowChange(.full)),
    ]
    let chart = try renderer(data, window: Window(0.7, 0.9), actions: actions)
    let (low, high) = (data.series[2].values, data.series[1].values)
    for k in 0...150 {
      let t = Double(k) / 30
      let state = chart.state(at: t)
      let window = state.window.constrained(minimumWidth: data.minimumWindowWidth)
      let points = data.indexRange(covering: window)
      let (a, b) = (data.xValue(atFraction: window.lower), data.xValue(atFraction: window.upper))
      for i in points where data.x[i] >= a && data.x[i] <= b {
        // The envelope's means carry rounding: within 10⁻⁹ of the span.
        let slack = 1e-9 * state.yRange.span
        #expect(
          state.yRange.min - slack <= low[i] && high[i] <= state.yRange.max + slack,
          "t \(t), point \(i)")
      }
      // Tight where nothing has moved for 0.4 s either side (RangeEnvelope).
      let atRest = [0.0, 1.5, 3.0, 4.6].contains { abs($0 - t) < 1e-9 }
      if atRest {
        #expect(state.yRange == ValueRange(low[points].min()!, high[points].max()!), "t \(t)")
      }
    }
  }

  @Test("bad prices throw InputError naming the price and the point")
  func badPricesThrow() {
    let x = [0.0, 86_400_000, 172_800_000]
    func problem(
      open: [Double] = [10, 11, 12], high: [Double] = [12, 13, 14],
      low: [Double] = [9, 10, 11], close: [Double] = [10, 11, 12]
    ) -> InputProblem? {
      do {
        _ = try ChartData(x: x, open: open, high: high, low: low, close: close)
        return nil
      } catch {
        return error.problems.first
      }
    }
    #expect(problem() == nil)
    #expect(problem(low: [9, 14, 11])?.keyPath == "low[1]")
    #expect(problem(low: [9, 14, 11])?.message.contains("at most the high") == true)
    #expect(problem(open: [10, 11, 15])?.keyPath == "open[2]")
    #expect(problem(close: [8, 11, 12])?.keyPath == "close[0]")
    #expect(problem(close: [10, .nan, 12])?.keyPath == "close[1]")
    #expect(problem(high: [12, .infinity, 14])?.keyPath == "series[1].values[1]")
    #expect(problem(low: [9, 10])?.keyPath == "series[2].values")
    // A gap in all four prices is a day without trading.
    #expect(
      problem(
        open: [10, .nan, 12], high: [12, .nan, 14], low: [9, .nan, 11], close: [10, .nan, 12])
        == nil)
  }

  @Test("candles from dates are the candles of their milliseconds")
  func fromDates() throws {
    let dates = [
      Date(timeIntervalSince1970: 1_700_000_000), Date(timeIntervalSince1970: 1_700_086_400),
    ]
    let data = try ChartData(
      dates: dates, open: [1, 2], high: [3, 3], low: [0.5, 1], close: [2, 1.5])
    #expect(data.x == [1_700_000_000_000, 1_700_086_400_000])
    #expect(data.kind == .candlestick)
  }

  @Test("the tooltip's prices keep three significant digits at any magnitude")
  func tooltipPricesArePrecise() throws {
    let context = DrawContext(
      themeBlend: 0, canvas: Canvas(width: 640, height: 360), measurer: ApproximateTextMeasurer())
    for scale in [0.000_012_34, 0.002_183, 0.0371, 0.5, 7.3, 356.1, 45_000] {
      let data = try Self.prices(count: 30, seed: UInt64(scale * 1e8) % 1000)
      let scaled = try ChartData(
        x: data.x, open: data.series[0].values.map { $0 * scale / 100 },
        high: data.series[1].values.map { $0 * scale / 100 },
        low: data.series[2].values.map { $0 * scale / 100 },
        close: data.series[3].values.map { $0 * scale / 100 })
      let chart = try renderer(scaled, window: .full)
      let drawing = ChartDrawing(
        chart, chart.activeChart(at: 0), state: chart.state(at: 0), context: context)
      for index in scaled.x.indices {
        for (row, series) in zip(drawing.tooltipRows(index: index), scaled.series) {
          let shown = try #require(Double(row.value.replacingOccurrences(of: "\u{2009}", with: "")))
          let value = series.values[index]
          #expect(
            abs(shown - value) <= abs(value) * 0.005,
            "\(row.name) \(value) reads \(row.value) (prices about \(scale))")
        }
      }
    }
  }

  @Test("the tooltip lists open, high, low and close in the candle's colour")
  func tooltipRows() throws {
    let data = try ChartData(
      x: [0, 86_400_000, 172_800_000, 259_200_000, 345_600_000], open: [10, 12, 11, 13, 12],
      high: [13, 13, 14, 14, 13], low: [9, 10, 10, 12, 11], close: [12, 11, 13.5, 12, 12])
    let chart = try renderer(data, window: .full)
    let compiled = chart.activeChart(at: 0)
    let context = DrawContext(
      themeBlend: 0, canvas: Canvas(width: 640, height: 360), measurer: ApproximateTextMeasurer())
    let drawing = ChartDrawing(chart, compiled, state: chart.state(at: 0), context: context)
    let rows = drawing.tooltipRows(index: 2)
    #expect(rows.map(\.name) == ["Open", "High", "Low", "Close"])
    #expect(rows.map(\.value) == ["11.0", "14.0", "10.0", "13.5"])
    // Prices keep their decimals: thousands grouped, the whole part of a price unchanged.
    let format = LabelFormat(locale: nil)
    #expect(format.grouped(356.1, decimals: 2) == "356.10")
    #expect(format.grouped(1234.5, decimals: 2) == "1\u{2009}234.50")
    #expect(format.grouped(-0.004, decimals: 2) == "0.00")
    #expect(format.grouped(-2.5, decimals: 1) == "\u{2212}2.5")
    #expect(LabelFormat.decimals([356.1, 357.25, 12]) == 2)
    #expect(LabelFormat(locale: "de_DE").grouped(2.5, decimals: 2) == "2,50")
    #expect(rows.allSatisfy { $0.color == Color(rgb: 0x3DC23F) })
    #expect(drawing.tooltipRows(index: 1).allSatisfy { $0.color == Color(rgb: 0xF34C44) })
  }

  func decode(_ csv: String, candles: String) throws -> Scene {
    let folder = TestPaths.temporaryFolder()
    try csv.write(toFile: folder + "/p.csv", atomically: true, encoding: .utf8)
    let path = folder + "/s.json"
    try """
    {"canvas": {"width": 640, "height": 360, "fps": 30},
     "data": {"csv": "p.csv", "x": "date", "candles": \(candles)}, "duration": 1}
    """.write(toFile: path, atomically: true, encoding: .utf8)
    return try SceneDecoder.load(path: path)
  }

  static let keys = #"{"open": "o", "high": "h", "low": "l", "close": "c"}"#

  @Test("a CSV's candles: columns by name, prices checked at their line and column")
  func csvCandles() throws {
    let rows = "date,o,h,l,c\n2024-01-01,10,12,9,11\n2024-01-02,11,12,10,10.5\n"
    let scene = try decode(rows, candles: Self.keys)
    let chart = try #require(scene.root.content as? ChartContent)
    #expect(chart.kind == .candlestick)
    #expect(chart.data.series[3].values == [11, 10.5])
    let bad = "date,o,h,l,c\n2024-01-01,10,12,9,11\n2024-01-02,11,12,13,10.5\n"
    #expect {
      try decode(bad, candles: Self.keys)
    } throws: {
      "\($0)".hasSuffix(
        #"p.csv: line 3, column 4 ("l"): expected the low at most the high (12), found 13"#)
    }
    #expect {
      try decode(rows, candles: #"{"open": "o", "high": "h", "low": "l"}"#)
    } throws: {
      "\($0)".contains("data.candles.close: missing key")
    }
    #expect {
      try decode(rows, candles: Self.keys + #", "series": ["o"]"#)
    } throws: {
      "\($0)".contains(#"expected either "series" or "candles""#)
    }
  }
}
