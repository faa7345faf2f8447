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
    let weighted = data.series.indices.map { k -> Double in
      let value = data.series[k].values[i]
      return value.isNaN ? 0 : max(0, value) * alphas[k]
    }
    let total = weighted.reduce(0, +)
    var running = 0.0
    return weighted.map { value in
      running += percentage ? (total > 0 ? value / total * 100 : 0) : value
      return running
    }
  }

  /// Stacked areas: each series a band from the layer below to its own top.
  func areas(in area: MarkArea, percentage: Bool) -> [DisplayNode] {
    let transform = area.transform(0)
    let indices = areaIndices(area)
    let tops = indices.map { stackTops(at: $0, percentage: percentage) }
    var nodes: [DisplayNode] = []
    for (k, series) in data.series.enumerated() {
      var path = Path()
      path.reserveCapacity(2 * indices.count + 1)
      for (j, i) in indices.enumerated() {
        let point = transform.point(x: data.x[i], y: tops[j][k])
        if j == 0 { path.move(to: point) } else { path.line(to: point) }
      }
      // Each band reaches a pixel into the one below, which it covers: no pale seam where two
      // antialiased edges meet.
      for (j, i) in indices.enumerated().reversed() {
        var point = transform.point(x: data.x[i], y: k == 0 ? 0 : tops[j][k - 1])
        if k > 0 && tops[j][k] > tops[j][k - 1] { point.y += 1 }
        path.line(to: point)
      }
      path.close()
      nodes.append(.fill(path, palette.seriesColor(series.color)))
    }
    return nodes
  }
}
