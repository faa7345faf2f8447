import ChartReelCore

/// One body of data a chart shows — the overview, or a day it zooms into — with everything
/// derived from it once: its layout, its window and alpha tracks, its indexes and its y-range
/// envelopes.
struct CompiledChart: Sendable {
  /// The day shown ("2019-03-01"); nil for the overview.
  let day: String?
  let data: ChartData
  let kind: ChartKind
  /// What the kind decides: its marks, y-range rule, tooltip rows and probe fields.
  let behavior: any ChartKindBehavior
  let layout: ChartLayout
  let window: Track<Window>
  /// One track per series of `data`, in its order.
  let alphas: [Track<Double>]
  let indexes: RangeIndexes
  /// How many decimals each series' data are written with, for its tooltip values.
  let valueDecimals: [Int]
  /// The plot's y-range over time; on a chart with two y-axes, one per series in
  /// `seriesRanges`.
  let plotRange: RangeEnvelope
  let seriesRanges: [RangeEnvelope]
  let minimapRange: RangeEnvelope
  /// The mini-map's lines by pixel column, for a line chart with many points.
  let minimapColumns: MinimapColumns?
  /// What the kind prepared from the data (`ChartKindBehavior.prepare`): a timeline's
  /// intervals by start.
  let prepared: (any Sendable)?
  /// What frames work out again from inputs that repeat, when the compiled scene keeps it.
  let caches: CompiledChartCaches?

  init(
    day: String?, data: ChartData, content: ChartContent, window: Track<Window>,
    layout: ChartLayout, tracks: ChartTracks, context: RendererContext
  ) {
    self.day = day
    self.data = data
    // A percentage chart's day is its week as a pie; otherwise the data says.
    kind = day == nil ? content.kind : data.kind
    behavior = kind.behavior
    prepared = behavior.prepare(data)
    caches = context.caches ? CompiledChartCaches() : nil
    self.layout = layout
    self.window = window
    let alphas = data.series.map { tracks.alphas[$0.id] ?? Track(initial: 1) }
    self.alphas = alphas
    let indexes = RangeIndexes(data: data, kind: kind)
    self.indexes = indexes
    valueDecimals = data.series.map { series in
      LabelFormat.dataDecimals(series.values.lazy.map { series.format?.shown($0) ?? $0 })
    }
    if let minimap = layout.minimap, behavior.minimap == .lines {
      let padding = ChartDrawing.MinimapMetrics.linePadding * layout.unit
      minimapColumns = MinimapColumns(
        data: data, indexes: indexes, rect: minimap.insetBy(dx: 0, dy: padding),
        mirrored: context.canvas.direction.isRightToLeft)
    } else {
      minimapColumns = nil
    }

    let policy = YRangePolicy(
      indexes: indexes, window: window, alphas: alphas, stacked: behavior.stacking == .byAlpha)
    let envelopes = policy.envelopes(duration: context.duration, twoAxes: data.yScaled)
    plotRange = envelopes.plot
    minimapRange = envelopes.minimap
    seriesRanges = envelopes.axes
  }
}
