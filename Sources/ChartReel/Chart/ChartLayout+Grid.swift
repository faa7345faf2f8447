extension ChartLayout {
  /// A set of grid values and the opacity the set is drawn with.
  struct GridGeneration: Equatable {
    var values: [Double]
    var alpha: Double
  }

  /// The grid generations at `state`: while the y-range moves between two keyframes, the old
  /// set of lines fades out as the new one fades in; lines in both sets stay fully opaque.
  static func gridGenerations(_ state: ChartState) -> [GridGeneration] {
    let old = YAxisTicks(range: state.yRangeFrom).values
    let new = YAxisTicks(range: state.yRangeTo).values
    if old == new || state.yRangeProgress >= 1 { return [GridGeneration(values: new, alpha: 1)] }
    if state.yRangeProgress <= 0 { return [GridGeneration(values: old, alpha: 1)] }
    let shared = old.filter(new.contains)
    return [
      GridGeneration(values: shared, alpha: 1),
      GridGeneration(values: old.filter { !shared.contains($0) }, alpha: 1 - state.yRangeProgress),
      GridGeneration(values: new.filter { !shared.contains($0) }, alpha: state.yRangeProgress),
    ].filter { !$0.values.isEmpty }
  }

  /// Horizontal grid lines, drawn under the series.
  func gridLineNodes(_ state: ChartState, _ palette: Palette) -> [DisplayNode] {
    gridNodes(state, palette).lines
  }

  /// The grid's value labels just above their lines, left-aligned, drawn over the series.
  func gridLabelNodes(_ state: ChartState, _ palette: Palette) -> [DisplayNode] {
    gridNodes(state, palette).labels
  }

  private func gridNodes(_ state: ChartState, _ palette: Palette) -> (
    lines: [DisplayNode], labels: [DisplayNode]
  ) {
    let transform = plotTransform(state)
    let font = Font(size: Metrics.axisTextSize * unit)
    let textHeight = font.size * 1.25
    let line = StrokeStyle(width: max(1, unit / 2))
    var lines: [DisplayNode] = []
    var labels: [DisplayNode] = []
    var labelled: [(y: Double, alpha: Double)] = []
    // The most opaque generations first: a fading label that would sit on a clearer one is
    // left out, so the cross-fade never piles labels up (its line is still drawn).
    for generation in Self.gridGenerations(state).sorted(by: { $0.alpha > $1.alpha }) {
      for value in generation.values {
        let y = (transform.y(value) * 2).rounded() / 2 + (line.width == 1 ? 0.5 : 0)
        guard y >= plot.minY - 0.5, y <= plot.maxY + 0.5 else { continue }
        var path = Path()
        path.move(to: Point(x: plot.minX, y: y))
        path.line(to: Point(x: plot.maxX, y: y))
        lines.append(.stroke(path, palette.gridLine.fading(generation.alpha), line))
        guard
          !labelled.contains(where: { abs($0.y - y) < textHeight && $0.alpha >= generation.alpha })
        else { continue }
        labelled.append((y, generation.alpha))
        labels.append(
          .text(
            TextRun(
              YAxisTicks.label(value), at: Point(x: plot.minX, y: y - textHeight - unit),
              font: font, color: palette.axisText.fading(generation.alpha))))
      }
    }
    return (lines, labels)
  }
}
