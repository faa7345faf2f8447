import ChartReelCore

/// Chooses the points of a line worth drawing: all of them when there are few, and otherwise
/// at most four per pixel column — the first, the lowest, the highest and the last, in order
/// (M4) — which draws the same pixels as every point would, at a cost set by the plot's width
/// rather than the data's length.
enum Decimation {
  /// The indices to draw of the points in `points`, given a data-to-pixel transform.
  static func indices(
    x: [Double], index: MinMaxIndex, points: ClosedRange<Int>, transform: PlotTransform
  ) -> [Int] {
    let columns = Int(transform.rect.width.rounded(.up)) + 2
    guard points.count > 2 * columns else { return Array(points) }
    // Column edges in data units, ascending whatever the direction.
    let unitsPerColumn = 1 / abs(transform.xPixelsPerUnit)
    let left = transform.rect.minX - 1
    let start = min(
      transform.xValue(atPixel: left), transform.xValue(atPixel: left + Double(columns)))
    var chosen: [Int] = []
    chosen.reserveCapacity(4 * columns + 8)
    func bucket(_ range: ClosedRange<Int>) {
      var picks = [range.lowerBound, range.upperBound]
      if let extremes = index.extremes(in: range) { picks += [extremes.min, extremes.max] }
      chosen += Set(picks).sorted()
    }
    var first = points.lowerBound
    for column in 1...columns where first <= points.upperBound {
      let edge = start + Double(column) * unitsPerColumn
      var end = first
      var high = points.upperBound + 1
      while end < high {
        let mid = (end + high) / 2
        if x[mid] < edge { end = mid + 1 } else { high = mid }
      }
      if end > first {
        bucket(first...(end - 1))
        first = end
      }
    }
    if first <= points.upperBound { bucket(first...points.upperBound) }
    return chosen
  }
}
