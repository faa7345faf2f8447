import ChartReelCore

/// What one kind of chart decides: its name, which data it draws, its y-range rule, its marks,
/// its tooltip rows, its probe fields, and the styles the shared parts ask it for.
///
/// One type per kind, in its own folder under `Kinds/`, listed in `ChartKinds.all`; the rest
/// of the renderer asks the kind of the compiled chart it draws rather than switching over kinds. What
/// shared parts (grid, indicator, mini-map, legend, zoom) do differently is a small style value
/// each (`KindStyles.swift`), never a Bool flag: a new kind picks from them, or adds a case.
/// The defaults are those of a chart of series.
protocol ChartKindBehavior: Sendable {
  /// The kind's name in probes and messages.
  var kind: ChartKind { get }

  /// Whether data that declares no kind is drawn as this kind (by its series' types and
  /// flags).
  func recognises(_ data: ChartData) -> Bool

  /// The tight y-range over `points` with the series' `alphas`; `visible` (not empty) are the
  /// series whose alpha is above 0. Nil when nothing is visible there.
  func tightRange(
    _ indexes: RangeIndexes, points: ClosedRange<Int>, alphas: [Double], visible: [Int]
  ) -> ValueRange?

  /// What the kind's parts need from `data` that is worked out once per compiled scene, not
  /// every frame (a timeline's intervals by start); handed back in `PlotContext.prepared`.
  func prepare(_ data: ChartData) -> (any Sendable)?

  /// The data drawn in `area` (the plot, or the mini-map).
  func marks(in area: MarkArea, of plot: PlotContext) -> [DisplayNode]

  /// The indicator card's rows at point `index`.
  func tooltipRows(index: Int, of plot: PlotContext) -> [TooltipRow]

  /// The parts the kind draws in place of a chart of series' grid and indicator (a
  /// timeline's); nil for the layers of a chart of series.
  func ownLayers(of plot: PlotContext) -> KindLayers?

  /// The probe's fields after the indicator's: the day zoomed into, the pie, a timeline's
  /// marker.
  func probeFields(of plot: PlotContext) -> [(String, JSONValue)]

  /// The window a chart of `data` opens on when its scene names none; nil for the last 30 %
  /// of the x range.
  func initialWindow(of data: ChartData) -> Window?

  /// The kind a state reports, `pieProgress` of the way to a pie.
  func stateKind(pieProgress: Double) -> ChartKind

  /// How much of the x axis a point takes: its own x, or one x-step (bars, candles).
  var xExtent: XExtent { get }
  /// What x means: dates, or times of one day (a timeline).
  var xAxis: XAxisStyle { get }
  /// What y reads: values, or shares of 100 % (percentage areas).
  var yAxis: YAxisStyle { get }
  /// Whether series are stacked by value × alpha (stacks shrink as a series hides).
  var stacking: Stacking { get }
  /// Whether the grid lies under or over the data, and whether y labels read over fills.
  var grid: GridStyle { get }
  /// What the indicator draws at its point: a line and rings, a line, or nothing.
  var indicator: IndicatorStyle { get }
  /// How the mini-map draws the data: lines by pixel column, padded marks or flush marks.
  var minimap: MinimapStyle { get }
  /// How the chart zooms into a day: lines fading and growing, marks growing, or a week's pie.
  var zoom: ZoomStyle { get }
  /// Whether the legend shows a pill per series.
  var legend: LegendStyle { get }
  /// How several series' filled bands share a period: stacked, or side by side (bars).
  var fills: FillLayout { get }

  /// How any data of series is drawn as this kind when a scene chooses it (`data.kind`); nil
  /// when no scene can choose it (its data declares it, or another kind turns into it).
  var choice: SeriesChoice? { get }
  /// For a kind no scene can choose: the names a scene might try and how a chart becomes one.
  var route: KindRoute? { get }

  /// The series the kind's data is made of, by role, when the kind fixes them (candles: open,
  /// high, low, close), and the key of a scene's CSV `data` that names their columns; nil for
  /// kinds of any number of series.
  var seriesRoles: SeriesRoles? { get }

  /// The first point of `data` this kind cannot draw — the series, the point and why — beyond
  /// the rules of every chart's data (`ChartDataRules`); nil when it can draw them all.
  func pointProblem(_ data: ChartData) -> PointProblem?
}

extension ChartKindBehavior {
  func recognises(_ data: ChartData) -> Bool { false }

  func tightRange(
    _ indexes: RangeIndexes, points: ClosedRange<Int>, alphas: [Double], visible: [Int]
  ) -> ValueRange? {
    RangeIndexes.union(visible.compactMap { indexes.index(ofSeries: $0).range(in: points) })
  }

  func prepare(_ data: ChartData) -> (any Sendable)? { nil }

  func tooltipRows(index: Int, of plot: PlotContext) -> [TooltipRow] {
    plot.seriesTooltipRows(index: index, percentage: false, total: false)
  }

  func ownLayers(of plot: PlotContext) -> KindLayers? { nil }

  func probeFields(of plot: PlotContext) -> [(String, JSONValue)] {
    [("day", plot.state.day.map(JSONValue.string) ?? .null)]
  }

  func initialWindow(of data: ChartData) -> Window? { nil }

  func stateKind(pieProgress: Double) -> ChartKind { kind }

  var xExtent: XExtent { .points }
  var xAxis: XAxisStyle { .dates }
  var yAxis: YAxisStyle { .values }
  var stacking: Stacking { .none }
  var grid: GridStyle { .overData }
  var indicator: IndicatorStyle { .line }
  var minimap: MinimapStyle { .flush }
  var zoom: ZoomStyle { .grows }
  var legend: LegendStyle { .seriesPills }
  var fills: FillLayout { .stacked }

  var choice: SeriesChoice? { nil }
  var route: KindRoute? { nil }

  var seriesRoles: SeriesRoles? { nil }
  func pointProblem(_ data: ChartData) -> PointProblem? { nil }
}
