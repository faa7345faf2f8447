import ChartReelCore

/// Draws a chart node at any time and reports its state: the chart's half of a compiled scene.
///
/// Made once per compiled scene from the chart's tracks: it lays the chart out, indexes the
/// data and samples the y-range envelopes. `state(at:)` and drawing are then pure functions of
/// time.
public struct ChartRenderer: SummaryReporting {
  public let id: NodeID
  public let content: ChartContent
  public let layout: ChartLayout
  let keys: ChartKeys
  let window: Track<Window>
  let alphas: [Track<Double>]
  let indicator: Track<Double>
  let indicatorAlpha: Track<Double>
  let pie: Track<Double>
  /// The fingers of gestures, in canvas pixels.
  let touches: Track<[Point]>
  let theme: Track<Double>
  public let rules: RangeRules
  /// The plot's y-range over time; for two y-axes, one per series in `seriesRanges`.
  let plotRange: RangeEnvelope
  let seriesRanges: [RangeEnvelope]
  let minimapRange: RangeEnvelope
  let annotations: [ChartAnnotation]
  let direction: LayoutDirection
  let duration: Double

  public var data: ChartData { content.data }
  public var kind: ChartKind { content.kind }

  init(content: ChartContent, context: RendererContext) {
    id = context.id
    self.content = content
    direction = context.canvas.direction
    duration = context.duration
    let data = content.data
    layout = content.layout(in: context.frame, direction: direction, measurer: context.measurer)
    let keys = ChartKeys(context.id)
    self.keys = keys
    let timeline = context.timeline
    window = timeline.track(keys.window)
    alphas = data.series.map { timeline.track(keys.alpha($0.id)) }
    indicator = timeline.track(keys.indicator)
    indicatorAlpha = timeline.track(keys.indicatorAlpha)
    pie = timeline.track(keys.pie)
    touches = timeline.track(.touches(keys.id))
    theme = timeline.track(.theme)
    rules = RangeRules(data: data, kind: content.kind)
    annotations = zip(context.node.children, context.childFrames).enumerated().compactMap {
      index, pair in
      guard let annotation = pair.0.content as? AnnotationContent else { return nil }
      let id = pair.0.id ?? .unnamed("\(context.id.rawValue).annotations[\(index)]")
      return ChartAnnotation(id: id, content: annotation, timeline: timeline)
    }

    let (window, alphas, rules, minimum) = (window, alphas, rules, data.minimumWindowWidth)
    let alphaActivity = alphas.flatMap(\.activeIntervals)
    let everything =
      rules.tight(window: .full, alphas: data.series.map { _ in 1 }) ?? ValueRange(0, 1)
    func visible(_ start: Double, _ end: Double) -> [Double] {
      alphas.map { max($0.value(at: start), $0.value(at: end)) }
    }
    func windows(_ start: Double, _ end: Double) -> Window {
      let a = window.value(at: start).constrained(minimumWidth: minimum)
      let b = window.value(at: end).constrained(minimumWidth: minimum)
      return Window(min(a.lower, b.lower), max(a.upper, b.upper))
    }
    let activity = window.activeIntervals + alphaActivity
    plotRange = RangeEnvelope(
      activity: activity, duration: context.duration, fallback: everything
    ) { start, end in
      rules.tight(window: windows(start, end), alphas: visible(start, end))
    }
    minimapRange = RangeEnvelope(
      activity: alphaActivity, duration: context.duration, fallback: everything
    ) { start, end in
      rules.tight(window: .full, alphas: visible(start, end))
    }
    if data.yScaled {
      seriesRanges = data.series.indices.map { index in
        let fallback = rules.range(ofSeries: index, window: .full) ?? everything
        return RangeEnvelope(
          activity: window.activeIntervals + alphas[index].activeIntervals,
          duration: context.duration, fallback: fallback
        ) { start, end in
          visible(start, end)[index] > 0
            ? rules.range(ofSeries: index, window: windows(start, end)) : nil
        }
      }
    } else {
      seriesRanges = []
    }
  }

  /// The chart's state at time `t` in seconds.
  public func state(at t: Double) -> ChartState {
    let alphaValues = alphas.map { $0.value(at: t) }
    let ranges = seriesRanges.map { $0.range(at: t) }
    let first = alphaValues.firstIndex { $0 > 0 } ?? 0
    return ChartState(
      time: t, kind: kind, window: window.value(at: t),
      yRange: ranges.isEmpty ? plotRange.range(at: t) : ranges[first], yRanges: ranges,
      minimapYRange: minimapRange.range(at: t), seriesAlpha: alphaValues,
      indicatorPosition: indicator.value(at: t), indicatorAlpha: indicatorAlpha.value(at: t),
      themeBlend: theme.value(at: t), pieProgress: pie.value(at: t))
  }

  /// The window as drawn at `t`: inside the data and no narrower than five points.
  func drawnWindow(_ state: ChartState) -> Window {
    state.window.constrained(minimumWidth: data.minimumWindowWidth)
  }

  public func draw(at t: Double, in context: DrawContext) -> [DisplayNode] {
    ChartDrawing(self, state: state(at: t), context: context).nodes()
  }
}
