import ChartReelCore
import Foundation

/// The indicator's card on a chart of series: the date and each visible series' value beside
/// the indicator line, towards the plot's middle.
///
/// Takes the plot's rectangle, how high the card may rise, its date and rows (as the kind lists
/// them), whether the chart opens the day, how wide the selected mark is, and the frame's
/// `PartStyle`; `card(lineX:)` lays it out and `TooltipCard.nodes(style:)` draws it.
struct TooltipPart {
  /// The plot's rectangle.
  let plot: Rect
  /// The highest the card's top may rise: under the header, else the plot's top.
  let highest: Double
  /// The date of the selected point (`ChartDrawing.tooltipHeader`).
  let header: String
  /// Every row the kind lists for the point, before they are cut to fit.
  let rows: [TooltipRow]
  /// Whether the card shows a chevron: the chart can zoom into the selected day.
  let hasChevron: Bool
  /// Half the selected bar's or candle's width in pixels (0 for a point): the card keeps clear.
  let markHalfWidth: Double
  let style: PartStyle

  /// The card beside the indicator line at `lineX` (beside the selected bar or candle),
  /// towards the plot's middle, inside the plot's width and above its bottom (rising into the
  /// space under the header when tall); with more rows than fit, the largest values and a
  /// "+N more" row.
  ///
  /// Whole names stand beside the line, towards the plot's middle, when they fit there; else
  /// the card widens over the line, up to the plot's width, and a name still too long wraps
  /// onto up to `nameLines` lines before it is shortened with "…".
  func card(lineX: Double) -> TooltipCard {
    let m = TooltipMetrics.self
    let (unit, measurer) = (style.unit, style.measurer)
    let fonts = style.tooltipFonts
    let headerSize = measurer.measure(header, font: fonts.header)
    let rowHeight = measurer.measure("Ag", font: fonts.name).height
    let padding = m.padding * unit
    let room = plot.maxY - min(highest, plot.minY) - headerSize.height - 2 * padding
    // Beside the selected bar or candle, not over it: they own one x-step around the line.
    let gap = m.gap * unit + min(markHalfWidth, plot.width / 4)
    let beside = lineX < plot.midX ? plot.maxX - lineX - gap : lineX - gap - plot.minX
    var fitting = max(1, Int((room / (rowHeight + m.rowGap * unit)).rounded(.down)))
    var laid = laidOut(Self.limited(rows, to: fitting, more: more), beside: beside)
    // Names on several lines take rows' room: fewer rows until the card fits the plot's height.
    while fitting > 1, laid.height > room + 0.5 {
      fitting -= 1
      laid = laidOut(Self.limited(rows, to: fitting, more: more), beside: beside)
    }
    let chevron = hasChevron ? m.chevronWidth * unit + m.columnGap * unit / 2 : 0
    let width = min(plot.width, max(headerSize.width + chevron, laid.width) + 2 * padding)
    let height = headerSize.height + laid.height + 2 * padding
    let towardsMiddle = lineX < plot.midX ? lineX + gap : lineX - gap - width
    let left = min(max(towardsMiddle, plot.minX), plot.maxX - width)
    let top = max(min(plot.minY, plot.maxY - height), min(highest, plot.minY))
    return TooltipCard(
      frame: Rect(x: left, y: top, width: width, height: height), header: header,
      rows: laid.rows, percentWidth: laid.percentWidth, hasChevron: hasChevron)
  }

  /// The most lines a name takes on the widest card before it is shortened with "…".
  static let nameLines = 3.0

  /// "+N more", in the chart's words.
  private func more(_ count: Int) -> String {
    style.format.words.more(count) { style.format.grouped(Double($0)) }
  }

  /// `rows` with their names fitted: on one line `beside` the indicator when every name fits
  /// there, else on the plot's width, a longer name wrapped onto up to `nameLines` lines and
  /// only then shortened; with the rows' width and height (row gaps included) and the share
  /// column's width.
  private func laidOut(_ rows: [TooltipRow], beside: Double) -> (
    rows: [TooltipRow], width: Double, height: Double, percentWidth: Double
  ) {
    let m = TooltipMetrics.self
    let (unit, measurer) = (style.unit, style.measurer)
    let fonts = style.tooltipFonts
    let rowHeight = measurer.measure("Ag", font: fonts.name).height
    let percentWidth =
      rows.compactMap(\.percent).map { measurer.measure($0, font: fonts.value).width }.max()
      .map { $0 + 6 * unit } ?? 0
    let valuesWidth = rows.map { measurer.measure($0.value, font: fonts.value).width }.max() ?? 0
    let fixed = 2 * m.padding * unit + percentWidth + m.columnGap * unit + valuesWidth
    let widestName = rows.map { measurer.measure($0.name, font: fonts.name).width }.max() ?? 0
    let nameRoom = max(1, widestName <= beside - fixed ? beside - fixed : plot.width - fixed)
    var rows = rows
    var height = 0.0
    var width = 0.0
    for k in rows.indices {
      if measurer.measure(rows[k].name, font: fonts.name).width > nameRoom {
        rows[k].name = measurer.fitting(
          rows[k].name, font: fonts.name, width: nameRoom, height: Self.nameLines * rowHeight)
        rows[k].wrapWidth = nameRoom
      }
      let name = measurer.measure(rows[k].name, font: fonts.name, width: rows[k].wrapWidth)
      height += rows[k].height(rowHeight, style: style) + m.rowGap * unit
      width = max(
        width,
        percentWidth + name.width + m.columnGap * unit
          + measurer.measure(rows[k].value, font: fonts.value).width)
    }
    return (rows, width, height, percentWidth)
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
}

extension ChartDrawing {
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
    // The time follows the day after the comma the locale's date uses ("سبت، ١ يوليو، ١٤:٤٧").
    let comma = day.contains("\u{060C}") ? "\u{060C}" : ","
    return data.isIntraday ? "\(day)\(comma) \(time)" : day
  }

  /// Whether the card shows a chevron: the chart can zoom into the selected day.
  var tooltipHasChevron: Bool {
    compiled.day == nil && (chart.content.hasDayFiles || compiled.behavior.zoom == .weekPie)
  }

  /// The card of point `index` on this frame.
  func tooltipPart(index: Int) -> TooltipPart {
    // Bars and candles own one x-step around the line.
    let mark =
      compiled.behavior.xExtent == .steps ? abs(data.minimumStep * transform.xPixelsPerUnit) / 2 : 0
    return TooltipPart(
      plot: plot, highest: layout.header.map { $0.maxY + 6 * unit } ?? plot.minY,
      header: tooltipHeader(index: index), rows: tooltipRows(index: index),
      hasChevron: tooltipHasChevron, markHalfWidth: mark, style: partStyle)
  }

  /// The card of point `index` beside the indicator line at `lineX`.
  func tooltipCard(index: Int, lineX: Double) -> TooltipCard {
    tooltipPart(index: index).card(lineX: lineX)
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
}
