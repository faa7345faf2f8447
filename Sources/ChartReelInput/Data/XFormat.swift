import ChartReelCharts
import ChartReelCore

/// How a CSV file writes its x values (dates), each turned into milliseconds since 1970 UTC.
package enum XFormat: String, CaseIterable, Sendable {
  /// ISO 8601 dates and date-times, as `ISO8601` reads them.
  case iso
  /// Unix time in seconds, possibly with a fraction.
  case seconds
  /// Unix time in milliseconds.
  case milliseconds

  /// Numbers from this one up are taken for milliseconds when the format is detected: as
  /// seconds it would be the year 5138, as milliseconds it is 1973-03-03.
  package static let millisecondsThreshold = 1e11

  /// The format of a column whose first value is `text`: ISO 8601 unless it is a number; a
  /// number is milliseconds from `millisecondsThreshold` up and seconds below it.
  package static func detect(from text: String) -> XFormat {
    guard let number = CSVNumber.parse(text) else { return .iso }
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
    case .iso: return ISO8601.milliseconds(UnsafeBufferPointer(rebasing: field.trimmingSpaces))
    case .seconds: return CSVNumber.parse(field).map { $0 * 1000 }
    case .milliseconds: return CSVNumber.parse(field)
    }
  }

  /// The clock time written in a field and its zone's offset, both in milliseconds.
  ///
  /// As `ISO8601.clock(_:)` reads them; numbers have no zone. Nil when the field is not in
  /// this format.
  func clock(_ field: UnsafeBufferPointer<UInt8>) -> (clock: Double, offset: Double)? {
    switch self {
    case .iso: return ISO8601.clock(UnsafeBufferPointer(rebasing: field.trimmingSpaces))
    case .seconds, .milliseconds: return milliseconds(field).map { ($0, 0) }
    }
  }

  /// What a value in this format looks like, for messages.
  var expectation: String {
    switch self {
    case .iso: return "an ISO 8601 date like 2019-04-07 or 2019-04-07T13:45:00Z"
    case .seconds: return "a Unix time in seconds"
    case .milliseconds: return "a Unix time in milliseconds"
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
