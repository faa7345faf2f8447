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

  package init(x: Int, series: [Series], xFormat: XFormat? = nil) {
    self.x = x
    self.series = series
    self.xFormat = xFormat
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
    let used = [columns.x] + columns.series.map(\.column)
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

    let detected = columns.xFormat == nil
    let format =
      columns.xFormat ?? XFormat.detect(from: table.field(row: 0, column: columns.x))
    var x: [Double] = []
    var offsets: [Double] = []
    x.reserveCapacity(table.rowCount)
    table.forEachField(columns.x) { row, field in
      guard let (clock, offset) = format.clock(field) else {
        report(
          row, columns.x,
          "expected \(format.expectation)\(detected ? " (as in the first row)" : ""), found \(quoted(field))"
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
        } else if let value = CSVNumber.parse(field) {
          if ChartDataRules.valueProblem(value) != nil {
            report(row, spec.column, ChartDataRules.valueProblem(value, written: quoted(field))!)
          }
          values.append(value)
        } else {
          report(
            row, spec.column,
            "expected a number, or an empty field for a gap, found \(quoted(field))")
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
  private static func quoted(_ text: String) -> String {
    text.isEmpty ? "an empty field" : "\"\(text.excerpt())\""
  }

  /// A field's bytes as messages quote them.
  private static func quoted(_ field: UnsafeBufferPointer<UInt8>) -> String {
    quoted(String(decoding: field, as: UTF8.self))
  }
}
