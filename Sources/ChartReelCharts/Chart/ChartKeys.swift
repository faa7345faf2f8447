import ChartReelCore

/// The animated properties of the chart node `id`: the tracks its changes write and its
/// renderer reads.
public struct ChartKeys: Sendable {
  public let id: NodeID

  public init(_ id: NodeID) { self.id = id }

  /// The visible part of the x range, in fractions of it.
  public var window: PropertyKey<Window> { .init(id, "window") }
  /// The opacity of a series, 0 hidden to 1 shown.
  public func alpha(_ series: String) -> PropertyKey<Double> { .init(id, "alpha:" + series) }
  /// Where the indicator is, as a fraction of the x range.
  public var indicator: PropertyKey<Double> { .init(id, "indicator") }
  /// The indicator's opacity.
  public var indicatorAlpha: PropertyKey<Double> { .init(id, "indicatorAlpha") }
  /// How far a percentage chart has turned into a pie: 0 areas, 1 pie.
  public var pie: PropertyKey<Double> { .init(id, "pie") }
}
