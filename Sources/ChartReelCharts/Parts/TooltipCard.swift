import ChartReelCore

/// The sizes of the indicator's card, in dp.
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

/// The indicator's card of a chart of series, laid out (`TooltipPart.card`): where it lies,
/// its date, the rows that fit and whether it shows the chevron that opens the day.
struct TooltipCard {
  var frame: Rect
  var header: String
  var rows: [TooltipRow]
  var percentWidth: Double
  var hasChevron: Bool

  /// The card's drawing: shadow, background, the date with its chevron, one row per series.
  func nodes(style: PartStyle) -> [DisplayNode] {
    let m = TooltipMetrics.self
    let (unit, measurer, palette, rightToLeft) = (
      style.unit, style.measurer, style.palette, style.rightToLeft
    )
    let fonts = style.tooltipFonts
    let padding = m.padding * unit
    let near = rightToLeft ? frame.maxX - padding : frame.minX + padding
    let far = rightToLeft ? frame.minX + padding : frame.maxX - padding
    let nearAlignment: TextRun.Alignment = rightToLeft ? .right : .left
    let farAlignment: TextRun.Alignment = rightToLeft ? .left : .right
    var nodes = style.cardBackground(frame)
    nodes.append(
      .text(
        TextRun(
          header, at: Point(x: near, y: frame.minY + padding), alignment: nearAlignment,
          font: fonts.header, color: palette.cardText, role: .tooltip)))
    let headerHeight = measurer.measure(header, font: fonts.header).height
    if hasChevron {
      nodes.append(style.chevron(x: far, midY: frame.minY + padding + headerHeight / 2))
    }
    var y = frame.minY + padding + headerHeight + m.rowGap * unit
    let nameX = near + (rightToLeft ? -percentWidth : percentWidth)
    let rowHeight = measurer.measure("Ag", font: fonts.name).height
    for row in rows {
      let color = palette.cardText
      if let percent = row.percent {
        nodes.append(
          .text(
            TextRun(
              percent, at: Point(x: near, y: y), alignment: nearAlignment, font: fonts.value,
              color: color, opacity: row.alpha, role: .tooltip)))
      }
      // A name on two lines is a block `wrapWidth` wide from the share column on.
      let blockX = rightToLeft ? nameX - (row.wrapWidth ?? 0) : nameX
      nodes.append(
        .text(
          TextRun(
            row.name, at: Point(x: row.wrapWidth == nil ? nameX : blockX, y: y),
            alignment: nearAlignment, font: fonts.name,
            color: row.value.isEmpty ? palette.axisText : color, opacity: row.alpha,
            width: row.wrapWidth, role: .tooltip)))
      if !row.value.isEmpty {
        nodes.append(
          .text(
            TextRun(
              row.value, at: Point(x: far, y: y), alignment: farAlignment, font: fonts.value,
              color: row.color.seriesText(on: palette.cardBackground), opacity: row.alpha,
              role: .tooltip)))
      }
      y += row.height(rowHeight, style: style) + m.rowGap * unit
    }
    return nodes
  }
}

extension PartStyle {
  /// The card's fonts: its date, a row's name and a row's value.
  var tooltipFonts: (header: Font, name: Font, value: Font) {
    let m = TooltipMetrics.self
    return (
      Font(size: m.headerSize * unit, weight: .bold), Font(size: m.rowSize * unit),
      Font(size: m.rowSize * unit, weight: .bold)
    )
  }

  /// A card's soft shadow and its background (the series' card and a pie's).
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
