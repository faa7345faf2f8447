import ChartReelCore

extension ChartDrawing {
  /// The data, drawn by the chart's kind, clipped to the plot.
  func marks() -> [DisplayNode] {
    let nodes: [DisplayNode]
    switch chart.kind {
    case .line: nodes = lines()
    default: nodes = lines()
    }
    return nodes.isEmpty ? [] : [.group(clip: .rect(plotClip), opacity: 1, children: nodes)]
  }

  /// One line per visible series over the window, faded by its alpha, each by its own y-range
  /// on a chart with two y-axes.
  func lines() -> [DisplayNode] {
    let points = data.indexRange(covering: window)
    let stroke = StrokeStyle(
      width: ChartLayout.Metrics.lineWidth * unit, cap: .round, join: .round)
    var nodes: [DisplayNode] = []
    for (index, series) in data.series.enumerated() where alphas[index] > 0 {
      let transform = self.transform(forSeries: index)
      let picked = Decimation.indices(
        x: data.x, index: chart.rules.index(ofSeries: index), points: points, transform: transform)
      let path = Path.gappedLine(
        picked.map { transform.point(x: data.x[$0], y: series.values[$0]) })
      nodes.append(.stroke(path, palette.seriesColor(series.color).fading(alphas[index]), stroke))
    }
    return nodes
  }
}
