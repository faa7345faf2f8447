import ChartReelCore
import ChartReelInput
import TestSupport
import Testing

@testable import ChartReelCharts

/// The colours, sizes and places the docs and Telegram's reference promise, each checked in
/// what is drawn (issue 37.6); the timings are `DocumentedConstantsTests`.
///
/// Sources: TELEGRAM-CHARTS.md ("Colours", "Lines and layout", "Indicator") in
/// /work/shared/reference, docs/scene-format.md ("How a chart fits its frame", "The pie",
/// "Candles", "theme"). A dp is read off each frame: a series' line is 2 dp wide, and every kind
/// at one frame size has one type scale.
@Suite struct DocumentedLookTests {
  typealias Scenes = DocumentedConstantsTests

  /// Every colour drawn at `t`: strokes, fills and texts, with the canvas's background.
  static func colors(_ compiled: CompiledScene, at t: Double) -> Set<String> {
    let list = compiled.displayList(at: t, measurer: ApproximateTextMeasurer())
    var colors: Set<String> = ["background " + list.background.description]
    for (node, _) in Scenes.leaves(compiled, at: t) {
      switch node {
      case .stroke(_, let color, let style): colors.insert("stroke \(color) \(style.width)")
      case .fill(_, let color): colors.insert("fill \(color)")
      case .text(let run): colors.insert("\(run.role.rawValue) \(run.color)")
      default: continue
      }
    }
    return colors
  }

  @Test(
    "Telegram's colours, day and night: background, grid (1 px), axis text, indicator line, mini-map",
    arguments: [
      (
        "day",
        [
          "background #FFFFFF", "stroke #182D3B@10% 1.0", "yLabel #252529@50%",
          "fill #E2EEF9@60%", "fill #BACCD9@85%",
        ], "#000000@20%"
      ),
      (
        "night",
        [
          "background #1D2733", "stroke #FFFFFF@10% 1.0", "yLabel #A3B1C2@60%",
          "fill #313D4C@85%", "fill #526679@85%",
        ], "#FFFFFF@20%"
      ),
    ])
  func palette(theme: String, expected: [String], indicatorLine: String) throws {
    // TELEGRAM-CHARTS.md "Colours" (background, axis label text, grid lines, indicator line,
    // mini-map dim, mini-map window frame) and "Lines and layout" (grid lines 1 px).
    let compiled = try Scenes.scene(
      "data/round2/1/overview.json", theme: theme,
      initial: #""window": [0.75, 1], "indicator": 0.9"#)
    let colors = Self.colors(compiled, at: 1)
    for color in expected {
      #expect(colors.contains(color), "\(theme): no \(color) in \(colors.sorted())")
    }
    let series = try Scenes.seriesColor(compiled)
    let drawn = theme == "day" ? series : series.mixed(with: .white, 0.15)
    let unit = try Scenes.unit(compiled, color: drawn.description)
    let line = Scenes.strokes(compiled, at: 1).filter { $0.color == indicatorLine }
    #expect(!line.isEmpty, "\(theme): no indicator line in \(indicatorLine)")
    #expect(line.allSatisfy { abs($0.width - unit) < 1e-9 }, "the indicator line is 1 dp")
  }

  @Test("night lightens series colours by mixing in 15 % white")
  func nightLightening() throws {
    // TELEGRAM-CHARTS.md "Colours": on dark backgrounds Telegram lightens series colours
    // slightly (mix 15 % white).
    let compiled = try Scenes.scene("data/round2/1/overview.json", theme: "night")
    let color = try Scenes.seriesColor(compiled)
    let lightened = color.mixed(with: .white, 0.15).description
    #expect(Scenes.strokes(compiled, at: 1).contains { $0.color == lightened })
    #expect(!Scenes.strokes(compiled, at: 1).contains { $0.color == color.description })
  }

  @Test("half way through a theme change the background is #BDBDBE, mixed in linear light")
  func themeHalfWay() throws {
    // scene-format.md, the "theme" change: half way, a light grey background, #BDBDBE.
    let compiled = try Scenes.scene(
      "data/round2/1/overview.json", actions: #"{"at": 0, "duration": 1, "theme": "night"}"#)
    let list = compiled.displayList(at: 0.5, measurer: ApproximateTextMeasurer())
    #expect(list.background.description == "#BDBDBE")
  }

  @Test(
    "type scale and paddings: title 17 dp bold, axis text 11 dp, side padding 16 dp, lines 2 dp and 1 dp in the mini-map"
  )
  func typeScaleAndPaddings() throws {
    // TELEGRAM-CHARTS.md "Lines and layout" (series lines 2 dp, mini-map lines 1 dp, side
    // padding 16 dp); scene-format.md "How a chart fits its frame" (axis text of 8 px at
    // 0.75 px per dp: 11 dp; the title's line is 17 dp bold, LayoutMatrixTests).
    for (width, height) in [(1280, 720), (480, 480), (1080, 1920)] {
      let compiled = try Scenes.scene("data/round2/1/overview.json", size: (width, height))
      let color = try Scenes.seriesColor(compiled).description
      let unit = try Scenes.unit(compiled, color: color)
      let texts = Scenes.texts(compiled, at: 1)
      let title = try #require(texts.first { $0.role == .title })
      #expect(abs(title.font.size - 17 * unit) < 1e-6 && title.font.weight == .bold)
      let axis = texts.filter { $0.role == .yLabel || $0.role == .xLabel }
      #expect(!axis.isEmpty && axis.allSatisfy { abs($0.font.size - 11 * unit) < 1e-6 })
      let widths = Set(Scenes.strokes(compiled, at: 1).filter { $0.color == color }.map(\.width))
      #expect(widths.contains(unit), "\(width)×\(height): mini-map lines of 1 dp: \(widths)")
      let probe = compiled.probe(at: 1, measurer: ApproximateTextMeasurer())
      let plot = try #require(probe["parts"]?["plot"]?.rect)
      let side = (16 * unit).rounded()
      #expect(abs(plot.minX - side) < 1e-6, "\(width)×\(height): plot \(plot), 16 dp = \(side)")
      #expect(abs(Double(width) - plot.maxX - side) < 1e-6, "\(width)×\(height): plot \(plot)")
    }
  }

  @Test("the card stands right of the line in the plot's left half and left of it in the right")
  func cardSide() throws {
    // TELEGRAM-CHARTS.md "Indicator": the card sits to the right of the line in the left half
    // of the plot and to the left in the right half, clamped.
    for (share, right) in [(0.3, true), (0.7, false)] {
      let compiled = try Scenes.scene(
        "data/round2/1/overview.json",
        initial: #""window": [0.5, 1], "indicator": \#(0.5 + 0.5 * share)"#)
      let probe = compiled.probe(at: 1, measurer: ApproximateTextMeasurer())
      let card = try #require(probe["parts"]?["tooltip"]?.rect)
      let plot = try #require(probe["parts"]?["plot"]?.rect)
      let lineX = plot.minX + share * plot.width
      #expect(
        right ? card.minX > lineX : card.maxX < lineX, "at \(share): card \(card), line \(lineX)")
      #expect(card.minX >= plot.minX && card.maxX <= plot.maxX && card.minY >= plot.minY - 1e-6)
    }
  }

  /// The arcs of the pie's slices at `t`, with the translation of the group each is in.
  static func pieArcs(_ compiled: CompiledScene, at t: Double) -> [(radius: Double, shift: Double)]
  {
    func walk(_ nodes: [DisplayNode], _ shift: Double) -> [(radius: Double, shift: Double)] {
      nodes.flatMap { node -> [(radius: Double, shift: Double)] in
        switch node {
        case .group(_, _, let children), .tile(_, let children): return walk(children, shift)
        case .transform(let t, let children):
          let moved = t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1
          return walk(children, moved ? (t.tx * t.tx + t.ty * t.ty).squareRoot() : shift)
        case .fill(let path, _):
          return path.elements.compactMap {
            guard case .arc(_, let radius, _, _) = $0 else { return nil }
            return (radius, shift)
          }
        default: return []
        }
      }
    }
    return walk(compiled.displayList(at: t, measurer: ApproximateTextMeasurer()).nodes, 0)
  }

  @Test("the pie's radius is 0.45 × the plot's smaller side; a selected slice moves out 8 dp")
  func pieGeometry() throws {
    // scene-format.md "The pie": the clip closes to the pie's radius (0.45 × the smaller side
    // of the plot); the selected slice moves out by 8 dp (TELEGRAM-ROUND2.md §5, "Pop-out").
    let compiled = try Scenes.scene(
      "data/round2/5/overview.json",
      actions: #"{"at": 0, "duration": 0.6, "pie": true}, {"at": 0.6, "indicator": 0.3}"#)
    let probe = compiled.probe(at: 1, measurer: ApproximateTextMeasurer())
    let plot = try #require(probe["parts"]?["plot"]?.rect)
    // The slices' arcs: the legend's pills have small ones.
    let arcs = Self.pieArcs(compiled, at: 1).filter { $0.radius > min(plot.width, plot.height) / 4 }
    try #require(arcs.count == 6, "a slice per series: \(arcs)")
    let radius = 0.45 * min(plot.width, plot.height)
    #expect(arcs.allSatisfy { abs($0.radius - radius) < 1e-6 }, "\(arcs) against \(radius)")
    // The unit of a line chart at the same frame size: one type scale for every kind.
    let lines = try Scenes.scene("data/round2/1/overview.json")
    let unit = try Scenes.unit(lines, color: Scenes.seriesColor(lines).description)
    let shifts = arcs.map(\.shift).filter { $0 > 0 }
    try #require(shifts.count == 1, "one slice moved out: \(shifts)")
    #expect(abs(shifts[0] - 8 * unit) < 1e-6, "moved \(shifts[0]), 8 dp = \(8 * unit)")
  }
}
