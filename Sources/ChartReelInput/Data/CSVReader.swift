import ChartReelCharts
import ChartReelCore

/// A strict CSV parser (RFC 4180) that keeps the line each record starts on.
///
/// Fields are separated by commas — or by semicolons or tabs, when the first line has more of
/// those than commas (as spreadsheets in many locales write CSV; `separator(of:)`) — and
/// records by CRLF, LF or CR; a first line `sep=;` (Excel's) names the separator instead. A
/// field in double quotes may
/// hold commas, line breaks and doubled quotes (`""` for one `"`); a quote anywhere else is an
/// error, as is text after a closing quote or a quote left open. Empty lines are skipped, a
/// UTF-8 byte order mark is ignored and fields are kept exactly, spaces included. The fields
/// stay bytes (`CSVRecords`): a file of millions of fields makes no string per field.
package enum CSVReader {
  /// One record: its fields and the 1-based line it starts on.
  package struct Record: Equatable, Sendable {
    package var line: Int
    package var fields: [String]

    package init(line: Int, fields: [String]) {
      self.line = line
      self.fields = fields
    }
  }

  /// A syntax error at a 1-based line and field (column) number.
  package typealias SyntaxError = TextSyntaxError

  /// Parses a whole document into records of strings.
  package static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> [Record] {
    let records = try read(bytes)
    return (0..<records.count).map(records.record)
  }

  /// The byte that separates the fields of `bytes`: of comma, semicolon and tab, the one the
  /// first line (outside quotes) has most of; a comma when it has none or ties.
  package static func separator(of bytes: [UInt8]) -> UInt8 {
    let candidates = [UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "\t")]
    var counts = [0, 0, 0]
    var quoted = false
    for byte in bytes.prefix(65_536) {
      if byte == UInt8(ascii: "\"") { quoted.toggle() }
      if !quoted && (byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")) { break }
      if !quoted, let index = candidates.firstIndex(of: byte) { counts[index] += 1 }
    }
    let most = counts.indices.max { counts[$0] < counts[$1] } ?? 0
    return counts[most] > counts[0] ? candidates[most] : candidates[0]
  }

  /// The separator a first line such as `sep=;` declares (as Excel writes it for other
  /// locales), and where the next line starts; nil without such a line.
  package static func declaredSeparator(of bytes: [UInt8]) -> (separator: UInt8, next: Int)? {
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    guard bytes.count >= start + 5,
      String(decoding: bytes[start..<start + 4], as: UTF8.self).lowercased() == "sep="
    else { return nil }
    let separator = bytes[start + 4]
    var next = start + 5
    guard ![UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\"")].contains(separator),
      next == bytes.count || bytes[next] == UInt8(ascii: "\r") || bytes[next] == UInt8(ascii: "\n")
    else { return nil }
    if next < bytes.count, bytes[next] == UInt8(ascii: "\r") { next += 1 }
    if next < bytes.count, bytes[next] == UInt8(ascii: "\n") { next += 1 }
    return (separator, next)
  }

  /// Parses a whole document into records whose fields are bytes, separated by `separator`
  /// (a comma unless told), from byte `start` on line `firstLine` (past a byte order mark by
  /// default).
  package static func read(
    _ bytes: [UInt8], separator: UInt8 = UInt8(ascii: ","), from start: Int? = nil,
    firstLine: Int = 1
  ) throws(SyntaxError) -> CSVRecords {
    var records = CSVRecords(source: bytes)
    var line = firstLine
    var recordLine = firstLine
    var index = start ?? (bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
    let (quote, comma, cr, lf) = (
      UInt8(ascii: "\""), separator, UInt8(ascii: "\r"), UInt8(ascii: "\n")
    )
    /// Steps over a line break at `index`, if there is one, counting the line.
    func skipLineBreak() -> Bool {
      guard index < bytes.count, bytes[index] == cr || bytes[index] == lf else { return false }
      if bytes[index] == cr, index + 1 < bytes.count, bytes[index + 1] == lf { index += 1 }
      index += 1
      line += 1
      return true
    }
    func endRecord() {
      records.endField()
      records.endRecord(line: recordLine)
    }

    while index < bytes.count {
      if bytes[index] == quote && records.openFieldLength == 0 {
        let openLine = line
        index += 1
        records.beginQuoted()
        while true {
          guard index < bytes.count else {
            throw SyntaxError(
              line: openLine, column: records.openRecordFields + 1,
              message: "the quoted field opened here is never closed; expected a closing \"")
          }
          if bytes[index] == quote {
            if index + 1 < bytes.count, bytes[index + 1] == quote {
              records.appendQuoted(quote)
              index += 2
              continue
            }
            index += 1
            break
          }
          if skipLineBreak() {
            records.appendQuoted(lf)
          } else {
            records.appendQuoted(bytes[index])
            index += 1
          }
        }
        guard index == bytes.count || [comma, cr, lf].contains(bytes[index]) else {
          throw SyntaxError(
            line: line, column: records.openRecordFields + 1,
            message:
              "expected \(separator == UInt8(ascii: ",") ? "a comma" : "a separator") or the end of the line after a closing quote"
          )
        }
        if index < bytes.count && bytes[index] == comma {
          records.endField()
          index += 1
        }
        continue
      }
      switch bytes[index] {
      case comma:
        records.endField()
        index += 1
      case cr, lf:
        endRecord()
        _ = skipLineBreak()
        recordLine = line
      case quote:
        throw SyntaxError(
          line: line, column: records.openRecordFields + 1,
          message: "a quote inside an unquoted field; quote the whole field and double the quote")
      default:
        var end = index + 1
        while end < bytes.count {
          let byte = bytes[end]
          if byte == comma || byte == cr || byte == lf || byte == quote { break }
          end += 1
        }
        records.setField(index..<end)
        index = end
      }
    }
    if records.openFieldLength > 0 || records.openRecordFields > 0 { endRecord() }
    return records
  }
}
