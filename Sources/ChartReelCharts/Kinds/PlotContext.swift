import ChartReelCore

/// What a kind's parts draw with — marks, tooltip rows, probe fields, its own layers — rather
/// than the whole chart: the data and the kind's index of it, the frame's state, the window
/// and the plot's data transform, the series' alphas, the palette, and the little of the canvas
/// text needs.
///
/// Made once per frame by `ChartDrawing` (`plotContext`); it holds no renderer, compiled chart or layout.
struct PlotContext {
  /// The data drawn: the overview's or a day's; a timeline's intervals are its payload.
  let data: ChartData
  /// What the kind prepared from the data once per compiled scene
  /// (`ChartKindBehavior.prepare`): a timeline's intervals by start.
  let prepared: (any Sendable)?
  /// The indexes of the series' values, for y-ranges and dense windows.
  let indexes: RangeIndexes
  /// How many decimals each series' data are written with (`LabelFormat.dataDecimals`), in
  /// its format's numbers (percent in percent).
  let valueDecimals: [Int]
  /// The mini-map's lines by pixel column, when the compiled chart keeps them.
  let minimapColumns: MinimapColumns?
  /// The day shown ("2019-03-01"); nil for the overview.
  let day: String?
  /// The frame's state: window, indicator, pie, day.
  let state: ChartState
  /// The window as drawn: inside the data, no narrower than five points.
  let window: Window
  /// The series' alphas as drawn, from 0 to 1.
  let alphas: [Double]
  let palette: ChartPalette
  /// Maps data to the plot's pixels (the first series' on a chart with two y-axes).
  let transform: PlotTransform
  /// The point the indicator selects, while it shows inside the plot (a bar chart dims the
  /// others only then).
  let selectedIndex: Int?
  /// Dates and numbers in the canvas's locale.
  let format: LabelFormat
  /// The layout's unit: a point of the design in pixels.
  let unit: Double
  let measurer: any TextMeasuring
  let rightToLeft: Bool

  /// The plot's rectangle.
  var plot: Rect { transform.rect }
}

extension ChartDrawing {
  /// The little of this frame that the kind's parts draw with.
  var plotContext: PlotContext {
    PlotContext(
      data: data, prepared: compiled.prepared, indexes: compiled.indexes,
      valueDecimals: compiled.valueDecimals, minimapColumns: compiled.minimapColumns,
      day: compiled.day, state: state, window: window, alphas: alphas, palette: palette,
      transform: transform, selectedIndex: indicatorLineX != nil ? indicatorIndex : nil,
      format: chart.format, unit: unit, measurer: measurer, rightToLeft: rightToLeft)
  }
}
