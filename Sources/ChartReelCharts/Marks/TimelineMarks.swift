import ChartReelCore

extension ChartDrawing {
  /// The intervals as bars from their start to their end, rising from the bottom of the area
  /// to their height, in their colour or a horizontal gradient (which runs the other way on a
  /// right-to-left canvas, with the time); later intervals over earlier ones.
  func intervals(in area: Rect, transform: PlotTransform) -> [DisplayNode] {
    guard let timeline = chart.content.timeline else { return [] }
    var nodes: [DisplayNode] = []
    for interval in timeline.intervals {
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

  /// A grid line every 15 minutes across the plot, the hours a little stronger.
  func timelineGrid() -> [DisplayNode] {
    let points = data.indexRange(covering: window)
    let width = max(1, unit / 2)
    var nodes: [DisplayNode] = []
    for index in points {
      let x = (transform.x(data.x[index]) * 2).rounded() / 2 + (width == 1 ? 0.5 : 0)
      guard x >= plot.minX - 0.5, x <= plot.maxX + 0.5 else { continue }
      var line = Path()
      line.move(to: Point(x: x, y: plot.minY))
      line.line(to: Point(x: x, y: plot.maxY))
      let hour = index % 4 == 0
      nodes.append(
        .stroke(line, palette.gridLine.fading(hour ? 1.6 : 0.8), StrokeStyle(width: width)))
    }
    return nodes
  }

  /// The x of "now" on the plot, when the timeline has one inside the window.
  var nowX: Double? {
    guard let now = chart.content.timeline?.now else { return nil }
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

extension ChartDrawing {
  /// Each interval's label inside its bar, at the reading edge, when the bar is wide and tall
  /// enough to hold it.
  func intervalLabels() -> [DisplayNode] {
    guard let timeline = chart.content.timeline else { return [] }
    let font = Font(size: ChartLayout.Metrics.axisTextSize * unit, weight: .bold)
    var nodes: [DisplayNode] = []
    for interval in timeline.intervals {
      guard let label = interval.label, !label.isEmpty else { continue }
      let a = transform.x(interval.start * 60_000)
      let b = transform.x(interval.end * 60_000)
      let size = measurer.measure(label, font: font)
      let pad = 4 * unit
      let top = plot.maxY - interval.height * plot.height
      guard abs(b - a) >= size.width + 2 * pad, plot.maxY - top >= size.height + 2 * pad else {
        continue
      }
      // Inside the part of the bar that is in view.
      let x = rightToLeft ? min(max(a, b), plot.maxX) - pad : max(min(a, b), plot.minX) + pad
      nodes.append(
        .text(
          TextRun(
            label, at: Point(x: x, y: top + pad), alignment: rightToLeft ? .right : .left,
            font: font, color: Color.white.fading(0.9), role: .timelineLabel)))
    }
    return nodes.isEmpty ? [] : [.group(clip: .rect(plot), opacity: 1, children: nodes)]
  }
}
