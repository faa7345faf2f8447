import ChartReelCharts

/// Reads dates written with an English month name: `Jan 2020`, `January 2020`, `Jan-2020`,
/// `7 Jan 2020`, `07-Jan-2020`, `Jan 7, 2020` and `January 7 2020`.
///
/// The name may be whole or its first three letters (`Sept` too), in any case; the year has
/// four digits. Such a date needs no order of day and month: the name says which is the month.
package enum MonthNameDate {
  /// The year, month (1–12) and day (1 when the text names only a month) of `text`, or nil
  /// when it is not written so.
  package static func parts(_ text: String) -> (year: Int, month: Int, day: Int)? {
    let words = text.split { $0 == " " || $0 == "-" || $0 == "/" || $0 == "," || $0 == "." }
    guard (2...3).contains(words.count), words.allSatisfy({ $0.allSatisfy(\.isASCII) }) else {
      return nil
    }
    guard let year = fourDigits(words[words.count - 1]) else { return nil }
    if words.count == 2 {
      guard let month = month(words[0]) else { return nil }
      return (year, month, 1)
    }
    // "7 Jan 2020" or "Jan 7 2020".
    if let month = month(words[1]), let day = day(words[0]) { return (year, month, day) }
    if let month = month(words[0]), let day = day(words[1]) { return (year, month, day) }
    return nil
  }

  /// The month a word names: 1 for "Jan", "jan" or "January"; nil for another word.
  static func month(_ word: Substring) -> Int? {
    let lower = word.lowercased()
    guard lower.count >= 3, lower.allSatisfy(\.isLetter) else { return nil }
    if lower == "sept" { return 9 }
    return CalendarDate.fullMonthNames.firstIndex {
      $0.lowercased() == lower || (lower.count == 3 && $0.lowercased().hasPrefix(lower))
    }.map { $0 + 1 }
  }

  private static func day(_ word: Substring) -> Int? {
    guard (1...2).contains(word.count), let day = Int(word), (1...31).contains(day) else {
      return nil
    }
    return day
  }

  private static func fourDigits(_ word: Substring) -> Int? {
    guard word.count == 4, word.allSatisfy(\.isNumber) else { return nil }
    return Int(word)
  }
}
