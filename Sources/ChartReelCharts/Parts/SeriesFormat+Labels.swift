import ChartReelCore

extension ChartDrawing {
  /// The format the y labels of `series`' own axis (two y-axes), or of the one axis (nil), are
  /// written in: the series' `format`, or the one all series share; none on a percentage chart,
  /// whose axis reads shares.
  func axisFormat(series: Int?) -> SeriesFormat? {
    guard compiled.behavior.yAxis == .values else { return nil }
    if let series { return data.series.indices.contains(series) ? data.series[series].format : nil }
    guard let first = data.series.first?.format else { return nil }
    return data.series.allSatisfy { $0.format == first } ? first : nil
  }

  /// A y label: the round `value` at grid `step` as `YAxisTicks` writes it, in the axis'
  /// format ("42%", "$1.5K", "12 °C"); in the locale's digits on a formatted axis or one of two
  /// y-axes, in Western digits on a plain single axis (docs/scene-format.md, "Locale").
  ///
  /// `largest` is the largest magnitude of the axis' range: below 1, a step that needs more than
  /// two decimals writes its labels with a power of ten ("2.5×10⁻³").
  func yLabel(_ value: Double, step: Double, largest: Double, series: Int?) -> String {
    guard let format = axisFormat(series: series) else {
      let text = YAxisTicks.label(value, step: step, largest: largest)
      return series == nil ? text : chart.format.digits(text)
    }
    let number = YAxisTicks.label(
      format.shown(value), step: format.shown(step), largest: abs(format.shown(largest)),
      leastDecimals: format.leastDecimals(in: chart.format))
    return format.styled(chart.format.digits(number), in: chart.format)
  }
}

extension PlotContext {
  /// The tooltip's value texts of `rows` (series indices, or nil for the total) holding `values`.
  ///
  /// Each in its series' format with the decimals its series' data are written with
  /// (`LabelFormat.grouped(_:dataDecimals:leastDecimals:)`): a value reads the same whatever
  /// else the card shows. The total takes the most decimals of the series shown, in the format
  /// all of them share.
  func formattedValues(_ values: [Double], rows: [Int?]) -> [String] {
    let formats = rows.map { $0.flatMap { data.series[$0].format } }
    let shared = formats.compactMap { $0 }.first
    let allShare =
      shared != nil && rows.allSatisfy { $0 == nil || data.series[$0!].format == shared }
    let totalDecimals = rows.compactMap { $0 }.map { valueDecimals[$0] }.max() ?? 0
    return values.indices.map { row in
      let rowFormat = rows[row] == nil ? (allShare ? shared : nil) : formats[row]
      let text = format.grouped(
        rowFormat?.shown(values[row]) ?? values[row],
        dataDecimals: rows[row].map { valueDecimals[$0] } ?? totalDecimals,
        leastDecimals: rowFormat?.leastDecimals(in: format) ?? 0)
      return values[row].isNaN ? text : rowFormat.map { $0.styled(text, in: format) } ?? text
    }
  }
}
