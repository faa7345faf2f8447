import ChartReel
import Testing

@testable import ChartReelCairo

/// Labels of Arabic-Indic digits read in their written order: a quarter "Q٣ ٢٠٠١" draws its
/// quarter before its year, a power of ten "٢٠٠×١٠⁻⁶" its number before the multiplier, where
/// the bidirectional algorithm swapped them; texts with Arabic words keep the algorithm.
@Suite struct NumberDirectionTests {
  /// The pixels of `text` drawn at the left of a 300 × 40 white frame, 20 px black type.
  static func pixels(_ text: String) throws -> (frame: Frame, width: Double) {
    let rasterizer = try CairoRasterizer(width: 300, height: 40)
    let font = Font(size: 20)
    let run = TextRun(text, at: Point(x: 4, y: 6), font: font, color: .black)
    let list = DisplayList(
      size: Size(width: 300, height: 40), background: .white, nodes: [.text(run)])
    return (try rasterizer.render(list), rasterizer.measurer.measure(text, font: font).width)
  }

  /// Whether the columns of `prefix` drawn alone (all but its last two) are those at the
  /// left of `text` drawn whole.
  static func startsWith(_ text: String, _ prefix: String) throws -> Bool {
    let (whole, _) = try pixels(text)
    let (part, width) = try pixels(prefix)
    let columns = Int(4 + width) - 2
    for y in 0..<40 {
      for x in 0..<columns {
        for byte in 0..<4
        where whole.bytes[(y * 300 + x) * 4 + byte] != part.bytes[(y * 300 + x) * 4 + byte] {
          return false
        }
      }
    }
    return true
  }

  @Test(
    "numbers in Arabic-Indic digits draw in their written order",
    arguments: [
      ("Q٣ ٢٠٠١", "Q٣"), ("٢٠٠×١٠⁻⁶", "٢٠٠×"),
      ("١٫٧٥×١٠⁻³\u{061C}٪", "١٫٧٥×"),
    ])
  func writtenOrder(text: String, prefix: String) throws {
    #expect(try Self.startsWith(text, prefix), "\(text) does not start with \(prefix)")
  }

  @Test("a range of times in Arabic digits reads from the right, its end drawn first on the left")
  func rangesReadFromTheRight() throws {
    #expect(try Self.startsWith("١٤:٤٠ – ١٦:٤٠", "١٦:٤٠"))
  }

  @Test("only texts of numbers are overridden; words keep the bidirectional algorithm")
  func overrideOnlyNumbers() {
    #expect(NumberDirection.laidOut("Q٣ ٢٠٠١") == "\u{202D}Q٣ ٢٠٠١\u{202C}")
    #expect(NumberDirection.laidOut("١٣٤٫١٪") == "\u{202D}١٣٤٫١٪\u{202C}")
    // Foundation's Arabic minus and percent come with a letter mark, which is no word.
    #expect(NumberDirection.laidOut("\u{061C}-١٨") == "\u{202D}\u{061C}-١٨\u{202C}")
    #expect(NumberDirection.laidOut("سبت، ١ يوليو") == "سبت، ١ يوليو")
    #expect(NumberDirection.laidOut("Q3 2001") == "Q3 2001")
    // A range keeps the algorithm: a right-to-left canvas reads "١٤:٤٠ – ١٦:٤٠" from the right.
    #expect(NumberDirection.laidOut("١٤:٤٠ – ١٦:٤٠") == "١٤:٤٠ – ١٦:٤٠")
    #expect(NumberDirection.laidOut("שנה ٣") == "שנה ٣")
  }
}
