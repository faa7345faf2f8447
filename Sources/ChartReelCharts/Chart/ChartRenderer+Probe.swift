import ChartReelCore

extension ChartRenderer {
  /// The chart's fields in a probe line: kind, window, x range, y-range(s), series alphas,
  /// mini-map range, indicator, the fingers while a gesture's are down, the y labels, then the
  /// kind's own
  /// (`ChartKindBehavior.probeFields`: the pie, the day zoomed into — of the day's compiled chart once a
  /// zoom is half way, of the overview otherwise — or a timeline's marker).
  package func summary(at t: Double, in context: DrawContext) -> [(String, JSONValue)] {
    let compiled = activeChart(at: t)
    let state = state(of: compiled, at: t)
    let data = compiled.data
    let drawn = state.window.constrained(minimumWidth: data.minimumWindowWidth)
    // A timeline's x is minutes from midnight; other charts' the data's own units.
    let xUnit = compiled.behavior.xAxis == .timeOfDay ? 60_000.0 : 1
    var fields: [(String, JSONValue)] = [
      ("kind", .string(state.kind.rawValue)),
      ("window", .pair(state.window.lower, state.window.upper)),
      (
        "xRange",
        .pair(
          data.xValue(atFraction: drawn.lower) / xUnit, data.xValue(atFraction: drawn.upper) / xUnit
        )
      ),
      ("yRange", .pair(state.yRange.min, state.yRange.max)),
    ]
    if !state.yRanges.isEmpty {
      fields.append(
        (
          "yRanges",
          .members(zip(data.series, state.yRanges).map { ($0.id, .pair($1.min, $1.max)) })
        ))
    }
    fields.append(
      (
        "series",
        .members(
          zip(data.series, state.seriesAlpha).map { ($0.id, .members([("alpha", .number($1))])) })
      ))
    fields.append(("minimapYRange", .pair(state.minimapYRange.min, state.minimapYRange.max)))
    fields.append(("parts", parts(at: t, in: context)))
    fields.append(("legendCollapsed", collapsedSeries(of: compiled)))
    let indicator: JSONValue =
      state.indicatorAlpha > 0
      ? .members([
        ("position", .number(state.indicatorPosition)), ("alpha", .number(state.indicatorAlpha)),
      ]) : .null
    fields.append(("indicator", indicator))
    fields += touchFields(at: t)
    let drawing = ChartDrawing(self, compiled, state: state, context: context)
    fields.append(("yLabels", yLabels(of: drawing)))
    return fields + compiled.behavior.probeFields(of: drawing.plotContext)
  }

  /// The grid's value labels as drawn (`ChartDrawing.axisLabels`), before a tooltip card
  /// covers any: each with its axis (the series id on a chart with two y-axes, else null), its
  /// value, its text and its opacity, which fades with a pie forming.
  func yLabels(of drawing: ChartDrawing) -> JSONValue {
    let axes = 1 - min(1, max(0, drawing.state.pieProgress))
    guard axes > 0, drawing.compiled.behavior.ownLayers(of: drawing.plotContext) == nil else {
      return .array([])
    }
    let series = drawing.data.series
    return .array(
      drawing.axisLabels(drawing.grid()).map { label in
        .members([
          ("axis", label.series.map { .string(series[$0].id) } ?? .null),
          ("value", .number(label.value)), ("text", .string(label.text)),
          ("opacity", .number(label.opacity * axes)),
        ])
      })
  }

  package func probeFields(at t: Double, in context: DrawContext) -> [(String, JSONValue)] {
    [("plot", .rect(context.transform.apply(layout.plot))), ("parts", parts(at: t, in: context))]
  }

  /// The chart's regions at `t` in canvas pixels: plot, mini-map, legend, header and the
  /// indicator's card (null when absent), of the compiled chart the state reports.
  func parts(at t: Double, in context: DrawContext) -> JSONValue {
    let compiled = activeChart(at: t)
    let drawing = ChartDrawing(self, compiled, state: state(of: compiled, at: t), context: context)
    let layout = compiled.layout
    func box(_ rect: Rect?) -> JSONValue {
      rect.map { .rect(context.transform.apply($0)) } ?? .null
    }
    return .members([
      ("plot", box(layout.plot)), ("minimap", box(layout.minimap)),
      ("legend", box(layout.legend.bounds)), ("header", box(layout.header)),
      ("tooltip", box(drawing.shownCard?.frame)),
    ])
  }

  /// Which series the legend gathers into its "+N" pill, by id.
  func collapsedSeries(of compiled: CompiledChart) -> JSONValue {
    .array(compiled.layout.legend.collapsed.map { .string(compiled.data.series[$0].id) })
  }

  package func childProbes(at t: Double, in context: DrawContext) -> [NodeProbe] {
    let compiled = activeChart(at: t)
    let drawing = ChartDrawing(self, compiled, state: state(of: compiled, at: t), context: context)
    let part = drawing.annotationPart()
    return annotations.map { annotation in
      let frame = part.frame(of: annotation.content)
      return NodeProbe(
        id: annotation.id, type: annotation.content.typeName,
        frame: annotation.transform(at: t, frame: frame).apply(frame),
        opacity: annotation.opacity.value(at: t))
    }
  }
}
