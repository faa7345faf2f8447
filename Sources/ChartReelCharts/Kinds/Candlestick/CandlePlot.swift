import ChartReelCore

/// What candles are drawn with: the four prices, the area they go in and the little of the
/// frame they need (the series' alpha, the selection, the background).
struct CandlePlot {
  /// A rising candle's colour (close at or above open).
  static let upColor = Color(rgb: 0x3DC23F)
  /// A falling candle's colour (close below open).
  static let downColor = Color(rgb: 0xF34C44)
  /// A body's width as a share of the x-step; the rest is the gap between candles.
  static let bodyShare = 0.7
  /// The narrowest x-step, in pixels, drawn as candles; narrower ones are drawn as columns.
  static let smallestStep = 3.0
  /// How much of their colour the candles not selected keep over the background: half, so a
  /// price's shape stays readable on a dense window (bars keep 30 %, as Telegram's do).
  static let othersShare = 0.5

  let x: [Double]
  let open: [Double]
  let high: [Double]
  let low: [Double]
  let close: [Double]
  /// The highs' and lows' indexes, for dense windows.
  let highs: MinMaxIndex
  let lows: MinMaxIndex
  /// The data's smallest x-step.
  let step: Double
  let transform: PlotTransform
  let points: ClosedRange<Int>
  /// A wick's width in pixels.
  let wick: Double
  /// The candles' opacity: the most shown of the four series.
  let alpha: Double
  /// The candle under the indicator, and how far the others have faded (0 to 1).
  let selected: Int?
  let selection: Double
  let background: Color

  /// The candles of `plot`'s data in `area`; nil when the data is not four series.
  init?(_ plot: PlotContext, area: MarkArea) {
    let data = plot.data
    guard data.series.count == 4 else { return nil }
    x = data.x
    (open, high, low, close) = (
      data.series[0].values, data.series[1].values, data.series[2].values,
      data.series[3].values
    )
    highs = plot.indexes.index(ofSeries: 1)
    lows = plot.indexes.index(ofSeries: 2)
    step = data.minimumStep
    transform = area.transform(0)
    points = area.points
    wick = max(1, area.lineWidth / 2)
    alpha = plot.alphas.max() ?? 0
    selected = area.isMinimap ? nil : plot.selectedIndex
    selection = min(1, max(0, plot.state.indicatorAlpha))
    background = plot.palette.background
  }

  /// The candles, one path per colour: rising, falling, and the faded others while one is
  /// selected.
  func nodes() -> [DisplayNode] {
    guard alpha > 0 else { return [] }
    var fills = CandleFills()
    let stepPixels = abs(step * transform.xPixelsPerUnit)
    // Under three pixels a step, bodies and wicks blur into each other: columns instead.
    if points.count > Decimation.columnCount(transform) || stepPixels < Self.smallestStep {
      addColumns(to: &fills)
    } else {
      let body = max(wick, stepPixels * Self.bodyShare)
      for i in points where !(open[i].isNaN || high[i].isNaN || low[i].isNaN || close[i].isNaN) {
        let center = transform.x(x[i])
        let up = close[i] >= open[i]
        let wickWidth = min(wick, body)
        let (top, bottom) = (transform.y(high[i]), transform.y(low[i]))
        let (a, b) = (transform.y(open[i]), transform.y(close[i]))
        // A body at least a wick tall, so an unchanged price still shows as a line.
        let height = max(abs(a - b), wickWidth)
        let middle = (a + b) / 2
        let shape = [
          Rect(
            x: center - wickWidth / 2, y: min(top, bottom), width: wickWidth,
            height: abs(bottom - top)),
          Rect(x: center - body / 2, y: middle - height / 2, width: body, height: height),
        ]
        for rect in shape { fills.add(rect, up: up, selected: selected == i) }
      }
    }
    return fills.nodes(colors: colors, alpha: alpha)
  }

  /// One column per pixel on dense windows (`smallestStep`): from the lowest low to the highest high of the
  /// points in it, coloured by whether the last close is at or above the first open.
  private func addColumns(to fills: inout CandleFills) {
    for column in Decimation.columns(x: x, index: highs, points: points, transform: transform) {
      let range = column.first...column.last
      guard let top = column.high, let bottom = lows.extremes(in: range)?.min else { continue }
      let first = range.first { !open[$0].isNaN } ?? column.first
      let last = range.last { !close[$0].isNaN } ?? column.last
      let up = !(close[last] < open[first])
      let (a, b) = (transform.x(column.lower), transform.x(column.upper))
      // Whole pixels, so neighbouring columns meet without a seam.
      let left = min(a, b).rounded()
      let right = max(left + 1, max(a, b).rounded())
      let (y0, y1) = (transform.y(high[top]), transform.y(low[bottom]))
      fills.add(
        Rect(x: left, y: min(y0, y1), width: right - left, height: max(1, abs(y1 - y0))), up: up,
        selected: selected.map(range.contains) ?? false)
    }
  }

  /// The rising and falling colours, and those of the candles not selected while one is.
  private var colors: CandleFills.Colors {
    guard selected != nil else {
      return .init(up: Self.upColor, down: Self.downColor, upOthers: nil, downOthers: nil)
    }
    func faded(_ color: Color) -> Color {
      color.mixed(with: background.mixed(with: color, Self.othersShare), selection)
    }
    return .init(
      up: Self.upColor, down: Self.downColor, upOthers: faded(Self.upColor),
      downOthers: faded(Self.downColor))
  }
}

/// Candle shapes gathered by colour, to be filled in as few draws as possible.
struct CandleFills {
  /// The colours the fills take; nil for the others' when nothing is selected.
  struct Colors {
    var up: Color
    var down: Color
    var upOthers: Color?
    var downOthers: Color?
  }

  private var up = Path()
  private var down = Path()
  private var upSelected = Path()
  private var downSelected = Path()

  /// Adds a wick, body or column of a rising (`up`) or falling candle.
  mutating func add(_ rect: Rect, up rising: Bool, selected: Bool) {
    switch (rising, selected) {
    case (true, false): up.addRect(rect)
    case (false, false): down.addRect(rect)
    case (true, true): upSelected.addRect(rect)
    case (false, true): downSelected.addRect(rect)
    }
  }

  /// The fills, faded by `alpha`: the others first, the selected candle over them.
  func nodes(colors: Colors, alpha: Double) -> [DisplayNode] {
    let fills: [(Path, Color)] = [
      (up, colors.upOthers ?? colors.up), (down, colors.downOthers ?? colors.down),
      (upSelected, colors.up), (downSelected, colors.down),
    ]
    return fills.filter { !$0.0.elements.isEmpty }.map { .fill($0.0, $0.1.fading(alpha)) }
  }
}
