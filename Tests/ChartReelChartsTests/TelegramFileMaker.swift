import Foundation
import TestSupport

/// Writes Telegram chart files of many shapes for tests: gaps, negative, huge and tiny
/// numbers in every JSON notation, names with escapes and non-Latin letters, the optional flags,
/// keys in any order, white space or none; and, when asked, one thing wrong in them.
struct TelegramFileMaker {
  var random: SeededGenerator

  init(seed: UInt64) { random = SeededGenerator(seed: seed) }

  mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }

  mutating func pick<T>(_ options: [T]) -> T { options.randomElement(using: &random)! }

  /// A y value as a file might write it.
  mutating func yText() -> String {
    switch Int.random(in: 0..<12, using: &random) {
    case 0: return "null"
    case 1: return "-\(Int.random(in: 0...1_000_000, using: &random))"
    case 2: return "\(Double.random(in: -1e6...1e6, using: &random))"
    case 3:
      return "\(Int.random(in: 1...9, using: &random))e\(Int.random(in: -30...14, using: &random))"
    case 4:
      return
        "\(Int.random(in: 1...9, using: &random)).\(Int.random(in: 0...999, using: &random))E+\(Int.random(in: 0...14, using: &random))"
    case 5:
      return pick(["0", "-0", "0.0", "-0.0e5", "1e15", "-1e15", "999999999999999", "0.1", "1e-400"])
    case 6: return "123456789012345678901234\(Int.random(in: 0...9, using: &random))e-20"
    case 7:
      return
        "\(Int.random(in: 0...9007199254740993, using: &random))e-\(Int.random(in: 0...25, using: &random))"
    default: return "\(Int.random(in: 0...100_000, using: &random))"
    }
  }

  /// One thing wrong in a y cell.
  mutating func badYText() -> String {
    pick(["\"12\"", "true", "[]", "{}", "1e16", "-2e15", "{\"a\": [1, null]}", "false"])
  }

  mutating func name() -> String {
    pick([
      "Joined", "Left", "é", "\\u00e9t\\u00e9", "日本", "😀 \\ud83d\\ude00", "a\\\"b", "",
      "Views/Shares",
    ])
  }

  /// A whole file; `broken` puts one mistake in it (a bad cell, a null x, x out of order, a
  /// length mismatch, an unknown type or key, a missing colour, a wrong kind of value).
  mutating func file(broken: Bool) -> String {
    let charts = Int.random(in: 1...3, using: &random)
    let asArray = charts > 1 || chance(0.3)
    let texts = (0..<charts).map { _ in chart(broken: broken && chance(0.7)) }
    let space = pick(["", " ", "\n  ", "\t"])
    return asArray ? "[\(space)" + texts.joined(separator: ",\(space)") + "\(space)]" : texts[0]
  }

  mutating func chart(broken: Bool) -> String {
    let points = Int.random(in: 2...40, using: &random)
    let seriesCount = Int.random(in: 1...4, using: &random)
    var x = (0..<points).map { 1_542_412_800_000 + Double($0) * 86_400_000 }
    let mistake = broken ? Int.random(in: 0..<10, using: &random) : -1
    var columns: [[String]] = []
    var xCells = x.map { "\(Int($0))" }
    if mistake == 0 { xCells[Int.random(in: 0..<points, using: &random)] = "null" }
    if mistake == 1, points > 2 { xCells.swapAt(0, 1) }
    if mistake == 2 { xCells[0] = "9e20" }
    columns.append(["\"x\""] + xCells)
    var types = ["\"x\": \"x\""]
    var names: [String] = []
    var colors: [String] = []
    let kind = pick(["line", "bar", "area"])
    for k in 0..<seriesCount {
      var cells = (0..<points).map { _ in yText() }
      if chance(0.1) { cells = cells.map { _ in "null" } }
      if mistake == 3 { cells[Int.random(in: 0..<points, using: &random)] = badYText() }
      if mistake == 4 && k == 0 { cells.removeLast() }
      columns.append(["\"y\(k)\""] + cells)
      types.append("\"y\(k)\": \"\(mistake == 5 && k == 0 ? "pie" : kind)\"")
      names.append("\"y\(k)\": \"\(name())\"")
      if !(mistake == 6 && k == 0) {
        colors.append(
          "\"y\(k)\": \"\(mistake == 7 && k == 0 ? "green" : pick(["#3DC23F", "#f34c44", "#000000"]))\""
        )
      }
    }
    if chance(0.3) { columns.shuffle(using: &random) }
    x.removeAll()
    let space = pick(["", " ", "\n", "\r\n\t"])
    let columnsText =
      "["
      + columns.map { "[" + $0.joined(separator: ",\(space)") + "]" }.joined(separator: ",\(space)")
      + "]"
    var members = [
      "\"columns\":\(space)\(mistake == 8 ? "\"columns\"" : columnsText)",
      "\"types\": {\(types.joined(separator: ", "))}",
      "\"names\": {\(names.joined(separator: ", "))}",
      "\"colors\": {\(colors.joined(separator: ", "))}",
    ]
    for flag in ["y_scaled", "stacked", "percentage"] where chance(0.3) {
      members.append("\"\(flag)\": \(chance(0.5))")
    }
    if chance(0.2) { members.append("\"$comment\": [1, {\"x\": null}]") }
    if mistake == 9 { members.append("\"colours\": {}") }
    members.shuffle(using: &random)
    return "{\(space)" + members.joined(separator: ",\(space)") + "\(space)}"
  }

  /// A valid one-series file and the values it holds, written with Swift's own shortest
  /// round-trip notation.
  mutating func plainFile(points: Int) -> (String, [Double], [Double]) {
    let x = (0..<points).map { Double(1_500_000_000_000 + $0 * 3_600_000) }
    let y = (0..<points).map { _ -> Double in
      switch Int.random(in: 0..<4, using: &random) {
      case 0: return .nan
      case 1: return Double.random(in: -1e15...1e15, using: &random)
      case 2: return Double.random(in: -1...1, using: &random) * 1e-12
      default: return Double(Int.random(in: -1_000...1_000, using: &random))
      }
    }
    let cells = y.map { $0.isNaN ? "null" : "\($0)" }
    let text = """
      {"columns": [["x", \(x.map { "\(Int($0))" }.joined(separator: ","))], ["y0", \(cells.joined(separator: ","))]],
       "types": {"x": "x", "y0": "line"}, "names": {"y0": "Y"}, "colors": {"y0": "#3DC23F"}}
      """
    return (text, x, y)
  }
}
