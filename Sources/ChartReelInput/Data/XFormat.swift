import ChartReelCharts
import ChartReelCore

/// How a CSV file writes its x values (dates), each turned into milliseconds since 1970 UTC.
package enum XFormat: String, CaseIterable, Sendable {
  /// Year-first dates: ISO 8601 dates and date-times, as `ISO8601` reads them, and the forms
  /// `DateText` reads with the year first (`2012/01/01 13:45`, `2019-04`, `2019`, `2004-Q3`).
  case iso
  /// Dates written day, month, year (`01/02/2012` is 1 February 2012), and year-first dates.
  case dayFirst
  /// Dates written month, day, year (`01/02/2012` is 2 January 2012), and year-first dates.
  case monthFirst
  /// Unix time in seconds, possibly with a fraction.
  case seconds
  /// Unix time in milliseconds.
  case milliseconds
  /// A spreadsheet's serial date: days since 30 December 1899, with a fraction for the time
  /// of day (45292 is 1 January 2024, 45292.5 its noon), as Excel and LibreOffice store dates.
  case excel

  /// Days from Excel's day 0, 30 December 1899, to 1 January 1970.
  static let excelEpoch = 25_569.0
  /// The numbers taken for spreadsheet dates when the format is detected: 1954 to 2119.
  ///
  /// As seconds they would all fall on 1 January 1970. Every value of the column must lie
  /// here (`CSVChartDecoder.detectedFormat`).
  package static let excelRange = 20_000.0..<80_000.0

  /// Numbers from this one up are taken for milliseconds when the format is detected: as
  /// seconds it would be the year 5138, as milliseconds it is 1973-03-03.
  package static let millisecondsThreshold = 1e11

  /// The format of a column whose first value is `text`: dates unless it is a number; four
  /// digits are a year; another number is milliseconds from `millisecondsThreshold` up, a
  /// spreadsheet's serial date in `excelRange`, and seconds otherwise. (A date written day, month and year needs its order told:
  /// `CSVChartDecoder` looks for a day past 12 in the column.)
  package static func detect(from text: String) -> XFormat {
    let trimmed = text.trimmingSpaces
    if trimmed.utf8.count == 4 && trimmed.utf8.allSatisfy({ (48...57).contains($0) }) {
      return .iso
    }
    guard let number = CSVNumber.parse(text) else { return .iso }
    if excelRange.contains(number) { return .excel }
    return abs(number) >= millisecondsThreshold ? .milliseconds : .seconds
  }

  /// The timestamp in milliseconds that `text` stands for, or nil when it is not in this format.
  package func milliseconds(_ text: String) -> Double? {
    var text = text
    return text.withUTF8 { milliseconds($0) }
  }

  /// The timestamp in milliseconds that a field's bytes stand for, or nil when they are not in
  /// this format.
  func milliseconds(_ field: UnsafeBufferPointer<UInt8>) -> Double? {
    switch self {
    case .iso, .dayFirst, .monthFirst: return clock(field).map { $0.clock - $0.offset }
    case .seconds: return CSVNumber.parse(field).map { $0 * 1000 }
    case .milliseconds: return CSVNumber.parse(field)
    case .excel:
      // To the second: a spreadsheet writes 10 or so significant digits, so 01:00 is
      // 45444.0416666667 (a few microseconds late) or 45444.04167 (a third of a second late).
      return CSVNumber.parse(field).map { (($0 - Self.excelEpoch) * 86_400).rounded() * 1_000 }
    }
  }

  /// The clock time written in a field and its zone's offset, both in milliseconds.
  ///
  /// As `ISO8601.clock(_:)` reads them; numbers have no zone. Nil when the field is not in
  /// this format.
  func clock(_ field: UnsafeBufferPointer<UInt8>) -> (clock: Double, offset: Double)? {
    switch self {
    case .iso, .dayFirst, .monthFirst:
      let trimmed = UnsafeBufferPointer(rebasing: field.trimmingSpaces)
      if let iso = ISO8601.clock(trimmed) { return iso }
      return DateText.clock(String(decoding: trimmed, as: UTF8.self), order: order)
    case .seconds, .milliseconds, .excel: return milliseconds(field).map { ($0, 0) }
    }
  }

  /// The order of day and month in dates written day, month, year; nil for year-first dates.
  var order: DateText.Order? {
    switch self {
    case .dayFirst: return .dayFirst
    case .monthFirst: return .monthFirst
    default: return nil
    }
  }

  /// What a value in this format looks like, for messages.
  var expectation: String {
    switch self {
    case .iso:
      return
        "a date like 2019-04-07, 2019-04-07T13:45:00Z, 2019/04/07 13:45, 2019-04, Apr 2019, 7 Apr 2019, 2019 or 2019-Q2"
    case .dayFirst: return "a date written day first, like 07/04/2019 (7 April 2019)"
    case .monthFirst: return "a date written month first, like 04/07/2019 (April 7 2019)"
    case .seconds: return "a Unix time in seconds"
    case .milliseconds: return "a Unix time in milliseconds"
    case .excel: return "a spreadsheet's serial date, like 45292 (1 January 2024)"
    }
  }
}

extension String {
  /// The string without the spaces and tabs at either end.
  var trimmingSpaces: String {
    let isSpace = { (c: Character) in c == " " || c == "\t" }
    guard let first = firstIndex(where: { !isSpace($0) }) else { return "" }
    let last = lastIndex(where: { !isSpace($0) })!
    return String(self[first...last])
  }
}
