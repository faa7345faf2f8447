import ChartReelCore

extension ChartKind {
  /// A percentage chart shown as a pie of the window's shares.
  package static let pie = ChartKind(rawValue: "pie")
}

/// A percentage chart once it has turned into a pie.
///
/// Its state reports this kind from half way (`PercentAreaKind.stateKind`). No data is
/// recognised as a pie; it draws as the percentage chart it comes from.
struct PieKind: ChartKindBehavior {
  var kind: ChartKind { .pie }

  func tightRange(
    _ indexes: RangeIndexes, points: ClosedRange<Int>, alphas: [Double], visible: [Int]
  ) -> ValueRange? { ValueRange(0, 100) }

  func marks(in area: MarkArea, of plot: PlotContext) -> [DisplayNode] {
    PercentAreaKind().marks(in: area, of: plot)
  }

  func tooltipRows(index: Int, of plot: PlotContext) -> [TooltipRow] {
    plot.seriesTooltipRows(index: index, percentage: true, total: false)
  }

  var route: KindRoute? {
    KindRoute(
      names: ["pie"], hint: "a \"percentArea\" chart turns into a pie with the \"pie\" action")
  }
}
