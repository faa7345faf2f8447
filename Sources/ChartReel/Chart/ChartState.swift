/// Everything that animates in a chart, at one instant: a pure value.
public struct ChartState: Equatable, Sendable {
  /// The time in seconds.
  public var time: Double
  /// The visible part of the x range.
  public var window: Window
  /// The y-range of the plot.
  public var yRange: ValueRange
  /// The y-range keyframes around this time, for cross-fading grid generations.
  public var yRangeFrom: ValueRange
  public var yRangeTo: ValueRange
  /// Linear progress from `yRangeFrom` to `yRangeTo`.
  public var yRangeProgress: Double
  /// The y-range of the mini-map (all points, visible series).
  public var minimapYRange: ValueRange
  /// The opacity of each series, in the chart's series order.
  public var seriesAlpha: [Double]
  /// The indicator's place as a fraction of the x range.
  public var indicatorPosition: Double
  /// The indicator's opacity; 0 when hidden.
  public var indicatorAlpha: Double
  /// 0 for the day palette, 1 for night, between while switching.
  public var themeBlend: Double
}
