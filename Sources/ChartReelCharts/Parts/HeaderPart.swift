import ChartReelCore

extension ChartDrawing {
  /// The title, at the reading edge of the chart's top.
  func header() -> [DisplayNode] {
    guard let title = chart.content.title, let origin = layout.titleOrigin else { return [] }
    return [
      .text(
        TextRun(
          title, at: origin, alignment: rightToLeft ? .right : .left,
          font: ChartLayout.titleFont(unit), color: palette.title))
    ]
  }
}
