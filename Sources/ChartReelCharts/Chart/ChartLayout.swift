import ChartReelCore

/// The regions of a chart inside its node's frame: header, plot, x labels, mini-map, legend.
///
/// Sizes are in Telegram's "dp", `unit` pixels each, so the whole chart scales with its frame.
/// The unit comes from both of the frame's sides, the same for every kind with or without a
/// title or a legend (one type scale per frame size); the legend takes at most three rows (six portrait) in
/// what the plot's half of the frame leaves, its pills shrinking and gathering into "+N"
/// rather than the type (see `LegendLayout`).
/// Made once per compiled scene; a pure function of the frame, the data, the options and the
/// text measurer.
package struct ChartLayout: Sendable {
  /// The node's frame.
  package let frame: Rect
  /// Pixels per dp.
  package let unit: Double
  /// The title as drawn: on two lines, then smaller, before it is shortened with "…" (see
  /// `HeaderLayout`); nil without one.
  package var title: String? { headerLayout?.title }
  /// The title's lines, font and where the dates go; nil without a title.
  package let headerLayout: HeaderLayout?
  /// Where the title sits; nil when the chart has none.
  package let titleOrigin: Point?
  /// The header: the title at the reading edge, the dates at the other or on a line under the
  /// title; nil without a title.
  package let header: Rect?
  /// Where the series are drawn; the y-range maps onto its height.
  ///
  /// Its edges are whole pixels.
  package let plot: Rect
  /// The top of the x labels.
  package let xLabelTop: Double
  /// The mini-map; nil when the chart has none.
  package let minimap: Rect?
  /// The legend's pills; empty without a legend.
  package let legend: LegendLayout
  /// How many x labels to aim for, from the plot's width and a label's.
  let xLabelTargetCount: Double

  /// One pill per series that has its own, in series order (the others are in the "+N" pill).
  package var legendPills: [Rect] { legend.pills }

  /// The size in dp the layout is designed for: a phone's width (as in Telegram's apps).
  ///
  /// The height the design needs follows from the parts shown: the plot takes half the frame.
  package static let designWidth = 412.0

  enum Metrics {
    static let sidePadding = 16.0
    static let topPadding = 14.0
    static let titleSize = 17.0
    /// Room under the title for the top grid line's label.
    static let titleGap = 22.0
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
    /// The smallest unit a narrow frame brings a chart to (axis text of 8 px): narrower, the
    /// parts get narrower rather than the type smaller.
    static let smallestWidthUnit = 0.75
    /// The smallest unit a taller header brings a chart to, as a share of its frame's own: type
    /// at one frame size stays within 10 % whatever the title.
    static let smallestHeaderShare = 0.91
    /// Below this unit (axis text under 6.6 px), a chart leaves its mini-map out when that
    /// gives it larger type.
    static let smallestMinimapUnit = 0.6
  }

  /// Lays a chart out in `frame`; the measurer sizes the title and the legend's names.
  ///
  /// `dates` is the widest of the header's dates in the form that must fit beside the title.
  ///
  /// In a group of aligned charts (`alignment`), the chart takes the group's unit and legend scale, and
  /// its plot starts and ends where its row's do; the parts under the plot follow it.
  package init(
    frame: Rect, title: String?, seriesNames: [String], showsMinimap: Bool, showsLegend: Bool,
    sampleLabel: String, direction: LayoutDirection, measurer: any TextMeasuring,
    alignment: ChartAlignment? = nil, dates: String? = nil
  ) {
    var parts = Parts(
      frame: frame, title: title, names: showsLegend ? seriesNames : [],
      showsMinimap: showsMinimap, direction: direction, measurer: measurer)
    if let alignment {
      parts.showsMinimap = showsMinimap && alignment.showsMinimap
    } else if parts.showsMinimap, parts.ownUnit < Metrics.smallestMinimapUnit {
      // A frame too short for legible type with the mini-map gives the mini-map up.
      var bare = parts
      bare.showsMinimap = false
      if bare.ownUnit > parts.ownUnit { parts = bare }
    }
    let unit = alignment?.unit ?? parts.unit(dates: dates)
    let side = (Metrics.sidePadding * unit).rounded()
    let content = frame.insetBy(dx: side, dy: 0)
    let titleTop = frame.minY + Metrics.topPadding * unit
    var plotTop = titleTop + Metrics.titleGap * unit
    let headerLayout = title.map {
      HeaderLayout(
        title: $0, width: content.width, unit: unit, dates: dates, measurer: measurer)
    }
    var header: Rect?
    if let headerLayout {
      header = Rect(
        x: content.minX, y: titleTop, width: content.width, height: headerLayout.height)
      plotTop += headerLayout.height
    }
    plotTop = max(plotTop.rounded(), frame.minY + (alignment?.plotTop ?? 0))
    /// The legend, mini-map and x labels stacked up from `bottom`, and the plot's bottom
    /// before it is rounded to a whole pixel.
    func under(bottom: Double) -> (LegendLayout, Rect?, xLabelTop: Double, plotBottom: Double) {
      var bottom = bottom
      let legend = parts.legend(
        unit: unit, content: content, bottom: bottom, largestScale: alignment?.legendScale ?? 1)
      if let top = legend.bounds?.minY { bottom = top - Metrics.legendGap * unit }
      var minimap: Rect?
      if parts.showsMinimap {
        let height = Metrics.minimapHeight * unit
        minimap = Rect(x: content.minX, y: bottom - height, width: content.width, height: height)
        bottom -= height + Metrics.minimapGap * unit
      }
      let xLabelTop = bottom - Metrics.xLabelHeight * unit
      return (legend, minimap, xLabelTop, xLabelTop - Metrics.xLabelGap * unit)
    }
    let lowest = frame.maxY - Metrics.bottomPadding * unit
    var (legend, minimap, xLabelTop, plotBottom) = under(bottom: lowest)
    // In an aligned group, the plot ends where its row's do (no lower than it would alone), and what is
    // under it follows, so that the rows' x labels, mini-maps and legends start level.
    if let alignment {
      let end = min(plotBottom.rounded(), frame.maxY - alignment.plotBottom)
      (legend, minimap, xLabelTop, plotBottom) = under(bottom: lowest + end - plotBottom)
    }
    plotBottom = plotBottom.rounded()
    let plot = Rect(
      x: content.minX, y: plotTop, width: content.width, height: max(1, plotBottom - plotTop))
    self.frame = frame
    self.unit = unit
    self.headerLayout = headerLayout
    self.titleOrigin =
      header == nil
      ? nil : Point(x: direction.isRightToLeft ? content.maxX : content.minX, y: titleTop)
    self.header = header
    self.plot = plot
    self.xLabelTop = xLabelTop
    self.minimap = minimap
    self.legend = legend
    self.xLabelTargetCount = XAxisLabels.targetCount(
      plotWidth: plot.width,
      labelWidth: measurer.measure(sampleLabel, font: Font(size: Metrics.axisTextSize * unit)).width
    )
  }

  static func titleFont(_ unit: Double) -> Font {
    Font(size: Metrics.titleSize * unit, weight: .bold)
  }
}

extension ChartLayout {
  /// What the layout is made of, before the unit is chosen: the heights of every part but the
  /// plot and the legend's, in dp, and what sizes them.
  fileprivate struct Parts {
    let frame: Rect
    let title: String?
    let names: [String]
    var showsMinimap: Bool
    let direction: LayoutDirection
    let measurer: any TextMeasuring

    /// The height in dp of everything but the plot and the legend.
    var fixedHeight: Double {
      let m = Metrics.self
      let titleHeight =
        title.map { measurer.measure($0, font: ChartLayout.titleFont(1)).height } ?? 0
      return m.topPadding + titleHeight + m.titleGap + m.xLabelGap + m.xLabelHeight
        + (showsMinimap ? m.minimapHeight + m.minimapGap : 0) + m.bottomPadding
    }

    /// The legend at `unit` with the content's width, its last row ending at `bottom`, its
    /// pills' scale at most `largestScale`.
    func legend(unit: Double, content: Rect, bottom: Double, largestScale: Double) -> LegendLayout {
      guard !names.isEmpty else { return .empty }
      let space = frame.height / 2 - fixedHeight * unit - Metrics.legendGap * unit
      return LegendLayout.make(
        names: names, content: content, bottom: bottom, unit: unit, heightLimit: space,
        maximumRows: LegendLayout.maximumRows(in: frame.size), largestScale: largestScale,
        direction: direction, measurer: measurer)
    }

    /// The height in dp of a chart of every kind at its frame's size: a title of one line, a
    /// legend of one row and the mini-map when it is shown, whether or not the chart has a
    /// title or a legend, so that every kind has one type scale at one size.
    var designHeight: Double {
      let m = Metrics.self
      let titleHeight =
        measurer.measure(title ?? "Ag", font: ChartLayout.titleFont(1)).height
      return m.topPadding + titleHeight + m.titleGap + m.xLabelGap + m.xLabelHeight
        + (showsMinimap ? m.minimapHeight + m.minimapGap : 0) + m.bottomPadding
        + m.pillHeight + m.legendGap
    }

    /// The frame's own unit, made smaller (to no less than `smallestHeaderShare` of it) so that
    /// the plot keeps half the frame when the header takes more than its design's line: a
    /// title on two lines, or the dates on a line under it.
    func unit(dates: String?) -> Double {
      let own = ownUnit
      guard let title else { return own }
      let content = frame.width - 2 * (Metrics.sidePadding * own).rounded()
      let header = HeaderLayout(
        title: title, width: content, unit: own, dates: dates, measurer: measurer)
      let line = measurer.measure(title, font: ChartLayout.titleFont(own)).height
      let extra = (header.height - line) / own
      guard extra > 0 else { return own }
      let fitted = frame.height / 2 / (designHeight + extra)
      return min(own, max(fitted, own * Metrics.smallestHeaderShare))
    }

    /// The frame's own unit: its width fitted to the design's (no less than
    /// `smallestWidthUnit`) and its height to a plot of half of it with a title and a one-row
    /// legend (`designHeight`).
    var ownUnit: Double {
      let m = Metrics.self
      return max(
        0.25,
        min(max(frame.width / designWidth, m.smallestWidthUnit), frame.height / 2 / designHeight)
      )
    }
  }
}
