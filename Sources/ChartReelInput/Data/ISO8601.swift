import ChartReelCharts
import ChartReelCore

/// Reads ISO 8601 dates and date-times into milliseconds since 1970-01-01 00:00 UTC.
///
/// Accepted: `2019-04-07`, `2019-04-07T13:45`, `2019-04-07T13:45:30`, `2019-04-07T13:45:30.250`,
/// each date-time optionally followed by a zone: `Z`, `+02:00`, `-0530` or `+02`. A space may
/// stand for the `T` (as in RFC 3339); a time without a zone is UTC; years run from 1 to 9999.
package enum ISO8601 {
  /// The timestamp of `text` in milliseconds, or nil when it is not an accepted ISO 8601 form.
  package static func milliseconds(_ text: String) -> Double? {
    var text = text
    return text.withUTF8 { milliseconds($0) }
  }

  /// The timestamp of the UTF-8 bytes of a date, or nil when they are not an accepted form.
  static func milliseconds(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    clock(bytes).map { $0.clock - $0.offset }
  }

  /// The clock time written and its zone's offset from UTC, both in milliseconds.
  ///
  /// The clock time counts from 1970 as if it were UTC, the offset is 0 without a zone:
  /// `2024-03-01T00:00+05:30` is 2024-03-01 00:00 and 19 800 000. The instant is the clock
  /// time less the offset.
  package static func clock(_ text: String) -> (clock: Double, offset: Double)? {
    var text = text
    return text.withUTF8 { clock($0) }
  }

  /// The clock time and zone offset of the UTF-8 bytes of a date (see `clock(_:)`).
  static func clock(_ bytes: UnsafeBufferPointer<UInt8>) -> (clock: Double, offset: Double)? {
    var scanner = Scanner(bytes: bytes)
    guard let year = scanner.digits(4), year >= 1, scanner.take("-"),
      let month = scanner.digits(2), (1...12).contains(month), scanner.take("-"),
      let day = scanner.digits(2), (1...daysIn(month: month, year: year)).contains(day)
    else { return nil }
    var milliseconds = Double(daysSinceEpoch(year: year, month: month, day: day)) * 86_400_000
    if scanner.isAtEnd { return (milliseconds, 0) }
    guard scanner.take("T") || scanner.take("t") || scanner.take(" "),
      let hour = scanner.digits(2), hour < 24, scanner.take(":"),
      let minute = scanner.digits(2), minute < 60
    else { return nil }
    var second = 0.0
    if scanner.take(":") {
      guard let whole = scanner.digits(2), whole < 60 else { return nil }
      second = Double(whole)
      if scanner.take(".") || scanner.take(",") {
        var scale = 0.1
        var count = 0
        while let digit = scanner.digits(1) {
          second += Double(digit) * scale
          scale /= 10
          count += 1
        }
        guard count > 0 else { return nil }
      }
    }
    milliseconds += (Double(hour * 3600 + minute * 60) + second) * 1000
    if scanner.take("Z") || scanner.take("z") {
      return scanner.isAtEnd ? (milliseconds, 0) : nil
    }
    if scanner.isAtEnd { return (milliseconds, 0) }
    let sign: Double
    if scanner.take("+") { sign = 1 } else if scanner.take("-") { sign = -1 } else { return nil }
    guard let offsetHours = scanner.digits(2), offsetHours < 24 else { return nil }
    var offsetMinutes = 0
    if !scanner.isAtEnd {
      _ = scanner.take(":")
      guard let minutes = scanner.digits(2), minutes < 60 else { return nil }
      offsetMinutes = minutes
    }
    guard scanner.isAtEnd else { return nil }
    return (milliseconds, sign * Double(offsetHours * 60 + offsetMinutes) * 60_000)
  }

  /// The number of days in a month of the proleptic Gregorian calendar.
  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Days from 1970-01-01 to a date: Howard Hinnant's days-from-civil algorithm.
  static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// Steps through the bytes of a date.
  private struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    var isAtEnd: Bool { index == bytes.count }

    /// Consumes `character` if it comes next.
    mutating func take(_ character: Unicode.Scalar) -> Bool {
      guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
      index += 1
      return true
    }

    /// Consumes exactly `count` decimal digits and returns their value.
    mutating func digits(_ count: Int) -> Int? {
      guard bytes.count - index >= count else { return nil }
      var value = 0
      for byte in bytes[index..<index + count] {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      index += count
      return value
    }
  }
}
