import ChartReelCharts
import ChartReelCore

/// Reads the Telegram chart-contest JSON formats.
///
/// Round 1's `chart_data.json` is an array of charts; round 2's `overview.json` is one chart.
/// A chart is `{"columns": [["x", …], ["y0", …]], "types": {…}, "names": {…}, "colors": {…}}`
/// with optional flags `y_scaled`, `stacked` and `percentage`. A `null` in a series column is a
/// gap, kept as NaN (see `ChartDataRules`).
package enum TelegramChartDecoder {
  /// The charts in a file: several for a round-1 array, one for a round-2 object.
  package struct Contents: Sendable {
    package var charts: [ChartData]
    /// Whether the file is an array of charts, so a scene must pick one by index.
    package var isCollection: Bool
  }

  /// Decodes the text of a data file; `file` names it in errors.
  ///
  /// The file is read in one pass by `TelegramChartReader`, columns straight into numbers.
  package static func decode(_ bytes: [UInt8], file: String) throws(InputError) -> Contents {
    let root = try TelegramChartReader.read(bytes, file: file)
    let log = ProblemLog(file: file)
    var contents = Contents(charts: [], isCollection: false)
    switch root {
    case .array(let charts):
      contents.isCollection = true
      for (index, chart) in charts.enumerated() {
        let field = JSONField(value: chart.value, path: "[\(index)]", log: log)
        if let chart = decodeChart(field, columns: chart.columns) { contents.charts.append(chart) }
      }
      if contents.charts.isEmpty && log.problems.isEmpty {
        log.report("", "expected at least one chart")
      }
    case .object(let chart):
      let field = JSONField.root(chart.value, log: log)
      if let chart = decodeChart(field, columns: chart.columns) { contents.charts.append(chart) }
    case .other(let value):
      log.report(
        "", "expected a chart object or an array of charts, found \(value.kindDescription)")
    }
    try log.throwIfAny()
    try ChartDataRules.checkColumns(
      of: contents.charts, collection: contents.isCollection, file: file)
    return contents
  }

  /// The chart of `field`, whose `columns` were read as `columns` when they are an array.
  private static func decodeChart(_ field: JSONField, columns: [TelegramChartReader.Column]?)
    -> ChartData?
  {
    guard
      let object = field.object(allowed: [
        "columns", "types", "names", "colors", "y_scaled", "stacked", "percentage",
      ])
    else { return nil }
    let problemsBefore = field.log.problems.count
    let types = stringMap(object.required("types", "an object of column types"))
    let names = stringMap(object.required("names", "an object of series names"))
    let colors = stringMap(object.required("colors", "an object of #RRGGBB colours"))
    let flags = ["y_scaled", "stacked", "percentage"].map { object.optional($0)?.bool() ?? false }

    var xValues: [Double]?
    var xPath = ""
    var series: [ChartSeries] = []
    var columnLengths: [(label: String, path: String, count: Int)] = []
    let columnsField = object.required("columns", "an array of columns")
    if columns == nil { _ = columnsField?.array() }
    for (position, read) in (columns ?? []).enumerated() {
      let path = "\(columnsField?.path ?? "columns")[\(position)]"
      guard case .cells(let first, let cells, let mismatches) = read else {
        if case .other(let value) = read {
          _ = JSONField(value: value, path: path, log: field.log).array()
        }
        continue
      }
      let column = JSONField(value: .array([]), path: path, log: field.log)
      guard let first else {
        column.report("expected a column label followed by values, found an empty array")
        continue
      }
      guard let label = JSONField(value: first, path: "\(path)[0]", log: field.log).string()
      else { continue }
      let typeName = types?.values[label]
      guard
        let values = columnValues(
          cells, mismatches: mismatches, column: column, isX: typeName == "x")
      else { continue }
      columnLengths.append((label, column.path, values.count))
      guard let typeName else {
        column.report("column \"\(label.excerpt())\" has no entry in \"types\"")
        continue
      }
      if typeName == "x" {
        if xValues != nil {
          column.report("a second x column \"\(label.excerpt())\"; expected exactly one")
        }
        xValues = values
        xPath = column.path
        continue
      }
      guard let kind = ChartSeries.Kind(rawValue: typeName) else {
        types?.field.log.report(
          types!.path(label),
          "expected \"x\", \"line\", \"bar\" or \"area\", found \"\(typeName.excerpt())\""
        )
        continue
      }
      if !values.isEmpty && !ChartDataRules.hasValues(values) {
        column.report(
          "column \"\(label.excerpt())\" holds only null gaps; expected at least one number")
      }
      let colorText = colors?.values[label]
      let color = colorText.flatMap(Color.init(hex:))
      if let colors, colorText == nil {
        colors.field.log.report(
          colors.field.child(label), "missing colour for series \"\(label.excerpt())\"")
      } else if let colors, color == nil {
        colors.field.log.report(
          colors.path(label),
          "expected a colour like \"#3DC23F\", found \"\(colorText!.excerpt())\"")
      }
      series.append(
        ChartSeries(
          id: label, name: names?.values[label] ?? label, color: color ?? .black, kind: kind,
          values: values))
    }
    guard field.log.problems.count == problemsBefore else { return nil }
    guard let x = xValues else {
      field.report("expected a column whose type is \"x\"")
      return nil
    }
    if let mismatch = columnLengths.first(where: { $0.count != x.count }) {
      field.log.report(
        mismatch.path,
        "column \"\(mismatch.label.excerpt())\" has \(mismatch.count) values but the x column has \(x.count); expected the same length"
      )
      return nil
    }
    if series.isEmpty { field.report("expected at least one series column besides x") }
    if let problem = ChartDataRules.pointCountProblem(x.count) { field.log.report(xPath, problem) }
    if let index = ChartDataRules.firstOutOfOrder(x) {
      field.log.report(
        "\(xPath)[\(index + 1)]",
        ChartDataRules.orderMessage(x, at: index) { x[$0].formattedForMessage })
    }
    guard field.log.problems.count == problemsBefore else { return nil }
    return ChartData.unchecked(
      x: x, series: series, yScaled: flags[0], stacked: flags[1], percentage: flags[2])
  }

  /// The values of one column after its label, or nil after reporting every bad cell.
  ///
  /// A series' `null` is a gap, stored as NaN; an x column has no gaps. `values` holds NaN for
  /// a `null` and for each of the `mismatches`, the cells that are neither.
  private static func columnValues(
    _ values: [Double], mismatches: [TelegramChartReader.Mismatch], column: JSONField, isX: Bool
  ) -> [Double]? {
    var valid = mismatches.isEmpty
    var next = 0
    func report(_ index: Int, _ message: String) {
      column.log.report("\(column.path)[\(index + 1)]", message)
    }
    for (index, value) in values.enumerated() {
      if value.isNaN {
        if next < mismatches.count, mismatches[next].index == index {
          let expected = isX ? "a timestamp in milliseconds" : "a number or null"
          report(index, "expected \(expected), found \(mismatches[next].found)")
          next += 1
        } else if isX {
          report(
            index, "expected a timestamp in milliseconds, found null; only series may have gaps")
          valid = false
        }
        continue
      }
      if let problem = isX ? ChartDataRules.xProblem(value) : ChartDataRules.valueProblem(value) {
        report(index, problem)
        valid = false
      }
    }
    return valid ? values : nil
  }

  /// A JSON object of strings with each member's key path.
  private struct StringMap {
    var field: JSONField
    var values: [String: String]
    func path(_ key: String) -> String { field.child(key) }
  }

  private static func stringMap(_ field: JSONField?) -> StringMap? {
    guard let field, case .object(let members) = field.value else {
      if let field { field.report("expected an object, found \(field.value.kindDescription)") }
      return nil
    }
    var values: [String: String] = [:]
    for member in members {
      let child = JSONField(value: member.value, path: field.child(member.key), log: field.log)
      if let string = child.string() { values[member.key] = string }
    }
    return StringMap(field: field, values: values)
  }
}
