import ChartReelCore

extension ChartKind {
  /// Bars stacked by value × alpha.
  public static let stackedBar = ChartKind(rawValue: "stackedBar")
}

/// Bars stacked by value × alpha, first series at the bottom, with a "Total" row in the
/// tooltip.
///
/// The y-range runs from 0 to the largest stack of value × alpha over the window and one point
/// beyond each edge.
struct StackedBarKind: ChartKindBehavior {
  var kind: ChartKind { .stackedBar }

  /// Bars asked to stack, or several series of bars.
  func recognises(_ data: ChartData) -> Bool {
    Set(data.series.map(\.kind)) == [.bar] && (data.stacked || data.series.count > 1)
  }

  func tightRange(
    _ indexes: RangeIndexes, points: ClosedRange<Int>, alphas: [Double], visible: [Int]
  ) -> ValueRange? {
    indexes.stackedRange(alphas: alphas, visible: visible, points: points)
  }

  func marks(in area: MarkArea, of plot: PlotContext) -> [DisplayNode] {
    plot.stackedBars(in: area)
  }

  func tooltipRows(index: Int, of plot: PlotContext) -> [TooltipRow] {
    plot.seriesTooltipRows(index: index, percentage: false, total: true)
  }
  var xExtent: XExtent { .steps }
  var indicator: IndicatorStyle { .none }
  var stacking: Stacking { .byAlpha }
  var grid: GridStyle { .overFills }
  var choice: SeriesChoice? { SeriesChoice(series: .bar, stacked: true) }
}
