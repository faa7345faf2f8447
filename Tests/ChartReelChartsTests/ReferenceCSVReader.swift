import ChartReelCharts
import ChartReelCore

@testable import ChartReelInput

/// The CSV parser as it was before fields stayed bytes (a string per field), kept as a
/// reference.
///
/// The byte-level `CSVReader` must read every document into the same records.
enum StringCSVReader {
  static func parse(_ bytes: [UInt8]) throws(CSVReader.SyntaxError) -> [CSVReader.Record] {
    typealias Record = CSVReader.Record
    typealias SyntaxError = CSVReader.SyntaxError
    var records: [Record] = []
    var fields: [String] = []
    var field: [UInt8] = []
    var line = 1
    var recordLine = 1
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    let (quote, comma, cr, lf) = (
      UInt8(ascii: "\""), UInt8(ascii: ","), UInt8(ascii: "\r"), UInt8(ascii: "\n")
    )

    func endField() {
      fields.append(String(decoding: field, as: UTF8.self))
      field.removeAll(keepingCapacity: true)
    }
    func endRecord() {
      endField()
      if fields != [""] { records.append(Record(line: recordLine, fields: fields)) }
      fields.removeAll()
    }
    /// Steps over a line break at `index`, if there is one, counting the line.
    func skipLineBreak() -> Bool {
      guard index < bytes.count, bytes[index] == cr || bytes[index] == lf else { return false }
      if bytes[index] == cr, index + 1 < bytes.count, bytes[index + 1] == lf { index += 1 }
      index += 1
      line += 1
      return true
    }

    while index < bytes.count {
      if bytes[index] == quote && field.isEmpty {
        let openLine = line
        index += 1
        while true {
          guard index < bytes.count else {
            throw SyntaxError(
              line: openLine, column: fields.count + 1,
              message: "the quoted field opened here is never closed; expected a closing \"")
          }
          if bytes[index] == quote {
            if index + 1 < bytes.count, bytes[index + 1] == quote {
              field.append(quote)
              index += 2
              continue
            }
            index += 1
            break
          }
          if skipLineBreak() {
            field.append(lf)
          } else {
            field.append(bytes[index])
            index += 1
          }
        }
        guard index == bytes.count || [comma, cr, lf].contains(bytes[index]) else {
          throw SyntaxError(
            line: line, column: fields.count + 1,
            message: "expected a comma or the end of the line after a closing quote")
        }
        if index < bytes.count && bytes[index] == comma {
          endField()
          index += 1
        }
        continue
      }
      switch bytes[index] {
      case comma:
        endField()
        index += 1
      case cr, lf:
        endRecord()
        _ = skipLineBreak()
        recordLine = line
      case quote:
        throw SyntaxError(
          line: line, column: fields.count + 1,
          message: "a quote inside an unquoted field; quote the whole field and double the quote")
      default:
        field.append(bytes[index])
        index += 1
      }
    }
    if !field.isEmpty || !fields.isEmpty { endRecord() }
    return records
  }
}

/// The CSV number reader as it was before it read bytes, kept as a reference.
enum StringCSVNumber {
  /// The value of `text` when it is a decimal number, spaces around it allowed.
  ///
  /// Accepted: `12`, `-3.5`, `.5`, `1e6`; not "NaN", "inf", hexadecimal or thousands separators.
  static func parse(_ text: String) -> Double? {
    let trimmed = text.trimmingSpaces
    var bytes = Substring(trimmed).utf8[...]
    func digits() -> Int {
      let count = bytes.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
      bytes = bytes.dropFirst(count)
      return count
    }
    if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") {
      bytes = bytes.dropFirst()
    }
    var mantissaDigits = digits()
    if bytes.first == UInt8(ascii: ".") {
      bytes = bytes.dropFirst()
      mantissaDigits += digits()
    }
    guard mantissaDigits > 0 else { return nil }
    if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
      bytes = bytes.dropFirst()
      if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") {
        bytes = bytes.dropFirst()
      }
      guard digits() > 0 else { return nil }
    }
    guard bytes.isEmpty else { return nil }
    return Double(trimmed)
  }
}
