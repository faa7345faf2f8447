import ChartReelCore

extension ChartDrawing {
  enum MinimapMetrics {
    static let cornerRadius = 6.0
    static let handleWidth = 10.0
    static let frameLineWidth = 1.5
    static let gripHeight = 10.0
    static let gripWidth = 2.0
    static let linePadding = 3.0
  }

  /// The pixel x of a fraction of the full x range across the mini-map.
  func minimapX(_ fraction: Double, _ minimap: Rect) -> Double {
    rightToLeft ? minimap.maxX - fraction * minimap.width : minimap.minX + fraction * minimap.width
  }

  /// The mini-map: every series over the full range, the outside of the window dimmed and the
  /// window framed by two handles with grips.
  func minimapNodes() -> [DisplayNode] {
    guard let minimap = layout.minimap else { return [] }
    let m = MinimapMetrics.self
    var strip = minimapMarks(in: minimap.insetBy(dx: 0, dy: m.linePadding * unit))
    let a = minimapX(window.lower, minimap)
    let b = minimapX(window.upper, minimap)
    let (left, right) = (min(a, b), max(a, b))
    if left > minimap.minX {
      strip.append(
        .fill(
          .rect(
            Rect(
              x: minimap.minX, y: minimap.minY, width: left - minimap.minX, height: minimap.height)),
          palette.minimapDim))
    }
    if right < minimap.maxX {
      strip.append(
        .fill(
          .rect(
            Rect(x: right, y: minimap.minY, width: minimap.maxX - right, height: minimap.height)),
          palette.minimapDim))
    }
    let radius = m.cornerRadius * unit
    let handle = m.handleWidth * unit
    let frameLine = m.frameLineWidth * unit
    let windowRect = Rect(
      x: left, y: minimap.minY, width: max(right - left, 2 * handle), height: minimap.height)
    strip.append(
      .fill(
        .roundedRect(
          Rect(x: windowRect.minX, y: windowRect.minY, width: handle, height: windowRect.height),
          radii: (radius, 0, 0, radius)), palette.minimapFrame))
    strip.append(
      .fill(
        .roundedRect(
          Rect(
            x: windowRect.maxX - handle, y: windowRect.minY, width: handle,
            height: windowRect.height), radii: (0, radius, radius, 0)), palette.minimapFrame))
    for y in [windowRect.minY, windowRect.maxY - frameLine] {
      strip.append(
        .fill(
          .rect(
            Rect(
              x: windowRect.minX + handle, y: y, width: windowRect.width - 2 * handle,
              height: frameLine)), palette.minimapFrame))
    }
    let grip = StrokeStyle(width: m.gripWidth * unit, cap: .round)
    for x in [windowRect.minX + handle / 2, windowRect.maxX - handle / 2] {
      var path = Path()
      path.move(to: Point(x: x, y: minimap.midY - m.gripHeight * unit / 2))
      path.line(to: Point(x: x, y: minimap.midY + m.gripHeight * unit / 2))
      strip.append(.stroke(path, palette.minimapGrip, grip))
    }
    return [.group(clip: .roundedRect(minimap, radius: radius), opacity: 1, children: strip)]
  }

  /// The data in the mini-map, drawn by the chart's kind over the full range.
  func minimapMarks(in area: Rect) -> [DisplayNode] {
    let transform = PlotTransform(
      data: data, window: .full, yRange: state.minimapYRange, rect: area, mirrored: rightToLeft)
    let stroke = StrokeStyle(
      width: ChartLayout.Metrics.minimapLineWidth * unit, cap: .round, join: .round)
    let points = 0...(data.x.count - 1)
    var nodes: [DisplayNode] = []
    for (index, series) in data.series.enumerated() where alphas[index] > 0 {
      let picked = Decimation.indices(
        x: data.x, index: chart.rules.index(ofSeries: index), points: points, transform: transform)
      nodes.append(
        .stroke(
          .gappedLine(picked.map { transform.point(x: data.x[$0], y: series.values[$0]) }),
          palette.seriesColor(series.color).fading(alphas[index]), stroke))
    }
    return nodes
  }
}
