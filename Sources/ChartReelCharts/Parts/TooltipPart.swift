import ChartReelCore
import Foundation

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
    let x = data.x[index]
    let format = chart.format
    return data.isIntraday
      ? "\(format.weekdayMonthDay(x)), \(format.hourMinute(x))" : format.weekdayMonthDay(x)
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
    let rows = tooltipRows(index: index)
    let rowHeight = measurer.measure("Ag", font: nameFont).height
    let padding = m.padding * unit
    let percentWidth =
      rows.compactMap(\.percent).map { measurer.measure($0, font: valueFont).width }.max()
      .map { $0 + 6 * unit } ?? 0
    let rowsWidth =
      rows.map {
        percentWidth + measurer.measure($0.name, font: nameFont).width + m.columnGap * unit
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
    let nameX = near + (rightToLeft ? -percentWidth : percentWidth)
    for row in rows {
      if let percent = row.percent {
        nodes.append(
          .text(
            TextRun(
              percent, at: Point(x: near, y: y), alignment: nearAlignment, font: valueFont,
              color: palette.cardText.fading(row.alpha))))
      }
      nodes.append(
        .text(
          TextRun(
            row.name, at: Point(x: nameX, y: y), alignment: nearAlignment, font: nameFont,
            color: palette.cardText.fading(row.alpha))))
      nodes.append(
        .text(
          TextRun(
            row.value, at: Point(x: far, y: y), alignment: farAlignment, font: valueFont,
            color: row.color.fading(row.alpha))))
      y += rowHeight + m.rowGap * unit
    }
    return nodes
  }

  /// One tooltip row: a series' name and value, with its share on a percentage chart.
  struct TooltipRow {
    var name: String
    var value: String
    var color: Color
    var alpha: Double
    var percent: String?
  }

  /// The tooltip's rows at point `index`: each visible series; on a percentage chart its
  /// share ("30%", "7.3%" below 10 %); on stacked bars a "Total" row when several show.
  func tooltipRows(index: Int) -> [TooltipRow] {
    let visible = data.series.indices.filter { alphas[$0] > 0 }
    let percentage = view.kind == .percentArea || view.kind == .pie
    let shares = percentage ? stackTops(at: index, percentage: true) : []
    var rows = visible.map { k -> TooltipRow in
      var percent: String?
      if percentage {
        let share = shares[k] - (k == 0 ? 0 : shares[k - 1])
        percent =
          share < 10 ? "\(NumberText.trimmed(share, decimals: 1))%" : "\(Int(share.rounded()))%"
      }
      return TooltipRow(
        name: data.series[k].name,
        value: chart.format.grouped(data.series[k].values[index]),
        color: palette.seriesColor(data.series[k].color), alpha: alphas[k], percent: percent)
    }
    if view.kind == .stackedBar && visible.count > 1 {
      let total = visible.map { data.series[$0].values[index] }.filter { !$0.isNaN }.reduce(0, +)
      rows.append(
        TooltipRow(
          name: "Total", value: chart.format.grouped(total),
          color: palette.cardText, alpha: 1))
    }
    return rows
  }

  /// In a pie, a one-row card by the selected slice: its name and summed value.
  func pieTooltip(alpha: Double) -> [DisplayNode] {
    let pie = PieShares(view: view, state: state)
    let angles = pieAngles(pie.shares)
    guard let k = pieSelection(angles) else { return [] }
    let (center, radius) = pieCircle
    let middle = (angles[k] + angles[k + 1]) / 2
    let font = Font(size: TooltipMetrics.rowSize * unit)
    let bold = Font(size: TooltipMetrics.rowSize * unit, weight: .bold)
    let name = data.series[k].name
    let value = chart.format.grouped(pie.sums[k])
    let padding = TooltipMetrics.padding * unit
    let width =
      measurer.measure(name, font: font).width + measurer.measure(value, font: bold).width
      + TooltipMetrics.columnGap * unit + 2 * padding
    let height = measurer.measure("Ag", font: font).height + 2 * padding
    let anchor = Point(x: center.x + radius * cos(middle), y: center.y + radius * sin(middle))
    var left = anchor.x < center.x ? anchor.x - width - 4 * unit : anchor.x + 4 * unit
    left = min(max(left, layout.frame.minX + unit), layout.frame.maxX - width - unit)
    let top = min(max(anchor.y - height / 2, plot.minY), plot.maxY - height)
    let card = Rect(x: left, y: top, width: width, height: height)
    return DisplayNode.wrapping(
      [
        .fill(.roundedRect(card, radius: TooltipMetrics.radius * unit), palette.cardBackground),
        .text(
          TextRun(
            name, at: Point(x: card.minX + padding, y: card.minY + padding), font: font,
            color: palette.cardText)),
        .text(
          TextRun(
            value, at: Point(x: card.maxX - padding, y: card.minY + padding), alignment: .right,
            font: bold, color: palette.seriesColor(data.series[k].color))),
      ], opacity: alpha)
  }
}
