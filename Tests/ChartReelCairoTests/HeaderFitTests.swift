import ChartReel
import Foundation
import TestSupport
import Testing

/// Titles that fit and one type scale (issue 34): on frames 1080 px wide or more no title or
/// tooltip name is cut with "…" and the header's dates are shown; at one frame size every kind,
/// with or without a legend, sets its axis text at heights within 10 %.
@Suite struct HeaderFitTests {
  static let sizes = [
    (480, 480), (1280, 720), (1920, 1080), (1080, 1080), (1080, 1920), (3840, 2160),
  ]
  /// Every kind of the repository's data: lines, two axes, stacked bars, bars, percentage
  /// areas, candlesticks.
  static let data = [
    #"{"file": "data/round2/1/overview.json"}"#, #"{"file": "data/round2/2/overview.json"}"#,
    #"{"file": "data/round2/3/overview.json"}"#, #"{"file": "data/round2/4/overview.json"}"#,
    #"{"file": "data/round2/5/overview.json"}"#,
    #"{"csv": "data/prices.csv", "x": "date", "candles": {"open": "open", "high": "high", "low": "low", "close": "close"}}"#,
  ]
  static let titles = [
    "Deaths in the British army in the East, 1854–1856, by cause of death",
    "Wheat prices and weekly wages, 1565 to 1821", "Views",
  ]

  /// The texts at 0.2 s (at rest) and 1.2 s (the indicator's card shown) of a chart of `data`
  /// titled `title` on a `width` × `height` canvas.
  func texts(data: String, title: String, width: Int, height: Int) throws -> [[ProbedText]] {
    let measurer = try PangoTextMeasurer()
    let json = """
      {"canvas": {"width": \(width), "height": \(height), "fps": 10}, "duration": 1.5,
       "data": \(data), "title": "\(title)", "initial": {"window": [0.6, 1]},
       "actions": [{"at": 1, "duration": 0.1, "indicator": 0.3}]}
      """
    let compiled = CompiledScene(try TestPaths.scene(json: json), measurer: measurer)
    return [0.2, 1.2].map {
      compiled.texts(at: $0, measurer: measurer).filter { $0.opacity >= 0.5 }
    }
  }

  @Test(
    "no title or tooltip name cut and the dates shown at 1080 px wide or more", arguments: sizes)
  func titlesFit(width: Int, height: Int) throws {
    for data in Self.data {
      for title in Self.titles {
        for texts in try texts(data: data, title: title, width: width, height: height) {
          let what = "\(title.prefix(20))… on \(data.prefix(40)) at \(width)×\(height)"
          let shown = try #require(texts.first { $0.role == .title })
          let dates = texts.first { $0.role == .header }
          #expect(
            !(dates.map { shown.box.intersects($0.box) } ?? false), "dates over the title: \(what)")
          guard width >= 1080 else { continue }
          #expect(shown.text == title, "title \"\(shown.text)\": \(what)")
          #expect(dates != nil, "no dates in the header: \(what)")
          let cut = texts.filter { $0.role == .tooltip && $0.text.hasSuffix("…") }
          #expect(cut.isEmpty, "tooltip \(cut.map(\.text)): \(what)")
        }
      }
    }
  }

  @Test(
    "one type scale per frame size: y labels within 10 % across kinds and titles", arguments: sizes)
  func oneTypeScale(width: Int, height: Int) throws {
    var heights: [Double] = []
    for data in Self.data {
      for title in Self.titles {
        let texts = try texts(data: data, title: title, width: width, height: height)[0]
        heights += texts.filter { $0.role == .yLabel }.map(\.box.height).prefix(1)
      }
    }
    let (low, high) = (heights.min() ?? 0, heights.max() ?? 0)
    #expect(heights.count >= 10, "\(width)×\(height): \(heights)")
    #expect(low >= 0.9 * high, "\(width)×\(height): y labels \(low) to \(high) px high")
  }
}
