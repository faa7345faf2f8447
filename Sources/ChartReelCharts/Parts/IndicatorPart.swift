import ChartReelCore

extension ChartDrawing {
  enum IndicatorMetrics {
    static let lineWidth = 1.0
    static let ringRadius = 4.5
    static let ringWidth = 2.0
  }

  /// The data index the indicator snaps to: the point nearest to its position.
  var indicatorIndex: Int {
    data.nearestIndex(toX: data.xValue(atFraction: state.indicatorPosition))
  }

  /// The indicator's line's x when it is shown inside the plot; nil otherwise.
  var indicatorLineX: Double? {
    guard state.indicatorAlpha > 0, state.pieProgress <= 0 else { return nil }
    let x = transform.x(data.x[indicatorIndex])
    return x >= plot.minX - 0.5 && x <= plot.maxX + 0.5 ? x : nil
  }

  /// The indicator's card in force: the series' values beside the line, or a pie's slice.
  enum ShownCard {
    case series(TooltipCard)
    case pie(frame: Rect, slice: Int)

    /// Where the card lies, in the chart's pixels.
    var frame: Rect {
      switch self {
      case .series(let card): return card.frame
      case .pie(let frame, _): return frame
      }
    }
  }

  /// The indicator's card at this frame, laid out once; nil when none shows.
  var shownCard: ShownCard? {
    guard state.indicatorAlpha > 0 else { return nil }
    if state.pieProgress > 0 {
      return plotContext.pieTooltipCard().map { .pie(frame: $0.frame, slice: $0.slice) }
    }
    return indicatorLineX.map { .series(tooltipCard(index: indicatorIndex, lineX: $0)) }
  }

  /// The card's drawing, over every other part of the chart: the date and each visible
  /// series' value, or in a pie the selected slice's.
  func tooltipNodes(_ card: ShownCard?) -> [DisplayNode] {
    let alpha = min(1, max(0, state.indicatorAlpha))
    switch card {
    case nil: return []
    case .pie(let frame, let slice):
      return DisplayNode.wrapping(
        plotContext.pieTooltip(frame: frame, slice: slice), opacity: alpha * state.pieProgress)
    case .series(let card):
      return DisplayNode.wrapping(card.nodes(style: partStyle), opacity: alpha)
    }
  }

  /// The plot and a ring's width around it: what the indicator's rings may cover.
  var ringClip: Rect {
    let m = IndicatorMetrics.self
    let margin = (m.ringRadius + m.ringWidth) * unit
    return Rect(
      x: plot.minX - margin, y: plot.minY - margin, width: plot.width + 2 * margin,
      height: plot.height + 2 * margin)
  }

  /// The indicator: a vertical line and a ring on each visible series at that x.
  func indicatorNodes() -> [DisplayNode] {
    let alpha = min(1, max(0, state.indicatorAlpha))
    guard alpha > 0, let x = indicatorLineX else { return [] }
    let m = IndicatorMetrics.self
    let index = indicatorIndex
    var nodes: [DisplayNode] = []
    // Bars show the selection by their colours: no line. Areas have a line but no rings.
    if view.behavior.indicator != .none {
      var line = Path()
      line.move(to: Point(x: x, y: plot.minY))
      line.line(to: Point(x: x, y: plot.maxY))
      nodes.append(.stroke(line, palette.indicatorLine, StrokeStyle(width: m.lineWidth * unit)))
    }
    var rings: [DisplayNode] = []
    for (seriesIndex, series) in data.series.enumerated()
    where alphas[seriesIndex] > 0 && view.behavior.indicator == .lineAndRings {
      guard !series.values[index].isNaN else { continue }  // no ring on a gap
      let ring = Path.circle(
        center: transform(forSeries: seriesIndex).point(x: data.x[index], y: series.values[index]),
        radius: m.ringRadius * unit)
      rings.append(.fill(ring, palette.background.fading(alphas[seriesIndex])))
      rings.append(
        .stroke(
          ring, palette.seriesColor(series.color).fading(alphas[seriesIndex]),
          StrokeStyle(width: m.ringWidth * unit)))
    }
    // A fading series can lie outside the current y-range: its ring stays inside the plot.
    nodes.append(.group(clip: .rect(ringClip), opacity: 1, children: rings))
    return [.group(clip: nil, opacity: alpha, children: nodes)]
  }
}
