import ChartReelCharts
import ChartReelCore

extension CSVChartDecoder {
  /// Long (tidy) data made wide (`Pivot`): a series per distinct name in `seriesColumn`, in
  /// order of first appearance, its id and name that text, coloured by position; an error naming
  /// both lines when a date repeats for one series, or when a row names no series.
  static func pivoted(
    _ table: CSVTable, x: [Double], values: [Double], seriesColumn: Int, xColumn: Int
  ) throws(InputError) -> ChartData {
    var names: [String] = []
    names.reserveCapacity(table.rowCount)
    table.forEachField(seriesColumn) { _, field in
      names.append(
        String(decoding: UnsafeBufferPointer(rebasing: field.trimmingSpaces), as: UTF8.self))
    }
    if let blank = names.firstIndex(where: \.isEmpty) {
      throw InputError(
        file: table.file,
        message:
          "\(table.place(row: blank, column: seriesColumn)): expected the name of a series, found an empty field"
      )
    }
    switch Pivot.make(count: x.count, x: { x[$0] }, series: { names[$0] }, value: { values[$0] }) {
    case .failure(.repeated(let first, let second)):
      throw InputError(
        file: table.file,
        message: ChartDataRules.repeatMessage(
          "line \(table.line(ofRow: second))", repeats: "line \(table.line(ofRow: first))",
          x: table.field(row: second, column: xColumn).trimmingSpaces, series: names[second]))
    case .failure(.tooLarge(let points, let values)):
      throw InputError(
        file: table.file,
        message: "pivoted, "
          + (ChartDataRules.sizeProblem(points: points, values: values) ?? "is too large"))
    case .success(let pivot):
      let series = pivot.ids.enumerated().map { position, id in
        ChartSeries(
          id: id, name: id, color: SeriesColors.color(at: position), kind: .line,
          values: pivot.values[position])
      }
      for (position, item) in series.enumerated() where !ChartDataRules.hasValues(item.values) {
        throw InputError(
          file: table.file,
          message:
            "series \"\(item.id.excerpt())\" (\(position + 1) of \(series.count) in column \"\(table.header[seriesColumn].excerpt())\") has only empty values; expected at least one number"
        )
      }
      return ChartData.unchecked(x: pivot.x, series: series)
    }
  }
}
