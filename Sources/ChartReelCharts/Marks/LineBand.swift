import ChartReelCore

extension Decimation {
  /// Above this many points per pixel column on average, a line is drawn as a band.
  static let bandDensity = 8

  /// Whether `points` are dense enough under `transform` to draw as a band.
  static func drawsBand(_ points: ClosedRange<Int>, _ transform: PlotTransform) -> Bool {
    points.count > bandDensity * columnCount(transform)
  }

  /// A dense line as the shape it covers: in each pixel column, from its lowest point to its
  /// highest, widened by half the line's width above and below, one filled path for the whole
  /// series.
  ///
  /// Where a line has many points per pixel its stroke covers each column from the column's
  /// minimum to its maximum, so the band covers the same pixels at the cost of one fill of two
  /// points per column. A column holding only gaps breaks the band.
  static func band(
    columns: [Column], values: [Double], transform: PlotTransform, lineWidth: Double
  ) -> Path {
    var path = Path()
    var run: [(x: Double, top: Double, bottom: Double)] = []
    run.reserveCapacity(columns.count)
    let half = lineWidth / 2
    func close() {
      guard let first = run.first else { return }
      if run.count == 1 {
        run = [
          (first.x - half, first.top, first.bottom), (first.x + half, first.top, first.bottom),
        ]
      }
      path.move(to: Point(x: run[0].x, y: run[0].top))
      for point in run.dropFirst() { path.line(to: Point(x: point.x, y: point.top)) }
      for point in run.reversed() { path.line(to: Point(x: point.x, y: point.bottom)) }
      path.close()
      run.removeAll(keepingCapacity: true)
    }
    for column in columns {
      guard let low = column.low, let high = column.high else {
        close()
        continue
      }
      let a = transform.y(values[low])
      let b = transform.y(values[high])
      run.append(
        (transform.x((column.lower + column.upper) / 2), min(a, b) - half, max(a, b) + half))
    }
    close()
    return path
  }
}
