import ChartReelCore

extension ChartKind {
  /// Candles of open, high, low and close prices.
  public static let candlestick = ChartKind(rawValue: "candlestick")
}

/// Candles of open, high, low and close prices, one x-step wide each: a wick from low to high
/// and a body from open to close, green when the close is at or above the open, red below it.
///
/// Data is drawn as candles when it declares so (`ChartData(x:open:high:low:close:)`, or a
/// scene's CSV `"candles"` columns, `seriesRoles`): four series, open, high, low and close in
/// that order. The
/// y-range is [min low, max high] over the window and one point beyond each edge. The legend
/// has no pills (the four series are one mark); the tooltip lists the four prices.
struct CandlestickKind: ChartKindBehavior {
  var kind: ChartKind { .candlestick }

  /// The positions of the four prices among the data's series.
  enum Price: Int, CaseIterable {
    case open, high, low, close
  }

  /// Data that declares itself candles.
  func recognises(_ data: ChartData) -> Bool { data.declaredKind == .candlestick }

  /// The lows' and highs' range over `points`, while any of the four series shows.
  func tightRange(
    _ indexes: RangeIndexes, points: ClosedRange<Int>, alphas: [Double], visible: [Int]
  ) -> ValueRange? {
    guard indexes.data.series.count == Price.allCases.count else { return nil }
    return RangeIndexes.union(
      [Price.low, .high].compactMap { indexes.index(ofSeries: $0.rawValue).range(in: points) })
  }

  func marks(in area: MarkArea, of plot: PlotContext) -> [DisplayNode] {
    guard let candles = CandlePlot(plot, area: area) else { return [] }
    return candles.nodes()
  }

  /// Open, high, low and close at `index`, in the candle's colour.
  func tooltipRows(index: Int, of plot: PlotContext) -> [TooltipRow] {
    let series = plot.data.series
    guard series.count == Price.allCases.count else { return [] }
    let up =
      !(series[Price.close.rawValue].values[index] < series[Price.open.rawValue].values[index])
    let color = up ? CandlePlot.upColor : CandlePlot.downColor
    // The four prices with as many decimals as the most precise of them (356.10, 357.25), and
    // prices under 1 to at least three significant digits (0.00218, not 0.0022).
    let prices = series.map { $0.values[index] }
    let limit = prices.map(NumberText.significantDecimals).reduce(4, max)
    let decimals = LabelFormat.decimals(prices, limit: limit)
    return series.map { item in
      let value = item.values[index]
      return TooltipRow(
        name: item.name, value: plot.format.grouped(value, decimals: decimals),
        color: color, alpha: 1,
        percent: nil, number: value.isNaN ? -.infinity : value, isTotal: false)
    }
  }

  /// Open, high, low and close, named `candles` in a scene's CSV `data`.
  var seriesRoles: SeriesRoles? {
    SeriesRoles(
      kind: kind, key: "candles", roles: ChartData.candleIDs, names: ChartData.candleNames)
  }

  /// The first point whose prices cannot make a candle: at each point the four prices are all
  /// numbers or all gaps (NaN), the low at most the high, the open and the close between them.
  func pointProblem(_ data: ChartData) -> PointProblem? {
    guard data.series.count == Price.allCases.count else { return nil }
    let values = data.series.map(\.values)
    let (open, high, low, close) = (values[0], values[1], values[2], values[3])
    let names = ChartData.candleIDs
    for i in 0..<(values.map(\.count).min() ?? 0) {
      let prices = [open[i], high[i], low[i], close[i]]
      let gaps = prices.filter(\.isNaN).count
      if gaps == prices.count { continue }
      if gaps > 0, let missing = prices.firstIndex(where: \.isNaN) {
        return PointProblem(
          series: missing, index: i,
          message:
            "expected all four prices of a candle or none, found a gap in the \(names[missing]) only"
        )
      }
      if low[i] > high[i] {
        return PointProblem(
          series: Price.low.rawValue, index: i,
          message:
            "expected the low at most the high (\(high[i].formattedForMessage)), found \(low[i].formattedForMessage)"
        )
      }
      for price in [Price.open, .close]
      where prices[price.rawValue] < low[i] || prices[price.rawValue] > high[i] {
        return PointProblem(
          series: price.rawValue, index: i,
          message:
            "expected the \(names[price.rawValue]) from the low to the high (\(low[i].formattedForMessage) to \(high[i].formattedForMessage)), found \(prices[price.rawValue].formattedForMessage)"
        )
      }
    }
    return nil
  }

  var xExtent: XExtent { .steps }
  var indicator: IndicatorStyle { .none }
  var grid: GridStyle { .underData }
  var minimap: MinimapStyle { .padded }
  var legend: LegendStyle { .none }
  var route: KindRoute? {
    KindRoute(
      names: ["candlestick", "candles", "ohlc"],
      hint: "candlesticks come from \"candles\" naming the price columns")
  }
}
