import ChartReelCharts
import ChartReelCore

/// Reads a Telegram chart file in one pass, each column's cells straight into an array of
/// doubles: no JSON value is built for a cell, so a file of ten million points costs little more
/// than its bytes and its numbers.
///
/// Everything but the columns' cells — the chart objects' other members, a column that is not
/// an array, a cell that is not a number — is read as a `JSONValue`, so that
/// `TelegramChartDecoder` checks it exactly as it would a parsed document. Syntax errors are
/// the parser's own, at the same line and column.
enum TelegramChartReader {
  /// A column read from the file.
  enum Column {
    /// Something other than an array.
    case other(JSONValue)
    /// An array: its first element, the label (nil when the array is empty), then its values
    /// in order — a `null` as NaN — and the cells that are neither numbers nor `null`.
    case cells(label: JSONValue?, values: [Double], mismatches: [Mismatch])
  }

  /// A cell holding neither a number nor `null`: its position among the values, and what it
  /// holds ("a string").
  struct Mismatch {
    var index: Int
    var found: String
  }

  /// A chart as read: the JSON value of the chart (with `columns`, when it is an array, empty
  /// in it), and the columns when `columns` is an array.
  struct Chart {
    var value: JSONValue
    var columns: [Column]?
  }

  /// A whole file: an array of charts (round 1), one chart (round 2), or another value.
  enum Root {
    case array([Chart])
    case object(Chart)
    case other(JSONValue)
  }

  /// Reads a file, reporting a syntax error as an input error naming `file`.
  static func read(_ bytes: [UInt8], file: String) throws(InputError) -> Root {
    var parser = JSONParser(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    do throws(JSONParser.SyntaxError) {
      let root: Root
      switch parser.peek() ?? 0 {
      case UInt8(ascii: "["):
        try parser.open()
        var charts: [Chart] = []
        if !parser.closesEmpty(UInt8(ascii: "]")) {
          repeat {
            charts.append(try chart(&parser))
          } while try parser.continues(closing: UInt8(ascii: "]"))
        }
        root = .array(charts)
      case UInt8(ascii: "{"): root = .object(try chart(&parser))
      default: root = .other(try parser.parseValue())
      }
      parser.skipWhitespace()
      if parser.index < bytes.count {
        throw parser.error("unexpected content after the JSON value")
      }
      return root
    } catch {
      throw InputError(
        file: file, message: "line \(error.line), column \(error.column): \(error.message)")
    }
  }

  /// One chart: an object whose `columns` array is read as numbers, or any other value.
  private static func chart(_ parser: inout JSONParser) throws(JSONParser.SyntaxError) -> Chart {
    guard parser.peek() == UInt8(ascii: "{") else { return Chart(value: try parser.parseValue()) }
    try parser.open()
    var members: [(key: String, value: JSONValue)] = []
    var columns: [Column]?
    if !parser.closesEmpty(UInt8(ascii: "}")) {
      var keys = KeySet()
      repeat {
        let key = try parser.readKey(&keys)
        if key == "columns", parser.peek() == UInt8(ascii: "[") {
          columns = try self.columns(&parser)
          members.append((key, .array([])))
        } else {
          members.append((key, try parser.parseValue()))
        }
      } while try parser.continues(closing: UInt8(ascii: "}"))
    }
    return Chart(value: .object(members), columns: columns)
  }

  /// The columns of a chart, whose opening bracket is next.
  private static func columns(_ parser: inout JSONParser) throws(JSONParser.SyntaxError)
    -> [Column]
  {
    try parser.open()
    var columns: [Column] = []
    if parser.closesEmpty(UInt8(ascii: "]")) { return columns }
    repeat {
      guard parser.peek() == UInt8(ascii: "[") else {
        columns.append(.other(try parser.parseValue()))
        continue
      }
      columns.append(try cells(&parser))
    } while try parser.continues(closing: UInt8(ascii: "]"))
    return columns
  }

  /// One column, whose opening bracket is next: a label, then numbers or `null`s.
  private static func cells(_ parser: inout JSONParser) throws(JSONParser.SyntaxError) -> Column {
    try parser.open()
    if parser.closesEmpty(UInt8(ascii: "]")) {
      return .cells(label: nil, values: [], mismatches: [])
    }
    let label = try parser.parseValue()
    var values: [Double] = []
    var mismatches: [Mismatch] = []
    while try parser.continues(closing: UInt8(ascii: "]")) {
      switch parser.peek() ?? 0 {
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        values.append(try parser.readNumber())
      case UInt8(ascii: "n"):
        try parser.readNull()
        values.append(.nan)
      default:
        let value = try parser.parseValue()
        mismatches.append(Mismatch(index: values.count, found: value.kindDescription))
        values.append(.nan)
      }
    }
    return .cells(label: label, values: values, mismatches: mismatches)
  }
}

extension TelegramChartReader.Chart {
  /// A chart that is not an object, or an object without a `columns` array.
  init(value: JSONValue) {
    self.init(value: value, columns: nil)
  }
}
