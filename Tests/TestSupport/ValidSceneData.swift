import Foundation

/// Random data files for `ValidSceneGenerator`: Telegram JSON, CSV and timelines with the
/// shapes that break charts — one point of values among gaps, tiny and huge magnitudes,
/// near-equal values, steps from 1e-13 ms to a century, irregular steps.
struct ValidSceneData<R: RandomNumberGenerator> {
  var random: R

  /// A chart's data as a file, with what actions need to know about it.
  struct Chart {
    var name: String
    var bytes: [UInt8]
    /// The key of the scene's `data` object that names the file, and any other keys.
    var dataKeys: String
    var seriesIDs: [String]
    var x: [Double]
    var percentage: Bool
    var timeline: Bool
  }

  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
  mutating func double(_ range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &random)
  }
  mutating func chance(_ p: Double) -> Bool { double(0...1) < p }
  mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }

  /// Strictly increasing x values in milliseconds, within the years 1 to 9999.
  mutating func xValues() -> [Double] {
    let step = pick([1e-13, 1e-6, 0.001, 1, 1000, 60_000, 300_000, 3_600_000, 86_400_000, 3.15e12])
    let limit = 253_402_300_799_999.0
    let low = -62_135_596_800_000.0
    // Irregular steps are up to 3 times as long: a century's points fit in the 9,999 years.
    let count = min(
      pick([2, 2, 3, 5, 8, 20, 60, 200, int(2...1500)]), Int(min(2e14 / step / 3, 1e6)))
    let span = step * Double(count) * 3
    var start: Double
    if step < 1e-3 {
      start = pick([0, 1, -1, 1e6])
    } else {
      start = double(max(low, -1e13)...max(low, min(limit - span, 2e12)))
      if step >= 86_400_000 { start = (start / 86_400_000).rounded() * 86_400_000 }
    }
    var x: [Double] = []
    var value = start
    let irregular = chance(0.2)
    for _ in 0..<count {
      x.append(value)
      let next = value + (irregular ? step * double(0.5...3) : step)
      value = next > value ? next : value.nextUp
    }
    return x.filter { $0 >= low && $0 <= limit }.count == x.count
      ? x : Array(0..<count).map { Double($0) * 1000 }
  }

  /// One series' values over `count` points, with gaps, at least one value.
  mutating func values(_ count: Int, positive: Bool) -> [Double?] {
    let scale = pick([1e-300, 1e-12, 1e-3, 1, 100, 1e6, 1e12, 1e15])
    let shape = int(0...4)
    var values: [Double?] = []
    for index in 0..<count {
      var value: Double
      switch shape {
      case 0: value = scale * double(0...1)
      case 1: value = scale  // constant
      case 2: value = scale * 0.3 + Double(index % 3) * (scale * 0.3).ulp  // near-equal
      case 3: value = scale * (index.isMultiple(of: 2) ? 1 : -1) * double(0...1)
      default: value = index == 0 ? scale : 0
      }
      if positive { value = abs(value) }
      values.append(min(1e15, max(-1e15, value)))
    }
    let gaps = pick([0, 0, 0.1, 0.5, 0.95])
    for index in values.indices where chance(gaps) { values[index] = nil }
    if !values.contains(where: { $0 != nil }) { values[int(0...count - 1)] = scale }
    return values
  }

  static func number(_ value: Double?) -> String {
    guard let value else { return "null" }
    return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
  }

  mutating func color() -> String {
    "#" + (0..<3).map { _ in String(format: "%02X", int(0...255)) }.joined()
  }

  /// A Telegram chart JSON file of a random kind.
  mutating func telegram(_ name: String) -> Chart {
    let x = xValues()
    let kind = pick(["line", "line", "bar", "stacked", "area", "percentage", "yScaled"])
    let count = kind == "yScaled" ? 2 : kind == "bar" ? 1 : int(1...4)
    let type =
      ["bar": "bar", "stacked": "bar", "area": "area", "percentage": "area"][kind] ?? "line"
    let ids = (0..<count).map { "y\($0)" }
    var columns = ["[\"x\"," + x.map { Self.number($0) }.joined(separator: ",") + "]"]
    for id in ids {
      let values = self.values(x.count, positive: kind == "percentage" || chance(0.5))
      columns.append("[\"\(id)\"," + values.map(Self.number).joined(separator: ",") + "]")
    }
    let types = (["\"x\":\"x\""] + ids.map { "\"\($0)\":\"\(type)\"" }).joined(separator: ",")
    let names = ids.map { "\"\($0)\":\"Series \($0) ünïcødé\"" }.joined(separator: ",")
    let colors = ids.map { "\"\($0)\":\"\(color())\"" }.joined(separator: ",")
    var flags = ""
    if kind == "yScaled" { flags += ",\"y_scaled\":true" }
    if kind == "stacked" { flags += ",\"stacked\":true" }
    if kind == "percentage" { flags += ",\"percentage\":true,\"stacked\":true" }
    let json =
      "{\"columns\":[\(columns.joined(separator: ","))],\"types\":{\(types)},\"names\":{\(names)},\"colors\":{\(colors)}\(flags)}"
    return Chart(
      name: name, bytes: Array(json.utf8), dataKeys: "\"file\":\"\(name)\"", seriesIDs: ids, x: x,
      percentage: kind == "percentage", timeline: false)
  }

  /// A CSV file of lines, its x in milliseconds.
  mutating func csv(_ name: String) -> Chart {
    let x = xValues()
    let ids = (0..<int(1...3)).map { "s\($0)" }
    let columns = ids.map { _ in values(x.count, positive: false) }
    var text = "x," + ids.joined(separator: ",") + "\n"
    for (index, value) in x.enumerated() {
      text += Self.number(value)
      for column in columns { text += "," + (column[index].map { Self.number($0) } ?? "") }
      text += "\n"
    }
    return Chart(
      name: name, bytes: Array(text.utf8),
      dataKeys: "\"csv\":\"\(name)\",\"xFormat\":\"milliseconds\"", seriesIDs: ids, x: x,
      percentage: false, timeline: false)
  }

  /// A 24-hour timeline of up to 30 intervals, some a minute long, overlapping or at the ends.
  mutating func timeline(_ name: String) -> Chart {
    func time(_ minutes: Int) -> String { String(format: "%02d:%02d", minutes / 60, minutes % 60) }
    var intervals: [String] = []
    for _ in 0..<int(0...30) {
      let start = int(0...1439)
      let end = min(1440, start + pick([1, 1, 15, 120, 1440]))
      var item = "{\"start\":\"\(time(start))\",\"end\":\"\(time(end))\",\"color\":\"\(color())\""
      if chance(0.3) { item += ",\"height\":\(double(0...1))" }
      if chance(0.3) { item += ",\"label\":\"Label \(int(0...99))\"" }
      intervals.append(item + "}")
    }
    let now = chance(0.7) ? "\"\(time(int(0...1439)))\"" : "null"
    let json = "{\"now\":\(now),\"intervals\":[\(intervals.joined(separator: ","))]}"
    return Chart(
      name: name, bytes: Array(json.utf8), dataKeys: "\"timeline\":\"\(name)\"", seriesIDs: [],
      x: [0, 86_400_000], percentage: false, timeline: true)
  }
}
