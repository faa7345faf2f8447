extension ChartLayout {
  /// Legend pills: filled in the series colour with a check mark when shown, outlined when
  /// hidden; fill, check and text colour follow the series' alpha, so a toggle animates.
  func legendNodes(_ state: ChartState, _ palette: Palette)
    -> [DisplayNode]
  {
    let font = Font(size: Metrics.pillTextSize * unit, weight: .bold)
    var nodes: [DisplayNode] = []
    for (index, (series, alpha)) in zip(data.series, state.seriesAlpha).enumerated() {
      let pill = legendPills[index]
      let nameSize = legendNameSizes[index]
      let color = palette.seriesColor(series.color)
      let shape = Path.roundedRect(pill, radius: pill.height / 2)
      if alpha > 0 { nodes.append(.fill(shape, color.fading(alpha))) }
      let border = 1.5 * unit
      nodes.append(
        .stroke(
          .roundedRect(
            pill.insetBy(dx: border / 2, dy: border / 2), radius: (pill.height - border) / 2),
          color, StrokeStyle(width: border)))

      let checkSize = pill.height * 0.32
      let checkCenter = Point(x: pill.minX + pill.height * 0.55, y: pill.midY)
      if alpha > 0 {
        var check = Path()
        check.move(to: Point(x: checkCenter.x - checkSize * 0.5, y: checkCenter.y))
        check.line(
          to: Point(x: checkCenter.x - checkSize * 0.15, y: checkCenter.y + checkSize * 0.35))
        check.line(
          to: Point(x: checkCenter.x + checkSize * 0.55, y: checkCenter.y - checkSize * 0.4))
        nodes.append(
          .stroke(
            check, Color.white.fading(alpha),
            StrokeStyle(width: 2 * unit, cap: .round, join: .round)))
      }
      let shownX = pill.minX + pill.height * 0.95
      let centredX = pill.midX - nameSize.width / 2
      let origin = Point(
        x: .interpolate(from: centredX, to: shownX, fraction: alpha),
        y: pill.midY - nameSize.height / 2)
      // The series colour while the fill is pale (alpha below ½), white once it is strong: the
      // name stays readable all through the toggle.
      let colored = min(1, max(0, 2 * (1 - alpha)))
      let white = min(1, max(0, 2 * alpha - 1))
      for (textColor, opacity) in [(color, colored), (Color.white, white)] where opacity > 0 {
        nodes.append(
          .text(TextRun(series.name, at: origin, font: font, color: textColor.fading(opacity))))
      }
    }
    return nodes
  }
}
