import ChartReelCharts
import ChartReelCore

/// A CSV file read as a table: a header line naming the columns, then rows of the same width.
///
/// The rows' fields stay bytes (`CSVRecords`); `field(row:column:)` and `rows` make strings
/// on demand.
package struct CSVTable: Sendable {
  /// The file as messages name it.
  package var file: String
  /// The column names, from the first line: unique and not empty.
  package var header: [String]
  /// Every record, the header's first.
  let records: CSVRecords
  /// Whether fields are separated by semicolons or tabs, so that numbers may have a decimal
  /// comma (`1,5`).
  package let decimalComma: Bool

  /// How many problems of one kind are listed before the rest are only counted.
  static let problemsListed = 5

  /// Parses and checks a CSV file; every problem names the file, the line and the column.
  package init(_ bytes: [UInt8], file: String) throws(InputError) {
    self.file = file
    let declared = CSVReader.declaredSeparator(of: bytes)
    let separator = declared?.separator ?? CSVReader.separator(of: bytes)
    decimalComma = separator != UInt8(ascii: ",")
    do {
      records = try CSVReader.read(
        bytes, separator: separator, from: declared?.next, firstLine: declared == nil ? 1 : 2)
    } catch {
      throw InputError(
        file: file, keyPath: "line \(error.line), column \(error.column)", message: error.message)
    }
    guard records.count > 0 else {
      throw InputError(
        file: file, message: "expected a header line naming the columns, found an empty file")
    }
    let log = ProblemLog(file: file)
    let first = records.record(0)
    header = first.fields
    // A separator ending every line (as some spreadsheets write) makes no column.
    let trailing = Self.endsEveryLine(records, width: header.count)
    if trailing { header.removeLast() }
    let width = header.count + (trailing ? 1 : 0)
    var firstColumn: [String: Int] = [:]
    for (index, name) in header.enumerated() {
      let place = "line \(first.line), column \(index + 1)"
      if name.trimmingSpaces.isEmpty {
        log.report(place, "expected a column name, found an empty field")
      } else if let earlier = firstColumn[name] {
        log.report(
          place,
          "expected unique column names, found \"\(name.excerpt())\" again (column \(earlier + 1))")
      } else {
        firstColumn[name] = index
      }
    }
    var uneven = 0
    for row in 0..<(records.count - 1) where records.fieldCount(row + 1) != width {
      uneven += 1
      guard uneven <= Self.problemsListed else { continue }
      log.report(
        "line \(line(ofRow: row))",
        "expected \(header.count) fields as in the header, found \(records.fieldCount(row + 1))")
    }
    if uneven > Self.problemsListed {
      log.report(
        "", "\(uneven - Self.problemsListed) more lines without \(header.count) fields")
    }
    try log.throwIfAny()
  }

  /// Whether every record of `records` has `width` fields, more than one, the last of them
  /// empty: a separator at the end of every line, not a column.
  static func endsEveryLine(_ records: CSVRecords, width: Int) -> Bool {
    guard width > 1, records.count > 1 else { return false }
    return (0..<records.count).allSatisfy {
      records.fieldCount($0) == width && records.string($0, width - 1).trimmingSpaces.isEmpty
    }
  }

  /// The number of rows after the header.
  package var rowCount: Int { records.count - 1 }

  /// The rows after the header, each as wide as the header, with their fields as strings.
  package var rows: [CSVReader.Record] { (1..<records.count).map(records.record) }

  /// The line row `row` (0 for the first after the header) starts on.
  package func line(ofRow row: Int) -> Int { records.lines[row + 1] }

  /// The text of a field.
  package func field(row: Int, column: Int) -> String { records.string(row + 1, column) }

  /// Calls `body` with each row's index and the bytes of its field in `column`.
  func forEachField(_ column: Int, _ body: (Int, UnsafeBufferPointer<UInt8>) -> Void) {
    records.forEachField(column, of: 1..<records.count) { body($0 - 1, $1) }
  }

  /// Where a field is, for messages: `line 7, column 2 ("apples")`.
  func place(row: Int, column: Int) -> String {
    "line \(line(ofRow: row)), column \(column + 1) (\"\(header[column].excerpt())\")"
  }

  /// The index of the column named `name`, if there is one.
  package func column(named name: String) -> Int? { header.firstIndex(of: name) }
}
