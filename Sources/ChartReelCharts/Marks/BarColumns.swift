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

  /// Narrows the bar to `slot` of its width, fractions from its left edge (from its right one
  /// when time runs right to left, where `left` is the greater).
  mutating func narrow(to slot: ClosedRange<Double>) {
    let width = right - left
    (left, right) = (left + width * slot.lowerBound, left + width * slot.upperBound)
  }
}

extension PlotContext {
  /// The bars to draw: one per point, spanning its period (`ChartData.barExtent`); or on dense
  /// data (bars thinner than a pixel: more points than pixel columns, or a step under a pixel)
  /// one per pixel column (`Decimation.columns`), showing its tallest point by `tallest` (the
  /// maximum of its values), neighbouring columns touching (`joined`), as candlesticks do.
  func barColumns(
    _ area: MarkArea, _ transform: PlotTransform, tallest: MinMaxIndex
  ) -> (columns: [BarColumn], joined: Bool) {
    let step = abs(data.minimumStep * transform.xPixelsPerUnit)
    guard area.points.count > Decimation.columnCount(transform) || step < 1 else {
      // Each bar spans its point's period: a calendar month of monthly data (`barExtent`).
      let columns = area.points.map { i in
        let extent = data.barExtent(at: i)
        let (a, b) = (transform.x(extent.lower), transform.x(extent.upper))
        return BarColumn(pick: i, points: i...i, left: Swift.min(a, b), right: Swift.max(a, b))
      }
      return (columns, false)
    }
    let columns = Decimation.columns(
      x: data.x, index: tallest, points: area.points, transform: transform
    ).compactMap { column in
      column.high.map {
        BarColumn(
          pick: $0, points: column.first...column.last, left: transform.x(column.lower),
          right: transform.x(column.upper))
      }
    }
    return (columns, true)
  }
}
