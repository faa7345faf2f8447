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
  /// The tooltip's value texts of `rows` (series indices, or nil for the total) holding
  /// `values`, as `LabelFormat.grouped(column:)` writes them together, each in its series'
  /// format; the total in the format all its series share.
  func formattedValues(_ values: [Double], rows: [Int?]) -> [String] {
    let formats = rows.map { $0.flatMap { data.series[$0].format } }
    let shared = formats.compactMap { $0 }.first
    let allShare =
      shared != nil && rows.allSatisfy { $0 == nil || data.series[$0!].format == shared }
    let rowFormats = rows.indices.map { rows[$0] == nil ? (allShare ? shared : nil) : formats[$0] }
    // The numbers as shown (percent formats in percent), those of one format written as one
    // column so that their decimals line up, then each styled in its format.
    var texts = [String](repeating: "", count: values.count)
    for rowFormat in Set(rowFormats) {
      let indices = values.indices.filter { rowFormats[$0] == rowFormat }
      let column = format.grouped(
        column: indices.map { rowFormat?.shown(values[$0]) ?? values[$0] },
        leastDecimals: rowFormat?.leastDecimals(in: format) ?? 0)
      for (index, text) in zip(indices, column) {
        texts[index] =
          values[index].isNaN ? text : rowFormat.map { $0.styled(text, in: format) } ?? text
      }
    }
    return texts
  }
}
