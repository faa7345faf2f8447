extension ChartData {
  /// The indices of the points inside `window` plus the one just outside each edge.
  public func indexRange(covering window: Window) -> ClosedRange<Int> {
    let lowerX = xValue(atFraction: window.lower)
    let upperX = xValue(atFraction: window.upper)
    let firstInside = firstIndex(ofXAtLeast: lowerX)
    let pastInside = firstIndex(ofXAbove: upperX)
    return max(0, firstInside - 1)...min(x.count - 1, pastInside)
  }

  /// [min, max] of the series whose alpha is above 0, over the points of `indices`, skipping
  /// gaps (NaN); nil when no series is visible or the points hold only gaps.
  public func valueRange(seriesAlpha: [Double], indices: ClosedRange<Int>) -> ValueRange? {
    var low = Double.infinity
    var high = -Double.infinity
    for (series, alpha) in zip(series, seriesAlpha) where alpha > 0 {
      for value in series.values[indices] where !value.isNaN {
        low = min(low, value)
        high = max(high, value)
      }
    }
    return low <= high ? ValueRange(low, high) : nil
  }

  /// The first index whose x is at least `value`, or `x.count`.
  func firstIndex(ofXAtLeast value: Double) -> Int {
    partitionIndex { $0 >= value }
  }

  /// The first index whose x is greater than `value`, or `x.count`.
  func firstIndex(ofXAbove value: Double) -> Int {
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
