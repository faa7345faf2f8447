import ChartReelCharts

/// Reads dates as people write them in CSV files, besides ISO 8601: `2012/01/01` (with an
/// optional time), `2019-04`, `2019`, `2004-Q3`, `2004Q3`, `Q3 2004`, with an English month
/// name (`Jan 2020`, `7 Jan 2020`, `Jan 7, 2020`: `MonthNameDate`), and with a known order of
/// day and month `01/02/2012`.
///
/// Each is read into the clock time of its first moment (a month's first day, a quarter's first
/// month) and its zone's offset, as `ISO8601.clock(_:)` reads ISO dates.
package enum DateText {
  /// Which comes first in a date written day, month and year (`01/02/2012`).
  package enum Order: Sendable {
    /// `01/02/2012` is 1 February 2012.
    case dayFirst
    /// `01/02/2012` is 2 January 2012.
    case monthFirst
  }

  /// The clock time and zone offset of `text`, or nil when it is not a date this reads.
  ///
  /// A date written day, month and year is read only in the given `order`.
  package static func clock(_ text: String, order: Order? = nil) -> (clock: Double, offset: Double)?
  {
    if let iso = ISO8601.clock(text) { return iso }
    if let named = MonthNameDate.parts(text.trimmingSpaces) {
      return ISO8601.clock(
        Parts(shape: .yearFirst, numbers: [], time: "").iso(
          year: named.year, month: named.month, day: named.day))
    }
    guard let parts = Parts(text) else { return nil }
    switch parts.shape {
    case .yearFirst:
      return ISO8601.clock(
        parts.iso(year: parts.numbers[0], month: parts.numbers[1], day: parts.numbers[2]))
    case .yearMonth:
      return ISO8601.clock(parts.iso(year: parts.numbers[0], month: parts.numbers[1], day: 1))
    case .year:
      return ISO8601.clock(parts.iso(year: parts.numbers[0], month: 1, day: 1))
    case .quarter:
      let (year, quarter) = (parts.numbers[0], parts.numbers[1])
      guard (1...4).contains(quarter) else { return nil }
      return ISO8601.clock(parts.iso(year: year, month: 3 * quarter - 2, day: 1))
    case .yearLast:
      guard let order else { return nil }
      let (first, second, year) = (parts.numbers[0], parts.numbers[1], parts.numbers[2])
      let (day, month) = order == .dayFirst ? (first, second) : (second, first)
      return ISO8601.clock(parts.iso(year: year, month: month, day: day))
    }
  }

  /// The two readings of a date written day, month and year, when both are dates: for
  /// `01/02/2012` "1 February 2012" (day first) and "2 January 2012" (month first); nil when
  /// the text is not written so, or only one reading is a date.
  package static func readings(_ text: String) -> (dayFirst: String, monthFirst: String)? {
    guard let parts = Parts(text), parts.shape == .yearLast,
      clock(text, order: .dayFirst) != nil, clock(text, order: .monthFirst) != nil
    else { return nil }
    let (first, second, year) = (parts.numbers[0], parts.numbers[1], parts.numbers[2])
    return ("\(first) \(monthName(second)) \(year)", "\(second) \(monthName(first)) \(year)")
  }

  /// The order a date written day, month and year can only be read in (`13/02/2012`: day first),
  /// or nil when either reading is possible or the text is not written so.
  package static func onlyOrder(_ text: String) -> Order? {
    guard let parts = Parts(text), parts.shape == .yearLast else { return nil }
    let day = clock(text, order: .dayFirst) != nil
    let month = clock(text, order: .monthFirst) != nil
    return day == month ? nil : (day ? .dayFirst : .monthFirst)
  }

  /// Whether `text` is written day, month and year (`01/02/2012`), in either order.
  package static func isYearLast(_ text: String) -> Bool { Parts(text)?.shape == .yearLast }

  private static func monthName(_ month: Int) -> String {
    let names = CalendarDate.fullMonthNames
    return names.indices.contains(month - 1) ? names[month - 1] : "month \(month)"
  }

  /// The numbers of a date and the shape they were written in, with any time after the date.
  private struct Parts {
    enum Shape { case yearFirst, yearMonth, year, quarter, yearLast }
    var shape: Shape
    var numbers: [Int]
    /// What follows the date: a time (`T13:45`, ` 13:45:30Z`), or empty.
    var time: Substring

    init?(_ text: String) {
      let text = text.trimmingSpaces
      // "Q3 2004", "Q3-2004": the quarter before the year.
      if let first = text.first, first == "Q" || first == "q" {
        let rest = text.dropFirst()
        guard let quarter = rest.first?.wholeNumberValue else { return nil }
        let year = rest.dropFirst().drop { $0 == " " || $0 == "-" || $0 == "/" }
        guard year.count == 4, let value = Int(year), year.allSatisfy(\.isASCIIDigit) else {
          return nil
        }
        self.init(shape: .quarter, numbers: [value, quarter], time: "")
        return
      }
      var numbers: [Int] = []
      var widths: [Int] = []
      var separator: Character?
      var rest = Substring(text)
      while true {
        let digits = rest.prefix { $0.isASCIIDigit }
        guard !digits.isEmpty, digits.count <= 4, let value = Int(digits) else { return nil }
        numbers.append(value)
        widths.append(digits.count)
        rest = rest.dropFirst(digits.count)
        guard numbers.count < 3, let next = rest.first, "-/.".contains(next) else { break }
        if let separator, separator != next { return nil }
        separator = next
        // "2004-Q3": a quarter after the year.
        if numbers.count == 1, widths[0] == 4, let q = rest.dropFirst().first, q == "Q" || q == "q"
        {
          rest = rest.dropFirst(2)
          break
        }
        rest = rest.dropFirst()
      }
      if numbers.count == 1, widths[0] == 4 {
        let spaced = rest.drop { $0 == " " }
        if let q = spaced.first, q == "Q" || q == "q" { rest = spaced.dropFirst() }
      }
      if numbers.count == 1, widths[0] == 4, rest.count == 1,
        let quarter = rest.first?.wholeNumberValue,
        text.contains(where: { $0 == "Q" || $0 == "q" })
      {
        self.init(shape: .quarter, numbers: [numbers[0], quarter], time: "")
        return
      }
      let shape: Shape
      switch (numbers.count, widths) {
      case (3, let w) where w[0] == 4 && w[1] <= 2 && w[2] <= 2: shape = .yearFirst
      case (3, let w) where w[2] == 4 && w[0] <= 2 && w[1] <= 2: shape = .yearLast
      case (2, let w) where w[0] == 4 && w[1] <= 2 && rest.isEmpty: shape = .yearMonth
      case (1, let w) where w[0] == 4 && rest.isEmpty: shape = .year
      default: return nil
      }
      if !rest.isEmpty {
        guard shape == .yearFirst || shape == .yearLast, let lead = rest.first,
          lead == " " || lead == "T" || lead == "t"
        else { return nil }
      }
      self.init(shape: shape, numbers: numbers, time: rest)
    }

    init(shape: Shape, numbers: [Int], time: Substring) {
      self.shape = shape
      self.numbers = numbers
      self.time = time
    }

    /// The date as ISO 8601 text, with the time written after it.
    func iso(year: Int, month: Int, day: Int) -> String {
      func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
      }
      guard month >= 1, month <= 99, day >= 1, day <= 99 else { return "" }
      return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))\(time)"
    }
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
