import ChartReelCore

extension ChartDrawing {
  /// The x labels under the plot, centred on their points, fading out before they would cross
  /// the plot's edges.
  func xLabels() -> [DisplayNode] {
    let indices = data.indexRange(covering: window)
    let visibleSteps = window.width * Double(data.x.count - 1)
    let font = Font(size: ChartLayout.Metrics.axisTextSize * unit)
    var nodes: [DisplayNode] = []
    let unit = XAxisLabels.unit(of: data)
    let marks = XAxisLabels.marks(
      visibleSteps: visibleSteps, indices: indices, targetCount: layout.xLabelTargetCount,
      base: unit.base, origin: unit.origin)
    // Intraday data seen over many days (a year of minutes) is labelled by date: hours only
    // while labels are less than a day apart.
    let labelSpacing =
      window.width * (data.x[data.x.count - 1] - data.x[0]) / layout.xLabelTargetCount
    let intraday = data.isIntraday && labelSpacing < 86_400_000
    for mark in marks {
      let x = data.x[mark.index]
      // A timeline's day ends at 24:00, not at the next day's 00:00.
      let text =
        view.kind == .timeline && x >= 86_400_000
        ? chart.format.digits("24:00") : chart.format.xLabel(x, intraday: intraday)
      let center = transform.x(data.x[mark.index])
      let half = measurer.measure(text, font: font).width / 2
      let inside = min(center - half - plot.minX, plot.maxX - center - half)
      let alpha = mark.alpha * min(1, max(0, inside / max(half, 1)))
      guard alpha > 0 else { continue }
      nodes.append(
        .text(
          TextRun(
            text, at: Point(x: center, y: layout.xLabelTop), alignment: .center, font: font,
            color: palette.axisText.fading(alpha))))
    }
    return nodes
  }
}
