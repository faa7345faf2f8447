import ChartReelCore
import Foundation

/// Writes the dates, times and numbers of a chart for a locale: month and weekday names and digits
/// ("٢٠ أبريل", "١٥:٤٠" in Arabic), always in UTC.
///
/// Without a locale, ChartReel's own English formats ("Apr 20", "Sat, Apr 20", "15:40"), which need
/// no ICU.
///
/// Safe to share between render threads: Foundation's formatters sit behind a lock, and what
/// they wrote is kept.
package final class LabelFormat: @unchecked Sendable {
  package let locale: String?
  /// The chart's own words ("Total", "Zoom Out", "+3 more") in the locale's language.
  package let words: ChartWords
  private let lock = NSLock()
  private var formatters: [String: DateFormatter] = [:]
  private var written: [String: String] = [:]
  private let digits: [Character]?
  private let numbers: NumberFormatter?
  /// The locale's decimal separator ("٫" in Arabic) and percent sign ("٪"), read once.
  private let decimalSeparator: String
  package let percentSign: String

  package init(locale: String?) {
    self.locale = locale
    words = ChartWords(locale: locale)
    guard let locale else {
      digits = nil
      numbers = nil
      (decimalSeparator, percentSign) = (".", "%")
      return
    }
    let numbers = NumberFormatter()
    numbers.locale = Locale(identifier: locale)
    numbers.numberStyle = .decimal
    numbers.maximumFractionDigits = 2
    // A locale whose minus is the hyphen writes the true minus sign, as the axis does; one
    // with a sign of its own ("؜-" in Arabic) keeps it.
    if numbers.minusSign == "-" { numbers.minusSign = Self.minus }
    let native = (0...9).compactMap { numbers.string(from: NSNumber(value: $0))?.first }
    digits = native.count == 10 && native != Array("0123456789") ? native : nil
    decimalSeparator = numbers.decimalSeparator.flatMap { $0.isEmpty ? nil : $0 } ?? "."
    percentSign = numbers.percentSymbol.flatMap { $0.isEmpty ? nil : $0 } ?? "%"
    self.numbers = numbers
  }

  /// A value with its thousands grouped — "2 298 660" (thin spaces), or as the locale groups
  /// them, in its digits — or "—" for a gap.
  package func grouped(_ value: Double) -> String {
    guard !value.isNaN else { return "—" }
    if abs(value) < 1, value != 0, value.isFinite {
      // Three significant digits, not "0": 0.000275.
      let text = NumberText.trimmed(value, decimals: NumberText.significantDecimals(value))
      return digits(
        text.replacingOccurrences(of: ".", with: decimalSeparator)
          .replacingOccurrences(of: "-", with: Self.minus))
    }
    if let numbers {
      lock.lock()
      defer { lock.unlock() }
      return numbers.string(from: NSNumber(value: value)) ?? "\(value)"
    }
    guard abs(value) < 1e15 else {
      return NumberText.trimmed(value, decimals: 2).replacingOccurrences(of: "-", with: Self.minus)
    }
    // From a trillion on, a fraction is noise: "4 366 023 925 795", grouped like the rest.
    if abs(value) >= 1e12 && value != value.rounded() { return grouped(value.rounded()) }
    if value != value.rounded() {
      // "115 692.88": the whole part grouped too, with at most two decimals.
      let decimals = Self.decimals([value], limit: 2)
      return decimals == 0 ? grouped(value.rounded()) : grouped(value, decimals: decimals)
    }
    let digits = String(Int64(abs(value)))
    var grouped = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % 3 == 0 { grouped += "\u{2009}" }
      grouped.append(digit)
    }
    return (value < 0 ? Self.minus : "") + grouped
  }

  /// The minus sign numbers are written with, as the y-axis writes it: "−42", not "-42".
  static let minus = "\u{2212}"

  /// A value with exactly `decimals` decimals after its grouped whole part — "356.10",
  /// "1 234.50", in the locale's digits and decimal separator — or "—" for a gap.
  package func grouped(_ value: Double, decimals: Int) -> String {
    var factor = 1.0
    for _ in 0..<max(0, decimals) { factor *= 10 }
    let scaled = (abs(value) * factor).rounded()
    guard decimals > 0, value.isFinite, scaled < 1e15 else { return grouped(value) }
    let whole = (scaled / factor).rounded(.down)
    var fraction = String(Int64(scaled - whole * factor))
    while fraction.count < decimals { fraction = "0" + fraction }
    let sign = value < 0 && scaled > 0 ? Self.minus : ""
    return sign + grouped(whole) + decimalSeparator + digits(fraction)
  }

  /// A value of a series whose data are written with `dataDecimals` decimals (`dataDecimals(_:)`),
  /// with as many: 42 in a column of whole numbers, "25.0" and "25.5" in a column of tenths,
  /// "−0.80" in a column of hundredths — the same text whatever else is shown beside it.
  ///
  /// A column finer than three decimals, and a value from a trillion on, is written as
  /// `grouped(_:)` writes it alone ("0.00025"). With decimals, at least `leastDecimals`:
  /// "$112.50" for amounts with cents.
  package func grouped(_ value: Double, dataDecimals: Int, leastDecimals: Int = 0) -> String {
    guard value.isFinite, abs(value) < 1e12 else { return grouped(value) }
    guard dataDecimals > 0, dataDecimals <= 3 else {
      // Whole or finer than three decimals: written alone, but amounts with cents keep them.
      let whole = abs(value - value.rounded()) < 1e-9
      return leastDecimals > 0 && !whole
        ? grouped(value, decimals: leastDecimals) : grouped(value)
    }
    return grouped(value, decimals: max(dataDecimals, leastDecimals))
  }

  /// How many decimals write every one of `values` as its data gives it, up to 4.
  ///
  /// 0 for whole numbers, 1 for 20.5 and 25, 2 for 0.16 and 0.8; 4 stands for more than three
  /// (such values are written alone). Gaps and values from a trillion on do not count.
  package static func dataDecimals(_ values: some Sequence<Double>) -> Int {
    var needed = 0
    for value in values where value.isFinite && abs(value) < 1e12 {
      while needed < 4 {
        let scaled = value * Self.powersOfTen[needed]
        // A tolerance of rounding errors only: 0.1 + 0.2 reads one decimal, not seventeen,
        // and 600 000 000.25 keeps its two.
        if abs(scaled - scaled.rounded()) <= 1e-12 * max(1, abs(scaled)) { break }
        needed += 1
      }
      if needed == 4 { return 4 }
    }
    return needed
  }

  private static let powersOfTen: [Double] = [1, 10, 100, 1_000]

  /// How many decimals, at most `limit`, write each of `values` exactly: 2 for 356.1 and 357.25.
  package static func decimals(_ values: [Double], limit: Int = 4) -> Int {
    values.map { value in
      let text = NumberText.trimmed(value, decimals: limit)
      return text.firstIndex(of: ".").map { text.distance(from: $0, to: text.endIndex) - 1 } ?? 0
    }.max() ?? 0
  }

  /// "15:40", or "15:40:05" with `seconds`, in the locale's digits.
  package func hourMinute(_ milliseconds: Double, seconds: Bool = false) -> String {
    let date = CalendarDate(milliseconds: milliseconds)
    return digits(seconds ? date.hourMinuteSecond : date.hourMinute)
  }

  /// "Apr 20", or the locale's short day and month.
  package func monthDay(_ milliseconds: Double) -> String {
    guard locale != nil else { return CalendarDate(milliseconds: milliseconds).monthDay }
    return date(milliseconds, template: "MMMd")
  }

  /// "Sat, Apr 20", or the locale's.
  package func weekdayMonthDay(_ milliseconds: Double) -> String {
    guard locale != nil else { return CalendarDate(milliseconds: milliseconds).weekdayMonthDay }
    return date(milliseconds, template: "EEEMMMd")
  }

  /// "20 April 2019" or "Saturday, 20 April 2019", or the locale's.
  package func fullDate(_ milliseconds: Double, weekday: Bool = false) -> String {
    guard locale != nil else {
      return CalendarDate(milliseconds: milliseconds).fullDate(weekday: weekday)
    }
    return date(milliseconds, template: weekday ? "EEEEdMMMMyyyy" : "dMMMMyyyy")
  }

  /// "20 Apr 2019" or "Sat, 20 Apr 2019", or the locale's.
  package func shortDate(_ milliseconds: Double, weekday: Bool = false) -> String {
    guard locale != nil else {
      return CalendarDate(milliseconds: milliseconds).shortDate(weekday: weekday)
    }
    return date(milliseconds, template: weekday ? "EEEdMMMyyyy" : "dMMMyyyy")
  }

  /// "2019", in the locale's digits.
  package func year(_ milliseconds: Double) -> String {
    digits(String(CalendarDate(milliseconds: milliseconds).year))
  }

  /// "Apr 2019", or "April 2019" when `full`; or the locale's.
  package func monthYear(_ milliseconds: Double, full: Bool = false) -> String {
    guard locale != nil else {
      let date = CalendarDate(milliseconds: milliseconds)
      let names = full ? CalendarDate.fullMonthNames : CalendarDate.monthNames
      return "\(names[date.month - 1]) \(date.year)"
    }
    return date(milliseconds, template: full ? "MMMMyyyy" : "MMMyyyy")
  }

  /// "20 Apr", or the locale's.
  package func dayMonth(_ milliseconds: Double) -> String {
    guard locale != nil else { return CalendarDate(milliseconds: milliseconds).dayMonth }
    return date(milliseconds, template: "dMMM")
  }

  /// A share in percent: "42%" (whole from 10 up), "7.3%" (one decimal below 10), with the
  /// locale's digits, decimal separator and percent sign ("٤٢٪").
  ///
  /// With `evenDecimals`, as a tooltip's column of shares, every share below 10 but 0 keeps its
  /// decimal: "3.0%" under "5.8%", not "3%".
  package func percent(_ value: Double, evenDecimals: Bool = false) -> String {
    guard value.isFinite, abs(value) < 1e15 else { return "—" }
    let tenths = (value * 10).rounded()
    let fraction = abs(tenths) < 100 && (evenDecimals ? tenths != 0 : value != value.rounded())
    var text = fraction ? NumberText.trimmed(value, decimals: 1) : String(Int(value.rounded()))
    if fraction && !text.contains(".") { text += ".0" }
    return digits(text.replacingOccurrences(of: ".", with: decimalSeparator)) + percentSign
  }

  /// The text with its ASCII digits written in the locale's own, and a decimal point in its
  /// decimal separator ("٣٠٫٥", not "٣٠.٥": an Arabic zero is itself a dot).
  package func digits(_ text: String) -> String {
    guard let digits else { return text }
    let point = decimalSeparator.first ?? "."
    return String(
      text.map { character -> Character in
        if character == "." { return point }
        guard let value = character.wholeNumberValue, character.isASCII else { return character }
        return digits[value]
      })
  }

  private func date(_ milliseconds: Double, template: String) -> String {
    let key = "\(template) \(milliseconds)"
    lock.lock()
    defer { lock.unlock() }
    if let text = written[key] { return text }
    let formatter: DateFormatter
    if let kept = formatters[template] {
      formatter = kept
    } else {
      formatter = DateFormatter()
      formatter.locale = Locale(identifier: locale ?? "en_US_POSIX")
      formatter.timeZone = TimeZone(identifier: "UTC")
      formatter.setLocalizedDateFormatFromTemplate(template)
      formatters[template] = formatter
    }
    let text = formatter.string(from: Date(timeIntervalSince1970: milliseconds / 1000))
    if written.count > 10_000 { written.removeAll() }
    written[key] = text
    return text
  }
}

extension LabelFormat {
  /// The x label of a point in `style`: "2019", "Apr", "Apr 7" or "13:45".
  package func xLabel(_ milliseconds: Double, style: XLabelStyle) -> String {
    let date = CalendarDate(milliseconds: milliseconds)
    switch style {
    case .year:
      return year(milliseconds)
    case .month:
      if date.month == 1 { return digits(String(date.year)) }
      guard locale != nil else { return CalendarDate.monthNames[date.month - 1] }
      return self.date(milliseconds, template: "MMM")
    case .day:
      return monthDay(milliseconds)
    case .time(let daysAtMidnight, let seconds, let step):
      return daysAtMidnight
        && XAxisLabels.startsPeriod(milliseconds, length: XLabelStyle.dayLength, step: step)
        ? monthDay(milliseconds) : hourMinute(milliseconds, seconds: seconds)
    }
  }
}
