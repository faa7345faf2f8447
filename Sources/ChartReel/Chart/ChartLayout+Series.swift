extension ChartLayout {
  /// The series lines over the window, clipped to the plot, each faded by its alpha.
  func seriesNodes(_ state: ChartState, _ palette: Palette) -> [DisplayNode] {
    let transform = plotTransform(state)
    let indices = data.indexRange(covering: state.window)
    let stroke = StrokeStyle(width: Metrics.lineWidth * unit, cap: .round, join: .round)
    var lines: [DisplayNode] = []
    for (series, alpha) in zip(data.series, state.seriesAlpha) where alpha > 0 {
      let points = indices.map { transform.point(x: data.x[$0], y: series.values[$0]) }
      lines.append(
        .stroke(.gappedLine(points), palette.seriesColor(series.color).fading(alpha), stroke))
    }
    return lines.isEmpty ? [] : [.group(clip: .rect(plotClip), opacity: 1, children: lines)]
  }

  /// The x date labels under the plot, centred on their points, fading at the plot's edges.
  func xLabelNodes(_ state: ChartState, _ palette: Palette, _ measurer: some TextMeasuring)
    -> [DisplayNode]
  {
    let transform = plotTransform(state)
    let indices = data.indexRange(covering: state.window)
    let visibleSteps = state.window.width * Double(data.x.count - 1)
    let font = Font(size: Metrics.axisTextSize * unit)
    var nodes: [DisplayNode] = []
    let marks = XAxisLabels.marks(
      visibleSteps: visibleSteps, indices: indices, targetCount: xLabelTargetCount)
    for mark in marks {
      let text = XAxisLabels.text(forX: data.x[mark.index], intraday: data.isIntraday)
      let center = transform.x(data.x[mark.index])
      let half = measurer.measure(text, font: font).width / 2
      let inside = min(center - plot.minX, plot.maxX - center)
      let edgeAlpha = min(1, max(0, inside / half))
      let alpha = mark.alpha * edgeAlpha
      guard alpha > 0 else { continue }
      nodes.append(
        .text(
          TextRun(
            text, at: Point(x: center, y: xLabelTop), alignment: .center, font: font,
            color: palette.axisText.fading(alpha))))
    }
    return nodes
  }
}
