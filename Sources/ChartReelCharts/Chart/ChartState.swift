import ChartReelCore

/// Everything that animates in a chart, at one instant: a pure value, with no trace of how it
/// was interpolated.
public struct ChartState: Equatable, Sendable {
  /// The time in seconds.
  public var time: Double
  /// The chart's kind.
  public var kind: ChartKind
  /// The visible part of the x range as animated; a curve that overshoots may carry it past
  /// its target (drawing stops it at the data's ends).
  public var window: Window
  /// The y-range of the plot: for two y-axes, the first visible series'.
  public var yRange: ValueRange
  /// Each series' own y-range, on charts with two y-axes; empty otherwise.
  public var yRanges: [ValueRange]
  /// The y-range of the mini-map (all points, visible series).
  public var minimapYRange: ValueRange
  /// The opacity of each series, in the chart's series order, as animated; `alpha(_:)` reads
  /// one by its id.
  public var seriesAlpha: [Double]
  /// The series' ids, in the order of `seriesAlpha`.
  public var seriesIDs: [String]
  /// The indicator's place as a fraction of the x range.
  public var indicatorPosition: Double
  /// The indicator's opacity; 0 when hidden.
  public var indicatorAlpha: Double
  /// 0 for the day palette, 1 for night, between while switching.
  public var themeBlend: Double
  /// How far a percentage chart has turned into a pie: 0 areas, 1 pie.
  public var pieProgress: Double
  /// The day shown ("2019-03-01") once a zoom into it is half way; nil on the overview.
  public var day: String?
  /// How far the chart has zoomed into a day: 0 the overview, 1 the day.
  public var zoomProgress: Double

  /// A state from its parts, as `ChartRenderer.state(at:)` computes them.
  package init(
    time: Double, kind: ChartKind, window: Window, yRange: ValueRange, yRanges: [ValueRange] = [],
    minimapYRange: ValueRange, seriesAlpha: [Double], seriesIDs: [String] = [],
    indicatorPosition: Double = 0.5,
    indicatorAlpha: Double = 0, themeBlend: Double = 0, pieProgress: Double = 0,
    day: String? = nil, zoomProgress: Double = 0
  ) {
    self.time = time
    self.kind = kind
    self.window = window
    self.yRange = yRange
    self.yRanges = yRanges
    self.minimapYRange = minimapYRange
    self.seriesAlpha = seriesAlpha
    self.seriesIDs = seriesIDs
    self.indicatorPosition = indicatorPosition
    self.indicatorAlpha = indicatorAlpha
    self.themeBlend = themeBlend
    self.pieProgress = pieProgress
    self.day = day
    self.zoomProgress = zoomProgress
  }
}

extension ChartState {
  /// The opacity of the series `id` as animated (0 hidden, 1 shown); nil for an id the chart
  /// does not have.
  public func alpha(_ id: String) -> Double? {
    seriesIDs.firstIndex(of: id).flatMap {
      seriesAlpha.indices.contains($0) ? seriesAlpha[$0] : nil
    }
  }

  /// Whether every number of the two states agrees within `tolerance`, relative to the
  /// number's size when it is larger than 1: the comparison tests should use, since computed
  /// values carry float noise (0.49999999999999956 for 0.5).
  public func isApproximatelyEqual(
    to other: ChartState, tolerance: Double = ApproximateEquality.tolerance
  ) -> Bool {
    guard kind == other.kind, day == other.day, seriesAlpha.count == other.seriesAlpha.count,
      yRanges.count == other.yRanges.count, seriesIDs == other.seriesIDs
    else { return false }
    return numbers.isApproximatelyEqual(to: other.numbers, tolerance: tolerance)
  }

  /// The former name of `isApproximatelyEqual(to:tolerance:)`.
  @available(*, deprecated, renamed: "isApproximatelyEqual(to:tolerance:)")
  public func isClose(to other: ChartState, tolerance: Double = 1e-9) -> Bool {
    isApproximatelyEqual(to: other, tolerance: tolerance)
  }

  /// Whether two numbers agree within `tolerance` (relative above 1).
  @available(*, deprecated, message: "use a.isApproximatelyEqual(to: b, tolerance:)")
  public static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    a.isApproximatelyEqual(to: b, tolerance: tolerance)
  }

  /// Every number of the state, in a fixed order.
  var numbers: [Double] {
    [
      time, window.lower, window.upper, yRange.min, yRange.max, minimapYRange.min,
      minimapYRange.max, indicatorPosition, indicatorAlpha, themeBlend, pieProgress, zoomProgress,
    ] + seriesAlpha + yRanges.flatMap { [$0.min, $0.max] }
  }
}
