import ChartReelCore

/// The indicator: a vertical line across the plot at the selected point and a ring on each
/// visible series there, as the kind asks (`IndicatorStyle`).
///
/// Takes the plot's rectangle, the line's x, the rings' centres and colours, the indicator's
/// opacity and the frame's `PartStyle`; the chart works out where the point lies
/// (`ChartDrawing.indicatorPart`).
struct IndicatorPart {
  /// The sizes of the line and the rings, in dp.
  enum Metrics {
    static let lineWidth = 1.0
    static let ringRadius = 4.5
    static let ringWidth = 2.0
  }

  /// A ring on a series: its centre in pixels, the series' colour and its alpha.
  struct Ring {
    var center: Point
    var color: Color
    var alpha: Double
  }

  /// The plot's rectangle.
  let plot: Rect
  /// The line's x in pixels.
  let lineX: Double
  /// Whether a line is drawn (bars show the selection by their colours: none).
  let drawsLine: Bool
  /// The rings, in the series' order; none on a gap, on a hidden series or for areas.
  let rings: [Ring]
  /// The indicator's opacity, from 0 to 1.
  let alpha: Double
  let style: PartStyle

  /// The plot and a ring's width around it: what the indicator's rings may cover.
  static func ringClip(plot: Rect, unit: Double) -> Rect {
    let margin = (Metrics.ringRadius + Metrics.ringWidth) * unit
    return Rect(
      x: plot.minX - margin, y: plot.minY - margin, width: plot.width + 2 * margin,
      height: plot.height + 2 * margin)
  }

  /// The line and the rings, as one group at the indicator's opacity.
  func nodes() -> [DisplayNode] {
    let (unit, palette) = (style.unit, style.palette)
    var nodes: [DisplayNode] = []
    if drawsLine {
      var line = Path()
      line.move(to: Point(x: lineX, y: plot.minY))
      line.line(to: Point(x: lineX, y: plot.maxY))
      nodes.append(
        .stroke(line, palette.indicatorLine, StrokeStyle(width: Metrics.lineWidth * unit)))
    }
    var rings: [DisplayNode] = []
    for ring in self.rings {
      let circle = Path.circle(center: ring.center, radius: Metrics.ringRadius * unit)
      rings.append(.fill(circle, palette.background.fading(ring.alpha)))
      rings.append(
        .stroke(
          circle, ring.color.fading(ring.alpha), StrokeStyle(width: Metrics.ringWidth * unit)))
    }
    // A fading series can lie outside the current y-range: its ring stays inside the plot.
    nodes.append(
      .group(clip: .rect(Self.ringClip(plot: plot, unit: unit)), opacity: 1, children: rings))
    return [.group(clip: nil, opacity: alpha, children: nodes)]
  }
}

extension ChartDrawing {
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

  /// The plot and a ring's width around it: what the indicator's rings may cover.
  var ringClip: Rect { IndicatorPart.ringClip(plot: plot, unit: unit) }

  /// The indicator of this frame, while it shows inside the plot: the line at the selected
  /// point and a ring on each visible series' value there (each by its own axis).
  var indicatorPart: IndicatorPart? {
    let alpha = min(1, max(0, state.indicatorAlpha))
    guard alpha > 0, let x = indicatorLineX else { return nil }
    let index = indicatorIndex
    var rings: [IndicatorPart.Ring] = []
    for (seriesIndex, series) in data.series.enumerated()
    where alphas[seriesIndex] > 0 && compiled.behavior.indicator == .lineAndRings {
      guard !series.values[index].isNaN else { continue }  // no ring on a gap
      rings.append(
        IndicatorPart.Ring(
          center: transform(forSeries: seriesIndex).point(
            x: data.x[index], y: series.values[index]),
          color: palette.seriesColor(series.color), alpha: alphas[seriesIndex]))
    }
    return IndicatorPart(
      plot: plot, lineX: x, drawsLine: compiled.behavior.indicator != .none, rings: rings,
      alpha: alpha, style: partStyle)
  }

  /// The indicator's nodes, or none while it is hidden or outside the plot.
  func indicatorNodes() -> [DisplayNode] { indicatorPart?.nodes() ?? [] }
}
