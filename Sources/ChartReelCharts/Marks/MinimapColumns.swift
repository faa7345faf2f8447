import ChartReelCore

/// The mini-map's lines grouped by pixel column (`Decimation.columns`), one list per series,
/// worked out once per compiled chart: the mini-map shows the whole x range on every frame, and the
/// columns depend only on the x mapping, not on the y-range that hiding series animates.
struct MinimapColumns: Sendable {
  /// The x mapping the columns were made for.
  let rect: Rect
  let xScale: Double
  let xOffset: Double
  let series: [[Decimation.Column]]

  /// The columns of every series of `data` across `rect` (mirrored right to left), or nil
  /// when the data has too few points to decimate.
  init?(data: ChartData, indexes: RangeIndexes, rect: Rect, mirrored: Bool) {
    let transform = PlotTransform(
      xLower: data.x[0], xUpper: data.x[data.x.count - 1], yRange: ValueRange(0, 1),
      rect: rect, mirrored: mirrored)
    let points = 0...(data.x.count - 1)
    guard points.count > 2 * Decimation.columnCount(transform) else { return nil }
    self.rect = rect
    xScale = transform.xScale
    xOffset = transform.xOffset
    series = data.series.indices.map {
      Decimation.columns(
        x: data.x, index: indexes.index(ofSeries: $0), points: points, transform: transform)
    }
  }

  /// Whether `transform` maps x as the columns were made for.
  func fits(_ transform: PlotTransform) -> Bool {
    transform.rect == rect && transform.xScale == xScale && transform.xOffset == xOffset
  }
}
