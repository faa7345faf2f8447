import ChartReel
import TestSupport
import Testing

@testable import ChartReelCairo

/// Texts shown from their kept glyph runs have exactly the bytes Pango's renderer
/// (`pango_cairo_show_layout`) gives, whatever the script, font, size, wrap, alignment,
/// sub-pixel position, colour, group or transform.
@Suite struct GlyphRunsTests {
  /// Words in the scripts and shapes a chart's labels take: digits with grouping spaces,
  /// ligatures and kerning, accents and combining marks, right-to-left and mixed, characters
  /// no installed font has (Pango draws those as hex boxes itself), tabs, several lines.
  static let words = [
    "Jan 24", "5 150 861.10", "−0.25", "1e11", "AVATAR", "office ffl", "Herauszoomen", "Größe",
    "Всего", "ещё 6", "Αλφα", "e\u{301}te\u{301}", "a\u{308}", "متابعون جدد", "٣٤٥", "שלום עולם",
    "Total: متابعون 123", "Zoom Out", "+N more", "中文", "📈", "\u{E000}", "a\tb", "x\ny",
    "q\u{301}", "x\u{323}\u{302}", "بِسْمِ", "שָׁלוֹם", "(", "%", "Launch", "Peak", "Quarterly goal",
    "12:00", "Mar 9", "—", "ﬁ",
  ]

  static let families = [
    "DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono", "DejaVu Sans Condensed",
  ]

  /// A random run of 1 to 4 words, at a random sub-pixel position, in a random font and colour.
  static func run(_ random: inout SeededGenerator) -> TextRun {
    let count = Int.random(in: 1...4, using: &random)
    let text = (0..<count).map { _ in words.randomElement(using: &random)! }.joined(
      separator: Bool.random(using: &random) ? " " : "")
    let sizes: [Double] = [4, 7.5, 9, 11, 13, 13.37, 19, 24.6, 41, 90]
    let size =
      Bool.random(using: &random)
      ? sizes.randomElement(using: &random)! : Double.random(in: 3...60, using: &random)
    let font = Font(
      family: families.randomElement(using: &random)!, size: size,
      weight: Bool.random(using: &random) ? .bold : .regular)
    // Positions on whole pixels, on Cairo's 1/256 grid, and anywhere.
    func coordinate(_ range: ClosedRange<Double>) -> Double {
      let value = Double.random(in: range, using: &random)
      switch Int.random(in: 0..<3, using: &random) {
      case 0: return value.rounded()
      case 1: return (value * 256).rounded() / 256
      default: return value
      }
    }
    let color = Color(
      red: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random),
      blue: .random(in: 0...1, using: &random), alpha: .random(in: 0.2...1, using: &random))
    return TextRun(
      text, at: Point(x: coordinate(-20...300), y: coordinate(-10...180)),
      alignment: TextRun.Alignment.allCases.randomElement(using: &random)!, font: font,
      color: color, opacity: Bool.random(using: &random) ? 1 : .random(in: 0.1...1, using: &random),
      width: Bool.random(using: &random) ? nil : .random(in: 20...260, using: &random))
  }

  /// A few runs, some in a translucent clipped group, some moved, some scaled (Pango lays
  /// those out again: they are compared too).
  static func nodes(_ random: inout SeededGenerator) -> [DisplayNode] {
    var nodes: [DisplayNode] = []
    for _ in 0..<8 {
      let text = DisplayNode.text(run(&random))
      switch Int.random(in: 0..<6, using: &random) {
      case 0:
        nodes.append(
          .group(
            clip: .rect(Rect(x: 10.5, y: 5.25, width: 250, height: 150)),
            opacity: .random(in: 0.2...1, using: &random), children: [text, .text(run(&random))]))
      case 1:
        let move = AffineTransform(
          a: 1, b: 0, c: 0, d: 1, tx: .random(in: -30...30, using: &random),
          ty: .random(in: -30...30, using: &random))
        nodes.append(.transform(move, children: [text]))
      case 2:
        let scale = AffineTransform(a: 1.3, b: 0, c: 0, d: 0.8, tx: 5, ty: 3)
        nodes.append(.transform(scale, children: [text]))
      default:
        nodes.append(text)
      }
    }
    return nodes
  }

  @Test("generated texts from glyph runs have the bytes of Pango's renderer")
  func sameBytesAsPango() throws {
    let fast = try CairoRasterizer(width: 320, height: 200)
    let pango = try CairoRasterizer(width: 320, height: 200)
    pango.text.showsGlyphRuns = false
    var random = SeededGenerator(seed: 24)
    var differing = 0
    for round in 0..<150 {
      let nodes = Self.nodes(&random)
      let background: Color = round.isMultiple(of: 3) ? .black : .white
      let list = DisplayList(
        size: Size(width: 320, height: 200), background: background, nodes: nodes)
      // Twice: laid out now, and kept from before (a blank frame between, or the frame
      // at rest would not be drawn again).
      for pass in 0..<2 {
        if try fast.render(list) != pango.render(list) {
          differing += 1
          Issue.record("round \(round), pass \(pass): \(nodes)")
        }
        let blank = DisplayList(size: list.size, background: background)
        #expect(try fast.render(blank) == pango.render(blank))
      }
    }
    #expect(differing == 0)
    // Most texts really took the glyph runs (the others: scaled, or a hex box).
    #expect(fast.text.glyphRunsShown > 1200, "\(fast.text.glyphRunsShown)")
    #expect(pango.text.glyphRunsShown == 0)
  }

  @Test("a text with a character no font has is left to Pango, which draws its hex box")
  func hexBoxesLeftToPango() throws {
    let fast = try CairoRasterizer(width: 120, height: 40)
    let pango = try CairoRasterizer(width: 120, height: 40)
    pango.text.showsGlyphRuns = false
    let run = TextRun(
      "a \u{E000} b", at: Point(x: 10.3, y: 8.6), font: Font(size: 14), color: .black)
    let list = DisplayList(
      size: Size(width: 120, height: 40), background: .white, nodes: [.text(run)])
    #expect(try fast.render(list) == pango.render(list))
    #expect(fast.text.glyphRunsShown == 0)
    let plain = DisplayList(
      size: Size(width: 120, height: 40), background: .white,
      nodes: [
        .text(TextRun("a b", at: Point(x: 10.3, y: 8.6), font: Font(size: 14), color: .black))
      ])
    #expect(try fast.render(plain) == pango.render(plain))
    #expect(fast.text.glyphRunsShown == 1)
  }
}
