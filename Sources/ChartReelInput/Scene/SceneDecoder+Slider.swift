import ChartReelCharts
import ChartReelCore

extension SceneDecoder {
  /// The keys of a slider's `format`.
  static let formatKeys = ["style", "currency", "locale", "fractionDigits"]

  /// Decodes a slider: its range, step, starting values, label format and size.
  ///
  /// What needs several values at once (a step that divides the range, values on steps) is
  /// checked by `SliderContent.problems`, for Swift-built scenes too.
  static func decodeSlider(_ object: JSONObjectReader) -> Node? {
    let rule = SliderContent.valueRule
    let minimum = object.required("min", "the lowest value")?.number(rule)
    let maximum = object.required("max", "the highest value")?.number(rule)
    let step = object.required("step", "the step between values, which divides max − min")?
      .number(rule)
    var values: [Double]?
    var valuesGiven = false
    if let field = object.optional("values") {
      valuesGiven = true
      values = field.pair("[lower, upper]").map { [$0.0, $0.1] }
    }
    var format = NumberFormat()
    var formatValid = true
    if let field = object.optional("format") {
      if let decoded = decodeNumberFormat(field) { format = decoded } else { formatValid = false }
    }
    let size = object.optional("size").map {
      $0.number(NumberRule.fontSize)
    }
    guard let minimum, let maximum, let step, !valuesGiven || values != nil, formatValid,
      size != .some(nil)
    else { return nil }
    return Node(
      SliderContent(
        minimum: minimum, maximum: maximum, step: step, values: values, format: format,
        size: (size ?? nil) ?? 20))
  }

  static func decodeNumberFormat(_ field: JSONField) -> NumberFormat? {
    guard let object = field.object(allowed: formatKeys) else { return nil }
    var format = NumberFormat()
    var valid = true
    if let style = object.optional("style") {
      if let value = style.choice(NumberFormat.Style.allCases.map { ($0.rawValue, $0) }) {
        format.style = value
      } else {
        valid = false
      }
    }
    if let currency = object.optional("currency") {
      if let code = currency.string() { format.currency = code } else { valid = false }
    }
    if let locale = object.optional("locale") {
      if let identifier = locale.string() { format.locale = identifier } else { valid = false }
    }
    if let digits = object.optional("fractionDigits") {
      if let value = digits.integer(in: NumberFormat.fractionDigitLimit) {
        format.fractionDigits = value
      } else {
        valid = false
      }
    }
    return valid ? format : nil
  }
}
