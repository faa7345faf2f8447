import ChartReelCharts
import ChartReelCore

/// A CSV file read as a table: a header line naming the columns, then rows of the same width.
public struct CSVTable: Sendable {
  /// The file as messages name it.
  public var file: String
  /// The column names, from the first line: unique and not empty.
  public var header: [String]
  /// The records after the header, each as wide as the header.
  public var rows: [CSVReader.Record]

  /// How many problems of one kind are listed before the rest are only counted.
  static let problemsListed = 5

  /// Parses and checks a CSV file; every problem names the file, the line and the column.
  public init(_ bytes: [UInt8], file: String) throws(InputError) {
    self.file = file
    let records: [CSVReader.Record]
    do {
      records = try CSVReader.parse(bytes)
    } catch {
      throw InputError(
        file: file, keyPath: "line \(error.line), column \(error.column)", message: error.message)
    }
    guard let first = records.first else {
      throw InputError(
        file: file, message: "expected a header line naming the columns, found an empty file")
    }
    let log = ProblemLog(file: file)
    header = first.fields
    for (index, name) in header.enumerated() {
      let place = "line \(first.line), column \(index + 1)"
      if name.trimmingSpaces.isEmpty {
        log.report(place, "expected a column name, found an empty field")
      } else if let earlier = header[..<index].firstIndex(of: name) {
        log.report(
          place, "expected unique column names, found \"\(name)\" again (column \(earlier + 1))")
      }
    }
    rows = Array(records.dropFirst())
    var uneven = 0
    for row in rows where row.fields.count != header.count {
      uneven += 1
      guard uneven <= Self.problemsListed else { continue }
      log.report(
        "line \(row.line)",
        "expected \(header.count) fields as in the header, found \(row.fields.count)")
    }
    if uneven > Self.problemsListed {
      log.report(
        "", "\(uneven - Self.problemsListed) more lines without \(header.count) fields")
    }
    try log.throwIfAny()
  }

  /// Where a field is, for messages: `line 7, column 2 ("apples")`.
  func place(row: CSVReader.Record, column: Int) -> String {
    "line \(row.line), column \(column + 1) (\"\(header[column].jsonEscaped)\")"
  }

  /// The index of the column named `name`, if there is one.
  public func column(named name: String) -> Int? { header.firstIndex(of: name) }
}
