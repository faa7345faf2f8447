import ChartReelCore
import Foundation
import Synchronization

/// How a slider writes its values: a decimal number, an amount of money or a percentage, in a
/// locale, with a number of fraction digits.
///
/// Foundation's `NumberFormatter` does the work. Formatters are made once per format and kept,
/// and used under a lock: they are not thread-safe, and frames render on several threads.
public struct NumberFormat: Hashable, Sendable {
  /// A plain number, an amount of money or a percentage.
  public enum Style: String, Hashable, Sendable, CaseIterable {
    /// A plain number: "1,250.5".
    case decimal
    /// An amount of money in `currency`: "€1,250.50".
    case currency
    /// A percentage of a fraction: 0.25 is "25%".
    case percent
  }

  package var style: Style
  /// An ISO 4217 code such as "EUR"; currency style only, where it is required.
  package var currency: String?
  /// A locale such as "de_DE"; nil for the canvas's locale, or "en_US" when it has none.
  package var locale: String?
  /// Digits after the decimal separator; nil for as many as the slider's step needs.
  package var fractionDigits: Int?

  /// A format; `Scene` checks the currency code and locale.
  public init(
    style: Style = .decimal, currency: String? = nil, locale: String? = nil,
    fractionDigits: Int? = nil
  ) {
    self.style = style
    self.currency = currency
    self.locale = locale
    self.fractionDigits = fractionDigits
  }

  /// The locale used when neither the format nor the canvas names one.
  package static let defaultLocale = "en_US"

  /// The most fraction digits a format may ask for.
  package static let fractionDigitLimit = 0...12

  /// Problems with the format's settings, each with its key under `format`.
  package func problems() -> [(key: String, message: String)] {
    var problems: [(key: String, message: String)] = []
    switch (style, currency) {
    case (.currency, nil):
      problems.append(("currency", "missing key, expected an ISO 4217 code like \"EUR\""))
    case (.currency, let code?) where !Self.isCurrencyCode(code):
      problems.append(
        ("currency", "expected an ISO 4217 code like \"EUR\", found \"\(code.excerpt())\""))
    case (.decimal, .some), (.percent, .some):
      problems.append(
        ("currency", "a currency goes with \"style\": \"currency\", not \"\(style.rawValue)\""))
    default: break
    }
    if let locale, let message = Self.localeProblem(locale) {
      problems.append(("locale", message))
    }
    if let digits = fractionDigits, !Self.fractionDigitLimit.contains(digits) {
      problems.append(
        (
          "fractionDigits",
          "expected a whole number from \(Self.fractionDigitLimit.lowerBound) to \(Self.fractionDigitLimit.upperBound), found \(digits)"
        ))
    }
    return problems
  }

  /// Whether `code` is three capital letters, as ISO 4217 codes are.
  static func isCurrencyCode(_ code: String) -> Bool {
    code.utf8.count == 3 && code.utf8.allSatisfy { (0x41...0x5A).contains($0) }
  }

  /// Why Foundation does not know `identifier` as a locale, or nil when it does.
  package static func localeProblem(_ identifier: String) -> String? {
    let normalized = identifier.replacingOccurrences(of: "-", with: "_")
    if knownLocales.contains(normalized) { return nil }
    let suggestion = sortedLocales.closest(to: normalized).map {
      "did you mean \"\($0)\"? "
    }
    return
      "unknown locale \"\(identifier.excerpt())\"; \(suggestion ?? "")expected one like \"en_US\", \"de_DE\" or \"ar\""
  }

  private static let knownLocales = Set(Locale.availableIdentifiers)
  private static let sortedLocales = knownLocales.sorted()

  /// `value` written in this format; `locale` and `digits` are used where the format leaves
  /// them open.
  package func string(_ value: Double, locale fallbackLocale: String?, digits fallbackDigits: Int)
    -> String
  {
    let key = FormatterKey(
      style: style, currency: currency ?? "",
      locale: (locale ?? fallbackLocale ?? Self.defaultLocale).replacingOccurrences(
        of: "-", with: "_"),
      digits: min(max(fractionDigits ?? fallbackDigits, 0), Self.fractionDigitLimit.upperBound))
    return FormatterCache.shared.string(value, key)
  }
}

/// What makes one `NumberFormatter` differ from another.
struct FormatterKey: Hashable, Sendable {
  var style: NumberFormat.Style
  var currency: String
  var locale: String
  var digits: Int
}

/// Every `NumberFormatter` made so far, one per key, used only while holding the lock.
final class FormatterCache: Sendable {
  static let shared = FormatterCache()

  private let formatters = Mutex<[FormatterKey: NumberFormatter]>([:])

  func string(_ value: Double, _ key: FormatterKey) -> String {
    formatters.withLock { formatters in
      let formatter = formatters[key] ?? Self.make(key)
      formatters[key] = formatter
      return formatter.string(from: NSNumber(value: value))
        ?? NumberText.trimmed(
          value, decimals: key.digits)
    }
  }

  private static func make(_ key: FormatterKey) -> NumberFormatter {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: key.locale)
    switch key.style {
    case .decimal: formatter.numberStyle = .decimal
    case .currency:
      formatter.numberStyle = .currency
      formatter.currencyCode = key.currency
    case .percent: formatter.numberStyle = .percent
    }
    formatter.minimumFractionDigits = key.digits
    formatter.maximumFractionDigits = key.digits
    formatter.roundingMode = .halfUp
    return formatter
  }
}
