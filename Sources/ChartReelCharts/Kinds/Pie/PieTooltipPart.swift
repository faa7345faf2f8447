import ChartReelCore
import Foundation

extension PlotContext {
  /// In a pie, the card of the selected slice, placed clear of it.
  ///
  /// Beside the pie on the slice's side, never over it; above or below it when the plot has
  /// no room at the sides; else over the pie's far side, clear of the selected slice, with the
  /// name whole while the plot is wide enough (a square frame); only in a plot narrower than
  /// the card, beside the pie with the name shortened. A card as wide as the plot whose name
  /// does not fit on its line wraps the name onto more lines (a long name in a portrait
  /// frame), as the series' card does.
  func pieTooltipCard() -> (frame: Rect, slice: Int)? {
    let pie = PieShares(data: data, day: day, state: state)
    let angles = pieAngles(pie.shares)
    guard let k = pieSelection(angles) else { return nil }
    let (center, radius) = pieCircle
    let middle = (angles[k] + angles[k + 1]) / 2
    let fonts = partStyle.tooltipFonts
    let padding = TooltipMetrics.padding * unit
    let valueWidth = measurer.measure(pieValue(pie, slice: k), font: fonts.value).width
    // A pixel to spare, whole: the name must fit again when the card's parts are taken away.
    let needed =
      measurer.measure(data.series[k].name, font: fonts.name).width + valueWidth
      + TooltipMetrics.columnGap * unit + 2 * padding
    let fitsOnOneLine = needed.rounded(.up) + 1 <= plot.width
    let width = fitsOnOneLine ? needed.rounded(.up) + 1 : plot.width
    let line = measurer.measure("Ag", font: fonts.name).height
    // Across the whole plot, the name takes as many lines as it needs.
    let wrapped =
      !fitsOnOneLine
      ? measurer.measure(
        data.series[k].name, font: fonts.name,
        width: pieNameRoom(card: width, valueWidth: valueWidth)
      ).height : line
    let height = max(line, wrapped) + 2 * padding
    let gap = TooltipMetrics.gap * unit
    let direction = Point(x: cos(middle), y: sin(middle))
    let clampedTop = { (y: Double) in min(max(y, plot.minY), plot.maxY - height) }
    let clampedLeft = { (x: Double) in min(max(x, plot.minX), plot.maxX - width) }
    let anchorY = center.y + radius * direction.y - height / 2
    let onLeft = center.x - radius - gap - width
    let onRight = center.x + radius + gap
    // The slice's side first, then the other; with no room at either, above or below the pie.
    let sides = direction.x < 0 ? [onLeft, onRight] : [onRight, onLeft]
    if let left = sides.first(where: { $0 >= plot.minX && $0 + width <= plot.maxX }) {
      return (Rect(x: left, y: clampedTop(anchorY), width: width, height: height), k)
    }
    let above = center.y - radius - gap - height
    let below = center.y + radius + gap
    let verticals = direction.y < 0 ? [above, below] : [below, above]
    if let top = verticals.first(where: { $0 >= plot.minY && $0 + height <= plot.maxY }) {
      let left = clampedLeft(center.x + radius * direction.x - width / 2)
      return (Rect(x: left, y: top, width: width, height: height), k)
    }
    // No room for the whole card around the pie: over the pie's far side while the plot is
    // wide enough for it whole (a name is not shortened while there is room for it).
    let overFarSide = Rect(
      x: clampedLeft(center.x - radius * direction.x - width / 2),
      y: direction.y < 0 ? plot.maxY - height : plot.minY, width: width, height: height)
    if needed.rounded(.up) + 1 <= plot.width { return (overFarSide, k) }
    // Else the roomier side (the slice's on a tie), the name shortened with "…", while that
    // still shows its first three characters.
    let name = data.series[k].name
    let short = name.count > 3 ? String(name.prefix(3)) + "…" : name
    let shortest =
      needed - measurer.measure(name, font: fonts.name).width
      + measurer.measure(short, font: fonts.name).width
    let leftRoom: Double = (onLeft + width - plot.minX).rounded(.down)
    let rightRoom: Double = (plot.maxX - onRight).rounded(.down)
    let toLeft = leftRoom > rightRoom || (leftRoom == rightRoom && direction.x < 0)
    let side = (left: toLeft, room: toLeft ? leftRoom : rightRoom)
    if side.room >= shortest.rounded(.up) + 1 {
      let left = side.left ? onLeft + width - side.room : onRight
      let oneLine = line + 2 * padding
      return (
        Rect(
          x: left, y: min(max(anchorY, plot.minY), plot.maxY - oneLine), width: side.room,
          height: oneLine), k
      )
    }
    // No room around the pie: over its far side, away from the selected slice.
    return (overFarSide, k)
  }

  /// The summed value of slice `k` as its card writes it: grouped, in the series' format.
  func pieValue(_ pie: PieShares, slice k: Int) -> String {
    formattedValues([pie.cardValues[k]], rows: [k])[0]
  }

  /// The width a slice's name has on a card `card` pixels wide, beside a value `valueWidth` wide.
  func pieNameRoom(card: Double, valueWidth: Double) -> Double {
    let room =
      card - 2 * TooltipMetrics.padding * unit - TooltipMetrics.columnGap * unit - valueWidth
    return max(1, room)
  }

  /// In a pie, the card `card` of slice `k`: its name — on one line, shortened on a narrow
  /// card, wrapped on a card tall enough — and its summed value.
  func pieTooltip(frame card: Rect, slice k: Int) -> [DisplayNode] {
    let pie = PieShares(data: data, day: day, state: state)
    let fonts = partStyle.tooltipFonts
    let padding = TooltipMetrics.padding * unit
    let value = pieValue(pie, slice: k)
    let room = pieNameRoom(
      card: card.width, valueWidth: measurer.measure(value, font: fonts.value).width)
    let full = data.series[k].name
    let oneLine = measurer.measure("Ag", font: fonts.name).height
    // A card taller than one line holds the name wrapped at its room.
    let wraps = card.height - 2 * padding > oneLine * 1.5
    let name = wraps ? full : measurer.fitting(full, font: fonts.name, width: room) ?? "…"
    let near = rightToLeft ? card.maxX - padding : card.minX + padding
    let far = rightToLeft ? card.minX + padding : card.maxX - padding
    // A wrapped name's anchor is its block's left edge, `room` wide.
    let nameX = wraps && rightToLeft ? near - room : near
    return partStyle.cardBackground(card) + [
      .text(
        TextRun(
          name, at: Point(x: nameX, y: card.minY + padding),
          alignment: rightToLeft ? .right : .left, font: fonts.name, color: palette.cardText,
          width: wraps ? room : nil, role: .tooltip)),
      .text(
        TextRun(
          value, at: Point(x: far, y: card.minY + padding),
          alignment: rightToLeft ? .left : .right, font: fonts.value,
          color: palette.seriesColor(data.series[k].color).seriesText(on: palette.cardBackground),
          role: .tooltip)),
    ]
  }
}
