import ChartReelCore

extension PlotContext {
  /// The intervals as bars from their start to their end, rising from the bottom of the area
  /// to their height, in their colour or a horizontal gradient (which runs the other way on a
  /// right-to-left canvas, with the time); later intervals over earlier ones.
  func intervals(in area: Rect, transform: PlotTransform) -> [DisplayNode] {
    guard let timeline = data.timeline else { return [] }
    var nodes: [DisplayNode] = []
    for index in shownIntervals(transform) {
      let interval = timeline.intervals[index]
      let a = transform.x(interval.start * 60_000)
      let b = transform.x(interval.end * 60_000)
      let top = area.maxY - interval.height * area.height
      let rect = Rect(x: min(a, b), y: top, width: abs(b - a), height: area.maxY - top)
      guard rect.width > 0, rect.height > 0 else { continue }
      if let to = interval.gradientTo {
        nodes.append(
          .gradientFill(
            .rect(rect),
            LinearGradient(
              start: Point(x: a, y: rect.midY), end: Point(x: b, y: rect.midY),
              stops: [(0, interval.color), (1, to)])))
      } else {
        nodes.append(.fill(.rect(rect), interval.color))
      }
    }
    return nodes
  }

  /// The positions of the intervals that `transform`'s plot shows (from its left edge to its
  /// right, in minutes), in the data's order: found by start in the compiled chart's index
  /// (`TimelineIndex`), so a frame costs what it shows, not what the day holds.
  func shownIntervals(_ transform: PlotTransform) -> [Int] {
    guard let index = prepared as? TimelineIndex else { return [] }
    let edges = [transform.rect.minX, transform.rect.maxX].map {
      ($0 - transform.xOffset) / transform.xScale / 60_000
    }
    guard let lower = edges.min(), let upper = edges.max(), lower.isFinite, upper.isFinite
    else { return [] }
    return index.overlapping(lower, upper)
  }

  /// Vertical grid lines that thin with the window: every 15 minutes at two hours, hourly from
  /// about six, every three hours at a whole day; the hours a little stronger.
  ///
  /// Each spacing fades in as the lines it adds come to be no denser than `timelineGridLines`
  /// across the plot, so zooming thins and fills the grid smoothly.
  func timelineGrid() -> [DisplayNode] {
    let points = data.indexRange(covering: window)
    let width = max(1, unit / 2)
    let hours = window.width * 24
    // Strides in 15-minute points: 15 and 30 minutes, 1, 2 and 3 hours.
    let strides = [1, 2, 4, 8, 12]
    let shown = strides.map { stride -> Double in
      let lines = hours * 4 / Double(stride)
      let most = Self.timelineGridLines
      return min(1, max(0, (most - lines) / (most * 0.25)))
    }
    var nodes: [DisplayNode] = []
    for index in points {
      let alpha = zip(strides, shown).filter { index % $0.0 == 0 }.map(\.1).max() ?? 0
      guard alpha > 0 else { continue }
      let x = (transform.x(data.x[index]) * 2).rounded() / 2 + (width == 1 ? 0.5 : 0)
      guard x >= plot.minX - 0.5, x <= plot.maxX + 0.5 else { continue }
      var line = Path()
      line.move(to: Point(x: x, y: plot.minY))
      line.line(to: Point(x: x, y: plot.maxY))
      let hour = index % 4 == 0
      nodes.append(
        .stroke(
          line, palette.gridLine.fading((hour ? 1.6 : 0.8) * alpha), StrokeStyle(width: width)))
    }
    return nodes
  }

  /// The most vertical grid lines a timeline's plot shows.
  static let timelineGridLines = 10.0

  /// The x of "now" on the plot, when the timeline has one inside the window.
  var nowX: Double? {
    guard let now = data.timeline?.now else { return nil }
    let x = transform.x(now * 60_000)
    return x >= plot.minX - 0.5 && x <= plot.maxX + 0.5 ? x : nil
  }

  /// The now-marker, as the seed's renderer draws it: a line across the plot over the grid
  /// and the intervals, a circle on the axis below and a pointer above, both outside the
  /// plot.
  func nowMarker() -> [DisplayNode] {
    guard let x = nowX else { return [] }
    let color = Color(rgb: 0xFE3C30)
    let pointerHeight = 10 * unit * 0.5
    let pointerWidth = 12 * unit * 0.5
    var line = Path()
    line.move(to: Point(x: x, y: plot.maxY))
    line.line(to: Point(x: x, y: plot.minY - pointerHeight / 2))
    var pointer = Path()
    pointer.move(to: Point(x: x, y: plot.minY))
    pointer.line(to: Point(x: x - pointerWidth / 2, y: plot.minY - pointerHeight))
    pointer.line(to: Point(x: x + pointerWidth / 2, y: plot.minY - pointerHeight))
    pointer.close()
    return [
      .stroke(line, color, StrokeStyle(width: 2 * unit * 0.5)),
      .fill(.circle(center: Point(x: x, y: plot.maxY), radius: 6 * unit * 0.5), color),
      .fill(pointer, color),
    ]
  }
}

extension PlotContext {
  /// Each interval's label inside the visible part of its bar, at the reading edge, on one
  /// line: shortened with "…" to fit, and left out when fewer than three characters would fit,
  /// when the bar is not tall enough, or where it would overprint the label of a later (upper)
  /// interval.
  func intervalLabels() -> [DisplayNode] {
    guard let timeline = data.timeline else { return [] }
    let font = Font(size: ChartLayout.Metrics.axisTextSize * unit, weight: .bold)
    let pad = 4 * unit
    var placed: [Rect] = []
    var nodes: [DisplayNode] = []
    for index in shownIntervals(transform).reversed() {
      let interval = timeline.intervals[index]
      guard let label = interval.label, !label.isEmpty else { continue }
      let a = transform.x(interval.start * 60_000)
      let b = transform.x(interval.end * 60_000)
      let left = max(min(a, b), plot.minX)
      let right = min(max(a, b), plot.maxX)
      let top = plot.maxY - interval.height * plot.height
      guard right - left > 2 * pad,
        let text = measurer.fitting(
          label, font: font, width: right - left - 2 * pad, minimumCharacters: 3)
      else { continue }
      let size = measurer.measure(text, font: font)
      guard plot.maxY - top >= size.height + 2 * pad else { continue }
      let x = rightToLeft ? right - pad - size.width : left + pad
      let box = Rect(x: x, y: top + pad, width: size.width, height: size.height)
      guard !placed.contains(where: { $0.intersects(box) }) else { continue }
      placed.append(box)
      nodes.append(
        .text(
          TextRun(
            text, at: box.origin, font: font, color: interval.color.inkOnFill.fading(0.9),
            role: .timelineLabel)))
    }
    return nodes.reversed()
  }
}

extension ChartRenderer {
  /// The memory of a timeline's interval nodes, which one frame may draw all of (a whole day,
  /// or the mini-map); for a chart of series, its lines, which the plot's pixel columns bound
  /// (about four points of 64 bytes a column, for each series).
  package var drawingBytes: Int {
    let width = layout.plot.width
    let columns = (width.isFinite ? Int(min(max(width, 0), 1e6)) : 0) + 1
    return ((overview.prepared as? TimelineIndex)?.drawingBytes ?? 0) + data.series.count * columns
      * 256
  }
}
