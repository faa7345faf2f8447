import ChartReelCore

/// Where marks are drawn: the plot or the mini-map.
struct MarkArea {
  /// Maps series `index` to pixels.
  let transform: (Int) -> PlotTransform
  /// The points to draw.
  let points: ClosedRange<Int>
  /// The width of a line, in pixels.
  let lineWidth: Double
  /// Whether this is the mini-map, where nothing is selected.
  let isMinimap: Bool
}

extension ChartDrawing {
  /// The data, drawn by the compiled chart's kind, clipped to the plot.
  func marks() -> [DisplayNode] {
    let nodes = marks(in: plotArea)
    return nodes.isEmpty ? [] : [.group(clip: .rect(plotClip), opacity: 1, children: nodes)]
  }

  /// The plot as an area to draw marks in.
  var plotArea: MarkArea {
    MarkArea(
      transform: transform(forSeries:), points: data.indexRange(covering: window),
      lineWidth: ChartLayout.Metrics.lineWidth * unit, isMinimap: false)
  }

  /// The data drawn by the compiled chart's kind in `area`.
  func marks(in area: MarkArea) -> [DisplayNode] {
    compiled.behavior.marks(in: area, of: plotContext)
  }
}

extension PlotContext {
  /// One line per visible series, faded by its alpha, each by its own y-range on a chart with
  /// two y-axes; on more than `Decimation.bandDensity` points per pixel, a band (see
  /// `Decimation.band`).
  func lines(in area: MarkArea) -> [DisplayNode] {
    let stroke = StrokeStyle(width: area.lineWidth, cap: .round, join: .round)
    var nodes: [DisplayNode] = []
    for (index, series) in data.series.enumerated() where alphas[index] > 0 {
      let transform = area.transform(index)
      let color = palette.seriesColor(series.color).fading(alphas[index])
      let minMax = indexes.index(ofSeries: index)
      let cached =
        area.isMinimap ? minimapColumns.flatMap { $0.fits(transform) ? $0 : nil } : nil
      if Decimation.drawsBand(area.points, transform) {
        let columns =
          cached?.series[index]
          ?? Decimation.columns(x: data.x, index: minMax, points: area.points, transform: transform)
        let band = Decimation.band(
          columns: columns, values: series.values, transform: transform,
          lineWidth: area.lineWidth)
        nodes.append(.fill(band, color))
        continue
      }
      let picked =
        cached.map { Decimation.indices(of: $0.series[index]) }
        ?? Decimation.indices(x: data.x, index: minMax, points: area.points, transform: transform)
      let path = Path.gappedLine(
        picked.map { transform.point(x: data.x[$0], y: series.values[$0]) })
      nodes.append(.stroke(path, color, stroke))
    }
    return nodes
  }
}
