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
    static let chevronWidth = 10.0
  }

  /// The tooltip's date: "Sat, Apr 20", with the time for hourly data ("Sat, Apr 20, 13:00"),
  /// with the year when the window spans more than one ("Sat, 20 Apr 2019"); "Week of 7 Mar
  /// 2024" for weekly data, "Apr 2019" for monthly, "Q3 2004" for quarterly, "2019" for yearly.
  func tooltipHeader(index: Int) -> String {
    let x = data.x[index]
    let format = chart.format
    // Data a week or more apart says its point's period: "2006", "Q3 2004", "Oct 2019".
    if let point = format.point(x, spacing: data.dateGranularity) { return point }
    let years = [window.lower, window.upper].map {
      CalendarDate(milliseconds: data.xValue(atFraction: $0)).year
    }
    let day =
      years[0] != years[1]
      ? format.shortDate(x, weekday: true) : format.weekdayMonthDay(x)
    // Data under a minute apart shows the seconds: "Tue, Nov 14, 22:19:35".
    let time = format.hourMinute(x, seconds: data.isSubMinute)
    return data.isIntraday ? "\(day), \(time)" : day
  }

  /// Whether the card shows a chevron: the chart can zoom into the selected day.
  var tooltipHasChevron: Bool {
    view.day == nil && (chart.content.hasDayFiles || view.behavior.zoom == .weekPie)
  }

  /// The indicator's card: where it lies and the rows that fit.
  struct TooltipCard {
    var frame: Rect
    var header: String
    var rows: [TooltipRow]
    var percentWidth: Double
  }

  /// The card beside the indicator line at `lineX` (beside the selected bar or candle), towards
  /// the plot's middle, inside the plot's width and above its bottom (rising into the space under the header when tall); with more
  /// rows than fit, the largest values and a "+N more" row.
  func tooltipCard(index: Int, lineX: Double) -> TooltipCard {
    let m = TooltipMetrics.self
    let fonts = tooltipFonts
    let header = tooltipHeader(index: index)
    let headerSize = measurer.measure(header, font: fonts.header)
    let rowHeight = measurer.measure("Ag", font: fonts.name).height
    let padding = m.padding * unit
    let rowStep = rowHeight + m.rowGap * unit
    let highest = layout.header.map { $0.maxY + 6 * unit } ?? plot.minY
    let room = plot.maxY - min(highest, plot.minY)
    let fitting = max(1, Int(((room - headerSize.height - 2 * padding) / rowStep).rounded(.down)))
    let format = chart.format
    var rows = Self.limited(tooltipRows(index: index), to: fitting) {
      format.words.more($0) { format.grouped(Double($0)) }
    }
    let percentWidth =
      rows.compactMap(\.percent).map { measurer.measure($0, font: fonts.value).width }.max()
      .map { $0 + 6 * unit } ?? 0
    // Beside the selected bar or candle, not over it: they own one x-step around the line.
    let mark =
      view.behavior.xExtent == .steps ? abs(data.minimumStep * transform.xPixelsPerUnit) / 2 : 0
    let gap = m.gap * unit + min(mark, plot.width / 4)
    // Whole names beside the line, towards the plot's middle, when they fit there; else the
    // card widens over the line, up to the plot's width, before a name is shortened with "…".
    let valuesWidth = rows.map { measurer.measure($0.value, font: fonts.value).width }.max() ?? 0
    let fixed = 2 * padding + percentWidth + m.columnGap * unit + valuesWidth
    let beside = lineX < plot.midX ? plot.maxX - lineX - gap : lineX - gap - plot.minX
    let besideRoom = beside - fixed
    let widestName = rows.map { measurer.measure($0.name, font: fonts.name).width }.max() ?? 0
    let nameRoom = widestName <= besideRoom ? besideRoom : plot.width - fixed
    for k in rows.indices {
      rows[k].name =
        measurer.fitting(rows[k].name, font: fonts.name, width: max(1, nameRoom)) ?? "…"
    }
    let rowsWidth =
      rows.map {
        percentWidth + measurer.measure($0.name, font: fonts.name).width + m.columnGap * unit
          + measurer.measure($0.value, font: fonts.value).width
      }.max() ?? 0
    let chevron = tooltipHasChevron ? m.chevronWidth * unit + m.columnGap * unit / 2 : 0
    let width = min(plot.width, max(headerSize.width + chevron, rowsWidth) + 2 * padding)
    let height = headerSize.height + Double(rows.count) * rowStep + 2 * padding
    let towardsMiddle = lineX < plot.midX ? lineX + gap : lineX - gap - width
    let left = min(max(towardsMiddle, plot.minX), plot.maxX - width)
    let top = max(min(plot.minY, plot.maxY - height), min(highest, plot.minY))
    return TooltipCard(
      frame: Rect(x: left, y: top, width: width, height: height), header: header, rows: rows,
      percentWidth: percentWidth)
  }

  /// `rows` cut to `count`: the largest values in their own order, a "+N more" row, and the
  /// "Total" row kept last.
  static func limited(
    _ rows: [TooltipRow], to count: Int, more: (Int) -> String = { "+\($0) more" }
  ) -> [TooltipRow] {
    guard rows.count > count else { return rows }
    let total = rows.last?.isTotal == true ? rows.last : nil
    let series = total == nil ? rows : Array(rows.dropLast())
    let kept = max(0, count - 1 - (total == nil ? 0 : 1))
    let largest = series.indices.sorted { series[$0].number > series[$1].number }.prefix(kept)
    var limited = largest.sorted().map { series[$0] }
    limited.append(
      TooltipRow(
        name: more(series.count - limited.count), value: "", color: .clear, alpha: 1, percent: nil,
        number: 0,
        isTotal: false))
    if let total { limited.append(total) }
    // Room for fewer rows than that: the "+N more" row goes first, then the smallest values.
    if limited.count > count, let row = limited.firstIndex(where: { $0.value.isEmpty }) {
      limited.remove(at: row)
    }
    while limited.count > max(1, count) { limited.removeFirst() }
    return limited
  }

  var tooltipFonts: (header: Font, name: Font, value: Font) {
    let m = TooltipMetrics.self
    return (
      Font(size: m.headerSize * unit, weight: .bold), Font(size: m.rowSize * unit),
      Font(size: m.rowSize * unit, weight: .bold)
    )
  }

  /// The card's drawing: shadow, background, the date with its chevron, one row per series.
  func tooltip(_ card: TooltipCard) -> [DisplayNode] {
    let m = TooltipMetrics.self
    let fonts = tooltipFonts
    let frame = card.frame
    let padding = m.padding * unit
    let near = rightToLeft ? frame.maxX - padding : frame.minX + padding
    let far = rightToLeft ? frame.minX + padding : frame.maxX - padding
    let nearAlignment: TextRun.Alignment = rightToLeft ? .right : .left
    let farAlignment: TextRun.Alignment = rightToLeft ? .left : .right
    var nodes = cardBackground(frame)
    nodes.append(
      .text(
        TextRun(
          card.header, at: Point(x: near, y: frame.minY + padding), alignment: nearAlignment,
          font: fonts.header, color: palette.cardText, role: .tooltip)))
    let headerHeight = measurer.measure(card.header, font: fonts.header).height
    if tooltipHasChevron {
      nodes.append(chevron(x: far, midY: frame.minY + padding + headerHeight / 2))
    }
    var y = frame.minY + padding + headerHeight + m.rowGap * unit
    let nameX = near + (rightToLeft ? -card.percentWidth : card.percentWidth)
    let rowHeight = measurer.measure("Ag", font: fonts.name).height
    for row in card.rows {
      let color = palette.cardText
      if let percent = row.percent {
        nodes.append(
          .text(
            TextRun(
              percent, at: Point(x: near, y: y), alignment: nearAlignment, font: fonts.value,
              color: color, opacity: row.alpha, role: .tooltip)))
      }
      nodes.append(
        .text(
          TextRun(
            row.name, at: Point(x: nameX, y: y), alignment: nearAlignment, font: fonts.name,
            color: row.value.isEmpty ? palette.axisText : color, opacity: row.alpha,
            role: .tooltip)))
      if !row.value.isEmpty {
        nodes.append(
          .text(
            TextRun(
              row.value, at: Point(x: far, y: y), alignment: farAlignment, font: fonts.value,
              color: row.color.seriesText(on: palette.cardBackground), opacity: row.alpha,
              role: .tooltip)))
      }
      y += rowHeight + m.rowGap * unit
    }
    return nodes
  }

  /// A card's soft shadow and its background.
  func cardBackground(_ frame: Rect) -> [DisplayNode] {
    let radius = TooltipMetrics.radius * unit
    var nodes: [DisplayNode] = []
    for step in stride(from: 3.0, through: 1, by: -1) {
      let spread = step * 0.8 * unit
      let shadow = Rect(
        x: frame.minX - spread, y: frame.minY - spread + unit, width: frame.width + 2 * spread,
        height: frame.height + 2 * spread)
      nodes.append(
        .fill(
          .roundedRect(shadow, radius: radius + spread),
          palette.cardShadow.fading(1 / (step + 1))))
    }
    nodes.append(.fill(.roundedRect(frame, radius: radius), palette.cardBackground))
    return nodes
  }

  /// The chevron that says the card opens the day: "›" at `x` (the card's far edge).
  func chevron(x: Double, midY: Double) -> DisplayNode {
    let size = 3.5 * unit
    let direction: Double = rightToLeft ? 1 : -1
    var path = Path()
    path.move(to: Point(x: x + direction * size * 1.2, y: midY - size))
    path.line(to: Point(x: x, y: midY))
    path.line(to: Point(x: x + direction * size * 1.2, y: midY + size))
    return .stroke(
      path, palette.axisText, StrokeStyle(width: 1.6 * unit, cap: .round, join: .round))
  }
}
