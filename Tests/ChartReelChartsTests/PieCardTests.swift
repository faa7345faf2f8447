import ChartReelCore
import ChartReelInput
import Foundation
import TestSupport
import Testing

@testable import ChartReelCharts

/// A pie's card never covers the slice it names, whatever the frame's shape.
@Suite struct PieCardTests {
  /// A percentage chart of `count` series turned into a pie, on a `width` × `height` canvas,
  /// with the indicator at `indicator`: its drawing once the pie is whole.
  func pie(
    count: Int, width: Int, height: Int, indicator: Double, name: String = "with a long name"
  ) throws -> ChartDrawing {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let days = (0..<30).map { 1_704_067_200_000 + $0 * 86_400_000 }
    let columns = (0..<count).map { k in
      "[\"y\(k)\", \((0..<30).map { String(10 + (k * 7 + $0) % 13) }.joined(separator: ","))]"
    }
    let types = (0..<count).map { "\"y\($0)\": \"area\"" }.joined(separator: ",")
    let names = (0..<count).map { "\"y\($0)\": \"Slice \($0 + 1) \(name)\"" }
    let colors = (0..<count).map {
      "\"y\($0)\": \"#\(String(0x204060 + $0 * 0x0A0703, radix: 16))\""
    }
    try """
    {"columns": [["x", \(days.map(String.init).joined(separator: ","))], \(columns.joined(separator: ","))],
     "types": {"x": "x", \(types)}, "names": {\(names.joined(separator: ","))},
     "colors": {\(colors.joined(separator: ","))}, "percentage": true}
    """.write(toFile: folder + "/d.json", atomically: true, encoding: .utf8)
    try """
    {"canvas": {"width": \(width), "height": \(height), "fps": 30}, "duration": 2,
     "data": {"file": "d.json"}, "title": "Shares", "initial": {"window": [0.4, 0.6]},
     "actions": [{"at": 0, "duration": 0, "indicator": \(indicator)}, {"at": 0.2, "duration": 0.5, "pie": true}]}
    """.write(toFile: folder + "/s.json", atomically: true, encoding: .utf8)
    let compiled = TestPaths.compile(try SceneDecoder.load(path: folder + "/s.json"))
    let renderer = compiled.charts[0]
    return ChartDrawing(
      renderer, renderer.overview, state: renderer.state(at: 1.5),
      context: compiled.drawContext(at: 1.5, measurer: ApproximateTextMeasurer()))
  }

  @Test(
    "the card is clear of the selected slice at 480², 16:9, 9:16 and 4:3",
    arguments: [(480, 480), (1280, 720), (1080, 1920), (800, 600)])
  func cardClearsTheSlice(width: Int, height: Int) throws {
    for count in [3, 8, 20] {
      for indicator in stride(from: 0.03, through: 0.97, by: 0.0625) {
        let drawing = try pie(count: count, width: width, height: height, indicator: indicator)
        let card = try #require(drawing.plotContext.pieTooltipCard())
        let shares = PieShares(data: drawing.data, day: nil, state: drawing.state).shares
        let angles = drawing.plotContext.pieAngles(shares)
        let middle = (angles[card.slice] + angles[card.slice + 1]) / 2
        let (center, radius) = drawing.plotContext.pieCircle
        for fraction in stride(from: 0.35, through: 1.0, by: 0.05) {
          let point = Point(
            x: center.x + fraction * radius * cos(middle),
            y: center.y + fraction * radius * sin(middle))
          let inside =
            point.x > card.frame.minX && point.x < card.frame.maxX && point.y > card.frame.minY
            && point.y < card.frame.maxY
          #expect(
            !inside,
            "\(count) slices at \(width)×\(height), indicator \(indicator): card \(card.frame) over slice \(card.slice)"
          )
        }
      }
    }
  }

  @Test(
    "a name too long for the card's line wraps in a card as wide as the plot, never shortened",
    arguments: [(1080, 1920), (1080, 1080), (1920, 1080)])
  func longNamesWrap(width: Int, height: Int) throws {
    let name = "of the regional throughput by sector (kWh per household, hourly)"
    for indicator in stride(from: 0.03, through: 0.97, by: 0.125) {
      let drawing = try pie(
        count: 8, width: width, height: height, indicator: indicator, name: name)
      let card = try #require(drawing.plotContext.pieTooltipCard())
      let texts = drawing.plotContext.pieTooltip(frame: card.frame, slice: card.slice)
        .compactMap { node -> TextRun? in
          if case .text(let run) = node { return run }
          return nil
        }
      let what = "\(width)×\(height), indicator \(indicator)"
      #expect(texts.first?.text == "Slice \(card.slice + 1) \(name)", "\(what)")
      for run in texts {
        let box = run.box(measurer: ApproximateTextMeasurer())
        #expect(card.frame.insetBy(dx: -0.5, dy: -0.5).contains(box), "\(run.text) \(box): \(what)")
      }
      #expect(
        card.frame.minX >= drawing.plot.minX - 0.5 && card.frame.maxX <= drawing.plot.maxX + 0.5)
    }
  }

  /// The card's value of each slice of a whole-window pie over `csv`.
  func cardValues(_ csv: String, format: String = "") throws -> [Double] {
    let json =
      #"{"canvas": {"width": 640, "height": 480}, "initial": {"window": [0, 1]}, "actions": [{"at": 0, "duration": 0, "pie": true}], "duration": 1, "data": {"csv": "d.csv", "kind": "percentArea"\#(format)}}"#
    let scene = try SceneDecoder.decode(Array(json.utf8), file: "scene.json") {
      path throws(InputError) in InputFile(path: path, bytes: Array(csv.utf8))
    }
    let renderer = TestPaths.compile(scene).charts[0]
    return PieShares(data: renderer.data, day: nil, state: renderer.state(at: 0.5)).cardValues
  }

  @Test("a pie of counts sums them; of weekly shares, it reads their mean, not 394.7")
  func cardValueOfCountsAndShares() throws {
    let counts = try cardValues("week,a,b\n2024-01-01,10,5\n2024-01-08,20,5\n2024-01-15,30,5\n")
    #expect(abs(counts[0] - 60) < 1e-9 && abs(counts[1] - 15) < 1e-9, "\(counts)")
    let shares = try cardValues(
      "week,a,b,c\n2024-01-01,60.1,30,9.9\n2024-01-08,62,28,10\n2024-01-15,64,26.05,10\n")
    #expect(abs(shares[0] - 62.033_333) < 1e-5 && abs(shares[1] - 28.016_667) < 1e-5, "\(shares)")
    let fractions = try cardValues("week,a,b\n2024-01-01,0.6,0.4\n2024-01-08,0.7,0.3\n")
    #expect(abs(fractions[0] - 0.65) < 1e-9, "\(fractions)")
    // Rows that add up to 100 only sometimes are counts.
    let mixed = try cardValues("week,a,b\n2024-01-01,60,40\n2024-01-08,70,50\n")
    #expect(abs(mixed[0] - 130) < 1e-9, "\(mixed)")
  }
}
