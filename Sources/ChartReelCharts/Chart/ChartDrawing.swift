import ChartReelCore

/// One frame of a compiled chart being drawn: the state at that time and everything derived from
/// it that the parts share (the drawn window, the palette, the plot's data transform).
///
/// It composes the parts: each — header, grid, x axis, indicator, tooltip, mini-map, legend —
/// is a renderer of its own in `Parts/` that takes its data and a `PartStyle`; this type builds
/// them from the compiled chart and the state (`headerPart`, `gridPart`, …) and stacks their nodes in
/// `Layers`. The kind's marks take a `PlotContext`.
struct ChartDrawing {
  let chart: ChartRenderer
  let compiled: CompiledChart
  let state: ChartState
  let context: DrawContext
  /// The window as drawn: inside the data, no narrower than five points.
  let window: Window
  /// The series' alphas as drawn, from 0 to 1.
  let alphas: [Double]
  let palette: ChartPalette
  /// Maps data to the plot's pixels.
  let transform: PlotTransform

  init(_ chart: ChartRenderer, _ compiled: CompiledChart, state: ChartState, context: DrawContext) {
    self.chart = chart
    self.compiled = compiled
    self.state = state
    self.context = context
    window = state.window.constrained(minimumWidth: compiled.data.minimumWindowWidth)
    alphas = state.seriesAlpha.map { min(1, max(0, $0)) }
    palette = ChartPalette.blended(state.themeBlend)
    transform = Self.transform(
      compiled: compiled, window: window, range: state.yRange,
      mirrored: chart.direction.isRightToLeft)
  }

  /// The data-to-pixel map of `compiled` for a window and a y-range (`WindowTransformer`).
  static func transform(
    compiled: CompiledChart, window: Window, range: ValueRange, mirrored: Bool, rect: Rect? = nil
  ) -> PlotTransform {
    transformer(compiled: compiled, range: range, mirrored: mirrored, rect: rect).transform(window)
  }

  /// The data-to-pixel map of `compiled` for any window, at a y-range.
  static func transformer(
    compiled: CompiledChart, range: ValueRange, mirrored: Bool, rect: Rect? = nil
  ) -> WindowTransformer {
    WindowTransformer(
      data: compiled.data, xExtent: compiled.behavior.xExtent, range: range,
      rect: rect ?? compiled.layout.plot, mirrored: mirrored)
  }

  var data: ChartData { compiled.data }
  var layout: ChartLayout { compiled.layout }
  var unit: Double { layout.unit }
  var plot: Rect { layout.plot }
  var measurer: any TextMeasuring { context.measurer }
  var rightToLeft: Bool { chart.direction.isRightToLeft }

  /// The transform of series `index`: its own y-range on a chart with two y-axes.
  func transform(forSeries index: Int) -> PlotTransform {
    guard state.yRanges.indices.contains(index) else { return transform }
    return Self.transform(
      compiled: compiled, window: window, range: state.yRanges[index], mirrored: rightToLeft)
  }

  /// The plot's clip: its width, and tall enough that lines at the extremes are not cut.
  var plotClip: Rect {
    let margin = ChartLayout.Metrics.lineWidth * unit
    return Rect(
      x: plot.minX, y: plot.minY - margin, width: plot.width, height: plot.height + 2 * margin)
  }

  /// The chart's nodes in layers, so that a zoom into a day can move and fade them apart.
  struct Layers {
    var header: [DisplayNode]
    var grid: [DisplayNode]
    var data: [DisplayNode]
    var labels: [DisplayNode]
    var indicator: [DisplayNode]
    var minimap: [DisplayNode]
    var legend: [DisplayNode]
    /// The indicator's card, over every other part.
    var tooltip: [DisplayNode]
    /// Whether the grid is drawn over the data (bars and areas) rather than under (lines).
    var gridOverData: Bool

    /// The fingers of gestures, on top of everything.
    var touches: [DisplayNode]

    /// Every node, back to front.
    var all: [DisplayNode] {
      header + (gridOverData ? data + grid : grid + data) + labels + indicator + minimap + legend
        + tooltip + touches
    }
  }

  /// The chart's nodes in layers: those of a chart of series, or with the grid and indicator
  /// the kind draws itself (`KindLayers`).
  func layers() -> Layers {
    guard let own = compiled.behavior.ownLayers(of: plotContext) else { return seriesLayers() }
    return Layers(
      header: header(), grid: own.grid, data: marks() + own.overMarks + annotationPart().nodes(),
      labels: xLabels(), indicator: own.indicator, minimap: minimapNodes(), legend: [],
      tooltip: [], gridOverData: compiled.behavior.grid.isOverData, touches: touchesPart.nodes())
  }

  /// The layers of a chart of series: header, grid, marks and annotations, labels, the
  /// indicator and its card, the mini-map and the legend.
  func seriesLayers() -> Layers {
    // A pie has no axes: they fade out as it forms.
    let axes = 1 - min(1, max(0, state.pieProgress))
    // The card hides what lies under it: no label shows half-covered through it (an
    // annotation's label fades in again clear of it).
    let card = shownCard
    let grid = axes > 0 ? self.grid() : []
    let gridPart = self.gridPart(grid)
    let valueLabels = axes > 0 ? gridPart.labelNodes(axisLabels(grid)) : []
    // Annotation labels print over no value label that shows (at half its opacity or more).
    let shownValues = valueLabels.compactMap { node -> Rect? in
      guard case .text(let run) = node, run.opacity * axes >= 0.5 else { return nil }
      return run.box(measurer: measurer)
    }
    var data = marks() + annotationPart(avoiding: card?.frame, labels: shownValues).nodes()
    var labels = DisplayNode.wrapping(valueLabels + xLabels(), opacity: axes)
    if let frame = card?.frame {
      let fade = min(1, max(0, state.indicatorAlpha))
      data = data.removingTexts(under: frame, fade: fade, measurer: measurer)
      labels = labels.removingTexts(under: frame, fade: fade, measurer: measurer)
    }
    return Layers(
      header: header(),
      grid: DisplayNode.wrapping(axes > 0 ? gridPart.lineNodes() : [], opacity: axes),
      data: data, labels: labels, indicator: indicatorNodes(), minimap: minimapNodes(),
      legend: legendPart.nodes(), tooltip: tooltipNodes(card),
      gridOverData: compiled.behavior.grid.isOverData,
      touches: touchesPart.nodes())
  }

  /// Every node of the chart, back to front: labels over the data, as Telegram draws them.
  func nodes() -> [DisplayNode] { layers().all }
}
