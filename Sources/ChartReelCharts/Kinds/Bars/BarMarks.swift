import ChartReelCore

extension PlotContext {
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

  /// Bars from 0, the selected bar keeping its colour: one series fills each period; several
  /// stand side by side in it (`BarGroup.slots`), a series being hidden narrowing its bar to
  /// nothing as the others widen.
  func bars(in area: MarkArea) -> [DisplayNode] {
    var nodes: [DisplayNode] = []
    let grouped = data.series.count > 1
    let slots = BarGroup.slots(alphas)
    for (seriesIndex, series) in data.series.enumerated() where alphas[seriesIndex] > 0 {
      let transform = area.transform(seriesIndex)
      let index = indexes.index(ofSeries: seriesIndex)
      let layout = barColumns(area, transform, tallest: index)
      let zero = transform.y(0)
      let color = palette.seriesColor(series.color)
      var fills = BarFills(
        colors: barColors(color, area: area), joined: layout.joined && !grouped,
        columns: layout.columns.count)
      for var column in layout.columns {
        let value = series.values[column.pick]
        guard !value.isNaN else {
          fills.breakRun()
          continue
        }
        if grouped {
          // The first series leads: on the left, or on the right when time runs leftwards.
          let slot = slots[seriesIndex]
          column.narrow(
            to: transform.xPixelsPerUnit < 0 ? (1 - slot.upperBound)...(1 - slot.lowerBound) : slot)
        }
        fills.add(column, bottom: zero, top: transform.y(value))
      }
      nodes += fills.nodes(fading: grouped ? 1 : alphas[seriesIndex])
    }
    return nodes
  }

  /// Bars stacked by value × alpha, first series at the bottom: hiding a series shrinks its
  /// part of every bar rather than fading it.
  func stackedBars(in area: MarkArea) -> [DisplayNode] {
    let transform = area.transform(0)
    let visible = data.series.indices.filter { alphas[$0] > 0 }
    guard !visible.isEmpty else { return [] }
    let sums = indexes.stackIndex(for: visible)
    let layout = barColumns(area, transform, tallest: sums)
    var fills = data.series.map {
      BarFills(
        colors: barColors(palette.seriesColor($0.color), area: area), joined: layout.joined,
        columns: layout.columns.count)
    }
    for column in layout.columns {
      var base = 0.0
      for k in visible {
        let value = data.series[k].values[column.pick]
        guard !value.isNaN else {
          fills[k].breakRun()
          continue
        }
        let top = base + max(0, value) * alphas[k]
        let (y0, y1) = (transform.y(base), transform.y(top))
        let first = base == 0
        base = top
        guard y0 != y1 else {
          fills[k].breakRun()
          continue
        }
        // Each part reaches a pixel into the one below, which it covers: no pale seam where
        // two antialiased edges meet.
        fills[k].add(column, bottom: first ? y0 : y0 + 1, top: y1)
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
