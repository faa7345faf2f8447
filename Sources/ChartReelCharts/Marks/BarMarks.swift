import ChartReelCore

extension ChartDrawing {
  /// The point the indicator selects, when it is shown and inside the window.
  var selectedIndex: Int? {
    state.indicatorAlpha > 0 ? indicatorIndex : nil
  }

  /// The colours of a series' bars: under the indicator every bar but the selected one fades
  /// to 30 % of its colour over the background, as the tooltip appears (Telegram's selection).
  func barColors(_ color: Color, area: MarkArea) -> BarColors {
    guard !area.isMinimap, let selected = selectedIndex else {
      return BarColors(selected: nil, selectedColor: color, others: color)
    }
    let dimmed = palette.background.mixed(with: color, 0.3)
    let others = color.mixed(with: dimmed, min(1, max(0, state.indicatorAlpha)))
    return BarColors(selected: selected, selectedColor: color, others: others)
  }

  /// The points to draw as bars: all of them, or on dense data the tallest per pixel column.
  func barIndices(_ area: MarkArea, tallest: (ClosedRange<Int>) -> Int?) -> [Int] {
    let transform = area.transform(0)
    let columns = Int(transform.rect.width.rounded(.up)) + 2
    guard area.points.count > 2 * columns else { return Array(area.points) }
    var chosen: [Int] = []
    let perColumn = Double(area.points.count) / Double(columns)
    var start = area.points.lowerBound
    for column in 1...columns where start <= area.points.upperBound {
      let end = min(
        area.points.upperBound, area.points.lowerBound + Int(Double(column) * perColumn) - 1)
      if end >= start, let pick = tallest(start...end) { chosen.append(pick) }
      start = end + 1
    }
    return chosen
  }

  /// A bar's horizontal extent: one x-step, centred on the point (wider when decimated).
  func barSpan(_ index: Int, _ transform: PlotTransform, width: Double) -> (Double, Double) {
    let center = transform.x(data.x[index])
    let half = abs(width * transform.xPixelsPerUnit) / 2
    return (center - half, center + half)
  }

  /// One series of bars from 0, faded by the series' alpha; the selected bar keeps its colour.
  func bars(in area: MarkArea) -> [DisplayNode] {
    var nodes: [DisplayNode] = []
    let step = data.minimumStep
    for (seriesIndex, series) in data.series.enumerated() where alphas[seriesIndex] > 0 {
      let transform = area.transform(seriesIndex)
      let index = view.rules.index(ofSeries: seriesIndex)
      let picks = barIndices(area) { index.extremes(in: $0)?.max }
      let width = step * max(1, Double(area.points.count) / Double(max(1, picks.count)))
      let zero = transform.y(0)
      let color = palette.seriesColor(series.color)
      var fills = BarFills(colors: barColors(color, area: area))
      for i in picks where !series.values[i].isNaN {
        let (left, right) = barSpan(i, transform, width: width)
        let top = transform.y(series.values[i])
        let rect = Rect(
          x: min(left, right), y: min(top, zero), width: abs(right - left), height: abs(zero - top))
        fills.add(rect, index: i)
      }
      nodes += fills.nodes(fading: alphas[seriesIndex])
    }
    return nodes
  }

  /// Bars stacked by value × alpha, first series at the bottom: hiding a series shrinks its
  /// part of every bar rather than fading it.
  func stackedBars(in area: MarkArea) -> [DisplayNode] {
    let transform = area.transform(0)
    let visible = data.series.indices.filter { alphas[$0] > 0 }
    guard !visible.isEmpty else { return [] }
    let sums = view.rules.stackIndex(for: visible)
    let picks = barIndices(area) { sums.extremes(in: $0)?.max }
    let width = data.minimumStep * max(1, Double(area.points.count) / Double(max(1, picks.count)))
    var fills = data.series.map {
      BarFills(colors: barColors(palette.seriesColor($0.color), area: area))
    }
    for i in picks {
      let (left, right) = barSpan(i, transform, width: width)
      var base = 0.0
      for k in visible {
        let value = data.series[k].values[i]
        guard !value.isNaN else { continue }
        let top = base + max(0, value) * alphas[k]
        let (y0, y1) = (transform.y(base), transform.y(top))
        base = top
        guard y0 != y1 else { continue }
        let rect = Rect(
          x: min(left, right), y: min(y0, y1), width: abs(right - left), height: abs(y0 - y1))
        fills[k].add(rect, index: i)
      }
    }
    return fills.flatMap { $0.nodes(fading: 1) }
  }
}

/// The colours of one series' bars: the selected bar's, and every other bar's.
struct BarColors {
  /// The bar under the indicator, if one is selected.
  var selected: Int?
  /// The selected bar's colour: the series' own.
  var selectedColor: Color
  /// The colour of the other bars: faded towards the background while one is selected.
  var others: Color
}

/// The bars of one series gathered into one path per colour, to be filled in as few draws as
/// possible.
struct BarFills {
  /// The colours the bars take.
  let colors: BarColors
  private var othersPath = Path()
  private var selectedPath = Path()

  /// Bars of a series coloured by `colors`.
  init(colors: BarColors) { self.colors = colors }

  /// Adds the bar of point `index`.
  mutating func add(_ rect: Rect, index: Int) {
    if index == colors.selected, colors.selectedColor != colors.others {
      selectedPath.addRect(rect)
    } else {
      othersPath.addRect(rect)
    }
  }

  /// The fills, faded by `alpha`, in drawing order.
  func nodes(fading alpha: Double) -> [DisplayNode] {
    let fills: [(color: Color, path: Path)] = [
      (colors.others, othersPath), (colors.selectedColor, selectedPath),
    ]
    return fills.filter { !$0.path.elements.isEmpty }
      .sorted { Self.drawnBefore($0.color, $1.color) }
      .map { DisplayNode.fill($0.path, $0.color.fading(alpha)) }
  }

  /// Whether a fill of colour `a` is drawn before one of `b`: the more transparent first, then
  /// the less red.
  private static func drawnBefore(_ a: Color, _ b: Color) -> Bool {
    a.alpha < b.alpha || (a.alpha == b.alpha && a.red < b.red)
  }
}
