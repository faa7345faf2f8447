import ChartReelCore
import ChartReelInput
import Foundation
import TestSupport
import Testing

@testable import ChartReelCharts

/// The indicator's card stays beside its line when its whole names fit there; else it widens
/// over the line, up to the plot's width, before a name is shortened (issue 34).
@Suite struct TooltipBesideTests {
  static let names = [
    "Revenue from enterprise subscriptions in North America",
    "Daily active users (seven-day rolling mean)", "Referrals via the partner network programme",
    "Average session length in minutes", "Subscribers from organic search results",
  ]

  /// A chart of `count` series of `kind` ("line" or "bar") with long names (`names`), on a
  /// `width` × `height` canvas, drawn at rest.
  func drawing(
    kind: String, count: Int, width: Int, height: Int, names: [String] = TooltipBesideTests.names
  ) throws -> ChartDrawing {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let days = (0..<60).map { String(1_704_067_200_000 + $0 * 86_400_000) }
    let ids = (0..<count).map { "y\($0)" }
    let columns = ids.indices.map { k in
      "[\"y\(k)\", \((0..<60).map { String(1_000 + (k * 37 + $0 * 53) % 400) }.joined(separator: ","))]"
    }
    try """
    {"columns": [["x", \(days.joined(separator: ","))], \(columns.joined(separator: ","))],
     "types": {"x": "x", \(ids.map { "\"\($0)\": \"\(kind)\"" }.joined(separator: ","))},
     "names": {\(ids.indices.map { "\"y\($0)\": \"\(names[$0 % names.count])\"" }.joined(separator: ","))},
     "colors": {\(ids.map { "\"\($0)\": \"#3497ED\"" }.joined(separator: ","))}}
    """.write(toFile: folder + "/d.json", atomically: true, encoding: .utf8)
    try """
    {"canvas": {"width": \(width), "height": \(height), "fps": 30}, "duration": 1,
     "data": {"file": "d.json"}, "title": "Sources", "initial": {"window": [0.5, 1]}}
    """.write(toFile: folder + "/s.json", atomically: true, encoding: .utf8)
    let compiled = TestPaths.compile(try SceneDecoder.load(path: folder + "/s.json"))
    let renderer = compiled.charts[0]
    return ChartDrawing(
      renderer, renderer.overview, state: renderer.state(at: 0.5),
      context: compiled.drawContext(at: 0.5, measurer: ApproximateTextMeasurer()))
  }

  @Test(
    "the card is beside the line when it fits there whole, else as wide as it needs up to the plot's, names cut only past that, at 480² to 4K",
    arguments: [(480, 480), (1280, 720), (1080, 1920), (1920, 1080), (3840, 2160)])
  func cardBesideTheLine(width: Int, height: Int) throws {
    for kind in ["line", "bar"] {
      for count in [1, 2, 5] {
        let drawing = try drawing(kind: kind, count: count, width: width, height: height)
        let plot = drawing.plot
        let points = drawing.data.indexRange(covering: drawing.window)
        for fraction in [0.05, 0.3, 0.5, 0.7, 0.95] {
          let index =
            points.lowerBound
            + Int((Double(points.count - 1) * fraction).rounded())
          let lineX = drawing.transform.x(drawing.data.x[index])
          let card = drawing.tooltipCard(index: index, lineX: lineX)
          let what = "\(kind), \(count) series at \(width)×\(height), line at \(fraction)"
          // The room beside the line towards the plot's middle, as the card keeps it.
          let mark =
            kind == "bar"
            ? abs(drawing.data.minimumStep * drawing.transform.xPixelsPerUnit) / 2 : 0
          let gap = 10 * drawing.unit + min(mark, plot.width / 4)
          let beside = lineX < plot.midX ? plot.maxX - lineX - gap : lineX - gap - plot.minX
          if card.frame.minX < lineX && lineX < card.frame.maxX {
            #expect(
              card.frame.width > beside - 0.5,
              "card \(card.frame) over the line at \(lineX) with \(beside) px beside it: \(what)")
          }
          // A name is cut only on a card as wide as the plot, less what shortening at a
          // character leaves (about an em of the row's type).
          let em = 12 * drawing.unit * 1.2
          for row in card.rows where row.name.hasSuffix("…") {
            #expect(
              card.frame.width >= plot.width - em,
              "\"\(row.name)\" cut on a card \(card.frame.width) px wide in a plot \(plot.width) px wide: \(what)"
            )
          }
          #expect(card.frame.width <= plot.width + 0.5, "card wider than the plot: \(what)")
        }
      }
    }
  }

  @Test(
    "from 1080 px wide, a name longer than the widest card wraps onto more lines, whole; rows do not overlap; twenty such rows give way to fit the plot",
    arguments: [(1080, 1920), (1080, 1080), (1920, 1080), (3840, 2160)])
  func longNamesWrap(width: Int, height: Int) throws {
    let longNames = Self.names.map { "\($0), as reported by the regional offices" }
    for count in [1, 3, 5, 20] {
      // Twenty names on several lines do not all fit: fewer rows, the card inside the plot.
      let names = (0..<count).map {
        longNames[$0 % longNames.count] + (count > 5 ? " \($0)" : "")
      }
      let drawing = try drawing(
        kind: "line", count: count, width: width, height: height, names: names)
      let plot = drawing.plot
      let points = drawing.data.indexRange(covering: drawing.window)
      for fraction in [0.05, 0.5, 0.95] {
        let index = points.lowerBound + Int((Double(points.count - 1) * fraction).rounded())
        let card = drawing.tooltipCard(
          index: index, lineX: drawing.transform.x(drawing.data.x[index]))
        let what = "\(count) series at \(width)×\(height), line at \(fraction)"
        let runs = DisplayNode.wrapping(card.nodes(style: drawing.partStyle), opacity: 1)
          .textRuns
        let measurer = ApproximateTextMeasurer()
        let shown = card.rows.filter { !$0.value.isEmpty }.map(\.name)
        #expect(count <= 5 || shown.count < count, "all \(count) rows on the card: \(what)")
        for name in count <= 5 ? Array(names) : shown {
          #expect(runs.contains { $0.text == name }, "\"\(name)\" not whole: \(what)")
        }
        #expect(card.rows.contains { $0.wrapWidth != nil }, "no name wrapped: \(what)")
        // The names' blocks lie inside the card and below one another.
        let boxes = runs.filter { names.contains($0.text) }.map { $0.box(measurer: measurer) }
          .sorted { $0.minY < $1.minY }
        for box in boxes {
          #expect(card.frame.contains(box, tolerance: 0.5), "\(box) outside \(card.frame): \(what)")
        }
        for (upper, lower) in zip(boxes, boxes.dropFirst()) {
          #expect(upper.maxY <= lower.minY + 0.5, "\(upper) over \(lower): \(what)")
        }
        #expect(card.frame.maxY <= plot.maxY + 0.5, "card below the plot: \(what)")
        let highest = drawing.layout.header?.maxY ?? plot.minY
        #expect(card.frame.minY >= highest - 0.5, "card over the header: \(what)")
        #expect(card.frame.width <= plot.width + 0.5, "card wider than the plot: \(what)")
      }
    }
  }
}
