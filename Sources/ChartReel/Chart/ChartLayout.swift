/// Lays out one chart inside a rectangle of the canvas: a pure function of its state.
///
/// The regions (title, plot, x labels, mini-map, legend) are fixed when the layout is made;
/// `nodes(for:)` then turns any `ChartState` into display nodes. Sizes are in Telegram's "dp",
/// `unit` pixels each, so the whole chart scales with the canvas.
public struct ChartLayout: Sendable {
  public let data: ChartData
  public let title: String?
  /// The part of the canvas the chart occupies.
  public let frame: Rect
  /// Pixels per dp.
  public let unit: Double
  public let titleOrigin: Point
  /// Where the series are drawn; the y-range maps onto its height.
  public let plot: Rect
  /// The top of the x date labels.
  public let xLabelTop: Double
  public let minimap: Rect
  /// One pill per series, in series order.
  public let legendPills: [Rect]
  /// The size of each series' name in its pill, measured once.
  let legendNameSizes: [Size]
  /// How many x labels to aim for, from the plot's width and a label's (measured once).
  let xLabelTargetCount: Double

  /// The size in dp the layout is designed for.
  ///
  /// A phone's width (as in Telegram's apps) and a 16:9 frame's height. A chart gets the largest dp that fits both: 2 px on a 1280×720
  /// canvas, 2.6 px on a 1080-wide portrait one.
  public static let designWidth = 412.0
  public static let designHeight = 360.0

  enum Metrics {
    static let sidePadding = 16.0
    static let topPadding = 14.0
    static let titleSize = 17.0
    static let titleGap = 14.0
    static let axisTextSize = 11.0
    static let xLabelGap = 6.0
    static let xLabelHeight = 16.0
    static let minimapGap = 10.0
    static let minimapHeight = 46.0
    static let legendGap = 14.0
    static let pillHeight = 32.0
    static let pillSpacing = 10.0
    static let pillTextSize = 14.0
    static let bottomPadding = 14.0
    static let lineWidth = 2.0
    static let minimapLineWidth = 1.0
  }

  /// Lays a chart out in `frame`; the measurer sizes the legend's text.
  public init(data: ChartData, title: String?, frame: Rect, measurer: some TextMeasuring) {
    self.data = data
    self.title = title
    self.frame = frame
    let unit = min(frame.width / Self.designWidth, frame.height / Self.designHeight)
    self.unit = unit
    let side = Metrics.sidePadding * unit
    let content = frame.insetBy(dx: side, dy: 0)
    titleOrigin = Point(x: content.minX, y: frame.minY + Metrics.topPadding * unit)
    let titleFont = Font(size: Metrics.titleSize * unit, weight: .bold)
    let titleHeight = title == nil ? 0 : measurer.measure("Ag", font: titleFont).height
    let plotTop = titleOrigin.y + titleHeight + Metrics.titleGap * unit

    let pillFont = Font(size: Metrics.pillTextSize * unit, weight: .bold)
    let pillHeight = Metrics.pillHeight * unit
    let spacing = Metrics.pillSpacing * unit
    // Pills flow left to right and wrap onto more rows when the width runs out.
    var rows: [[(x: Double, width: Double)]] = [[]]
    var x = content.minX
    for series in data.series {
      let width = measurer.measure(series.name, font: pillFont).width + pillHeight * 1.35
      if x > content.minX && x + width > content.maxX {
        rows.append([])
        x = content.minX
      }
      rows[rows.count - 1].append((x, width))
      x += width + spacing
    }
    let legendTop =
      frame.maxY - Metrics.bottomPadding * unit - Double(rows.count) * pillHeight
      - Double(rows.count - 1) * spacing
    var pills: [Rect] = []
    for (row, entries) in rows.enumerated() {
      for entry in entries {
        let y = legendTop + Double(row) * (pillHeight + spacing)
        pills.append(Rect(x: entry.x, y: y, width: entry.width, height: pillHeight))
      }
    }
    legendPills = pills
    legendNameSizes = data.series.map { measurer.measure($0.name, font: pillFont) }

    let minimapTop = legendTop - Metrics.legendGap * unit - Metrics.minimapHeight * unit
    minimap = Rect(
      x: content.minX, y: minimapTop, width: content.width, height: Metrics.minimapHeight * unit)
    xLabelTop = minimapTop - Metrics.minimapGap * unit - Metrics.xLabelHeight * unit
    let plotBottom = xLabelTop - Metrics.xLabelGap * unit
    plot = Rect(
      x: content.minX, y: plotTop, width: content.width, height: max(1, plotBottom - plotTop))
    let sample = XAxisLabels.text(forX: data.x[0], intraday: data.isIntraday)
    xLabelTargetCount = XAxisLabels.targetCount(
      plotWidth: plot.width,
      labelWidth: measurer.measure(
        sample.count >= 6 ? sample : "Mmm 00", font: Font(size: Metrics.axisTextSize * unit)
      ).width)
  }

  /// The display nodes of the chart in `state`, back to front.
  public func nodes(for state: ChartState, measurer: some TextMeasuring) -> [DisplayNode] {
    let palette = Palette.blended(state.themeBlend)
    var nodes: [DisplayNode] = []
    if let title {
      nodes.append(
        .text(
          TextRun(
            title, at: titleOrigin, font: Font(size: Metrics.titleSize * unit, weight: .bold),
            color: palette.title)))
    }
    nodes += gridLineNodes(state, palette)
    nodes += seriesNodes(state, palette)
    nodes += gridLabelNodes(state, palette)
    nodes += xLabelNodes(state, palette, measurer)
    nodes += indicatorNodes(state, palette, measurer)
    nodes += minimapNodes(state, palette)
    nodes += legendNodes(state, palette)
    return nodes
  }

  /// Maps data to plot pixels for a window and y-range.
  func plotTransform(_ state: ChartState) -> PlotTransform {
    PlotTransform(data: data, window: state.window, yRange: state.yRange, rect: plot)
  }

  /// The plot's clip: its width, and tall enough that lines at the extremes are not cut.
  var plotClip: Rect {
    Rect(
      x: plot.minX, y: plot.minY - Metrics.lineWidth * unit, width: plot.width,
      height: plot.height + 2 * Metrics.lineWidth * unit)
  }
}
