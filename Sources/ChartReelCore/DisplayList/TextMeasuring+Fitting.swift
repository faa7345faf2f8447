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

  /// `text` as it fits in a block `width` wide and `height` tall, its lines wrapped at `width`:
  /// whole when it fits, else shortened at the end with "…" (between words where one ends
  /// in the second half of what fits); one line shortened to `width` when not even one line
  /// fits in `height`.
  package func fitting(_ text: String, font: Font, width: Double, height: Double) -> String {
    func fits(_ candidate: String) -> Bool {
      measure(candidate, font: font, width: width).height <= height + 0.5
    }
    if fits(text) { return text }
    let characters = Array(text)
    // The longest prefix whose shortened form fits, found by halving.
    var low = 0
    var high = characters.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if fits(Self.shortened(characters, middle)) { low = middle } else { high = middle - 1 }
    }
    // Cut between words when a word boundary is in the second half of what fits.
    if low < characters.count, !characters[low].isWhitespace,
      let space = characters[..<low].lastIndex(where: \.isWhitespace), space > low / 2
    {
      low = space
    }
    if low > 0 || fits("…") { return Self.shortened(characters, low) }
    let firstLine = String(text.prefix { $0 != "\n" })
    return fitting(firstLine, font: font, width: width) ?? "…"
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
