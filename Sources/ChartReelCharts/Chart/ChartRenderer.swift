import ChartReelCore

/// Draws a chart node at any time and reports its state: the chart's half of a compiled scene.
///
/// Made once per compiled scene from the chart's tracks: a compiled chart of the overview and one of
/// each day the script zooms into, each laid out, indexed and with its y-range envelopes
/// sampled. `state(at:)` and drawing are then pure functions of time.
public struct ChartRenderer: SummaryReporting {
  /// The chart node's id.
  public let id: NodeID
  package let content: ChartContent
  let overview: CompiledChart
  /// The views of the days zoomed into, by day.
  let days: [String: CompiledChart]
  let indicator: Track<Double>
  let indicatorAlpha: Track<Double>
  let pie: Track<Double>
  let zoom: Track<Double>
  let day: Track<String>
  /// The fingers of gestures, in canvas pixels.
  let touches: Track<[Point]>
  let theme: Track<Double>
  let annotations: [ChartAnnotation]
  let direction: LayoutDirection
  let duration: Double
  /// Dates and numbers in the canvas's locale.
  let format: LabelFormat

  /// The overview's data.
  public var data: ChartData { overview.data }
  /// The overview's kind.
  public var kind: ChartKind { overview.kind }
  /// The overview's layout.
  package var layout: ChartLayout { overview.layout }
  /// The overview's range indexes.
  package var indexes: RangeIndexes { overview.indexes }
  var plotRange: RangeEnvelope { overview.plotRange }
  var seriesRanges: [RangeEnvelope] { overview.seriesRanges }

  init(content: ChartContent, context: RendererContext) {
    id = context.id
    self.content = content
    direction = context.canvas.direction
    duration = context.duration
    format = LabelFormat(locale: context.canvas.locale)
    let timeline = context.timeline
    let tracks = ChartTracks(timeline, id: context.id, content: content)
    // The layout stage's placement; made here only for a context that lacks one.
    let placement =
      context.contentLayout as? ChartPlacement
      ?? ChartPlacement(
        content, in: context.frame, canvas: context.canvas, measurer: context.measurer,
        alignment: nil)
    overview = CompiledChart(
      day: nil, data: content.data, content: content, window: tracks[ChartProperties.window],
      layout: placement.overview, tracks: tracks, context: context)
    var days: [String: CompiledChart] = [:]
    for (day, window) in tracks.dayWindows(in: timeline, id: context.id) {
      guard let data = content.dayData(day) else { continue }
      days[day] = CompiledChart(
        day: day, data: data, content: content, window: window,
        layout: placement.layout(ofDay: data, measurer: context.measurer), tracks: tracks,
        context: context)
    }
    self.days = days
    day = tracks[ChartProperties.day]
    zoom = tracks[ChartProperties.zoom]
    indicator = tracks[ChartProperties.indicator]
    indicatorAlpha = tracks[ChartProperties.indicatorAlpha]
    pie = tracks[ChartProperties.pie]
    touches = tracks[TouchMarks.touches]
    theme = timeline.track(.theme) ?? Track(initial: 0)
    // The compiled scene gives every child the id its tracks are declared under.
    annotations = context.node.children.compactMap { child in
      guard let annotation = child.content as? AnnotationContent, let id = child.id else {
        return nil
      }
      return ChartAnnotation(id: id, content: annotation, timeline: timeline)
    }
  }

  /// The day's compiled chart in force at `t` and how far the chart has zoomed into it.
  func zoomState(at t: Double) -> (chart: CompiledChart?, progress: Double) {
    guard let compiled = days[day.value(at: t)] else { return (nil, 0) }
    return (compiled, min(1, max(0, zoom.value(at: t))))
  }

  /// The compiled chart the state reports at `t`: the day's once the zoom is half way, else the overview.
  func activeChart(at t: Double) -> CompiledChart {
    let (compiled, progress) = zoomState(at: t)
    return progress >= 0.5 ? compiled ?? overview : overview
  }

  /// The chart's state at time `t` in seconds.
  ///
  /// It is the state of the day zoomed into once the zoom is half way there, of the overview
  /// otherwise. `t` is clamped to the scene (NaN reads as 0).
  public func state(at t: Double) -> ChartState {
    let t = t.clampedTime(to: duration)
    return state(of: activeChart(at: t), at: t)
  }

  func state(of compiled: CompiledChart, at t: Double) -> ChartState {
    let alphaValues = compiled.alphas.map { $0.value(at: t) }
    let ranges = compiled.seriesRanges.map { $0.range(at: t) }
    let first = alphaValues.firstIndex { $0 > 0 } ?? 0
    let (dayView, zoomProgress) = zoomState(at: t)
    // A percentage chart's day is a pie, reached as the zoom goes in.
    let pieProgress =
      compiled.day == nil
      ? pie.value(at: t) : (compiled.behavior.zoom == .weekPie ? zoomProgress : 0)
    return ChartState(
      time: t, kind: compiled.behavior.stateKind(pieProgress: pieProgress),
      window: compiled.window.value(at: t),
      yRange: ranges.isEmpty ? compiled.plotRange.range(at: t) : ranges[first], yRanges: ranges,
      minimapYRange: compiled.minimapRange.range(at: t), seriesAlpha: alphaValues,
      seriesIDs: compiled.data.series.map(\.id),
      indicatorPosition: indicator.value(at: t),
      indicatorAlpha: (compiled.day != nil) == indicatorBelongsToDay(at: t)
        ? indicatorAlpha.value(at: t) : 0,
      themeBlend: theme.value(at: t), pieProgress: pieProgress,
      day: zoomProgress >= 0.5 ? dayView?.day : nil, zoomProgress: zoomProgress)
  }

  /// Whether the indicator belongs to the day zoomed into at `t` rather than to the overview.
  ///
  /// It does when it was last shown or moved after the zoom into the day began and before any
  /// zoom out: one selected in the overview fades with the overview and is not carried into
  /// the day (whose points are others), and one selected in the day fades with the day.
  func indicatorBelongsToDay(at t: Double) -> Bool {
    let zooms = zoom.segments.filter { $0.start <= t }
    guard let zoomIn = zooms.last(where: { $0.to >= 0.5 }) else { return false }
    let zoomOut = zooms.last { $0.to < 0.5 && $0.start >= zoomIn.start }
    let moves = indicator.segments.map(\.start)
    let shows = indicatorAlpha.segments.filter { $0.to > 0 }.map(\.start)
    guard let change = (moves + shows).filter({ $0 <= t }).max() else { return false }
    return change >= zoomIn.start && (zoomOut.map { change < $0.start } ?? true)
  }

  package func draw(at t: Double, in context: DrawContext) -> [DisplayNode] {
    let (dayView, progress) = zoomState(at: t)
    guard let dayView, progress > 0 else {
      return ChartDrawing(self, overview, state: state(of: overview, at: t), context: context)
        .nodes()
    }
    let day = ChartDrawing(self, dayView, state: state(of: dayView, at: t), context: context)
    guard progress < 1 else { return day.nodes() }
    let parent = ChartDrawing(self, overview, state: state(of: overview, at: t), context: context)
    return ZoomTransition(overview: parent, day: day, progress: progress).nodes()
  }
}
