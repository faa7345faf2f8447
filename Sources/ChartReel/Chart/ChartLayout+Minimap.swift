extension ChartLayout {
  enum MinimapMetrics {
    static let cornerRadius = 6.0
    static let handleWidth = 10.0
    static let frameLineWidth = 1.5
    static let gripHeight = 10.0
    static let gripWidth = 2.0
    static let linePadding = 3.0
  }

  /// The mini-map: every series over the full range, the outside of the window dimmed and the
  /// window framed by two handles with grips.
  func minimapNodes(_ state: ChartState, _ palette: Palette) -> [DisplayNode] {
    let m = MinimapMetrics.self
    let lineArea = minimap.insetBy(dx: 0, dy: m.linePadding * unit)
    let transform = PlotTransform(
      data: data, window: .full, yRange: state.minimapYRange, rect: lineArea)
    let stroke = StrokeStyle(width: Metrics.minimapLineWidth * unit, cap: .round, join: .round)
    var lines: [DisplayNode] = []
    for (series, alpha) in zip(data.series, state.seriesAlpha) where alpha > 0 {
      let points = data.x.indices.map { transform.point(x: data.x[$0], y: series.values[$0]) }
      lines.append(
        .stroke(.gappedLine(points), palette.seriesColor(series.color).fading(alpha), stroke))
    }
    // The lines only change on hide, show and theme switches: a layer a rasteriser can keep
    // (measured: drawing them was 40 % of a 720p frame's rendering).
    var strip: [DisplayNode] = [
      .layer(
        id: "minimap \(Int(minimap.minX)),\(Int(minimap.minY))", bounds: minimap, children: lines)
    ]

    let left = minimap.minX + state.window.lower * minimap.width
    let right = minimap.minX + state.window.upper * minimap.width
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
    return [
      .group(
        clip: .roundedRect(minimap, radius: m.cornerRadius * unit), opacity: 1, children: strip)
    ]
  }
}
