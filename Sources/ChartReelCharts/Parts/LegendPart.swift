import ChartReelCore

extension ChartDrawing {
  /// Legend pills: filled in the series colour with a check mark when shown, outlined when hidden.
  ///
  /// Fill, check and text follow the series' alpha, so a toggle animates; the check grows from
  /// nothing as the name slides aside, so the two never overlap.
  func legendNodes() -> [DisplayNode] {
    let font = Font(size: ChartLayout.Metrics.pillTextSize * unit, weight: .bold)
    var nodes: [DisplayNode] = []
    for (index, pill) in layout.legendPills.enumerated() {
      let series = data.series[index]
      let alpha = alphas[index]
      let color = palette.seriesColor(series.color)
      let nameSize = measurer.measure(series.name, font: font)
      var pillNodes: [DisplayNode] = []
      let shape = Path.roundedRect(pill, radius: pill.height / 2)
      if alpha > 0 { pillNodes.append(.fill(shape, color.fading(alpha))) }
      let border = 1.5 * unit
      pillNodes.append(
        .stroke(
          .roundedRect(
            pill.insetBy(dx: border / 2, dy: border / 2), radius: (pill.height - border) / 2),
          color, StrokeStyle(width: border)))
      // Laid out left to right, then mirrored as a whole on right-to-left canvases.
      let size = pill.height * 0.32 * alpha
      let center = Point(x: pill.minX + pill.height * 0.55, y: pill.midY)
      if alpha > 0 {
        var check = Path()
        check.move(to: Point(x: center.x - size * 0.5, y: center.y))
        check.line(to: Point(x: center.x - size * 0.15, y: center.y + size * 0.35))
        check.line(to: Point(x: center.x + size * 0.55, y: center.y - size * 0.4))
        // At the reading edge, but a check mark reads the same way in every script.
        if rightToLeft {
          let shift = 2 * (pill.midX - center.x)
          check = check.applying(.translation(shift, 0))
        }
        pillNodes.append(
          .stroke(
            check, Color.white.fading(alpha),
            StrokeStyle(width: 2 * unit, cap: .round, join: .round)))
      }
      let shownX = pill.minX + pill.height * 0.95
      let centredX = pill.midX - nameSize.width / 2
      var x = Double.interpolate(from: centredX, to: shownX, fraction: alpha)
      if rightToLeft { x = 2 * pill.midX - x - nameSize.width }
      let origin = Point(x: x, y: pill.midY - nameSize.height / 2)
      // The series colour while the fill is pale (alpha below ½), white once it is strong: the
      // name stays readable all through the toggle.
      let colored = min(1, max(0, 2 * (1 - alpha)))
      let white = min(1, max(0, 2 * alpha - 1))
      for (textColor, opacity) in [(color, colored), (Color.white, white)] where opacity > 0 {
        pillNodes.append(
          .text(TextRun(series.name, at: origin, font: font, color: textColor.fading(opacity))))
      }
      nodes += pillNodes
    }
    return nodes
  }
}
