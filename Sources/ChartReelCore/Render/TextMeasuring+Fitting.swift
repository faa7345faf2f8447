extension TextMeasuring {
  /// `text` as it fits in `width` on one line in `font`: whole when it fits, else shortened at the
  /// end with "…"; nil when fewer than `minimumCharacters` characters would be left before it.
  package func fitting(
    _ text: String, font: Font, width: Double, minimumCharacters: Int = 1
  ) -> String? {
    if measure(text, font: font).width <= width { return text }
    let characters = Array(text)
    // The longest prefix whose shortened form fits, found by halving.
    var low = 0
    var high = characters.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if measure(Self.shortened(characters, middle), font: font).width <= width {
        low = middle
      } else {
        high = middle - 1
      }
    }
    guard low >= minimumCharacters else { return nil }
    return Self.shortened(characters, low)
  }

  private static func shortened(_ characters: [Character], _ count: Int) -> String {
    String(characters[..<count]).trimmingTrailingSpaces + "…"
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.last?.isWhitespace == true { text.removeLast() }
    return text
  }
}
