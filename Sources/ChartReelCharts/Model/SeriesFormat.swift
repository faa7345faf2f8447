import ChartReelCore
import Foundation
import Synchronization

/// How a series' values read in y labels and tooltips: a share in percent, an amount of money,
/// or a number with a unit.
///
/// Written in a scene as `"percent"` (0.42 reads "42%"), `"currency:USD"` (the locale's form,
/// "$1,250" or "1.250 $") or `"unit:°C"` (a suffix, "12.5 °C").
public enum SeriesFormat: Hashable, Sendable {
  /// Values are fractions shown in percent: 0.42 is "42%".
  case percent
  /// Values are amounts of the currency of an ISO 4217 code such as "USD", with its symbol
  /// where the locale puts it.
  case currency(String)
  /// Values carry a unit written after them, such as "°C" or "kWh".
  case unit(String)

  /// The format written `text` ("percent", "currency:USD", "unit:°C"), or nil when it is not
  /// one (`ChartDataRules.formatProblem` says why).
  public init?(_ text: String) {
    if text == "percent" {
      self = .percent
    } else if text.hasPrefix("currency:") {
      self = .currency(String(text.dropFirst("currency:".count)))
    } else if text.hasPrefix("unit:"), text.count > "unit:".count {
      self = .unit(String(text.dropFirst("unit:".count)))
    } else {
      return nil
    }
  }

  /// The format as a scene writes it.
  public var text: String {
    switch self {
    case .percent: return "percent"
    case .currency(let code): return "currency:\(code)"
    case .unit(let unit): return "unit:\(unit)"
    }
  }

  /// The number a label writes for `value`: in percent, a hundred times it.
  package func shown(_ value: Double) -> Double { self == .percent ? value * 100 : value }

  /// `number` (already written for `shown(value)`) with the format's sign or unit, in
  /// `format`'s locale: its percent sign, its currency form.
  package func styled(_ number: String, in format: LabelFormat) -> String {
    switch self {
    case .percent: return number + format.percentSign
    case .unit(let unit): return number + "\u{00A0}" + unit
    case .currency(let code):
      let (prefix, suffix) = Self.currencyAffixes(code, locale: format.locale ?? "en_US")
      if number.hasPrefix("-") || number.hasPrefix("−") {
        return String(number.prefix(1)) + prefix + number.dropFirst() + suffix
      }
      return prefix + number + suffix
    }
  }

  /// How the locale writes an amount of a currency: the symbol before and after the number,
  /// and the decimals of its cents.
  struct CurrencyForm {
    let prefix: String
    let suffix: String
    let centDigits: Int
  }

  private static let forms = Mutex<[String: CurrencyForm]>([:])

  /// What the locale writes before and after an amount of `code`: ("$", "") in en_US,
  /// ("", " €") in de_DE.
  static func currencyAffixes(_ code: String, locale: String) -> (String, String) {
    let form = currencyForm(code, locale: locale)
    return (form.prefix, form.suffix)
  }

  /// How `locale` writes amounts of `code`: "$" before, two decimals of cents for "USD" in
  /// en_US; " €" after in de_DE; no decimals for "JPY".
  static func currencyForm(_ code: String, locale: String) -> CurrencyForm {
    let key = code + " " + locale
    if let known = forms.withLock({ $0[key] }) { return known }
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: locale)
    formatter.numberStyle = .currency
    formatter.currencyCode = code
    let sample = formatter.string(from: 1) ?? "\(code) 1"
    let digits = sample.unicodeScalars.map { CharacterSet.decimalDigits.contains($0) }
    let first = digits.firstIndex(of: true) ?? 0
    let last = digits.lastIndex(of: true) ?? sample.unicodeScalars.count - 1
    let scalars = Array(sample.unicodeScalars)
    // "1.00" leaves the decimals in the middle; what is around them is the symbol.
    let found = CurrencyForm(
      prefix: String(String.UnicodeScalarView(scalars[..<first])),
      suffix: String(String.UnicodeScalarView(scalars[(last + 1)...])),
      centDigits: max(0, formatter.minimumFractionDigits))
    forms.withLock { $0[key] = found }
    return found
  }

  /// The decimals a number with a fraction is written with at least, in `format`'s locale: two
  /// for a currency with cents ("$112.50", not "$112.5"), none otherwise.
  package func leastDecimals(in format: LabelFormat) -> Int {
    guard case .currency(let code) = self else { return 0 }
    return Self.currencyForm(code, locale: format.locale ?? "en_US").centDigits
  }
}

extension ChartDataRules {
  /// Why `text` is not a series format, or nil when it is: "percent", "currency:" and an ISO
  /// 4217 code, or "unit:" and the unit.
  package static func formatProblem(_ text: String) -> String? {
    let expected =
      "expected \"percent\", \"currency:\" and an ISO 4217 code (\"currency:USD\") or \"unit:\" and a unit (\"unit:°C\")"
    guard let format = SeriesFormat(text) else {
      return "\(expected), found \"\(text.excerpt())\""
    }
    if case .currency(let code) = format, !NumberFormat.isCurrencyCode(code) {
      return
        "expected an ISO 4217 code after \"currency:\", like \"USD\", found \"\(code.excerpt())\""
    }
    if case .unit(let unit) = format, let problem = InputLimits.lengthProblem(unit, what: "a unit")
    {
      return problem
    }
    return nil
  }
}
