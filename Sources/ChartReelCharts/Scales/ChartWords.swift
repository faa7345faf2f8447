/// The few words a chart writes besides its data's, in the canvas's language: the stacked
/// tooltip's total, the row standing for the series a card has no room for, and the way back
/// from a zoomed day.
///
/// English without a locale, or for a language not listed; the language is the locale's
/// first part ("de" of "de_DE", "pt" of "pt-BR").
package struct ChartWords: Equatable, Sendable {
  /// The stacked bars' tooltip row of the visible series' sum: "Total".
  package var total: String
  /// The header's link back from a zoomed day: "Zoom Out".
  package var zoomOut: String
  /// The tooltip row for the rows left out, with `#` for their count: "+# more".
  package var moreRows: String

  /// The words of `locale`'s language.
  package init(locale: String?) {
    let language = locale.map { String($0.prefix { $0 != "_" && $0 != "-" }).lowercased() }
    let words = language.flatMap { Self.languages[$0] } ?? ("Total", "Zoom Out", "+# more")
    (total, zoomOut, moreRows) = words
  }

  /// The row for `count` rows left out, the count written by `number` (the locale's digits).
  package func more(_ count: Int, number: (Int) -> String = { String($0) }) -> String {
    moreRows.replacingOccurrences(of: "#", with: number(count))
  }

  /// Total, Zoom Out and "+# more" in the languages Telegram's apps speak most.
  static let languages: [String: (String, String, String)] = [
    "ar": ("المجموع", "تصغير", "+# أخرى"),
    "de": ("Gesamt", "Herauszoomen", "+# weitere"),
    "es": ("Total", "Alejar", "+# más"),
    "fa": ("مجموع", "کوچک‌نمایی", "+# دیگر"),
    "fr": ("Total", "Dézoomer", "+# autres"),
    "he": ("סה״כ", "הקטנה", "+# נוספים"),
    "id": ("Total", "Perkecil", "+# lainnya"),
    "it": ("Totale", "Riduci", "+# altri"),
    "ja": ("合計", "縮小", "他 # 件"),
    "ko": ("합계", "축소", "+#개 더"),
    "nl": ("Totaal", "Uitzoomen", "+# meer"),
    "pl": ("Suma", "Pomniejsz", "+# więcej"),
    "pt": ("Total", "Reduzir", "+# mais"),
    "ru": ("Всего", "Уменьшить", "ещё #"),
    "tr": ("Toplam", "Uzaklaştır", "+# daha"),
    "uk": ("Усього", "Зменшити", "ще #"),
    "zh": ("总计", "缩小", "还有 # 项"),
  ]
}
