import ChartReelCore

/// What every chart part draws with besides its own data: the frame's palette, the type scale,
/// the text measurer, the reading direction and the canvas's words and digits.
///
/// Made once per frame by `ChartDrawing` (`partStyle`); parts take it with their own data and,
/// when they draw over the plot, its `PlotTransform`, as DGCharts' renderers take a
/// `Transformer`: never the renderer, the compiled chart or the whole layout.
struct PartStyle {
  /// The frame's colours (the day and night themes blended).
  let palette: ChartPalette
  /// The type scale: a point of the design in pixels (`ChartLayout.unit`).
  let unit: Double
  let measurer: any TextMeasuring
  let rightToLeft: Bool
  /// Dates, numbers and words in the canvas's locale.
  let format: LabelFormat
}

extension ChartDrawing {
  /// The palette, type scale, measurer, direction and words of this frame.
  var partStyle: PartStyle {
    PartStyle(
      palette: palette, unit: unit, measurer: measurer, rightToLeft: rightToLeft,
      format: chart.format)
  }
}

extension PlotContext {
  /// The palette, type scale, measurer, direction and words of this frame.
  var partStyle: PartStyle {
    PartStyle(
      palette: palette, unit: unit, measurer: measurer, rightToLeft: rightToLeft, format: format)
  }
}
