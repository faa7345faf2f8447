/// How messages write numbers and suggest the word a typo meant.
extension Double {
  /// The number as a user would write it: no trailing ".0", at most six decimals, and
  /// `2e+15` rather than 16 digits from 10¹⁵ up.
  package var formattedForMessage: String {
    if self == rounded(), abs(self) < 1e15 { return String(Int64(self)) }
    if abs(self) >= 1e15 && isFinite {
      var mantissa = abs(self)
      var exponent = 0
      while mantissa >= 10 {
        mantissa /= 10
        exponent += 1
      }
      mantissa = (mantissa * 1e6).rounded() / 1e6
      let digits = mantissa == mantissa.rounded() ? String(Int64(mantissa)) : String(mantissa)
      return (self < 0 ? "-" : "") + digits + "e+\(exponent)"
    }
    let rounded = (self * 1e6).rounded() / 1e6
    return rounded == 0 || !isFinite ? String(self) : String(rounded)
  }
}

extension Array where Element == String {
  /// The element nearest to `word` by edit distance, if it is close enough to be a likely typo;
  /// else the only element that holds `word` or that `word` holds, ignoring case, when both
  /// have three characters or more ("ACME" for "ACME close").
  package func closest(to word: String) -> String? {
    // Long words are never typos of short keys, and comparing them would take quadratic time.
    guard word.utf8.count <= 64 else { return nil }
    let lower = word.lowercased()
    let scored = filter { $0.utf8.count <= 64 }.map {
      ($0, $0.lowercased().editDistance(to: lower))
    }
    if let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= Swift.max(2, word.count / 3) {
      return best.0
    }
    guard lower.count >= 3 else { return nil }
    let holding = filter {
      let candidate = $0.lowercased()
      return candidate.count >= 3 && (candidate.contains(lower) || lower.contains(candidate))
    }
    return holding.count == 1 ? holding[0] : nil
  }
}

extension String {
  /// The Levenshtein distance between two strings, by characters.
  func editDistance(to other: String) -> Int {
    let a = Array(self)
    let b = Array(other)
    if a.isEmpty { return b.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in stride(from: 1, through: b.count, by: 1) {
        current[j] = Swift.min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
