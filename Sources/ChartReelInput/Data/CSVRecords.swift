/// The records of a CSV file with their fields kept as byte ranges: no string is made for a
/// field until someone asks for one, and an unquoted field is not even copied.
package struct CSVRecords: Sendable {
  /// The file's bytes; an unquoted field is a range of them.
  private let source: [UInt8]
  /// The text of quoted fields, unescaped, one after another.
  private var unescaped: [UInt8] = []
  /// Where each field starts and ends: in `source`, or, stored as −1 − offset, in `unescaped`.
  private var starts: [Int] = []
  private var ends: [Int] = []
  /// The index of each record's first field, then one past the last field.
  private(set) var recordStarts: [Int] = [0]
  /// The 1-based line each record starts on.
  private(set) var lines: [Int] = []
  /// The field being read: its range, and whether it is in `unescaped`.
  private var open: (range: Range<Int>, quoted: Bool)?

  init(source: [UInt8]) {
    self.source = source
  }

  /// The number of records.
  package var count: Int { lines.count }

  /// The number of fields of `record`.
  package func fieldCount(_ record: Int) -> Int {
    recordStarts[record + 1] - recordStarts[record]
  }

  /// Field `column` of `record` as text.
  package func string(_ record: Int, _ column: Int) -> String {
    let field = recordStarts[record] + column
    let (start, end) = (starts[field], ends[field])
    return start >= 0
      ? String(decoding: source[start..<end], as: UTF8.self)
      : String(decoding: unescaped[(-1 - start)..<(-1 - end)], as: UTF8.self)
  }

  /// Record `index` with its fields as strings.
  package func record(_ index: Int) -> CSVReader.Record {
    CSVReader.Record(
      line: lines[index], fields: (0..<fieldCount(index)).map { string(index, $0) })
  }

  /// Calls `body` with the bytes of field `column` of each record in `records`, in order;
  /// a record without that field is skipped.
  func forEachField(
    _ column: Int, of records: Range<Int>, _ body: (Int, UnsafeBufferPointer<UInt8>) -> Void
  ) {
    source.withUnsafeBufferPointer { source in
      unescaped.withUnsafeBufferPointer { unescaped in
        for record in records where column < fieldCount(record) {
          let field = recordStarts[record] + column
          let (start, end) = (starts[field], ends[field])
          body(
            record,
            start >= 0
              ? UnsafeBufferPointer(rebasing: source[start..<end])
              : UnsafeBufferPointer(rebasing: unescaped[(-1 - start)..<(-1 - end)]))
        }
      }
    }
  }

  // Building, for `CSVReader`.

  /// Makes the field being read the unquoted bytes `range` of the source.
  mutating func setField(_ range: Range<Int>) { open = (range, false) }

  /// Starts reading a quoted field.
  mutating func beginQuoted() { open = (unescaped.count..<unescaped.count, true) }

  /// Adds a byte to the quoted field being read.
  mutating func appendQuoted(_ byte: UInt8) {
    unescaped.append(byte)
    if let start = open?.range.lowerBound { open = (start..<unescaped.count, true) }
  }

  /// The bytes of the field being read so far.
  var openFieldLength: Int { open?.range.count ?? 0 }

  /// Ends the field being read.
  mutating func endField() {
    let (range, quoted) = open ?? (0..<0, false)
    starts.append(quoted ? -1 - range.lowerBound : range.lowerBound)
    ends.append(quoted ? -1 - range.upperBound : range.upperBound)
    open = nil
  }

  /// Fields ended since the last record.
  var openRecordFields: Int { starts.count - recordStarts[recordStarts.count - 1] }

  /// Ends the record being read, which starts on `line`; a record of one empty field (an
  /// empty line) is dropped.
  mutating func endRecord(line: Int) {
    let first = recordStarts[recordStarts.count - 1]
    if starts.count == first + 1, starts[first] == ends[first] {
      starts.removeLast()
      ends.removeLast()
      return
    }
    recordStarts.append(starts.count)
    lines.append(line)
  }
}
