import ChartReelCore

extension ChartDrawing {
  /// The colour of a y label whose middle is at `y`, readable (3:1) over what lies under it.
  ///
  /// Labels are drawn over bars and areas: at the reading edge, a label over a filled band takes
  /// the axis colour pushed towards black or white until it reads against the band's colour.
  func gridLabelColor(atY y: Double) -> Color {
    let base = palette.axisText
    guard let fill = fillColor(atY: y) else { return base }
    let under = fill.composited(over: palette.background)
    guard let colors = compiled.caches?.labelColors else {
      return base.readable(on: under, minimum: 3)
    }
    return colors.value(for: ColorPairKey(text: base, under: under)) {
      base.readable(on: under, minimum: 3)
    }
  }

  /// The colour filled at height `y` at the point under the reading edge (the right edge,
  /// right to left), as it is drawn there — a bar dimmed while another is selected — on charts
  /// of bars and areas; nil above the data or on line charts.
  private func fillColor(atY y: Double) -> Color? {
    guard compiled.behavior.grid == .overFills else { return nil }
    let percentage = compiled.behavior.yAxis == .shares
    let edge = rightToLeft ? plot.maxX - 1 : plot.minX + 1
    let index = data.nearestIndex(toX: transform.xValue(atPixel: edge))
    if compiled.behavior.fills == .sideBySide && data.series.count > 1 {
      return groupedBarColor(atY: y, index: index, edge: edge)
    }
    let tops = plotContext.stackTops(at: index, percentage: percentage)
    var below = transform.y(0)
    for (k, top) in tops.enumerated() where alphas[k] > 0 {
      let above = transform.y(top)
      if y <= below && y >= above {
        var color = palette.seriesColor(data.series[k].color)
        if compiled.behavior.xExtent == .steps {
          let bars = plotContext.barColors(color, area: plotArea)
          color = bars.selected == index ? bars.selectedColor : bars.others
        }
        return color.fading(alphas[k])
      }
      below = above
    }
    return nil
  }

  /// The colour at height `y` of the bar under `edge` where bars of several series stand side
  /// by side in point `index`'s period (`BarGroup`), or nil between or above them.
  private func groupedBarColor(atY y: Double, index: Int, edge: Double) -> Color? {
    let extent = data.barExtent(at: index)
    let (a, b) = (transform.x(extent.lower), transform.x(extent.upper))
    guard abs(b - a) > 0 else { return nil }
    let across = (edge - min(a, b)) / abs(b - a)
    let fraction = transform.xPixelsPerUnit < 0 ? 1 - across : across
    let slots = BarGroup.slots(alphas)
    guard
      let k = slots.indices.first(where: { alphas[$0] > 0 && slots[$0].contains(fraction) }),
      !data.series[k].values[index].isNaN
    else { return nil }
    let series = plotArea.transform(k)
    let (zero, top) = (series.y(0), series.y(data.series[k].values[index]))
    guard y >= min(zero, top) && y <= max(zero, top) else { return nil }
    let bars = plotContext.barColors(palette.seriesColor(data.series[k].color), area: plotArea)
    return bars.selected == index ? bars.selectedColor : bars.others
  }
}
