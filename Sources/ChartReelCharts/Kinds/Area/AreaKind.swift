import ChartReelCore

extension ChartKind {
  /// Stacked areas.
  public static let area = ChartKind(rawValue: "area")
}

/// Areas stacked by value × alpha, first series at the bottom.
///
/// The y-range runs from 0 to the largest stack of value × alpha over the window and one point
/// beyond each edge.
struct AreaKind: ChartKindBehavior {
  var kind: ChartKind { .area }

  /// Areas not asked to be shares of 100 %.
  func recognises(_ data: ChartData) -> Bool {
    Set(data.series.map(\.kind)) == [.area] && !data.percentage
  }

  func tightRange(
    _ indexes: RangeIndexes, points: ClosedRange<Int>, alphas: [Double], visible: [Int]
  ) -> ValueRange? {
    indexes.stackedRange(alphas: alphas, visible: visible, points: points)
  }

  func marks(in area: MarkArea, of plot: PlotContext) -> [DisplayNode] {
    plot.areas(in: area, percentage: false)
  }
  var stacking: Stacking { .byAlpha }
  var grid: GridStyle { .overFills }
  var choice: SeriesChoice? { SeriesChoice(series: .area) }
}
