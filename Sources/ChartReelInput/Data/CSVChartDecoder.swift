import ChartReelCharts
import ChartReelCore

/// Which columns of a CSV table make a chart, and how its series are named and coloured.
package struct CSVChartColumns: Sendable {
  /// One series: a column of numbers, its legend name and its colour.
  package struct Series: Sendable {
    package var column: Int
    package var name: String
    package var color: Color

    package init(column: Int, name: String, color: Color) {
      self.column = column
      self.name = name
      self.color = color
    }
  }

  /// The column of dates.
  package var x: Int
  package var series: [Series]
  /// How the dates are written; nil to tell from the first one.
  package var xFormat: XFormat?
  /// For long (tidy) data, the column naming each row's series; `series` is then the one
  /// column of values, and the chart has a series per distinct name (`Pivot`).
  package var pivotSeries: Int?

  package init(x: Int, series: [Series], xFormat: XFormat? = nil, pivotSeries: Int? = nil) {
    self.x = x
    self.series = series
    self.xFormat = xFormat
    self.pivotSeries = pivotSeries
  }

  /// The first column as x and every other as a series, named by its header and coloured from
  /// `SeriesColors`.
  package static func all(of table: CSVTable) -> CSVChartColumns {
    let series = table.header.indices.dropFirst().enumerated().map { position, column in
      Series(column: column, name: table.header[column], color: SeriesColors.color(at: position))
    }
    return CSVChartColumns(x: 0, series: series)
  }
}

/// Turns the columns of a CSV table into chart data.
///
/// Each series' id is its column's name. An empty field in a series is a gap (NaN); numbers are
/// decimal (`12`, `-3.5`, `1e6`), with spaces around them allowed. Every bad field is reported
/// with its line and column, at most `CSVTable.problemsListed` per column.
package enum CSVChartDecoder {
  /// The chart made of `columns` of `table`.
  package static func chart(_ table: CSVTable, _ columns: CSVChartColumns) throws(InputError)
    -> ChartData
  {
    let log = ProblemLog(file: table.file)
    let used = [columns.x] + columns.series.map(\.column) + (columns.pivotSeries.map { [$0] } ?? [])
    if let missing = used.first(where: { !table.header.indices.contains($0) }) {
      throw InputError(
        file: table.file,
        message:
          "expected columns 1 to \(table.header.count), found a request for column \(missing + 1)")
    }
    guard !columns.series.isEmpty else {
      throw InputError(
        file: table.file,
        message: "expected at least one column of numbers besides the dates, found none")
    }
    guard table.rowCount >= 2 else {
      throw InputError(
        file: table.file,
        message: "expected at least 2 rows of data after the header, found \(table.rowCount)")
    }
    var counts: [Int: Int] = [:]
    var fieldProblems: [(row: Int, column: Int, message: String)] = []
    func report(_ row: Int, _ column: Int, _ message: String) {
      counts[column, default: 0] += 1
      if counts[column]! <= CSVTable.problemsListed {
        fieldProblems.append((row, column, message))
      }
    }

    let first = table.field(row: 0, column: columns.x)
    var format = XFormat.iso
    if let given = columns.xFormat {
      format = given
    } else {
      format = try detectedFormat(table, x: columns.x)
    }
    // Quotes the first row's own date when it reads in the format told from it.
    var firstText = first
    let firstReads = firstText.withUTF8 { format.clock($0) != nil }
    let expectation =
      columns.xFormat == nil && firstReads
      ? "a date written like the first row's \(quoted(first.trimmingSpaces))" : format.expectation
    var x: [Double] = []
    var offsets: [Double] = []
    x.reserveCapacity(table.rowCount)
    table.forEachField(columns.x) { row, field in
      guard let (clock, offset) = format.clock(field) else {
        report(
          row, columns.x,
          "expected \(expectation), found \(quoted(field))"
        )
        x.append(.nan)
        offsets.append(0)
        return
      }
      if ChartDataRules.xProblem(clock) != nil {
        report(row, columns.x, ChartDataRules.xProblem(clock, written: quoted(field))!)
      }
      x.append(clock)
      offsets.append(offset)
    }
    x = Self.shownClock(x, offsets: offsets)

    var series: [ChartSeries] = []
    for spec in columns.series {
      var values: [Double] = []
      values.reserveCapacity(table.rowCount)
      table.forEachField(spec.column) { row, field in
        if field.isBlank {
          values.append(.nan)
        } else if let value = CSVNumber.parse(field, decimalComma: table.decimalComma) {
          if ChartDataRules.valueProblem(value) != nil {
            report(row, spec.column, ChartDataRules.valueProblem(value, written: quoted(field))!)
          }
          values.append(value)
        } else {
          report(
            row, spec.column,
            "expected a number, or an empty field for a gap, found \(quoted(field))"
              + CSVNumber.hint(field, decimalComma: table.decimalComma)
              + Self.dateColumnHint(field, table: table, column: spec.column))
          values.append(.nan)
        }
      }
      if counts[spec.column] == nil && !ChartDataRules.hasValues(values) {
        log.report(
          columnPlace(table, spec.column), "expected at least one number, found only empty fields")
      }
      series.append(
        ChartSeries(
          id: table.header[spec.column], name: spec.name, color: spec.color, kind: .line,
          values: values))
    }
    for problem in fieldProblems.sorted(by: { ($0.row, $0.column) < ($1.row, $1.column) }) {
      log.report(
        "line \(table.line(ofRow: problem.row)), \(columnPlace(table, problem.column))",
        problem.message)
    }
    for (column, count) in counts.sorted(by: { $0.key < $1.key })
    where count > CSVTable.problemsListed {
      log.report(
        columnPlace(table, column), "\(count - CSVTable.problemsListed) more bad fields like these")
    }
    if let pivotSeries = columns.pivotSeries, let values = series.first?.values {
      try log.throwIfAny()
      return try pivoted(table, x: x, values: values, seriesColumn: pivotSeries, xColumn: columns.x)
    }
    if counts[columns.x] == nil, let index = ChartDataRules.firstOutOfOrder(x) {
      log.report(
        table.place(row: index, column: columns.x),
        ChartDataRules.orderMessage(x, at: index) {
          quoted(table.field(row: $0, column: columns.x))
        })
    }
    try log.throwIfAny()
    return ChartData.unchecked(x: x, series: series)
  }

  /// The format of the dates in column `x`, told from its first row; for dates written day,
  /// month and year (`01/02/2012`), from the first date whose day is past 12, or an error naming
  /// `xFormat` and both readings when no date tells.
  static func detectedFormat(_ table: CSVTable, x: Int) throws(InputError) -> XFormat {
    let first = table.field(row: 0, column: x)
    guard DateText.isYearLast(first) else {
      let format = XFormat.detect(from: first)
      guard format == .excel else { return format }
      // Serial dates only when every value is one: elapsed seconds from 30 000 stay seconds.
      var allSerial = true
      table.forEachField(x) { _, field in
        if allSerial, !(CSVNumber.parse(field).map(XFormat.excelRange.contains) ?? false) {
          allSerial = false
        }
      }
      return allSerial ? .excel : .seconds
    }
    var order: DateText.Order?
    table.forEachField(x) { _, field in
      if order == nil { order = DateText.onlyOrder(String(decoding: field, as: UTF8.self)) }
    }
    if let order { return order == .dayFirst ? .dayFirst : .monthFirst }
    // The first date whose two readings differ (01.01.2024 reads the same either way).
    var example = (row: 0, text: first)
    var found = DateText.readings(first).map { $0.dayFirst != $0.monthFirst } ?? true
    table.forEachField(x) { row, field in
      guard !found else { return }
      let text = String(decoding: field, as: UTF8.self)
      if let readings = DateText.readings(text), readings.dayFirst != readings.monthFirst {
        (example, found) = ((row, text), true)
      }
    }
    // Every date reads the same either way (01.01, 02.02 …): nothing to tell.
    guard found else { return .dayFirst }
    let readings = DateText.readings(example.text)
    let both =
      readings.map { " reads as \($0.dayFirst) (day first) or \($0.monthFirst) (month first)" }
      ?? " has its day and month in an unknown order"
    throw InputError(
      file: table.file,
      message:
        "\(table.place(row: example.row, column: x)): \(quoted(example.text.trimmingSpaces))\(both), and no date in the column tells which; set the data's \"xFormat\" to \"dayFirst\" or \"monthFirst\""
    )
  }

  /// The dates as the chart shows them, from the clock times written and their zones' offsets.
  ///
  /// The clock times (2024-03-01T00:00+05:30 reads "Mar 1") when they keep increasing; else —
  /// a clock set back an hour as summer time ends repeats its times — the instants, in UTC.
  static func shownClock(_ clock: [Double], offsets: [Double]) -> [Double] {
    guard offsets.contains(where: { $0 != 0 }) else { return clock }
    if zip(clock, clock.dropFirst()).allSatisfy({ !($0 >= $1) }) { return clock }
    return zip(clock, offsets).map { $0 - $1 }
  }

  /// `column 2 ("apples")`.
  private static func columnPlace(_ table: CSVTable, _ column: Int) -> String {
    "column \(column + 1) (\"\(table.header[column].excerpt())\")"
  }

  /// A field as messages quote it; "an empty field" when it is empty.
  static func quoted(_ text: String) -> String {
    text.isEmpty ? "an empty field" : "\"\(text.excerpt())\""
  }

  /// " (this column holds dates: …)" when a series' field is a date, so that the dates are
  /// in a column other than the one read as the x axis; "" otherwise.
  static func dateColumnHint(_ field: UnsafeBufferPointer<UInt8>, table: CSVTable, column: Int)
    -> String
  {
    let text = String(decoding: field.trimmingSpaces, as: UTF8.self)
    guard DateText.clock(text) != nil, CSVNumber.parse(field) == nil else { return "" }
    let name = table.header[column]
    return " (this column holds dates: set \"x\": \"\(name.excerpt())\" in the scene's data)"
  }

  /// A field's bytes as messages quote them.
  private static func quoted(_ field: UnsafeBufferPointer<UInt8>) -> String {
    quoted(String(decoding: field, as: UTF8.self))
  }
}
