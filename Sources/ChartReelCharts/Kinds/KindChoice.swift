/// How any data of series is redrawn as a kind that a scene may choose (`data.kind`,
/// `ChartData.drawn(as:)`): what its series become, how they stack, and whether each may keep
/// its own y-axis.
struct SeriesChoice: Sendable {
  /// What every series becomes: lines, bars or areas.
  var series: ChartSeries.Kind
  /// Whether the series are stacked by value × alpha (stacked bars).
  var stacked = false
  /// Whether the series are stacked to 100 % at every x (percentage areas).
  var percentage = false
  /// Whether each series may keep its own y-axis (lines and bars): a kind that stacks its
  /// series on one axis drops the file's two axes, and a scene asking for them is refused.
  var ownAxes = false
}

/// How a chart becomes a kind that no scene can choose by name: the names a scene might try
/// for it, and what its error message tells it to do instead.
struct KindRoute: Sendable {
  /// The names, in lower case, a scene's `data.kind` might give for the kind: `"ohlc"`.
  var names: [String]
  /// How a chart reaches the kind, as the message goes on after "; ".
  var hint: String
}
