import ChartReelCore

/// Leading-dot chart changes: `Action(at: 0.5, target: "main", .window(0.4...0.8))`.
extension Change where Self == WindowChange {
  /// Pans and zooms the chart to show `range`, fractions of the x range from 0 to 1.
  public static func window(_ range: ClosedRange<Double>) -> WindowChange {
    WindowChange(Window(range.lowerBound, range.upperBound))
  }
}

extension Change where Self == PanChange {
  /// Shifts the window by `delta`, a fraction of the x range, keeping its width.
  public static func pan(_ delta: Double) -> PanChange { PanChange(delta) }
}

extension Change where Self == ZoomChange {
  /// Scales the window's width about its centre by `factor` (2 shows twice as much).
  public static func zoom(_ factor: Double) -> ZoomChange { ZoomChange(factor) }
}

extension Change where Self == SeriesVisibilityChange {
  /// Fades the series `id` out.
  public static func hide(_ id: String) -> SeriesVisibilityChange { .init(.hide, id) }
  /// Fades the series `id` in.
  public static func show(_ id: String) -> SeriesVisibilityChange { .init(.show, id) }
  /// Fades the series `id` out when it is shown, in when it is hidden.
  public static func toggle(_ id: String) -> SeriesVisibilityChange { .init(.toggle, id) }
}

extension Change where Self == IndicatorChange {
  /// Shows the indicator at `position`, a fraction of the x range, or hides it for nil.
  public static func indicator(_ position: Double?) -> IndicatorChange {
    IndicatorChange(position)
  }
}
