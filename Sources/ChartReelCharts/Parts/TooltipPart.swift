import ChartReelCore

extension ChartDrawing {
  enum TooltipMetrics {
    static let padding = 10.0
    static let gap = 10.0
    static let radius = 8.0
    static let headerSize = 12.0
    static let rowSize = 12.0
    static let rowGap = 4.0
    static let columnGap = 20.0
  }

  /// The tooltip's date: "Sat, Apr 20", with the time for hourly data ("Sat, Apr 20, 13:00").
  func tooltipHeader(index: Int) -> String {
    let date = CalendarDate(milliseconds: data.x[index])
    return data.isIntraday ? "\(date.weekdayMonthDay), \(date.hourMinute)" : date.weekdayMonthDay
  }

  /// The card beside the indicator line, towards the plot's middle, kept inside the chart;
  /// one row per visible series, name at the reading edge and value at the other.
  func tooltip(index: Int, lineX: Double) -> [DisplayNode] {
    let m = TooltipMetrics.self
    let headerFont = Font(size: m.headerSize * unit, weight: .bold)
    let nameFont = Font(size: m.rowSize * unit)
    let valueFont = Font(size: m.rowSize * unit, weight: .bold)
    let header = tooltipHeader(index: index)
    let headerSize = measurer.measure(header, font: headerFont)
    let rows = data.series.indices.filter { alphas[$0] > 0 }.map { seriesIndex in
      (
        series: data.series[seriesIndex], alpha: alphas[seriesIndex],
        value: Self.groupedNumber(data.series[seriesIndex].values[index])
      )
    }
    let rowHeight = measurer.measure("Ag", font: nameFont).height
    let padding = m.padding * unit
    let rowsWidth =
      rows.map {
        measurer.measure($0.series.name, font: nameFont).width + m.columnGap * unit
          + measurer.measure($0.value, font: valueFont).width
      }.max() ?? 0
    let width = max(headerSize.width, rowsWidth) + 2 * padding
    let height =
      headerSize.height + Double(rows.count) * (rowHeight + m.rowGap * unit) + 2 * padding
    let gap = m.gap * unit
    let frame = layout.frame
    var left = lineX < plot.midX ? lineX + gap : lineX - gap - width
    left = min(max(left, frame.minX + unit), frame.maxX - width - unit)
    let card = Rect(x: left, y: plot.minY, width: width, height: height)
    let radius = m.radius * unit
    let near = rightToLeft ? card.maxX - padding : card.minX + padding
    let far = rightToLeft ? card.minX + padding : card.maxX - padding
    let nearAlignment: TextRun.Alignment = rightToLeft ? .right : .left
    let farAlignment: TextRun.Alignment = rightToLeft ? .left : .right
    var nodes: [DisplayNode] = [
      .fill(
        .roundedRect(
          Rect(
            x: card.minX - unit / 2, y: card.minY, width: card.width + unit,
            height: card.height + 1.5 * unit), radius: radius + unit / 2), palette.cardShadow),
      .fill(.roundedRect(card, radius: radius), palette.cardBackground),
      .text(
        TextRun(
          header, at: Point(x: near, y: card.minY + padding), alignment: nearAlignment,
          font: headerFont, color: palette.cardText)),
    ]
    var y = card.minY + padding + headerSize.height + m.rowGap * unit
    for row in rows {
      nodes.append(
        .text(
          TextRun(
            row.series.name, at: Point(x: near, y: y), alignment: nearAlignment, font: nameFont,
            color: palette.cardText.fading(row.alpha))))
      nodes.append(
        .text(
          TextRun(
            row.value, at: Point(x: far, y: y), alignment: farAlignment, font: valueFont,
            color: palette.seriesColor(row.series.color).fading(row.alpha))))
      y += rowHeight + m.rowGap * unit
    }
    return nodes
  }

  /// A value as a whole number with thousands separated by thin spaces (2 298 660), or "—"
  /// for a gap.
  static func groupedNumber(_ value: Double) -> String {
    guard !value.isNaN else { return "—" }
    guard value == value.rounded(), abs(value) < 1e15 else {
      return NumberText.trimmed(value, decimals: 2)
    }
    let digits = String(Int64(abs(value)))
    var grouped = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % 3 == 0 { grouped += "\u{2009}" }
      grouped.append(digit)
    }
    return (value < 0 ? "-" : "") + grouped
  }
}
