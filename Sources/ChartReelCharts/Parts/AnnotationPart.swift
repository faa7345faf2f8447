import ChartReelCore

extension ChartDrawing {
  /// Where an annotation is drawn now, in canvas pixels, before its own offset and scale: an
  /// x line is [x, plot top, 0, plot height], a y line [plot left, y, plot width, 0], a band
  /// spans its x range over the plot's height, a point is its dot's box.
  func frame(of annotation: AnnotationContent) -> Rect {
    switch annotation.kind {
    case .xLine(let x):
      return Rect(x: transform.x(x), y: plot.minY, width: 0, height: plot.height)
    case .yLine(let y):
      return Rect(x: plot.minX, y: transform.y(y), width: plot.width, height: 0)
    case .band(let from, let to):
      let (a, b) = (transform.x(from), transform.x(to))
      return Rect(x: min(a, b), y: plot.minY, width: abs(b - a), height: plot.height)
    case .point(let id, let x):
      let radius = 5 * unit
      let index = data.seriesIndex(id: id) ?? 0
      let center = transform(forSeries: index).point(
        x: x, y: data.series[index].value(atX: x, in: data.x))
      return Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
    }
  }

  /// Every annotation, clipped to the plot, with its opacity, offset and scale.
  ///
  /// X lines come last, so that their labels can move clear of every other label.
  func annotationNodes() -> [DisplayNode] {
    var nodes: [DisplayNode] = []
    let t = state.time
    var labels: [Rect] = []
    let (lines, others) = chart.annotations.reduce(into: ([ChartAnnotation](), [ChartAnnotation]()))
    { split, annotation in
      if case .xLine = annotation.content.kind {
        split.0.append(annotation)
      } else {
        split.1.append(annotation)
      }
    }
    for annotation in others + lines {
      let opacity = annotation.opacity.value(at: t)
      guard opacity > 0 else { continue }
      let frame = frame(of: annotation.content)
      let drawn = annotationDrawing(annotation.content, frame: frame, labels: &labels)
      nodes += DisplayNode.wrapping(
        drawn, opacity: opacity, transform: annotation.transform(at: t, frame: frame))
    }
    // Clipped to the plot's width; room above (up to the header) and below keeps a point on
    // the highest or lowest value whole, with its label.
    let margin = 8 * unit
    let top = min(plot.minY - margin, (layout.header?.maxY ?? plot.minY) + unit)
    let clip = Rect(
      x: plot.minX, y: top, width: plot.width, height: plot.maxY + margin - top)
    return nodes.isEmpty ? [] : [.group(clip: .rect(clip), opacity: 1, children: nodes)]
  }

  /// An annotation's marks and label; `labels` holds the boxes of the labels drawn before, so
  /// that an x line's label moves down clear of them.
  private func annotationDrawing(
    _ annotation: AnnotationContent, frame: Rect, labels: inout [Rect]
  ) -> [DisplayNode] {
    let color = annotation.color ?? palette.accent
    let width = max(1, 1.5 * unit)
    let font = Font(size: ChartLayout.Metrics.axisTextSize * unit, weight: .bold)
    let gap = 4 * unit
    var nodes: [DisplayNode] = []
    var labelAt = Point(x: frame.minX + gap, y: frame.minY + gap)
    var alignment: TextRun.Alignment = .left
    switch annotation.kind {
    case .xLine:
      var line = Path()
      line.move(to: Point(x: frame.minX, y: frame.minY))
      line.line(to: Point(x: frame.minX, y: frame.maxY))
      nodes.append(.stroke(line, color, StrokeStyle(width: width, dashes: [4 * unit, 3 * unit])))
    case .yLine:
      var line = Path()
      line.move(to: Point(x: frame.minX, y: frame.minY))
      line.line(to: Point(x: frame.maxX, y: frame.minY))
      nodes.append(.stroke(line, color, StrokeStyle(width: width, dashes: [4 * unit, 3 * unit])))
      labelAt = Point(
        x: rightToLeft ? frame.minX + gap : frame.maxX - gap, y: frame.minY - gap - font.size * 1.25
      )
      alignment = rightToLeft ? .left : .right
    case .band:
      nodes.append(.fill(.rect(frame), color.fading(0.14)))
      labelAt = Point(x: frame.midX, y: frame.minY + gap)
      alignment = .center
    case .point:
      nodes.append(
        .fill(.circle(center: frame.center, radius: frame.width / 2), palette.background))
      nodes.append(
        .stroke(
          .circle(center: frame.center, radius: frame.width / 2), color,
          StrokeStyle(width: 2 * width)))
      // Beside the dot, towards the plot's middle.
      let right = frame.midX < plot.midX
      labelAt = Point(
        x: right ? frame.maxX + gap : frame.minX - gap, y: frame.midY - font.size * 0.62)
      alignment = right ? .left : .right
    }
    if let label = annotation.label, !label.isEmpty {
      if case .xLine = annotation.kind {
        (labelAt, alignment) = xLineLabelPlace(
          label, line: frame.minX, top: frame.minY + gap, font: font, labels: labels)
      }
      labels.append(
        TextRun(label, at: labelAt, alignment: alignment, font: font, color: color).box(
          measurer: measurer))
      nodes.append(
        .text(
          TextRun(
            label, at: labelAt, alignment: alignment, font: font, color: color,
            role: .annotation)))
    }
    return nodes
  }
}

extension ChartDrawing {
  /// Where an x line's label goes: beside the line on the reading side, or on the other side
  /// where it would leave the plot, moved down a line at a time clear of `labels`.
  func xLineLabelPlace(
    _ label: String, line: Double, top: Double, font: Font, labels: [Rect]
  ) -> (Point, TextRun.Alignment) {
    let gap = 4 * unit
    let size = measurer.measure(label, font: font)
    let after =
      rightToLeft ? line - gap - size.width >= plot.minX : line + gap + size.width <= plot.maxX
    let right = after != rightToLeft
    let x = right ? line + gap : line - gap
    var y = top
    for _ in 0..<4 {
      let box = Rect(x: right ? x : x - size.width, y: y, width: size.width, height: size.height)
      guard labels.contains(where: { $0.intersects(box) }) else { break }
      y += size.height + gap / 2
    }
    return (Point(x: x, y: y), right ? .left : .right)
  }
}

extension ChartSeries {
  /// The value at data x, interpolated linearly between the points around it; NaN in a gap.
  package func value(atX value: Double, in x: [Double]) -> Double {
    guard let first = x.first, let last = x.last else { return .nan }
    if value <= first { return values[0] }
    if value >= last { return values[values.count - 1] }
    var low = 0
    var high = x.count - 1
    while high - low > 1 {
      let mid = (low + high) / 2
      if x[mid] <= value { low = mid } else { high = mid }
    }
    let fraction = (value - x[low]) / (x[high] - x[low])
    return values[low] + (values[high] - values[low]) * fraction
  }
}
