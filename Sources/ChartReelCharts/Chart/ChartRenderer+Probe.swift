import ChartReelCore

extension ChartRenderer {
  /// The chart's fields in a probe line: window, x range, y-range(s), series alphas, mini-map
  /// range, indicator, kind, plot, and the fingers while a gesture's are down.
  public func summary(at t: Double, in context: DrawContext) -> [(String, JSONValue)] {
    let state = state(at: t)
    let drawn = drawnWindow(state)
    var fields: [(String, JSONValue)] = [
      ("kind", .string(state.kind.rawValue)),
      ("window", .pair(state.window.lower, state.window.upper)),
      ("xRange", .pair(data.xValue(atFraction: drawn.lower), data.xValue(atFraction: drawn.upper))),
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
    let indicator: JSONValue =
      state.indicatorAlpha > 0
      ? .members([
        ("position", .number(state.indicatorPosition)), ("alpha", .number(state.indicatorAlpha)),
      ]) : .null
    fields.append(("indicator", indicator))
    fields += touchFields(at: t)
    return fields
  }

  public func probeFields(at t: Double, in context: DrawContext) -> [(String, JSONValue)] {
    [("plot", .rect(layout.plot))]
  }

  public func childProbes(at t: Double, in context: DrawContext) -> [NodeProbe] {
    let drawing = ChartDrawing(self, state: state(at: t), context: context)
    return annotations.map { annotation in
      let frame = drawing.frame(of: annotation.content)
      return NodeProbe(
        id: annotation.id, type: annotation.content.typeName,
        frame: annotation.transform(at: t, frame: frame).apply(frame),
        opacity: annotation.opacity.value(at: t))
    }
  }
}
