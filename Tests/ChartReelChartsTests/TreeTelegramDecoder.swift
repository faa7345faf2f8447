import ChartReelCharts
import ChartReelCore

@testable import ChartReelInput

/// The Telegram decoder as it was before columns were streamed, kept as a reference.
///
/// It parses the whole file into `JSONValue`s first; the streaming decoder must agree with it.
///
/// Round 1's `chart_data.json` is an array of charts; round 2's `overview.json` is one chart.
/// A chart is `{"columns": [["x", …], ["y0", …]], "types": {…}, "names": {…}, "colors": {…}}`
/// with optional flags `y_scaled`, `stacked` and `percentage`. A `null` in a series column is a
/// gap, kept as NaN (see `ChartDataRules`).
enum TreeTelegramDecoder {
  /// The charts in a file: several for a round-1 array, one for a round-2 object.
  struct Contents: Sendable {
    var charts: [ChartData]
    /// Whether the file is an array of charts, so a scene must pick one by index.
    var isCollection: Bool
  }

  /// Decodes the text of a data file; `file` names it in errors.
  static func decode(_ bytes: [UInt8], file: String) throws(InputError) -> Contents {
    let json = try JSONParser.parse(bytes, file: file)
    let log = ProblemLog(file: file)
    let root = JSONField(value: json, path: "", log: log)
    var contents = Contents(charts: [], isCollection: false)
    if case .array = json {
      contents.isCollection = true
      for element in root.array() ?? [] {
        if let chart = decodeChart(element) { contents.charts.append(chart) }
      }
      if contents.charts.isEmpty && log.problems.isEmpty {
        log.report("", "expected at least one chart")
      }
    } else if case .object = json {
      if let chart = decodeChart(root) { contents.charts.append(chart) }
    } else {
      log.report("", "expected a chart object or an array of charts, found \(json.kindDescription)")
    }
    try log.throwIfAny()
    // Checked after decoding, as the streaming decoder does: one id per column, size limits.
    try ChartDataRules.checkColumns(
      of: contents.charts, collection: contents.isCollection, file: file)
    return contents
  }

  private static func decodeChart(_ field: JSONField) -> ChartData? {
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
    for column in object.required("columns", "an array of columns")?.array() ?? [] {
      guard let cells = column.array() else { continue }
      guard let label = cells.first?.string() else {
        if cells.isEmpty {
          column.report("expected a column label followed by values, found an empty array")
        }
        continue
      }
      let typeName = types?.values[label]
      guard let values = columnValues(cells.dropFirst(), isX: typeName == "x") else { continue }
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
        "column \"\(mismatch.label)\" has \(mismatch.count) values but the x column has \(x.count); expected the same length"
      )
      return nil
    }
    if series.isEmpty { field.report("expected at least one series column besides x") }
    if x.count < 2 { field.log.report(xPath, "expected at least 2 points, found \(x.count)") }
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
  /// A series' `null` is a gap, stored as NaN; an x column has no gaps.
  private static func columnValues(_ cells: ArraySlice<JSONField>, isX: Bool) -> [Double]? {
    var values: [Double] = []
    var valid = true
    for cell in cells {
      if cell.isNull {
        if isX {
          cell.report("expected a timestamp in milliseconds, found null; only series may have gaps")
          valid = false
        }
        values.append(.nan)
        continue
      }
      guard case .number(let value) = cell.value else {
        cell.report(
          "expected \(isX ? "a timestamp in milliseconds" : "a number or null"), found \(cell.value.kindDescription)"
        )
        valid = false
        continue
      }
      if let problem = isX ? ChartDataRules.xProblem(value) : ChartDataRules.valueProblem(value) {
        cell.report(problem)
        valid = false
      }
      values.append(value)
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
