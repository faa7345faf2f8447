import ChartReelCore

/// The animated properties of a chart node, declared once: what its changes write, what
/// `ChartContent` declares (`ChartContent.propertyTable`) and what `ChartRenderer` reads back
/// (`ChartTracks`).
package enum ChartProperties {
  /// The visible part of the x range, in fractions of it: the overview's, and as a family by
  /// day, the window over each day's data zoomed into (declared by the zoom into it).
  package static let window = PropertyDeclaration<Window>(
    "window", default: .full, "The visible part of the x range, in fractions of it.",
    change: ChangeSyntax("window", .definition("window")))
  /// The opacity of each series, by series id, 0 hidden to 1 shown (`hide`, `show`, `toggle`).
  package static let alpha = PropertyDeclaration<Double>(
    "alpha", default: 1, "The opacity of a series, 0 hidden to 1 shown.")
  /// Where the indicator is, as a fraction of the x range.
  package static let indicator = PropertyDeclaration<Double>(
    "indicator", default: 0.5, "Where the indicator is, as a fraction of the x range.",
    change: ChangeSyntax(
      "indicator", .json(##"{"oneOf": [{"$ref": "#/$defs/fraction"}, {"type": "null"}]}"##)))
  /// The indicator's opacity (an `indicator` change of null fades it out).
  package static let indicatorAlpha = PropertyDeclaration<Double>(
    "indicatorAlpha", default: 0, "The indicator's opacity.")
  /// How far a percentage chart has turned into a pie: 0 areas, 1 pie.
  package static let pie = PropertyDeclaration<Double>(
    "pie", default: 0, "How far a percentage chart has turned into a pie: 0 areas, 1 pie.",
    change: ChangeSyntax(
      "pie",
      .json(
        #"""
        {
          "type": "boolean",
          "description": "true turns a percentage chart into a pie of the window's shares; false turns it back."
        }
        """#)))
  /// How far the chart has zoomed into a day: 0 the overview, 1 the day (`zoomIn`,
  /// `zoomOut`; the action `zoom` scales the window instead).
  package static let zoom = PropertyDeclaration<Double>(
    "zoom", default: 0, "How far the chart has zoomed into a day: 0 the overview, 1 the day.")
  /// The day zoomed into ("2019-03-01"), or "" before any; it stays while zooming out.
  package static let day = PropertyDeclaration<String>(
    "day", default: "", "The day zoomed into (\"2019-03-01\"), or \"\" before any.")

  /// The window a window change at `t` moves on chart `id`: the day's while zoomed into one
  /// (or zooming), the overview's otherwise.
  package static func activeWindow(
    of id: NodeID, in timeline: Timeline, at t: Double
  ) -> PropertyKey<Window> {
    guard let zoom = timeline.track(zoom.key(id)), zoom.target(at: t) > 0,
      let day = timeline.value(day.key(id), at: t), !day.isEmpty
    else { return window.key(id) }
    return window.key(id, day)
  }
}

extension ChartContent: DeclaredProperties {
  /// Every animated property of a chart, with its initial value.
  package static let propertyTable: [NodeProperty<ChartContent>] = [
    .property(ChartProperties.window) { $0.initialWindow },
    .family(ChartProperties.alpha, members: { $0.seriesIDs }) { content, series in
      content.initial.hidden.contains(series) ? 0 : 1
    },
    .property(ChartProperties.indicator) { $0.initial.indicator ?? 0.5 },
    .property(ChartProperties.indicatorAlpha) { $0.initial.indicator == nil ? 0 : 1 },
    .property(ChartProperties.pie),
    .property(ChartProperties.zoom),
    .property(ChartProperties.day),
    .property(TouchMarks.touches),
  ]
}
