import ChartReelCharts
import ChartReelCore

extension SceneDecoder {
  /// The keys of a `data` object naming a Telegram chart JSON file.
  static let telegramDataKeys = SceneSchema.keys(of: "telegramData")
  /// The keys of a `data` object naming a CSV file; a kind of fixed series adds the key that
  /// names their columns (`candles`).
  static var csvDataKeys: [String] {
    ["csv", "x", "series", "xFormat", "pivot"] + choiceKeys + roleKinds.map(\.key)
  }
  /// The keys of one entry of `data.series` given as an object.
  static let csvSeriesKeys = ["column", "name", "color", "format"]

  /// Decodes a chart's `data`: a Telegram chart JSON file (`file`) or a CSV file (`csv`), its
  /// columns named as `series`, or by role for a kind of fixed series (`candles`).
  ///
  /// Problems in the data file itself are added to `log` under the data file's name.
  static func decodeData(_ field: JSONField?, _ context: NodeContext)
    -> ChartData?
  {
    guard let field else { return nil }
    guard field.value["csv"] != nil else {
      return decodeTelegramData(field, context).flatMap { chosen($0, field) }
    }
    if field.value["file"] != nil {
      field.report(
        "expected either \"file\" (a Telegram chart JSON file) or \"csv\" (a CSV file), found both"
      )
      return nil
    }
    return decodeCSVData(field, context).flatMap { chosen($0, field) }
  }

  /// Reads the data file `path` written at `field` and decodes it; nil after reporting why it
  /// cannot be read (at the scene's key path) or decoded (in the data file's own problems).
  ///
  /// A file is decoded once per scene: a second chart naming it gets the same data (arrays
  /// shared, not copied), and its problems are reported once.
  private static func read<T>(
    _ path: String, at field: JSONField, _ context: NodeContext,
    _ decode: (InputFile) throws(InputError) -> T
  ) -> T? {
    let key = "\(T.self)\u{0}\(path)"
    if let found = context.decoded[key] { return found as? T }
    guard let file = context.read(path, at: field) else { return nil }
    do {
      let value = try decode(file)
      context.decoded[key] = .some(value)
      return value
    } catch {
      context.log.append(error)
      context.decoded[key] = .some(nil)
      return nil
    }
  }

  private static func decodeTelegramData(_ field: JSONField, _ context: NodeContext)
    -> ChartData?
  {
    let log = context.log
    guard let object = field.object(allowed: telegramDataKeys),
      let fileField = object.required(
        "file", "the path of a Telegram chart JSON file (or \"csv\" for a CSV file)"),
      let path = fileField.string()
    else { return nil }
    let chartField = object.optional("chart")
    let chartIndex = chartField.flatMap { $0.integer(in: 0...10_000) }
    if chartField != nil && chartIndex == nil { return nil }
    guard
      let contents = read(
        path, at: fileField, context,
        { file throws(InputError) in
          try TelegramChartDecoder.decode(file.bytes, file: file.path)
        })
    else { return nil }
    if contents.isCollection {
      guard let chartIndex else {
        log.report(
          object.field.child("chart"),
          "missing key, expected the index of a chart: the file holds \(contents.charts.count) charts (0 to \(contents.charts.count - 1))"
        )
        return nil
      }
      guard chartIndex < contents.charts.count else {
        chartField?.report(
          "expected a chart index from 0 to \(contents.charts.count - 1), found \(chartIndex)")
        return nil
      }
      return renamed(contents.charts[chartIndex], object)
    }
    if let chartField, chartIndex != 0 {
      chartField.report("the file holds one chart; omit \"chart\" or use 0")
      return nil
    }
    // One chart in an object: a round-2 overview, whose days have files beside it.
    context.overviewFolders[field.path] =
      path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
    return contents.charts.first.flatMap { renamed($0, object) }
  }

  /// The chart with the series names and colours the scene overrides (`data.names`,
  /// `data.colors`: objects keyed by series id).
  private static func renamed(_ chart: ChartData, _ object: JSONObjectReader) -> ChartData? {
    var chart = chart
    for key in ["names", "colors"] {
      guard let field = object.optional(key),
        let members = field.object(allowed: chart.series.map(\.id))
      else { continue }
      for (id, _) in members.members {
        guard let index = chart.seriesIndex(id: id), let value = members.optional(id)?.string()
        else { continue }
        if key == "names" {
          chart.series[index].name = value
        } else if let color = Color(hex: value) {
          chart.series[index].color = color
        } else {
          field.log.report(
            field.child(id), "expected a colour like \"#3DC23F\", found \"\(value.excerpt())\"")
        }
      }
    }
    return chart
  }

  /// One entry of `data.series` (or of `data.candles`) before its column is looked up.
  struct SeriesRequest {
    var column: String
    /// Where the column name was written, for messages.
    var columnField: JSONField
    var name: String?
    var color: Color?
    /// How its values read (`"format": "percent"`).
    var format: SeriesFormat?
  }

  private static func decodeCSVData(_ field: JSONField, _ context: NodeContext) -> ChartData? {
    let log = context.log
    guard let object = field.object(allowed: csvDataKeys + ["names", "colors"]) else {
      return nil
    }
    for key in ["names", "colors"] where object.contains(key) {
      log.report(
        field.child(key),
        "a CSV's series take their \(key == "names" ? "names" : "colours") from \"series\", as in [{\"column\": \"a\", \"name\": \"Apples\", \"color\": \"#3DC23F\"}]"
      )
    }
    let problemsBefore = log.problems.count
    guard let pathField = object.optional("csv"), let path = pathField.string() else { return nil }
    let xField = object.optional("x")
    let xName = xField?.string()
    var xFormat: XFormat?
    if let formatField = object.optional("xFormat"), let name = formatField.string() {
      xFormat = XFormat(rawValue: name)
      if xFormat == nil {
        let names = XFormat.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        formatField.report("expected one of \(names), found \"\(name.excerpt())\"")
      }
    }
    let seriesField = object.optional("series")
    // A kind of fixed series (candles) names its columns by role under its own key.
    let roles = roleKinds.first { object.contains($0.key) }
    let rolesField = roles.flatMap { object.optional($0.key) }
    if let roles, seriesField != nil {
      field.report(
        "expected either \"series\" or \"\(roles.key)\" (the \(roles.roles.joined(separator: ", ")) columns), found both"
      )
    }
    let pivotField = object.optional("pivot")
    if let roles, pivotField != nil {
      field.report(
        "expected either \"pivot\" (long data) or \"\(roles.key)\" (the \(roles.roles.joined(separator: ", ")) columns), found both"
      )
    }
    let pivotNames = pivotField.flatMap(decodePivotNames)
    let requests: [SeriesRequest]?
    if let roles, let rolesField {
      requests = decodeRoleRequests(rolesField, roles)
    } else {
      requests = seriesField.flatMap(decodeSeriesRequests)
    }
    guard
      let table = read(
        path, at: pathField, context,
        { file throws(InputError) in
          try CSVTable(file.bytes, file: file.path)
        }),
      log.problems.count == problemsBefore
    else { return nil }

    var x = 0
    if let xField, let xName {
      // An unknown x column is reported; the series are still checked, against no x column.
      x = column(xName, in: table, xField) ?? -1
    }
    var series: [CSVChartColumns.Series] = []
    var pivotSeries: Int?
    if let pivotField, let pivotNames {
      guard let columns = pivotColumns(pivotNames, pivotField, table: table, x: x) else {
        return nil
      }
      series = [.init(column: columns.value, name: "", color: SeriesColors.color(at: 0))]
      pivotSeries = columns.series
    } else if pivotField != nil {
      return nil
    } else if let requests {
      for (position, request) in requests.enumerated() {
        guard let index = column(request.column, in: table, request.columnField) else { continue }
        if index == x {
          request.columnField.report(
            "column \"\(request.column.excerpt())\" holds the dates (x); expected a column of numbers"
          )
        } else if series.contains(where: { $0.column == index }) {
          request.columnField.report(
            "column \"\(request.column.excerpt())\" is already a series; expected each column once"
          )
        }
        series.append(
          .init(
            column: index, name: request.name ?? request.column,
            color: request.color ?? SeriesColors.color(at: position)))
      }
    } else if seriesField == nil && roles == nil {
      series = table.header.indices.filter { $0 != x }.enumerated().map { position, index in
        .init(column: index, name: table.header[index], color: SeriesColors.color(at: position))
      }
      if series.isEmpty {
        field.report(
          "the CSV file has no column besides the dates; expected at least one column of numbers")
      }
    }
    guard log.problems.count == problemsBefore else { return nil }
    do {
      // Charts taking the same columns of one file share one decoded chart (and its arrays).
      let columns = CSVChartColumns(
        x: x, series: series, xFormat: xFormat, pivotSeries: pivotSeries)
      let key = "chart\u{0}\(path)\u{0}\(String(describing: columns))"
      var chart: ChartData
      if let found = context.decoded[key], let shared = found as? ChartData {
        chart = shared
      } else {
        chart = try CSVChartDecoder.chart(table, columns)
        context.decoded[key] = .some(chart)
      }
      if pivotSeries != nil {
        guard let picked = picking(requests, from: chart) else {
          return nil
        }
        chart = picked
      }
      try ChartDataRules.checkColumns(of: [chart], collection: false, file: table.file, csv: true)
      if let roles {
        chart = try taking(roles, chart, table: table, columns: series.map(\.column))
      }
      for request in requests ?? [] where request.format != nil {
        if let index = chart.seriesIndex(id: request.column) {
          chart.series[index].format = request.format
        }
      }
      return chart
    } catch {
      log.append(error)
      return nil
    }
  }

  /// Reads `data.series`, or returns nil after reporting why it is not usable.
  ///
  /// Each entry is a column name or an object with `column` and optional `name` and `color`.
  private static func decodeSeriesRequests(_ field: JSONField) -> [SeriesRequest]? {
    guard let elements = field.array() else { return nil }
    if elements.isEmpty {
      field.report("expected at least one column of numbers, found an empty array")
      return nil
    }
    var requests: [SeriesRequest] = []
    for element in elements {
      switch element.value {
      case .string(let column):
        requests.append(SeriesRequest(column: column, columnField: element))
      case .object:
        guard let object = element.object(allowed: csvSeriesKeys),
          let columnField = object.required("column", "the name of a column of the CSV file"),
          let column = columnField.string()
        else { continue }
        var request = SeriesRequest(column: column, columnField: columnField)
        request.name = object.optional("name")?.string()
        if let colorField = object.optional("color"), let text = colorField.string() {
          request.color = Color(hex: text)
          if request.color == nil {
            colorField.report("expected a colour like \"#3DC23F\", found \"\(text.excerpt())\"")
          }
        }
        if let formatField = object.optional("format"), let text = formatField.string() {
          if let message = ChartDataRules.formatProblem(text) {
            formatField.report(message)
          } else {
            request.format = SeriesFormat(text)
          }
        }
        requests.append(request)
      default:
        element.report(
          "expected a column name or an object with \"column\", found \(element.value.kindDescription)"
        )
      }
    }
    return requests
  }

  /// The index of the column named `name`, or nil after reporting at `field` that there is none.
  static func column(_ name: String, in table: CSVTable, _ field: JSONField) -> Int? {
    if let index = table.column(named: name) { return index }
    let suggestion = table.header.closest(to: name).map { "did you mean \"\($0)\"? " } ?? ""
    let shown = table.header.prefix(20).map { "\"\($0.excerpt())\"" }.joined(separator: ", ")
    let names = table.header.count > 20 ? "\(shown) … (\(table.header.count) columns)" : shown
    field.report("unknown column \"\(name.excerpt())\"; \(suggestion)the CSV file has \(names)")
    return nil
  }
}
