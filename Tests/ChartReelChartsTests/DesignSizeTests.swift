import ChartReelCore
import ChartReelInput
import Foundation
import TestSupport
import Testing

/// `canvas.designSize`: a scene's pixel values written for one canvas look the same on another.
@Suite struct DesignSizeTests {
  /// A headline, a padded column and a chart, written in 4K pixels, on a `width` × `height`
  /// canvas, with `designSize` when given.
  func scene(width: Int, height: Int, design: String?) throws -> CompiledScene {
    let designKey = design.map { #", "designSize": \#($0)"# } ?? ""
    return TestPaths.compile(
      try TestPaths.scene(
        json: """
          {"canvas": {"width": \(width), "height": \(height), "fps": 10\(designKey)},
           "root": {"type": "column", "padding": 96, "gap": 48, "children": [
             {"type": "text", "id": "headline", "text": "Followers", "size": 120},
             {"type": "chart", "id": "main", "data": {"file": "data/round2/1/overview.json"},
              "title": "Views"},
             {"type": "text", "id": "note", "text": "New followers only", "size": 60,
              "offset": [30, 0]}]},
           "actions": [{"at": 0.5, "duration": 0.5, "target": "note", "offset": [90, 0]}],
           "duration": 1}
          """))
  }

  func texts(_ compiled: CompiledScene) -> [String: Rect] {
    let texts = compiled.texts(at: 0.75, measurer: ApproximateTextMeasurer())
    return Dictionary(texts.map { ($0.text, $0.box) }, uniquingKeysWith: { a, _ in a })
  }

  @Test("a 4K design drawn at 720p is the 4K frame scaled by a third: texts, frames, offsets")
  func scalesEveryPixelValue() throws {
    let large = try scene(width: 3840, height: 2160, design: nil)
    let small = try scene(width: 1280, height: 720, design: "[3840, 2160]")
    let (a, b) = (texts(large), texts(small))
    #expect(a.count == b.count)
    for (text, box) in a {
      guard let scaled = b[text] else {
        Issue.record("\"\(text)\" missing at 720p")
        continue
      }
      // Within a pixel of a third of the 4K box.
      for (x, y) in [
        (box.minX, scaled.minX), (box.minY, scaled.minY), (box.width, scaled.width),
        (box.height, scaled.height),
      ] {
        #expect(abs(x / 3 - y) <= 1, "\"\(text)\": \(box) at 4K, \(scaled) at 720p")
      }
    }
    let probe = small.probe(at: 0.75, measurer: ApproximateTextMeasurer())
    let largeProbe = large.probe(at: 0.75, measurer: ApproximateTextMeasurer())
    for id in ["headline", "main", "note"] {
      let frame = try #require(probe["nodes"]?[id]?["frame"]?.rect)
      let largeFrame = try #require(largeProbe["nodes"]?[id]?["frame"]?.rect)
      #expect(abs(frame.minX - largeFrame.minX / 3) <= 1, "\(id): \(frame) vs \(largeFrame)")
      #expect(abs(frame.width - largeFrame.width / 3) <= 1, "\(id): \(frame) vs \(largeFrame)")
      #expect(abs(frame.height - largeFrame.height / 3) <= 1, "\(id): \(frame) vs \(largeFrame)")
    }
    #expect(small.displayList(at: 0.75, measurer: ApproximateTextMeasurer()).size.width == 1280)
  }

  @Test("a design of other proportions scales by the smaller ratio and fits the canvas")
  func otherProportions() throws {
    let tall = try scene(width: 1080, height: 1920, design: "[1280, 720]")
    let headline = try #require(texts(tall)["Followers"])
    // 120 px written for 1280 wide, at 1080 wide: 120 × 0.84375 tall glyphs (1.2 em lines).
    #expect(abs(headline.height - 120 * 1.2 * 1080 / 1280) <= 1, "\(headline)")
    let canvas = Rect(x: 0, y: 0, width: 1080, height: 1920)
    for (text, box) in texts(tall) {
      #expect(canvas.contains(box, tolerance: 0.5), "\"\(text)\" \(box) off the canvas")
    }
  }

  @Test("a design side out of range is an error at its key path")
  func badDesignSize() throws {
    do {
      _ = try scene(width: 1280, height: 720, design: "[0, 720]")
      Issue.record("accepted")
    } catch let error as InputError {
      let lines = error.problems.map(\.description)
      #expect(
        lines.contains { $0.contains("canvas.designSize[0]") && $0.contains("16 to 8192") },
        "\(lines)")
    }
  }
}
