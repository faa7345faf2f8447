import ChartReelCore

/// A chart's state before the first action.
public struct InitialState: Equatable, Sendable {
  /// The default window: the last 30 % of the x range, as in Telegram's charts.
  package static let defaultWindow = Window(0.7, 1)

  /// The window the chart opens on; nil for the default, the last 30 % of the range (or as
  /// much as the minimum width needs).
  package var window: Window?
  /// Ids of the series that start hidden.
  package var hidden: [String]
  /// Where the indicator starts, as a fraction of the x range; nil when it starts hidden.
  package var indicator: Double?

  /// The chart's start: `window` (nil: the whole data), `hidden` series, the indicator.
  public init(window: Window? = nil, hidden: [String] = [], indicator: Double? = nil) {
    self.window = window
    self.hidden = hidden
    self.indicator = indicator
  }
}
