import ChartReelCharts
import ChartReelCore

extension ChartData {
  /// Reads a chart from a Telegram chart JSON file (`chart` picks one of a round-1 file's
  /// charts) or from a CSV file (the first column the dates, the others series).
  public static func load(_ path: String, chart: Int? = nil) throws(InputError) -> ChartData {
    let file = try DataFiles().read(path)
    try DataSize.check(file.bytes, file: file.path)
    if path.lowercased().hasSuffix(".csv") {
      let table = try CSVTable(file.bytes, file: file.path)
      let chart = try CSVChartDecoder.chart(table, .all(of: table))
      try ChartDataRules.checkColumns(of: [chart], collection: false, file: path, csv: true)
      return chart
    }
    let contents = try TelegramChartDecoder.decode(file.bytes, file: file.path)
    let index = chart ?? 0
    guard contents.charts.indices.contains(index) else {
      throw InputError(
        file: path, keyPath: "[\(index)]",
        message: "expected a chart index from 0 to \(contents.charts.count - 1)")
    }
    return contents.charts[index]
  }
}
