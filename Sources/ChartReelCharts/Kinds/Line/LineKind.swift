import ChartReelCore

extension ChartKind {
  /// Lines, one per series (two y-axes when the data is `y_scaled`).
  public static let line = ChartKind(rawValue: "line")
}

/// Lines, one per series: the kind of any data no other kind recognises.
///
/// The y-range is [min, max] of the visible series over the window and one point beyond each
/// edge (so a line crossing an edge stays in view), gaps skipped.
struct LineKind: ChartKindBehavior {
  var kind: ChartKind { .line }
  func recognises(_ data: ChartData) -> Bool { true }
  func marks(in area: MarkArea, of plot: PlotContext) -> [DisplayNode] {
    plot.lines(in: area)
  }
  var indicator: IndicatorStyle { .lineAndRings }
  var grid: GridStyle { .underData }
  var minimap: MinimapStyle { .lines }
  var zoom: ZoomStyle { .lines }
  var choice: SeriesChoice? { SeriesChoice(series: .line, ownAxes: true) }
}
