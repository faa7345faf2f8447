import ChartReelCore

/// What one kind of chart decides: its name, which data it draws, its y-range rule, its marks,
/// its tooltip rows, its probe fields and how it zooms.
///
/// One type per kind, in its own folder under `Kinds/`, listed in `ChartKinds.all`; the rest
/// of the renderer asks the kind of the view it draws rather than switching over kinds. The
/// defaults are those of a line chart.
protocol ChartKindBehavior: Sendable {
  /// The kind's name in probes and messages.
  var kind: ChartKind { get }

  /// Whether data that declares no kind is drawn as this kind (by its series' types and
  /// flags).
  func recognises(_ data: ChartData) -> Bool

  /// The tight y-range over `points` with the series' `alphas`; `visible` (not empty) are the
  /// series whose alpha is above 0. Nil when nothing is visible there.
  func tightRange(
    _ rules: RangeRules, points: ClosedRange<Int>, alphas: [Double], visible: [Int]
  ) -> ValueRange?

  /// What the kind's parts need from `data` that is worked out once per compiled scene, not
  /// every frame (a timeline's intervals by start); handed back in `PlotContext.prepared`.
  func prepare(_ data: ChartData) -> (any Sendable)?

  /// The data drawn in `area` (the plot, or the mini-map).
  func marks(in area: MarkArea, of plot: PlotContext) -> [DisplayNode]

  /// The indicator card's rows at point `index`.
  func tooltipRows(index: Int, of plot: PlotContext) -> [ChartDrawing.TooltipRow]

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

  /// Whether each point owns one x-step (bars, candles): the plot's x range is widened by half
  /// a step at each end so the edge points are whole, and the indicator draws no line.
  var ownsXSteps: Bool { get }
  /// Whether the data is drawn as lines: the indicator rings each visible series at its point,
  /// the mini-map keeps its lines by pixel column (`MinimapColumns`), and a zoom into a day
  /// fades the lines out half way and in from 30 % of the way.
  var drawsLines: Bool { get }
  /// Whether a series counts by its alpha in the y-range (stacks), rather than leaving it as
  /// soon as it starts to hide.
  var stacksByAlpha: Bool { get }
  /// Whether the grid is drawn over the data (bars, areas) rather than under it.
  var gridOverData: Bool { get }
  /// Whether the mini-map keeps room above and below its data so strokes are whole.
  var minimapPadded: Bool { get }
  /// Whether the chart is a percentage chart: it turns into a pie, and zooms into a day as the
  /// pie of its week.
  var turnsIntoPie: Bool { get }
  /// Whether x is a time of day (a timeline): labels and header show hours, the probe minutes.
  var xIsTimeOfDay: Bool { get }
  /// Whether y labels at the reading edge are drawn over filled bands (bars, areas); nil when
  /// not, otherwise whether the bands are shares of 100 %.
  var labelsOverFills: Bool? { get }
  /// Whether a day zoomed into grows from the pivot (rather than turning into a pie).
  var zoomGrows: Bool { get }
  /// Whether the legend shows a pill per series (lines, bars, areas), or none (candles).
  var hasLegend: Bool { get }

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
    _ rules: RangeRules, points: ClosedRange<Int>, alphas: [Double], visible: [Int]
  ) -> ValueRange? {
    RangeRules.union(visible.compactMap { rules.index(ofSeries: $0).range(in: points) })
  }

  func prepare(_ data: ChartData) -> (any Sendable)? { nil }

  func tooltipRows(index: Int, of plot: PlotContext) -> [ChartDrawing.TooltipRow] {
    plot.seriesTooltipRows(index: index, percentage: false, total: false)
  }

  func ownLayers(of plot: PlotContext) -> KindLayers? { nil }

  func probeFields(of plot: PlotContext) -> [(String, JSONValue)] {
    [("day", plot.state.day.map(JSONValue.string) ?? .null)]
  }

  func initialWindow(of data: ChartData) -> Window? { nil }

  func stateKind(pieProgress: Double) -> ChartKind { kind }

  var ownsXSteps: Bool { false }
  var drawsLines: Bool { false }
  var stacksByAlpha: Bool { false }
  var gridOverData: Bool { true }
  var minimapPadded: Bool { false }
  var turnsIntoPie: Bool { false }
  var xIsTimeOfDay: Bool { false }
  var labelsOverFills: Bool? { nil }
  var zoomGrows: Bool { true }
  var hasLegend: Bool { true }

  var seriesRoles: SeriesRoles? { nil }
  func pointProblem(_ data: ChartData) -> PointProblem? { nil }
}
