import ChartReelCore

/// The parts a kind draws itself in place of a chart of series' grid and indicator (a
/// timeline's hour lines and "now" marker), from its `PlotContext`.
///
/// The chart around them is drawn as usual — header, x labels, annotations, mini-map, touches
/// — without y labels, legend or indicator card.
struct KindLayers {
  /// The grid, under the marks.
  var grid: [DisplayNode]
  /// Drawn over the marks and under the annotations (a timeline's interval labels).
  var overMarks: [DisplayNode]
  /// In place of the indicator and its card.
  var indicator: [DisplayNode]
}
