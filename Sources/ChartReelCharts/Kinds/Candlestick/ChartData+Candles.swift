import ChartReelCore
import Foundation

extension ChartData {
  /// Checks and builds candles of open, high, low and close prices; throws the first problem,
  /// with its key path (`x[2]`, `low[3]`), by the rules of every chart's data
  /// (`ChartDataRules`) and those of candles (`CandlestickKind.pointProblem`).
  ///
  /// - Parameters:
  ///   - x: milliseconds since 1970-01-01 UTC, at least two, strictly increasing.
  ///   - open: the opening price at each x value; NaN in all four prices for a gap.
  ///   - high: the highest price at each x value.
  ///   - low: the lowest price at each x value.
  ///   - close: the closing price at each x value.
  ///   - names: the four prices' names in the tooltip.
  public init(
    x: [Double], open: [Double], high: [Double], low: [Double], close: [Double],
    names: [String] = ChartData.candleNames
  ) throws(InputError) {
    let columns = [open, high, low, close]
    let series = zip(ChartData.candleIDs, columns).enumerated().map { position, item in
      ChartSeries(
        id: item.0, name: names.indices.contains(position) ? names[position] : item.0,
        color: CandlePlot.upColor, kind: .line,
        values: item.1)
    }
    self = ChartData.unchecked(x: x, series: series)
    declaredKind = .candlestick
    if let problem {
      throw InputError(file: Self.source, keyPath: problem.key, message: problem.message)
    }
  }

  /// Checks and builds candles at `dates` (their times in UTC), as
  /// `init(x:open:high:low:close:names:)` does.
  public init(
    dates: [Date], open: [Double], high: [Double], low: [Double], close: [Double],
    names: [String] = ChartData.candleNames
  ) throws(InputError) {
    do {
      try self.init(
        x: dates.map { $0.timeIntervalSince1970 * 1000 }, open: open, high: high, low: low,
        close: close, names: names)
    } catch {
      throw InputError(
        problems: error.problems.map { problem in
          var renamed = problem
          if renamed.keyPath == "x" || renamed.keyPath.hasPrefix("x[") {
            renamed.keyPath = "dates" + renamed.keyPath.dropFirst()
          }
          return renamed
        })
    }
  }

  /// The ids of the four series of candles, in order: `open`, `high`, `low`, `close`.
  public static let candleIDs = ["open", "high", "low", "close"]
  /// The names the tooltip gives the four prices by default.
  public static let candleNames = ["Open", "High", "Low", "Close"]
}
