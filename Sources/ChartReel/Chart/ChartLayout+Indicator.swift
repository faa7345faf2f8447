extension ChartLayout {
  enum IndicatorMetrics {
    static let lineWidth = 1.0
    static let ringRadius = 4.5
    static let ringWidth = 2.0
    static let cardPadding = 10.0
    static let cardGap = 10.0
    static let cardRadius = 8.0
    static let headerSize = 12.0
    static let rowSize = 12.0
    static let rowGap = 4.0
    static let columnGap = 20.0
  }

  /// The data index the indicator snaps to: the point nearest to its position.
  public func indicatorIndex(_ state: ChartState) -> Int {
    let x = data.xValue(atFraction: state.indicatorPosition)
    let after = data.firstIndex(ofXAtLeast: x)
    if after == 0 { return 0 }
    if after == data.x.count { return data.x.count - 1 }
    return x - data.x[after - 1] <= data.x[after] - x ? after - 1 : after
  }

  /// Whether the tooltip card sits to the right of the indicator line (it does in the left half
  /// of the plot).
  public func indicatorCardIsOnRight(_ state: ChartState) -> Bool {
    plotTransform(state).x(data.x[indicatorIndex(state)]) < plot.midX
  }

  /// The indicator: a vertical line, a ring on each visible series and a tooltip card with the
  /// date and each visible series' value.
  func indicatorNodes(_ state: ChartState, _ palette: Palette, _ measurer: some TextMeasuring)
    -> [DisplayNode]
  {
    guard state.indicatorAlpha > 0 else { return [] }
    let m = IndicatorMetrics.self
    let transform = plotTransform(state)
    let index = indicatorIndex(state)
    let x = transform.x(data.x[index])
    guard x >= plot.minX - 0.5, x <= plot.maxX + 0.5 else { return [] }
    var nodes: [DisplayNode] = []
    var line = Path()
    line.move(to: Point(x: x, y: plot.minY))
    line.line(to: Point(x: x, y: plot.maxY))
    nodes.append(.stroke(line, palette.indicatorLine, StrokeStyle(width: m.lineWidth * unit)))
    var rings: [DisplayNode] = []
    for (series, alpha) in zip(data.series, state.seriesAlpha) where alpha > 0 {
      guard !series.values[index].isNaN else { continue }  // no ring on a gap
      let ring = Path.circle(
        center: transform.point(x: data.x[index], y: series.values[index]),
        radius: m.ringRadius * unit)
      rings.append(.fill(ring, palette.background.fading(alpha)))
      rings.append(
        .stroke(
          ring, palette.seriesColor(series.color).fading(alpha),
          StrokeStyle(width: m.ringWidth * unit)))
    }
    // A fading series can lie outside the current y-range: its ring stays inside the plot.
    let margin = (m.ringRadius + m.ringWidth) * unit
    let ringClip = Rect(
      x: plot.minX - margin, y: plot.minY - margin, width: plot.width + 2 * margin,
      height: plot.height + 2 * margin)
    nodes.append(.group(clip: .rect(ringClip), opacity: 1, children: rings))
    nodes += tooltipNodes(state, palette, measurer, index: index, lineX: x)
    return [.group(clip: nil, opacity: state.indicatorAlpha, children: nodes)]
  }

  private func tooltipNodes(
    _ state: ChartState, _ palette: Palette, _ measurer: some TextMeasuring, index: Int,
    lineX: Double
  ) -> [DisplayNode] {
    let m = IndicatorMetrics.self
    let headerFont = Font(size: m.headerSize * unit, weight: .bold)
    let nameFont = Font(size: m.rowSize * unit)
    let valueFont = Font(size: m.rowSize * unit, weight: .bold)
    let header = CalendarDate(milliseconds: data.x[index]).weekdayMonthDay
    let headerSize = measurer.measure(header, font: headerFont)
    let rows = zip(data.series, state.seriesAlpha).filter { $0.1 > 0 }.map { series, alpha in
      (series: series, alpha: alpha, value: Self.tooltipText(series.values[index]))
    }
    let rowHeight = measurer.measure("Ag", font: nameFont).height
    let padding = m.cardPadding * unit
    let rowsWidth =
      rows.map {
        measurer.measure($0.series.name, font: nameFont).width + m.columnGap * unit
          + measurer.measure($0.value, font: valueFont).width
      }.max() ?? 0
    let width = max(headerSize.width, rowsWidth) + 2 * padding
    let height =
      headerSize.height + Double(rows.count) * (rowHeight + m.rowGap * unit) + 2 * padding
    let gap = m.cardGap * unit
    var left = indicatorCardIsOnRight(state) ? lineX + gap : lineX - gap - width
    left = min(max(left, frame.minX + unit), frame.maxX - width - unit)
    let card = Rect(x: left, y: plot.minY, width: width, height: height)
    let radius = m.cardRadius * unit
    var nodes: [DisplayNode] = [
      .fill(
        .roundedRect(
          Rect(
            x: card.minX - unit / 2, y: card.minY, width: card.width + unit,
            height: card.height + 1.5 * unit), radius: radius + unit / 2), palette.cardShadow),
      .fill(.roundedRect(card, radius: radius), palette.cardBackground),
      .text(
        TextRun(
          header, at: Point(x: card.minX + padding, y: card.minY + padding), font: headerFont,
          color: palette.cardText)),
    ]
    var y = card.minY + padding + headerSize.height + m.rowGap * unit
    for row in rows {
      nodes.append(
        .text(
          TextRun(
            row.series.name, at: Point(x: card.minX + padding, y: y), font: nameFont,
            color: palette.cardText.fading(row.alpha))))
      nodes.append(
        .text(
          TextRun(
            row.value, at: Point(x: card.maxX - padding, y: y), alignment: .right, font: valueFont,
            color: palette.seriesColor(row.series.color).fading(row.alpha))))
      y += rowHeight + m.rowGap * unit
    }
    return nodes
  }

  /// A value as a whole number with thousands separated by thin spaces: 2 298 660.
  static func groupedNumber(_ value: Double) -> String {
    guard value == value.rounded() else { return YAxisTicks.trimmed(value, decimals: 2) }
    let digits = String(Int64(abs(value)))
    var grouped = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % 3 == 0 { grouped += "\u{2009}" }
      grouped.append(digit)
    }
    return (value < 0 ? "-" : "") + grouped
  }
}
