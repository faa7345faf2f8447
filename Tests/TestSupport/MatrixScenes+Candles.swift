import Foundation

extension MatrixScenes {
  /// A CSV of candles for a case of kind "candlestick": a seeded random walk of open, high,
  /// low and close prices at the case's spacing, with ISO 8601 dates.
  static func candleCSV(_ c: Case, random: inout SeededGenerator) -> String {
    let day = 86_400_000.0
    let (step, count): (Double, Int) =
      switch c.spacing {
      case "yearly": (365.25 * day, 17)
      case "monthly": (30.44 * day, 40)
      case "daily": (day, 120 * c.series)
      case "hourly": (3_600_000, 24 * 14)
      default: (600_000, 6 * 24 * 4)
      }
    let start = c.spacing == "yearly" ? 978_307_200_000.0 : 1_546_300_800_000
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    var rows = ["date,open,high,low,close"]
    var close = Double(50 + random.next() % 5000)
    func unit() -> Double { Double(random.next() % 1000) / 1000 }
    for i in 0..<count {
      let open = close * (1 + (unit() - 0.5) * 0.01)
      close = open * (1 + (unit() - 0.48) * 0.06)
      let high = max(open, close) * (1 + unit() * 0.02)
      let low = min(open, close) * (1 - unit() * 0.02)
      let date = formatter.string(
        from: Date(timeIntervalSince1970: (start + Double(i) * step) / 1000))
      rows.append(
        "\(date),\(String(format: "%.2f", open)),\(String(format: "%.2f", high + 0.01)),\(String(format: "%.2f", low - 0.01)),\(String(format: "%.2f", close))"
      )
    }
    return rows.joined(separator: "\n") + "\n"
  }

  /// The scene's `data` object of a case's data file, `data.json` or (candles) `data.csv`.
  static func dataObject(_ c: Case, key: String) -> String {
    if c.form != nil { return csvDataObject(c) }
    guard c.kind == "candlestick" else { return #"{"\#(key)": "data.json"}"# }
    return
      #"{"csv": "data.csv", "x": "date", "candles": {"open": "open", "high": "high", "low": "low", "close": "close"}}"#
  }
}
