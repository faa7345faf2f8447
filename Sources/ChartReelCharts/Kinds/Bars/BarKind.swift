import ChartReelCore

extension ChartKind {
  /// Bars from 0: one series, or several side by side.
  public static let bar = ChartKind(rawValue: "bar")
}

/// Bars from 0, each one x-step wide: one series fills its period, several stand side by
/// side in it.
///
/// The y-range runs from 0 (or the lowest bar below it) to the tallest bar over the window and
/// one point beyond each edge.
struct BarKind: ChartKindBehavior {
  var kind: ChartKind { .bar }

  /// Data of one series of bars, not asked to stack.
  func recognises(_ data: ChartData) -> Bool {
    Set(data.series.map(\.kind)) == [.bar] && !data.stacked && data.series.count == 1
  }

  func tightRange(
    _ indexes: RangeIndexes, points: ClosedRange<Int>, alphas: [Double], visible: [Int]
  ) -> ValueRange? {
    RangeIndexes.union(visible.compactMap { indexes.index(ofSeries: $0).range(in: points) }).map {
      ValueRange(Swift.min(0, $0.min), Swift.max(0, $0.max))
    }
  }

  func marks(in area: MarkArea, of plot: PlotContext) -> [DisplayNode] {
    plot.bars(in: area)
  }
  var xExtent: XExtent { .steps }
  var indicator: IndicatorStyle { .none }
  var grid: GridStyle { .overFills }
  var fills: FillLayout { .sideBySide }
  var choice: SeriesChoice? { SeriesChoice(series: .bar, ownAxes: true) }
}
