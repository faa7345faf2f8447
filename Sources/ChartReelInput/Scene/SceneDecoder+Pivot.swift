import ChartReelCharts
import ChartReelCore

extension SceneDecoder {
  /// The keys of `data.pivot`.
  static let pivotKeys = ["series", "value"]

  /// The column names `data.pivot` gives, with where each was written; nil after reporting why
  /// they are not usable.
  struct PivotNames {
    var series: String
    var seriesField: JSONField
    var value: String
    var valueField: JSONField
  }

  /// Reads `"pivot": {"series": "source", "value": "twh"}`.
  static func decodePivotNames(_ field: JSONField) -> PivotNames? {
    guard let object = field.object(allowed: pivotKeys) else { return nil }
    let seriesField = object.required(
      "series", "the name of the column that names each row's series")
    let valueField = object.required("value", "the name of the column of each row's value")
    guard let seriesField, let valueField, let series = seriesField.string(),
      let value = valueField.string()
    else { return nil }
    return PivotNames(
      series: series, seriesField: seriesField, value: value, valueField: valueField)
  }

  /// The columns `names` stand for in `table`, or nil after reporting a column the table lacks
  /// (at `pivot.series` or `pivot.value`) or one used twice.
  static func pivotColumns(_ names: PivotNames, _ field: JSONField, table: CSVTable, x: Int)
    -> (series: Int, value: Int)?
  {
    let series = column(names.series, in: table, names.seriesField)
    let value = column(names.value, in: table, names.valueField)
    guard let series, let value else { return nil }
    for (index, place) in [(series, names.seriesField), (value, names.valueField)] where index == x
    {
      place.report(
        "column \"\(table.header[index].excerpt())\" holds the dates (x); expected another column")
      return nil
    }
    if series == value {
      names.valueField.report(
        "column \"\(names.value.excerpt())\" already names the series; expected the column of values"
      )
      return nil
    }
    return (series, value)
  }

  /// The series of pivoted `chart` that `requests` (`data.series`) pick by id.
  ///
  /// In their order, renamed and recoloured as they say; every series, in order of first appearance, without
  /// requests. Nil after reporting an id the data lacks.
  static func picking(_ requests: [SeriesRequest]?, from chart: ChartData) -> ChartData? {
    guard let requests else { return chart }
    var chart = chart
    var picked: [ChartSeries] = []
    let ids = chart.series.map(\.id)
    for (position, request) in requests.enumerated() {
      guard var series = chart.series(id: request.column) else {
        let suggestion = ids.closest(to: request.column).map { "did you mean \"\($0)\"? " } ?? ""
        let shown = ids.prefix(20).map { "\"\($0.excerpt())\"" }.joined(separator: ", ")
        request.columnField.report(
          "unknown series \"\(request.column.excerpt())\"; \(suggestion)the pivoted data has \(shown)\(ids.count > 20 ? " … (\(ids.count) series)" : "")"
        )
        return nil
      }
      if picked.contains(where: { $0.id == series.id }) {
        request.columnField.report(
          "series \"\(request.column.excerpt())\" is already listed; expected each series once")
        return nil
      }
      series.name = request.name ?? series.id
      series.color = request.color ?? SeriesColors.color(at: position)
      picked.append(series)
    }
    chart.series = picked
    return chart
  }
}
