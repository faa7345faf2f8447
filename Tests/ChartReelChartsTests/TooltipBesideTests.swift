import ChartReelCore
import ChartReelInput
import Foundation
import TestSupport
import Testing

@testable import ChartReelCharts

/// The indicator's card stays beside its line, shortening long names, rather than covering the
/// line and the points it names.
@Suite struct TooltipBesideTests {
  static let names = [
    "Revenue from enterprise subscriptions in North America",
    "Daily active users (seven-day rolling mean)", "Referrals via the partner network programme",
    "Average session length in minutes", "Subscribers from organic search results",
  ]

  /// A chart of `count` series of `kind` ("line" or "bar") with long names, on a `width` ×
  /// `height` canvas, drawn at rest.
  func drawing(kind: String, count: Int, width: Int, height: Int) throws -> ChartDrawing {
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
     "names": {\(ids.indices.map { "\"y\($0)\": \"\(Self.names[$0 % Self.names.count])\"" }.joined(separator: ","))},
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
    "long names are shortened so that the card is beside the line, at 480² to 4K",
    arguments: [(480, 480), (1280, 720), (1080, 1920), (1920, 1080), (3840, 2160)])
  func cardBesideTheLine(width: Int, height: Int) throws {
    for kind in ["line", "bar"] {
      for count in [1, 2, 5] {
        let drawing = try drawing(kind: kind, count: count, width: width, height: height)
        let points = drawing.data.indexRange(covering: drawing.window)
        for fraction in [0.05, 0.3, 0.5, 0.7, 0.95] {
          let index =
            points.lowerBound
            + Int((Double(points.count - 1) * fraction).rounded())
          let lineX = drawing.transform.x(drawing.data.x[index])
          let card = drawing.tooltipCard(index: index, lineX: lineX)
          let what = "\(kind), \(count) series at \(width)×\(height), line at \(fraction)"
          #expect(
            !(card.frame.minX < lineX && lineX < card.frame.maxX),
            "card \(card.frame) over the line at \(lineX): \(what)")
          for row in card.rows where row.name.hasSuffix("…") {
            #expect(row.name.count >= 9, "\"\(row.name)\" cut too short: \(what)")
          }
        }
      }
    }
  }
}
