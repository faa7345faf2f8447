import ChartReel
import Testing

@testable import ChartReelCairo

/// Texts are laid out and measured once and kept in bounded caches: what is kept never shows
/// in the pixels or the sizes, and the caches stay within their bound.
@Suite struct TextCacheTests {
  let font = Font(size: 13)
  let ink = Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.8)

  /// Runs of every shape the rasteriser keeps: plain, aligned, wrapped, right to left, bold.
  func runs(shiftedBy dx: Double) -> [DisplayNode] {
    [
      .text(TextRun("Jan 24", at: Point(x: 20.25 + dx, y: 10), font: font, color: ink)),
      .text(
        TextRun(
          "Jan 24", at: Point(x: 20.25 + dx, y: 24), font: font, color: ink, opacity: 0.4)),
      .text(
        TextRun(
          "Feb 13", at: Point(x: 90.5 + dx, y: 10.4), alignment: .center, font: font,
          color: .black)),
      .text(
        TextRun(
          "1,234", at: Point(x: 180 + dx, y: 12), alignment: .right,
          font: Font(size: 11, weight: .bold), color: ink)),
      .text(
        TextRun(
          "a wrapped note that needs three lines", at: Point(x: 10 + dx, y: 40),
          alignment: .center, font: font, color: ink, width: 90)),
      .text(
        TextRun(
          "متابعون جدد", at: Point(x: 110 + dx, y: 40), alignment: .right, font: font,
          color: .black, width: 80)),
      .transform(
        AffineTransform(a: 1.5, b: 0, c: 0, d: 1.5, tx: 120, ty: 70),
        children: [.text(TextRun("scaled 42", at: Point(x: dx, y: 0), font: font, color: ink))]),
    ]
  }

  func list(_ nodes: [DisplayNode]) -> DisplayList {
    DisplayList(size: Size(width: 240, height: 120), background: .white, nodes: nodes)
  }

  @Test("text drawn again, moved, and after the cache was filled has a fresh rasteriser's bytes")
  func keptLayoutsDrawAsFreshOnes() throws {
    let kept = try CairoRasterizer(width: 240, height: 120)
    // Many distinct texts, more than the cache keeps, between the checked frames.
    let filler = (0..<700).map { i in
      DisplayNode.text(TextRun("label \(i)", at: Point(x: 5, y: 5), font: font, color: ink))
    }
    for (round, dx) in [0.0, 0.0, 3.3, 0.0, 17.75].enumerated() {
      let checked = list(runs(shiftedBy: dx))
      let fresh = try CairoRasterizer(width: 240, height: 120)
      #expect(try kept.render(checked) == fresh.render(checked), "round \(round), dx \(dx)")
      _ = try kept.render(list(filler))
    }
  }

  @Test("the text really is drawn: a frame with a label differs from one without")
  func textShows() throws {
    let rasterizer = try CairoRasterizer(width: 240, height: 120)
    let empty = try rasterizer.render(list([]))
    let drawn = try rasterizer.render(list(runs(shiftedBy: 0)))
    #expect(empty != drawn)
  }

  @Test("kept sizes equal freshly measured ones")
  func keptSizes() throws {
    let kept = try PangoTextMeasurer()
    let texts = (0..<3000).map { "value \($0 * 7)" } + ["Followers", "a b c d e f g h"]
    for text in texts { _ = kept.measure(text, font: font, width: nil) }
    let fresh = try PangoTextMeasurer()
    for text in texts.suffix(20) + texts.prefix(5) {
      for width in [nil, 40.0] {
        #expect(
          kept.measure(text, font: font, width: width)
            == fresh.measure(
              text, font: font, width: width), "\(text) at \(String(describing: width))")
      }
    }
  }

  @Test("the bounded cache keeps at most twice its limit, and what is used keeps its place")
  func boundedCache() {
    var cache = BoundedCache<Int, String>(limit: 4)
    var made = 0
    for key in 0..<100 {
      _ = cache.value(for: key) {
        made += 1
        return "\(key)"
      }
      _ = cache.value(for: -1) {
        made += 1
        return "often"
      }
      #expect(cache.count <= 8)
    }
    // 100 keys made once each, and the key asked for after every one made only once.
    #expect(made == 101)
    #expect(cache.value(for: -1) == "often")
    #expect(cache.value(for: 99) == "99")
    #expect(cache.value(for: 0) == nil)
  }
}
