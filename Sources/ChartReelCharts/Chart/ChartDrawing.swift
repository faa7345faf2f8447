import ChartReelCore

/// One frame of a chart being drawn: the state at that time and everything derived from it
/// that the parts share (the drawn window, the palette, the plot's data transform).
///
/// The parts — grid, marks, axes, indicator, mini-map, legend — are extensions of this type,
/// each in its own file.
struct ChartDrawing {
  let chart: ChartRenderer
  let state: ChartState
  let context: DrawContext
  /// The window as drawn: inside the data, no narrower than five points.
  let window: Window
  /// The series' alphas as drawn, from 0 to 1.
  let alphas: [Double]
  let palette: ChartPalette
  /// Maps data to the plot's pixels.
  let transform: PlotTransform

  init(_ chart: ChartRenderer, state: ChartState, context: DrawContext) {
    self.chart = chart
    self.state = state
    self.context = context
    window = chart.drawnWindow(state)
    alphas = state.seriesAlpha.map { min(1, max(0, $0)) }
    palette = ChartPalette.blended(state.themeBlend)
    transform = PlotTransform(
      data: chart.data, window: window, yRange: state.yRange, rect: chart.layout.plot,
      mirrored: chart.direction.isRightToLeft)
  }

  var data: ChartData { chart.data }
  var layout: ChartLayout { chart.layout }
  var unit: Double { layout.unit }
  var plot: Rect { layout.plot }
  var measurer: any TextMeasuring { context.measurer }
  var rightToLeft: Bool { chart.direction.isRightToLeft }

  /// The transform of series `index`: its own y-range on a chart with two y-axes.
  func transform(forSeries index: Int) -> PlotTransform {
    guard state.yRanges.indices.contains(index) else { return transform }
    return PlotTransform(
      data: data, window: window, yRange: state.yRanges[index], rect: plot, mirrored: rightToLeft)
  }

  /// The plot's clip: its width, and tall enough that lines at the extremes are not cut.
  var plotClip: Rect {
    let margin = ChartLayout.Metrics.lineWidth * unit
    return Rect(
      x: plot.minX, y: plot.minY - margin, width: plot.width, height: plot.height + 2 * margin)
  }

  /// Every node of the chart, back to front: grid lines under the data, labels over it (as
  /// Telegram draws them), then the indicator, mini-map and legend, and the fingers of gestures
  /// on top.
  func nodes() -> [DisplayNode] {
    var nodes = header()
    nodes += gridLines()
    nodes += marks()
    nodes += annotationNodes()
    nodes += gridLabels()
    nodes += xLabels()
    nodes += indicatorNodes()
    nodes += minimapNodes()
    nodes += legendNodes()
    nodes += touchNodes()
    return nodes
  }
}
