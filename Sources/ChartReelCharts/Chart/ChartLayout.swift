import ChartReelCore

/// The regions of a chart inside its node's frame: header, plot, x labels, mini-map, legend.
///
/// Sizes are in Telegram's "dp", `unit` pixels each, so the whole chart scales with its frame.
/// Made once per compiled scene; a pure function of the frame, the data, the options and the
/// text measurer.
public struct ChartLayout: Sendable {
  /// The node's frame.
  public let frame: Rect
  /// Pixels per dp.
  public let unit: Double
  /// Where the title sits; nil when the chart has none.
  public let titleOrigin: Point?
  /// Where the series are drawn; the y-range maps onto its height.
  ///
  /// Its edges are whole pixels.
  public let plot: Rect
  /// The top of the x labels.
  public let xLabelTop: Double
  /// The mini-map; nil when the chart has none.
  public let minimap: Rect?
  /// One pill per series, in series order; empty without a legend.
  public let legendPills: [Rect]
  /// How many x labels to aim for, from the plot's width and a label's.
  let xLabelTargetCount: Double

  /// The size in dp the layout is designed for: a phone's width (as in Telegram's apps) and a 16:9
  /// frame's height.
  ///
  /// A chart gets the largest dp that fits both: 2 px on a 1280×720 canvas, 2.6 px on a 1080-wide
  /// portrait one.
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

  /// Lays a chart out in `frame`; the measurer sizes the title and the legend's names.
  public init(
    frame: Rect, title: String?, seriesNames: [String], showsMinimap: Bool, showsLegend: Bool,
    sampleLabel: String, direction: LayoutDirection, measurer: any TextMeasuring
  ) {
    self.frame = frame
    // Without a mini-map or a legend the chart needs less height for the same size of text.
    let height =
      Self.designHeight
      - (showsMinimap ? 0 : Metrics.minimapHeight + Metrics.minimapGap)
      - (showsLegend ? 0 : Metrics.pillHeight + Metrics.legendGap)
    let unit = max(0.25, min(frame.width / Self.designWidth, frame.height / height))
    self.unit = unit
    let side = (Metrics.sidePadding * unit).rounded()
    let content = frame.insetBy(dx: side, dy: 0)
    let titleTop = frame.minY + Metrics.topPadding * unit
    var plotTop = titleTop
    if let title {
      let height = measurer.measure(title, font: Self.titleFont(unit)).height
      titleOrigin = Point(x: direction.isRightToLeft ? content.maxX : content.minX, y: titleTop)
      plotTop += height + Metrics.titleGap * unit
    } else {
      titleOrigin = nil
      plotTop += Metrics.titleGap * unit
    }

    var bottom = frame.maxY - Metrics.bottomPadding * unit
    var pills: [Rect] = []
    if showsLegend {
      pills = Self.pills(
        seriesNames, in: content, bottom: bottom, unit: unit, direction: direction,
        measurer: measurer)
      if let top = pills.map(\.minY).min() { bottom = top - Metrics.legendGap * unit }
    }
    legendPills = pills
    if showsMinimap {
      let height = Metrics.minimapHeight * unit
      minimap = Rect(x: content.minX, y: bottom - height, width: content.width, height: height)
      bottom -= height + Metrics.minimapGap * unit
    } else {
      minimap = nil
    }
    xLabelTop = bottom - Metrics.xLabelHeight * unit
    let plotBottom = (xLabelTop - Metrics.xLabelGap * unit).rounded()
    plotTop = plotTop.rounded()
    plot = Rect(
      x: content.minX, y: plotTop, width: content.width, height: max(1, plotBottom - plotTop))
    xLabelTargetCount = XAxisLabels.targetCount(
      plotWidth: plot.width,
      labelWidth: measurer.measure(sampleLabel, font: Font(size: Metrics.axisTextSize * unit)).width
    )
  }

  static func titleFont(_ unit: Double) -> Font {
    Font(size: Metrics.titleSize * unit, weight: .bold)
  }

  /// Legend pills flowing from the reading edge, wrapping onto more rows, the last row
  /// ending at `bottom`.
  private static func pills(
    _ names: [String], in content: Rect, bottom: Double, unit: Double,
    direction: LayoutDirection, measurer: any TextMeasuring
  ) -> [Rect] {
    let font = Font(size: Metrics.pillTextSize * unit, weight: .bold)
    let height = Metrics.pillHeight * unit
    let spacing = Metrics.pillSpacing * unit
    var rows: [[(x: Double, width: Double)]] = [[]]
    var x = content.minX
    for name in names {
      let width = measurer.measure(name, font: font).width + height * 1.35
      if x > content.minX && x + width > content.maxX {
        rows.append([])
        x = content.minX
      }
      rows[rows.count - 1].append((x, width))
      x += width + spacing
    }
    let top = bottom - Double(rows.count) * height - Double(rows.count - 1) * spacing
    var pills: [Rect] = []
    for (row, entries) in rows.enumerated() {
      for entry in entries {
        var pill = Rect(
          x: entry.x, y: top + Double(row) * (height + spacing), width: entry.width,
          height: height)
        if direction.isRightToLeft { pill = pill.mirrored(about: content.midX) }
        pills.append(pill)
      }
    }
    return pills
  }
}
