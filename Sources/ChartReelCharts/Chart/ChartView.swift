import ChartReelCore

/// One body of data a chart shows — the overview, or a day it zooms into — with everything
/// derived from it once: its layout, its window and alpha tracks, its indexes and its y-range
/// envelopes.
struct ChartView: Sendable {
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
  let rules: RangeRules
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
  let caches: ChartViewCaches?

  init(
    day: String?, data: ChartData, content: ChartContent, window: Track<Window>,
    tracks: ChartTracks, context: RendererContext
  ) {
    self.day = day
    self.data = data
    // A percentage chart's day is its week as a pie; otherwise the data says.
    kind = day == nil ? content.kind : data.kind
    behavior = kind.behavior
    prepared = behavior.prepare(data)
    caches = context.caches ? ChartViewCaches() : nil
    layout = content.layout(
      in: context.frame, direction: context.canvas.direction, measurer: context.measurer,
      data: data, sheet: context.sheetPlace as? ChartSheetPlace, locale: context.canvas.locale)
    self.window = window
    let alphas = data.series.map { tracks.alphas[$0.id] ?? Track(initial: 1) }
    self.alphas = alphas
    let rules = RangeRules(data: data, kind: kind)
    self.rules = rules
    if let minimap = layout.minimap, behavior.minimap == .lines {
      let padding = ChartDrawing.MinimapMetrics.linePadding * layout.unit
      minimapColumns = MinimapColumns(
        data: data, rules: rules, rect: minimap.insetBy(dx: 0, dy: padding),
        mirrored: context.canvas.direction.isRightToLeft)
    } else {
      minimapColumns = nil
    }

    let minimum = data.minimumWindowWidth
    let alphaActivity = alphas.flatMap(\.activeIntervals)
    let everything =
      rules.tight(window: .full, alphas: data.series.map { _ in 1 }) ?? ValueRange(0, 1)
    // A line or bar series holds the range while it is shown or being shown; from the moment
    // its hide starts it no longer does, so the range moves to the others' while it fades.
    // Stacks count each series by its alpha, so they shrink with it anyway.
    let stacked = behavior.stacking == .byAlpha
    @Sendable func visible(_ start: Double, _ end: Double) -> [Double] {
      alphas.map { alpha in
        let (from, to) = (alpha.value(at: start), alpha.value(at: end))
        let hiding = to < from && alpha.value(at: start + 1e-4) < from
        return !stacked && hiding ? 0 : max(from, to)
      }
    }
    @Sendable func windows(_ start: Double, _ end: Double) -> Window {
      let a = window.value(at: start).constrained(minimumWidth: minimum)
      let b = window.value(at: end).constrained(minimumWidth: minimum)
      return Window(min(a.lower, b.lower), max(a.upper, b.upper))
    }
    plotRange = RangeEnvelope(
      activity: window.activeIntervals + alphaActivity, duration: context.duration,
      fallback: everything
    ) { start, end in
      rules.tight(window: windows(start, end), alphas: visible(start, end))
    }
    minimapRange = RangeEnvelope(
      activity: alphaActivity, duration: context.duration, fallback: everything
    ) { start, end in
      rules.tight(window: .full, alphas: visible(start, end))
    }
    guard data.yScaled else {
      seriesRanges = []
      return
    }
    // Both axes on the same grid lines with round steps while both series show (TwoAxisGrid).
    @Sendable func seriesRange(_ index: Int, _ start: Double, _ end: Double) -> ValueRange? {
      let shown = visible(start, end)
      let window = windows(start, end)
      let ranges = data.series.indices.map {
        shown[$0] > 0 ? rules.range(ofSeries: $0, window: window) : nil
      }
      guard ranges.count == 2, let first = ranges[0], let second = ranges[1] else {
        return ranges[index]
      }
      let aligned = TwoAxisGrid.ranges(first, second)
      return index == 0 ? aligned.0 : aligned.1
    }
    let allActivity = window.activeIntervals + alphaActivity
    seriesRanges = data.series.indices.map { index in
      RangeEnvelope(
        activity: allActivity, duration: context.duration,
        fallback: rules.range(ofSeries: index, window: .full) ?? everything
      ) { start, end in seriesRange(index, start, end) }
    }
  }
}
