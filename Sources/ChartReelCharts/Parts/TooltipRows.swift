import ChartReelCore

/// One tooltip row: a series' name and value, with its share on a percentage chart.
struct TooltipRow {
  var name: String
  var value: String
  var color: Color
  var alpha: Double
  var percent: String?
  /// The value as a number, to keep the largest rows when not all fit.
  var number: Double
  /// Whether this is the stacked bars' "Total" row.
  var isTotal: Bool
  /// The width the name wraps at when it takes several lines on the widest card; nil on one.
  var wrapWidth: Double? = nil

  /// The row's height: `line` (a line of the card's type), or its name's lines.
  func height(_ line: Double, style: PartStyle) -> Double {
    guard let wrapWidth else { return line }
    let font = style.tooltipFonts.name
    return max(line, style.measurer.measure(name, font: font, width: wrapWidth).height)
  }
}

extension ChartDrawing {
  /// The tooltip's rows at point `index`, as the compiled chart's kind lists them.
  func tooltipRows(index: Int) -> [TooltipRow] {
    compiled.behavior.tooltipRows(index: index, of: plotContext)
  }
}

extension PlotContext {
  /// Each visible series' row at point `index`; with `percentage` its share ("30%", "7.3%"
  /// and "3.0%" below 10 %); with `total` a "Total" row when several show (stacked bars).
  func seriesTooltipRows(index: Int, percentage: Bool, total: Bool) -> [TooltipRow] {
    let visible = data.series.indices.filter { alphas[$0] > 0 }
    let shares = percentage ? stackTops(at: index, percentage: true) : []
    let values = visible.map { data.series[$0].values[index] }
    let sum = values.filter { !$0.isNaN }.reduce(0, +)
    let showsTotal = total && visible.count > 1
    // One column: the values (and the total) with the same decimals.
    let texts = formattedValues(
      values + (showsTotal ? [sum] : []), rows: visible + (showsTotal ? [nil] : []))
    var rows = visible.indices.map { row -> TooltipRow in
      let k = visible[row]
      var percent: String?
      if percentage {
        let share = shares[k] - (k == 0 ? 0 : shares[k - 1])
        percent = format.percent(share, evenDecimals: true)
      }
      return TooltipRow(
        name: data.series[k].name, value: texts[row],
        color: palette.seriesColor(data.series[k].color), alpha: alphas[k], percent: percent,
        number: values[row].isNaN ? -.infinity : values[row], isTotal: false)
    }
    if showsTotal {
      rows.append(
        TooltipRow(
          name: format.words.total, value: texts[values.count], color: palette.cardText, alpha: 1,
          percent: nil, number: sum, isTotal: true))
    }
    return rows
  }
}
