import ChartReelCore

/// What the mini-map's marks are drawn from, beside the compiled chart itself.
///
/// The marks span the whole x range, so they depend on the mini-map's y-range, the series'
/// alphas and the theme, never on the window: while the window pans or zooms every frame
/// draws the same marks.
struct MinimapMarksKey: Equatable, Sendable {
  /// The mini-map's y-range.
  var range: ValueRange
  /// The series' alphas as drawn.
  var alphas: [Double]
  /// The theme: the palette's blend from day to night.
  var themeBlend: Double
}

/// A text colour and the opaque colour under it: what a readable label colour is made from.
struct ColorPairKey: Equatable, Sendable {
  var text: Color
  var under: Color
}

/// A compiled chart's kept values (`RecentValues`), when its compiled scene keeps them.
struct CompiledChartCaches: Sendable {
  /// The mini-map's marks: one entry per thread drawing, and a few while frames alternate.
  let minimapMarks = RecentValues<MinimapMarksKey, [DisplayNode]>(capacity: 4)
  /// The y labels' readable colours over the fills under them.
  let labelColors = RecentValues<ColorPairKey, Color>(capacity: 16)
}
