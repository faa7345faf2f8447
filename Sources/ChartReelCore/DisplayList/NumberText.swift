import Foundation

/// Numbers written for people and for stable text output, without locale or float noise.
package enum NumberText {
  /// `value` with at most `decimals` decimals and no trailing zeros: 2.5, 3, -0.25.
  package static func trimmed(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return String(value) }
    var factor = 1.0
    for _ in 0..<decimals { factor *= 10 }
    let rounded = (value * factor).rounded() / factor
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
      return rounded == 0 ? "0" : String(Int64(rounded))
    }
    guard abs(rounded) < 1e15 else { return String(rounded) }
    var text = String(Int64((abs(rounded) * factor).rounded()))
    while text.count <= decimals { text = "0" + text }
    let split = text.index(text.endIndex, offsetBy: -decimals)
    var fraction = String(text[split...])
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return (rounded < 0 ? "-" : "") + text[..<split] + "." + fraction
  }

  /// `value` rounded to 12 significant digits and written in the shortest form that reads back
  /// as that number: 0.49999999999999956 becomes 0.5, 1554249600000 stays whole.
  package static func clean(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "null" : (value > 0 ? "1e308" : "-1e308") }
    if value == value.rounded(), abs(value) < 1e15 {
      return value == 0 ? "0" : String(Int64(value))
    }
    let magnitude = abs(value)
    var scale = 1.0
    var digits = 0
    while magnitude * scale < 1e11 && digits < 300 {
      scale *= 10
      digits += 1
    }
    let rounded = (value * scale).rounded() / scale
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
      return rounded == 0 ? "0" : String(Int64(rounded))
    }
    return "\(rounded)"
  }

  /// How many decimals show `value` to three significant digits when it is smaller than 1
  /// (0.000275 needs 6), and 2 otherwise: small values do not all read "0".
  package static func significantDecimals(_ value: Double) -> Int {
    let magnitude = abs(value)
    guard magnitude > 0, magnitude < 1, magnitude.isFinite else { return 2 }
    return min(15, Int((-log10(magnitude)).rounded(.down)) + 3)
  }
}
