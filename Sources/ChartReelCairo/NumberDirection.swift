/// Numbers written in Arabic-Indic digits laid out in their written order, left to right.
///
/// Unicode's bidirectional algorithm treats Arabic-Indic digits as "Arabic numbers": two of
/// them separated by a space or a sign swap places, so "Q٣ ٢٠٠١" (a quarter) drew as
/// "Q٢٠٠١ ٣" and "٢٠٠×١٠⁻⁶" as "١٠×٢٠٠⁻⁶". A text with such digits and no right-to-left letter
/// — a label made of numbers, signs and Latin letters — is drawn under a left-to-right override
/// (U+202D … U+202C, which draw nothing), so it reads as written; texts with Arabic or Hebrew
/// words keep the algorithm, and so does a range ("١٤:٤٠ – ١٦:٤٠"), which the algorithm lays
/// out from the right as a right-to-left canvas reads it. The text the scene and the probe
/// report is unchanged.
enum NumberDirection {
  /// `text` as Pango is given it.
  static func laidOut(_ text: String) -> String {
    if text.contains(" \u{2013} ") { return text }
    var hasArabicDigits = false
    for scalar in text.unicodeScalars {
      if isArabicDigit(scalar.value) {
        hasArabicDigits = true
      } else if isRightToLeftLetter(scalar.value) {
        return text
      }
    }
    return hasArabicDigits ? "\u{202D}" + text + "\u{202C}" : text
  }

  /// Arabic-Indic and Eastern Arabic-Indic digits, and the Arabic decimal and thousands
  /// separators and percent sign written with them.
  private static func isArabicDigit(_ value: UInt32) -> Bool {
    (0x0660...0x066C).contains(value) || (0x06F0...0x06F9).contains(value)
  }

  /// A letter of a right-to-left script (Hebrew, Arabic, Syriac, Thaana, N'Ko …, and their
  /// presentation forms), other than the digits, the Arabic comma and the Arabic letter mark
  /// (U+061C, which Foundation puts before an Arabic locale's minus and percent signs).
  private static func isRightToLeftLetter(_ value: UInt32) -> Bool {
    ((0x0590...0x08FF).contains(value) && !isArabicDigit(value) && value != 0x060C
      && value != 0x061C)
      || (0xFB1D...0xFDFF).contains(value) || (0xFE70...0xFEFF).contains(value)
      || (0x10800...0x10FFF).contains(value) || (0x1E800...0x1EFFF).contains(value)
  }
}
