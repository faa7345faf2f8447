import ChartReelCore

extension ChartData {
  /// The indices of the points inside `window` plus the one just outside each edge.
  package func indexRange(covering window: Window) -> ClosedRange<Int> {
    let lowerX = xValue(atFraction: window.lower)
    let upperX = xValue(atFraction: window.upper)
    let firstInside = firstIndex(ofXAtLeast: lowerX)
    let pastInside = firstIndex(ofXAbove: upperX)
    let lower = max(0, firstInside - 1)
    // x values out of order (data changed after it was checked) must not invert the range.
    return lower...max(lower, min(x.count - 1, pastInside))
  }

  /// The index of the point nearest to the x value `value`.
  package func nearestIndex(toX value: Double) -> Int {
    let after = firstIndex(ofXAtLeast: value)
    if after == 0 { return 0 }
    if after == x.count { return x.count - 1 }
    return value - x[after - 1] <= x[after] - value ? after - 1 : after
  }

  /// The first index whose x is at least `value`, or `x.count`.
  package func firstIndex(ofXAtLeast value: Double) -> Int {
    partitionIndex { $0 >= value }
  }

  /// The first index whose x is greater than `value`, or `x.count`.
  package func firstIndex(ofXAbove value: Double) -> Int {
    partitionIndex { $0 > value }
  }

  private func partitionIndex(_ belongsAfter: (Double) -> Bool) -> Int {
    var low = 0
    var high = x.count
    while low < high {
      let mid = (low + high) / 2
      if belongsAfter(x[mid]) { high = mid } else { low = mid + 1 }
    }
    return low
  }
}
