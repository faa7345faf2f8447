import ChartReelCore

extension ChartDrawing {
  /// The point the indicator selects, when it is shown and inside the window.
  var selectedIndex: Int? {
    state.indicatorAlpha > 0 ? indicatorIndex : nil
  }

  /// A bar's colour: under the indicator every other bar fades to 30 % of its colour over the
  /// background, as the tooltip appears (Telegram's selection).
  func barColor(_ color: Color, index: Int, area: MarkArea) -> Color {
    guard !area.isMinimap, let selected = selectedIndex, selected != index else { return color }
    let dimmed = palette.background.mixed(with: color, 0.3)
    return color.mixed(with: dimmed, min(1, max(0, state.indicatorAlpha)))
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
      var groups: [Color: Path] = [:]
      for i in picks where !series.values[i].isNaN {
        let (left, right) = barSpan(i, transform, width: width)
        let top = transform.y(series.values[i])
        let rect = Rect(
          x: min(left, right), y: min(top, zero), width: abs(right - left), height: abs(zero - top))
        groups[barColor(color, index: i, area: area), default: Path()].append(
          contentsOf: .rect(rect))
      }
      for (fill, path) in groups.sorted(by: {
        $0.key.alpha < $1.key.alpha || ($0.key.alpha == $1.key.alpha && $0.key.red < $1.key.red)
      }) {
        nodes.append(.fill(path, fill.fading(alphas[seriesIndex])))
      }
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
    var paths: [[Color: Path]] = Array(repeating: [:], count: data.series.count)
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
        let color = barColor(palette.seriesColor(data.series[k].color), index: i, area: area)
        paths[k][color, default: Path()].append(contentsOf: .rect(rect))
      }
    }
    return paths.flatMap { groups in
      groups.sorted {
        $0.key.alpha < $1.key.alpha || ($0.key.alpha == $1.key.alpha && $0.key.red < $1.key.red)
      }
      .map { DisplayNode.fill($0.value, $0.key) }
    }
  }
}
