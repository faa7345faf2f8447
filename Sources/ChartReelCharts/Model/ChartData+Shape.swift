import ChartReelCore

extension ChartData {
  /// Why this data cannot be drawn, or nil when it can.
  ///
  /// Data read from files has passed the decoders' rules already; this is the same shape checked
  /// again for data built in Swift, so that a scene refuses it instead of trapping while it draws:
  /// at least two points, x finite and strictly increasing, at least one series, each series as
  /// long as x with finite values (NaN for a gap) from −10¹⁵ to 10¹⁵ and at least one that is not
  /// a gap.
  public var shapeProblem: String? {
    guard x.count >= 2 else { return "expected at least two points, found \(x.count)" }
    guard !series.isEmpty else { return "expected at least one series besides x, found none" }
    for (index, value) in x.enumerated() {
      guard value.isFinite else { return "x[\(index)]: expected a finite number, found \(value)" }
      if index > 0, value <= x[index - 1] {
        return
          "x[\(index)]: expected x values in increasing order without duplicates, found \(value.formattedForMessage) after \(x[index - 1].formattedForMessage)"
      }
    }
    for item in series {
      guard item.values.count == x.count else {
        return
          "series \"\(item.id.excerpt())\": expected \(x.count) values (one per x value), found \(item.values.count)"
      }
      var hasValue = false
      for value in item.values where !value.isNaN {
        guard value.isFinite, abs(value) <= 1e15 else {
          return
            "series \"\(item.id.excerpt())\": expected numbers from -1e15 to 1e15, found \(value.formattedForMessage)"
        }
        hasValue = true
      }
      if !hasValue {
        return "series \"\(item.id.excerpt())\": expected at least one value, found only gaps"
      }
    }
    return nil
  }
}
