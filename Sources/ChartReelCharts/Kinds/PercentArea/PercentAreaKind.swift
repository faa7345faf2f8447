import ChartReelCore

extension ChartKind {
  /// Areas stacked to 100 % at every x.
  public static let percentArea = ChartKind(rawValue: "percentArea")
}

/// Areas stacked to 100 % at every x, which turn into a pie of the window's shares (`PieKind`)
/// and zoom into a day as the pie of its week.
///
/// The y-range is 0 to 100 whatever the window.
struct PercentAreaKind: ChartKindBehavior {
  var kind: ChartKind { .percentArea }

  /// Areas asked to be shares of 100 % (`percentage`).
  func recognises(_ data: ChartData) -> Bool {
    Set(data.series.map(\.kind)) == [.area] && data.percentage
  }

  func tightRange(
    _ indexes: RangeIndexes, points: ClosedRange<Int>, alphas: [Double], visible: [Int]
  ) -> ValueRange? { ValueRange(0, 100) }

  /// The areas, or the pie they turn into (never in the mini-map).
  func marks(in area: MarkArea, of plot: PlotContext) -> [DisplayNode] {
    guard !area.isMinimap, plot.state.pieProgress > 0 else {
      return plot.areas(in: area, percentage: true)
    }
    return plot.pie()
  }

  func tooltipRows(index: Int, of plot: PlotContext) -> [TooltipRow] {
    plot.seriesTooltipRows(index: index, percentage: true, total: false)
  }

  /// The pie's progress and slices, then the day.
  func probeFields(of plot: PlotContext) -> [(String, JSONValue)] {
    let shares = PieShares(data: plot.data, day: plot.day, state: plot.state).shares
    let pie: JSONValue = .members([
      ("progress", .number(plot.state.pieProgress)),
      ("slices", .members(zip(plot.data.series, shares).map { ($0.id, .number($1)) })),
    ])
    return [("pie", pie), ("day", plot.state.day.map(JSONValue.string) ?? .null)]
  }

  /// A pie once it is half formed.
  func stateKind(pieProgress: Double) -> ChartKind { pieProgress >= 0.5 ? .pie : kind }

  var yAxis: YAxisStyle { .shares }
  var grid: GridStyle { .overFills }
  var zoom: ZoomStyle { .weekPie }
  var choice: SeriesChoice? { SeriesChoice(series: .area, percentage: true) }
}
