extension Path {
  /// A polyline through `points` that is broken wherever a point's y is NaN (a gap in the data).
  ///
  /// Each run of points between gaps becomes its own sub-path; a point alone between two gaps
  /// becomes a zero-length segment, which a round cap draws as a dot.
  package static func gappedLine(_ points: [Point]) -> Path {
    var path = Path()
    var runStart: Point?
    var runLength = 0
    for point in points {
      guard !point.y.isNaN, !point.x.isNaN else {
        if runLength == 1, let runStart { path.line(to: runStart) }
        runLength = 0
        continue
      }
      if runLength == 0 {
        path.move(to: point)
        runStart = point
      } else {
        path.line(to: point)
      }
      runLength += 1
    }
    if runLength == 1, let runStart { path.line(to: runStart) }
    return path
  }
}
