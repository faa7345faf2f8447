import ChartReelCore

extension PlotContext {
  /// The points an area is drawn through: all of them, or on dense data about two per pixel.
  func areaIndices(_ area: MarkArea) -> [Int] {
    let columns = Int(area.transform(0).rect.width.rounded(.up)) + 2
    let stride = max(1, area.points.count / (2 * columns))
    var indices = Array(
      Swift.stride(from: area.points.lowerBound, through: area.points.upperBound, by: stride))
    if indices.last != area.points.upperBound { indices.append(area.points.upperBound) }
    return indices
  }

  /// The stacked layer tops at point `i`: cumulative value × alpha, first series at the
  /// bottom, or on a percentage chart the cumulative share of 100 % (the alphas weigh the
  /// shares, so when one hides the others grow to fill).
  func stackTops(at i: Int, percentage: Bool) -> [Double] {
    var tops: [Double] = []
    tops.reserveCapacity(data.series.count)
    appendStackTops(at: i, percentage: percentage, to: &tops)
    return tops
  }

  /// Appends the stacked layer tops at point `i` (`stackTops(at:percentage:)`) to `tops`,
  /// without an array of their own.
  func appendStackTops(at i: Int, percentage: Bool, to tops: inout [Double]) {
    func weighted(_ k: Int) -> Double {
      let value = data.series[k].values[i]
      return value.isNaN ? 0 : max(0, value) * alphas[k]
    }
    var total = 0.0
    for k in data.series.indices { total += weighted(k) }
    var running = 0.0
    for k in data.series.indices {
      let value = weighted(k)
      running += percentage ? (total > 0 ? value / total * 100 : 0) : value
      tops.append(running)
    }
  }

  /// Stacked areas: each series a band from the layer below to its own top.
  func areas(in area: MarkArea, percentage: Bool) -> [DisplayNode] {
    let transform = area.transform(0)
    let indices = areaIndices(area)
    // Point j's top of series k at j × count + k.
    let count = data.series.count
    var tops: [Double] = []
    tops.reserveCapacity(indices.count * count)
    for i in indices { appendStackTops(at: i, percentage: percentage, to: &tops) }
    var nodes: [DisplayNode] = []
    for (k, series) in data.series.enumerated() {
      var path = Path()
      path.reserveCapacity(2 * indices.count + 1)
      for (j, i) in indices.enumerated() {
        let point = transform.point(x: data.x[i], y: tops[j * count + k])
        if j == 0 { path.move(to: point) } else { path.line(to: point) }
      }
      // Each band reaches a pixel into the one below, which it covers: no pale seam where two
      // antialiased edges meet.
      for (j, i) in indices.enumerated().reversed() {
        let (top, below) = (tops[j * count + k], k == 0 ? 0 : tops[j * count + k - 1])
        var point = transform.point(x: data.x[i], y: below)
        if k > 0 && top > below { point.y += 1 }
        path.line(to: point)
      }
      path.close()
      nodes.append(.fill(path, palette.seriesColor(series.color)))
    }
    return nodes
  }
}
