import ChartReelCore
import ChartReelInput
import TestSupport
import Testing

@testable import ChartReelCharts

/// The constants the docs and Telegram's reference promise, each checked in what is drawn
/// (issue 37.6): the test's name says the constant, its comment where it is written down.
///
/// Sources: TELEGRAM-CHARTS.md and TELEGRAM-ROUND2.md in /work/shared/reference (copied from
/// Telegram's apps), docs/scene-format.md. Frames are 1280 × 720 on the round-2 data, drawn with
/// the approximate measurer; a dp is read off the frame itself (a series line is 2 dp wide).
@Suite struct DocumentedConstantsTests {
  /// A one-chart scene of the Telegram file `file` at 1280 × 720 (or `size`).
  static func scene(
    _ file: String, theme: String = "day", size: (Int, Int) = (1280, 720),
    initial: String = #""window": [0.9, 1]"#, actions: String = ""
  ) throws -> CompiledScene {
    try TestPaths.compile(
      TestPaths.scene(
        json: """
          {"canvas": {"width": \(size.0), "height": \(size.1), "fps": 30, "theme": "\(theme)"},
           "data": {"file": "\(file)"}, "title": "Constants", "initial": {\(initial)},
           "actions": [\(actions)], "duration": 3}
          """))
  }

  /// Every drawn leaf at `t` with the product of the opacities of the groups around it.
  static func leaves(_ compiled: CompiledScene, at t: Double) -> [(
    node: DisplayNode, opacity: Double
  )] {
    func walk(_ nodes: [DisplayNode], _ opacity: Double) -> [(node: DisplayNode, opacity: Double)] {
      nodes.flatMap { node -> [(node: DisplayNode, opacity: Double)] in
        switch node {
        case .group(_, let own, let children): return walk(children, opacity * own)
        case .transform(_, let children), .tile(_, let children): return walk(children, opacity)
        default: return [(node, opacity)]
        }
      }
    }
    return walk(compiled.displayList(at: t, measurer: ApproximateTextMeasurer()).nodes, 1)
  }

  /// The strokes drawn at `t`, as (colour, width, opacity).
  static func strokes(_ compiled: CompiledScene, at t: Double) -> [(
    color: String, width: Double, opacity: Double
  )] {
    leaves(compiled, at: t).compactMap {
      guard case .stroke(_, let color, let style) = $0.node else { return nil }
      return (color.description, style.width, $0.opacity)
    }
  }

  /// The colours of the fills drawn at `t`.
  static func fillColors(_ compiled: CompiledScene, at t: Double) -> Set<String> {
    Set(
      leaves(compiled, at: t).compactMap {
        guard case .fill(_, let color) = $0.node, $0.opacity > 0 else { return nil }
        return color.description
      })
  }

  /// The text runs drawn at `t`.
  static func texts(_ compiled: CompiledScene, at t: Double) -> [TextRun] {
    compiled.displayList(at: t, measurer: ApproximateTextMeasurer()).nodes.textRuns
  }

  /// The pixels per dp of a frame: a series' line is 2 dp wide (TELEGRAM-CHARTS.md, "Lines
  /// and layout").
  static func unit(_ compiled: CompiledScene, color: String) throws -> Double {
    let widths = strokes(compiled, at: 1).filter { $0.color == color }.map(\.width)
    return try #require(widths.max()) / 2
  }

  static func seriesColor(_ compiled: CompiledScene, _ index: Int = 0) throws -> Color {
    let series = try #require(compiled.scene.chartContents.first?.data.series)
    try #require(series.count > index)
    return series[index].color
  }

  @Test("bar dimming: the other bars fade to 30 % of their colour over the background")
  func barDimming() throws {
    // TELEGRAM-ROUND2.md §2 "Selected bar": blend = 30 % series colour + 70 % background;
    // scene-format.md "Under the indicator".
    for theme in ["day", "night"] {
      let compiled = try Self.scene(
        "data/round2/4/overview.json", theme: theme,
        initial: #""window": [0.9, 1], "indicator": 0.95"#)
      let background = theme == "day" ? ChartPalette.day.background : ChartPalette.night.background
      let color = try Self.seriesColor(compiled)
      let drawn = theme == "day" ? color : color.mixed(with: .white, 0.15)
      let dimmed = background.mixed(with: drawn, 0.3).description
      let fills = Self.fillColors(compiled, at: 1)
      #expect(fills.contains(dimmed), "\(theme): no bar in \(dimmed) among \(fills.sorted())")
      #expect(fills.contains(drawn.description), "\(theme): the selected bar")
    }
  }

  @Test("indicator: 0.2 s by default, the bars half dimmed half way")
  func indicatorDuration() throws {
    // scene-format.md "Durations": indicator 0.2 s (Telegram's tooltip, TELEGRAM-CHARTS.md).
    let compiled = try Self.scene(
      "data/round2/4/overview.json", actions: #"{"at": 0, "indicator": 0.95}"#)
    let color = try Self.seriesColor(compiled)
    let dimmed = ChartPalette.day.background.mixed(with: color, 0.3)
    let half = color.mixed(with: dimmed, 0.5).description
    #expect(Self.fillColors(compiled, at: 0.1).contains(half))
    let probe = compiled.probe(at: 0.1, measurer: ApproximateTextMeasurer())
    #expect(probe["indicator"]?["alpha"] == .number(0.5))
    let done = compiled.probe(at: 0.2, measurer: ApproximateTextMeasurer())
    #expect(done["indicator"]?["alpha"] == .number(1))
  }

  @Test("a hide takes 0.4 s by default, linear")
  func hideDuration() throws {
    // scene-format.md "Durations": 0.4 s (Telegram's 400 ms) unless the action says otherwise;
    // curve "linear" by default.
    let compiled = try Self.scene(
      "data/round2/1/overview.json", actions: #"{"at": 0, "hide": "y0"}"#)
    for (t, alpha) in [(0.1, 0.75), (0.2, 0.5), (0.4, 0.0)] {
      let probe = compiled.probe(at: t, measurer: ApproximateTextMeasurer())
      let drawn = try #require(probe["series"]?["y0"]?["alpha"]?.number)
      #expect(abs(drawn - alpha) < 1e-9, "at \(t) s: \(drawn)")
    }
  }

  /// The opacities, to 0.001, at which the plot's lines (2 dp strokes in the first series'
  /// colour) are drawn at `t`.
  static func lineOpacities(_ compiled: CompiledScene, at t: Double) throws -> [Double] {
    let color = try seriesColor(compiled).description
    let unit = try unit(compiled, color: color)
    return strokes(compiled, at: t)
      .filter { $0.color == color && abs($0.width - 2 * unit) < 0.01 && $0.opacity > 0.001 }
      .map { ($0.opacity * 1000).rounded() / 1000 }.sorted()
  }

  /// The opacities of the plot's lines `t` seconds into a linear 1 s zoom into a day, so that
  /// the progress is `t`.
  func zoomLineOpacities(at t: Double) throws -> [Double] {
    let compiled = try Self.scene(
      "data/round2/1/overview.json", initial: #""window": [0.75, 1]"#,
      actions: #"{"at": 0, "duration": 1, "curve": "linear", "zoomIn": "2019-04-05"}"#)
    return try Self.lineOpacities(compiled, at: t)
  }

  @Test("zoom into a day: the day's lines appear from 30 %, the overview's are gone at 50 %")
  func zoomLineThresholds() throws {
    // TELEGRAM-ROUND2.md §4: overview lines fade as 1 − 2p (gone at p = 0.5); the day's
    // "line alpha is 0 until p = 0.3, then p"; scene-format.md "Zoom into a day".
    #expect(try zoomLineOpacities(at: 0.25) == [0.5], "only the overview, at 1 − 2p")
    #expect(try zoomLineOpacities(at: 0.4) == [0.2, 0.4], "the overview at 1 − 2p, the day at p")
    #expect(try zoomLineOpacities(at: 0.6) == [0.6], "only the day, at p")
  }

  @Test("zoom into a day: 0.4 s with fastOutSlowIn by default")
  func zoomDuration() throws {
    // scene-format.md "Durations": zoomIn and zoomOut take 0.4 s with fastOutSlowIn.
    let compiled = try Self.scene(
      "data/round2/1/overview.json", initial: #""window": [0.75, 1]"#,
      actions: #"{"at": 0, "zoomIn": "2019-04-05"}"#)
    // Half way in time, the day's lines are at the curve's value there (about 0.77).
    let eased = (TimingCurve.fastOutSlowIn.value(at: 0.5) * 1000).rounded() / 1000
    #expect(try Self.lineOpacities(compiled, at: 0.2) == [eased])
    let probe = compiled.probe(at: 0.4, measurer: ApproximateTextMeasurer())
    #expect(probe["day"] == .string("2019-04-05"))
  }
}
