import ChartReelCore

/// A frame between the overview and a day, as Telegram Android draws it: the overview
/// stretches around the day and fades while the day's chart grows from the same point; the
/// grid, labels and mini-maps cross-fade; the title gives way to "Zoom Out".
struct ZoomTransition {
  let overview: ChartDrawing
  let day: ChartDrawing
  /// 0 the overview, 1 the day (already eased by the zoom's curve).
  let progress: Double

  /// The point both charts scale about: the day's middle on the overview's plot, at the
  /// height of the highest visible value there.
  var pivot: Point {
    let data = overview.data
    guard let midnight = day.compiled.day.flatMap(DayZoom.midnight) else {
      return overview.plot.center
    }
    let x = midnight + DayZoom.day / 2
    let index = data.nearestIndex(toX: x)
    let highest = data.series.indices.filter { overview.alphas[$0] > 0 }
      .map { data.series[$0].values[index] }.filter { !$0.isNaN }.max()
    let y = highest.map { overview.transform.y($0) } ?? overview.plot.midY
    return Point(
      x: overview.transform.x(x),
      y: min(max(y, overview.plot.minY), overview.plot.maxY))
  }

  func nodes() -> [DisplayNode] {
    let p = progress
    let parent = overview.layers()
    let child = day.layers()
    let pivot = self.pivot
    let clip = Path.rect(overview.plotClip)
    // The overview's data stretches in x by 1 + 2p; lines are gone half way, the rest fade.
    let parentAlpha = overview.compiled.behavior.zoom == .lines ? max(0, 1 - 2 * p) : 1 - p
    let stretch = AffineTransform.scale(1 + 2 * p, 1, about: pivot)
    // The day's data grows from the pivot: lines in x and y, bars and other kinds in x only;
    // lines appear from 30 % of the way. A percentage chart's day turns into its pie instead.
    let isLine =
      day.compiled.behavior.zoom == .lines
      && day.compiled.data.series.count == overview.data.series.count
    let grows = day.compiled.behavior.zoom != .weekPie
    let childAlpha = day.compiled.behavior.zoom == .lines ? (p < 0.3 ? 0 : p) : grows ? p : 1
    let grow = grows ? AffineTransform.scale(p, isLine ? p : 1, about: pivot) : .identity
    var nodes = day.headerPart?.titleNodes() ?? []
    // The dates hand over in turn, as different legends do: two right-aligned runs of
    // different lengths cross-faded would overprint ("23 January 2019Friday, 5 April 2019").
    nodes += DisplayNode.wrapping(
      overview.headerPart?.dateRange() ?? [], opacity: max(0, 1 - 2 * p))
    nodes += DisplayNode.wrapping(day.headerPart?.dateRange() ?? [], opacity: max(0, 2 * p - 1))
    nodes += DisplayNode.wrapping(parent.grid, opacity: 1 - p)
    nodes += DisplayNode.wrapping(child.grid, opacity: p)
    nodes += DisplayNode.wrapping(
      DisplayNode.wrapping(parent.data, transform: stretch), opacity: parentAlpha, clip: clip)
    nodes += DisplayNode.wrapping(
      DisplayNode.wrapping(child.data, transform: grow), opacity: childAlpha, clip: clip)
    nodes += DisplayNode.wrapping(parent.labels, opacity: 1 - p)
    nodes += DisplayNode.wrapping(child.labels, opacity: p)
    // The overview's indicator rides on its data: moved (not stretched, so rings stay round)
    // to where the stretch takes its point, kept to its own clip, fading with the data.
    let ride = overview.indicatorLineX.map { x in
      AffineTransform.translation(stretch.apply(Point(x: x, y: 0)).x - x, 0)
    }
    nodes += DisplayNode.wrapping(
      DisplayNode.wrapping(parent.indicator, transform: ride ?? .identity),
      opacity: parentAlpha, clip: .rect(overview.ringClip))
    nodes += DisplayNode.wrapping(child.indicator, opacity: p)
    nodes += DisplayNode.wrapping(parent.minimap, opacity: 1 - p)
    nodes += DisplayNode.wrapping(child.minimap, opacity: p)
    // Different legends hand over in turn, so their pills never overprint.
    if overview.data.series.map(\.name) == day.data.series.map(\.name) {
      nodes += child.legend
    } else {
      nodes += DisplayNode.wrapping(parent.legend, opacity: max(0, 1 - 2 * p))
      nodes += DisplayNode.wrapping(child.legend, opacity: max(0, 2 * p - 1))
    }
    nodes += DisplayNode.wrapping(parent.tooltip, opacity: max(0, 1 - 2 * p))
    nodes += DisplayNode.wrapping(child.tooltip, opacity: max(0, 2 * p - 1))
    return nodes
  }
}
