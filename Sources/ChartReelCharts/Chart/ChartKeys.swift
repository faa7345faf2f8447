import ChartReelCore

/// The animated properties of the chart node `id`: the tracks its changes write and its
/// renderer reads.
package struct ChartKeys: Sendable {
  package let id: NodeID

  package init(_ id: NodeID) { self.id = id }

  /// The visible part of the x range, in fractions of it.
  package var window: PropertyKey<Window> { .init(id, "window") }
  /// The opacity of a series, 0 hidden to 1 shown.
  package func alpha(_ series: String) -> PropertyKey<Double> {
    .init(id, "alpha", qualifier: series)
  }
  /// Where the indicator is, as a fraction of the x range.
  package var indicator: PropertyKey<Double> { .init(id, "indicator") }
  /// The indicator's opacity.
  package var indicatorAlpha: PropertyKey<Double> { .init(id, "indicatorAlpha") }
  /// How far a percentage chart has turned into a pie: 0 areas, 1 pie.
  package var pie: PropertyKey<Double> { .init(id, "pie") }
  /// How far the chart has zoomed into a day: 0 the overview, 1 the day.
  package var zoom: PropertyKey<Double> { .init(id, "zoom") }
  /// The day zoomed into ("2019-03-01"), or "" before any; it stays while zooming out.
  package var day: PropertyKey<String> { .init(id, "day") }
  /// The window over a day's data, in fractions of that data's x range.
  package func window(day: String) -> PropertyKey<Window> { .init(id, "window", qualifier: day) }

  /// The window a window change at `t` moves: the day's while zoomed into one (or zooming),
  /// the overview's otherwise.
  package func activeWindow(in timeline: Timeline, at t: Double) -> PropertyKey<Window> {
    guard let zoom = timeline.track(zoom), zoom.target(at: t) > 0,
      let day = timeline.value(self.day, at: t), !day.isEmpty
    else { return window }
    return window(day: day)
  }
}
