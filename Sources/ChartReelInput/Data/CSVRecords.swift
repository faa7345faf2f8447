/// The records of a CSV file with their fields kept as bytes in one buffer: no string is made
/// for a field until someone asks for one.
public struct CSVRecords: Sendable {
  /// Every field's bytes, one after another, quoted fields unescaped.
  private(set) var text: [UInt8] = []
  /// Where each field ends in `text`; it starts where the one before it ends.
  private(set) var fieldEnds: [Int] = []
  /// The index in `fieldEnds` of each record's first field, then one past the last field.
  private(set) var recordStarts: [Int] = [0]
  /// The 1-based line each record starts on.
  private(set) var lines: [Int] = []

  /// The number of records.
  public var count: Int { lines.count }

  /// The number of fields of `record`.
  public func fieldCount(_ record: Int) -> Int {
    recordStarts[record + 1] - recordStarts[record]
  }

  /// Where field `column` of `record` is in `text`.
  func range(_ record: Int, _ column: Int) -> Range<Int> {
    let field = recordStarts[record] + column
    return (field == 0 ? 0 : fieldEnds[field - 1])..<fieldEnds[field]
  }

  /// Field `column` of `record` as text.
  public func string(_ record: Int, _ column: Int) -> String {
    String(decoding: text[range(record, column)], as: UTF8.self)
  }

  /// Record `index` with its fields as strings.
  public func record(_ index: Int) -> CSVReader.Record {
    CSVReader.Record(
      line: lines[index], fields: (0..<fieldCount(index)).map { string(index, $0) })
  }

  /// Calls `body` with the bytes of field `column` of each record in `records`, in order;
  /// a record without that field is skipped.
  func forEachField(
    _ column: Int, of records: Range<Int>, _ body: (Int, UnsafeBufferPointer<UInt8>) -> Void
  ) {
    text.withUnsafeBufferPointer { text in
      for record in records where column < fieldCount(record) {
        body(record, UnsafeBufferPointer(rebasing: text[range(record, column)]))
      }
    }
  }

  // Building, for `CSVReader`.

  mutating func reserve(bytes: Int) { text.reserveCapacity(bytes) }

  mutating func append(_ bytes: ArraySlice<UInt8>) { text.append(contentsOf: bytes) }

  mutating func append(_ byte: UInt8) { text.append(byte) }

  /// The bytes of the field being read so far.
  var openFieldLength: Int { text.count - (fieldEnds.last ?? 0) }

  /// Ends the field being read.
  mutating func endField() { fieldEnds.append(text.count) }

  /// Fields ended since the last record.
  var openRecordFields: Int { fieldEnds.count - recordStarts[recordStarts.count - 1] }

  /// Ends the record being read, which starts on `line`; a record of one empty field (an
  /// empty line) is dropped.
  mutating func endRecord(line: Int) {
    let first = recordStarts[recordStarts.count - 1]
    if fieldEnds.count == first + 1, fieldEnds[first] == (first == 0 ? 0 : fieldEnds[first - 1]) {
      fieldEnds.removeLast()
      return
    }
    recordStarts.append(fieldEnds.count)
    lines.append(line)
  }
}
