import ChartReelCore

/// One bar to draw: the point whose height it shows, the points it stands for and its
/// horizontal extent in pixels.
struct BarColumn {
  /// The point whose value is the bar's height.
  var pick: Int
  /// The points the bar stands for: the pick alone, or on dense data a pixel column's worth.
  var points: ClosedRange<Int>
  /// The bar's left edge in pixels (its right edge when time runs right to left).
  var left: Double
  /// The bar's other edge in pixels.
  var right: Double
}

extension ChartDrawing {
  /// The bars to draw: one per point, one x-step wide and centred on it; or on dense data (more
  /// than two points per pixel column) one per column, showing its tallest point, the columns
  /// touching each other (`joined`).
  func barColumns(
    _ area: MarkArea, _ transform: PlotTransform, tallest: (ClosedRange<Int>) -> Int?
  ) -> (columns: [BarColumn], joined: Bool) {
    let halfStep = data.minimumStep / 2
    let count = Int(transform.rect.width.rounded(.up)) + 2
    guard area.points.count > 2 * count else {
      let half = abs(data.minimumStep * transform.xPixelsPerUnit) / 2
      let columns = area.points.map { i in
        let center = transform.x(data.x[i])
        return BarColumn(pick: i, points: i...i, left: center - half, right: center + half)
      }
      return (columns, false)
    }
    var ranges: [ClosedRange<Int>] = []
    var picks: [Int] = []
    let perColumn = Double(area.points.count) / Double(count)
    var start = area.points.lowerBound
    for column in 1...count where start <= area.points.upperBound {
      let end = min(
        area.points.upperBound, area.points.lowerBound + Int(Double(column) * perColumn) - 1)
      if end >= start, let pick = tallest(start...end) {
        ranges.append(start...end)
        picks.append(pick)
      }
      start = end + 1
    }
    // Edges between neighbouring columns halfway between their outer points, shared exactly.
    var edges = [transform.x(data.x[ranges.first?.lowerBound ?? 0] - halfStep)]
    for k in ranges.indices.dropFirst() {
      edges.append(
        transform.x((data.x[ranges[k - 1].upperBound] + data.x[ranges[k].lowerBound]) / 2))
    }
    edges.append(transform.x(data.x[ranges.last?.upperBound ?? 0] + halfStep))
    let columns = ranges.indices.map { k in
      BarColumn(pick: picks[k], points: ranges[k], left: edges[k], right: edges[k + 1])
    }
    return (columns, true)
  }
}
