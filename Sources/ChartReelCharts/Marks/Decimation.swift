import ChartReelCore

/// Chooses the points of a line worth drawing: all of them when there are few, and otherwise
/// at most four per pixel column — the first, the lowest, the highest and the last, in order
/// (M4) — which draws the same pixels as every point would, at a cost set by the plot's width
/// rather than the data's length.
enum Decimation {
  /// The points of one pixel column.
  struct Column: Equatable {
    /// The first and last point in the column.
    var first: Int
    var last: Int
    /// The lowest and highest, gaps skipped; nil when the column holds only gaps.
    var low: Int?
    var high: Int?
    /// The column's left and right edges, in data units (ascending whatever the direction).
    var lower: Double
    var upper: Double
  }

  /// The number of pixel columns a transform's plot covers, with one to spare at each end.
  static func columnCount(_ transform: PlotTransform) -> Int {
    Int(transform.rect.width.rounded(.up)) + 2
  }

  /// The points of `points` grouped by pixel column, left to right in data order.
  ///
  /// A column without points is left out; the points past the last column edge share one last
  /// column.
  ///
  /// Each column edge is found by a guess from the mean spacing corrected by a galloping
  /// search, and each column's extremes come from `index`: O(columns) for evenly spaced data,
  /// whatever the number of points.
  static func columns(
    x: [Double], index: MinMaxIndex, points: ClosedRange<Int>, transform: PlotTransform
  ) -> [Column] {
    let count = columnCount(transform)
    let unitsPerColumn = 1 / abs(transform.xPixelsPerUnit)
    let left = transform.rect.minX - 1
    let start = min(
      transform.xValue(atPixel: left), transform.xValue(atPixel: left + Double(count)))
    var result: [Column] = []
    result.reserveCapacity(count + 1)
    func add(_ range: ClosedRange<Int>, _ lower: Double, _ upper: Double) {
      let extremes = index.extremes(in: range)
      result.append(
        Column(
          first: range.lowerBound, last: range.upperBound, low: extremes?.min,
          high: extremes?.max, lower: lower, upper: upper))
    }
    var first = points.lowerBound
    var lower = start
    x.withUnsafeBufferPointer { x in
      for column in 1...count where first <= points.upperBound {
        let edge = start + Double(column) * unitsPerColumn
        let end = firstIndex(in: x, from: first, through: points.upperBound, atLeast: edge)
        if end > first {
          add(first...(end - 1), lower, edge)
          first = end
        }
        lower = edge
      }
    }
    if first <= points.upperBound {
      add(first...points.upperBound, lower, max(lower, x[points.upperBound]))
    }
    return result
  }

  /// The first index from `from` through `last` + 1 whose x is at least `value`: guessed from
  /// the mean spacing of the rest, then corrected by doubling steps and a binary search.
  static func firstIndex(
    in x: UnsafeBufferPointer<Double>, from: Int, through last: Int, atLeast value: Double
  ) -> Int {
    guard from <= last, x[from] < value else { return from }
    guard x[last] >= value else { return last + 1 }
    // x[from] < value <= x[last]: interpolate a first probe.
    let fraction = (value - x[from]) / (x[last] - x[from])
    var guess = from + Int(fraction * Double(last - from))
    guess = min(max(guess, from + 1), last)
    var low = from  // x[low] < value
    var high = last  // x[high] >= value
    var step = 1
    if x[guess] < value {
      low = guess
      while low + step < high, x[low + step] < value {
        low += step
        step *= 2
      }
      high = min(high, low + step)
    } else {
      high = guess
      while high - step > low, x[high - step] >= value {
        high -= step
        step *= 2
      }
      low = max(low, high - step)
    }
    while high - low > 1 {
      let mid = (low + high) / 2
      if x[mid] < value { low = mid } else { high = mid }
    }
    return high
  }

  /// The indices to draw of the points in `points`, given a data-to-pixel transform.
  static func indices(
    x: [Double], index: MinMaxIndex, points: ClosedRange<Int>, transform: PlotTransform
  ) -> [Int] {
    guard points.count > 2 * columnCount(transform) else { return Array(points) }
    return indices(of: columns(x: x, index: index, points: points, transform: transform))
  }

  /// The points to draw of columns: each column's first, lowest, highest and last, in order.
  static func indices(of columns: [Column]) -> [Int] {
    var chosen: [Int] = []
    chosen.reserveCapacity(4 * columns.count)
    for column in columns {
      var picks = [
        column.first, column.last, column.low ?? column.first, column.high ?? column.first,
      ]
      picks.sort()
      for (n, pick) in picks.enumerated() where n == 0 || pick != picks[n - 1] {
        chosen.append(pick)
      }
    }
    return chosen
  }
}
