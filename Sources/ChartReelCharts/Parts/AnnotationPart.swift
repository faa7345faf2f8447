import ChartReelCore

/// The annotations over the plot — x and y lines, bands and points a scene marks on its data —
/// each label placed clear of the labels before it, of the grid's value labels and of the
/// indicator's card (`AnnotationLabelPlacer`).
///
/// Takes the annotations (what each marks, and its opacity, offset and scale tracks), the
/// frame's time, the data (a point sits on its series' value), the plot and its transforms,
/// the header's bottom, the card and value labels to keep clear of, and the frame's
/// `PartStyle`; the chart builds it (`ChartDrawing.annotationPart`).
struct AnnotationPart {
  /// The annotations, in the scene's order.
  let annotations: [ChartAnnotation]
  /// The frame's time, in seconds.
  let time: Double
  /// The chart's data: a point annotation's series and value.
  let data: ChartData
  /// The plot's rectangle.
  let plot: Rect
  /// Maps data to the plot's pixels.
  let transform: PlotTransform
  /// The transform of each series on its own y-axis (two axes); a series without one uses
  /// `transform`.
  let seriesTransforms: [PlotTransform]
  /// The bottom of the header, which labels above the plot stay under; nil without a header.
  let headerBottom: Double?
  /// The indicator's card and its opacity, while one shows.
  let card: (frame: Rect, alpha: Double)?
  /// The boxes of the grid's value labels that show: no annotation label prints over them.
  let valueLabels: [Rect]
  let style: PartStyle

  private var unit: Double { style.unit }
  private var measurer: any TextMeasuring { style.measurer }
  private var rightToLeft: Bool { style.rightToLeft }

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
      let series = seriesTransforms.indices.contains(index) ? seriesTransforms[index] : transform
      let center = series.point(x: x, y: data.series[index].value(atX: x, in: data.x))
      return Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
    }
  }

  /// Every annotation, clipped to the plot, with its opacity, offset and scale.
  ///
  /// X lines come last, so that their labels can move clear of every other label.
  func nodes() -> [DisplayNode] {
    var nodes: [DisplayNode] = []
    let t = time
    let yLines = annotations.compactMap { annotation -> Rect? in
      guard case .yLine = annotation.content.kind, annotation.opacity.value(at: t) > 0 else {
        return nil
      }
      return frame(of: annotation.content).insetBy(dx: 0, dy: -unit)
    }
    // Labels stay inside the plot's width; room above (up to the header) and below keeps a
    // point on the highest or lowest value whole, with its label. The marks are cut at the
    // plot's sides themselves (bands, lines), so that a point on the first or last value is
    // drawn whole, as the indicator's rings are.
    let margin = 8 * unit
    let top = min(plot.minY - margin, (headerBottom ?? plot.minY) + unit)
    let area = Rect(
      x: plot.minX, y: top, width: plot.width, height: plot.maxY + margin - top)
    // A point's ring fades out over its own width as its value leaves the plot: never cut.
    let clip = area.insetBy(dx: -20 * unit, dy: 0)
    let placer = AnnotationLabelPlacer(
      area: area, card: card, lines: yLines + valueLabels, measurer: measurer)
    let (lines, others) = annotations.reduce(into: ([ChartAnnotation](), [ChartAnnotation]())) {
      split, annotation in
      if case .xLine = annotation.content.kind {
        split.0.append(annotation)
      } else {
        split.1.append(annotation)
      }
    }
    let shown = (others + lines).filter { $0.opacity.value(at: t) > 0 }
    let drawings = shown.map { annotation in
      annotationDrawing(annotation.content, frame: frame(of: annotation.content))
    }
    let labels = placer.runs(drawings.map(\.label))
    for (k, annotation) in shown.enumerated() {
      let frame = frame(of: annotation.content)
      nodes += DisplayNode.wrapping(
        drawings[k].marks + labels[k].map { .text($0) }, opacity: annotation.opacity.value(at: t),
        transform: annotation.transform(at: t, frame: frame))
    }
    return nodes.isEmpty ? [] : [.group(clip: .rect(clip), opacity: 1, children: nodes)]
  }

  /// An annotation's marks, and its label with the places it may take.
  private func annotationDrawing(_ annotation: AnnotationContent, frame: Rect) -> (
    marks: [DisplayNode], label: AnnotationLabelPlacer.Label?
  ) {
    let color = annotation.color ?? style.palette.accent
    let width = max(1, 1.5 * unit)
    let font = Font(size: ChartLayout.Metrics.axisTextSize * unit, weight: .bold)
    let gap = 4 * unit
    var nodes: [DisplayNode] = []
    let dashes = StrokeStyle(width: width, dashes: [4 * unit, 3 * unit])
    let height = measurer.measure("Ag", font: font).height
    var places: [AnnotationLabelPlacer.Place] = []
    var opacity = 1.0
    switch annotation.kind {
    case .xLine:
      var line = Path()
      line.move(to: Point(x: frame.minX, y: frame.minY))
      line.line(to: Point(x: frame.minX, y: frame.maxY))
      // The line and its label show while the line is in view.
      guard frame.minX >= plot.minX - 0.5 && frame.minX <= plot.maxX + 0.5 else {
        return (nodes, nil)
      }
      nodes.append(.stroke(line, color, dashes))
      places = xLineLabelPlaces(
        annotation.label ?? "", line: frame.minX, top: frame.minY + gap, font: font)
    case .yLine:
      var line = Path()
      line.move(to: Point(x: frame.minX, y: frame.minY))
      line.line(to: Point(x: frame.maxX, y: frame.minY))
      nodes.append(.stroke(line, color, dashes))
      // Above the line at the far end, below it, then the same at the near end.
      let (far, near) =
        rightToLeft ? (frame.minX + gap, frame.maxX - gap) : (frame.maxX - gap, frame.minX + gap)
      let (farSide, nearSide): (TextRun.Alignment, TextRun.Alignment) =
        rightToLeft ? (.left, .right) : (.right, .left)
      let (above, below) = (frame.minY - gap - font.size * 1.25, frame.minY + gap / 2)
      places = [
        .init(at: Point(x: far, y: above), alignment: farSide),
        .init(at: Point(x: far, y: below), alignment: farSide),
        .init(at: Point(x: near, y: above), alignment: nearSide),
        .init(at: Point(x: near, y: below), alignment: nearSide),
      ]
    case .band:
      let (left, right) = (max(frame.minX, plot.minX), min(frame.maxX, plot.maxX))
      if left < right {
        let shown = Rect(x: left, y: frame.minY, width: right - left, height: frame.height)
        nodes.append(.fill(.rect(shown), color.fading(0.14)))
      }
      // At the top in the middle, then lower down, a line at a time.
      let x = bandLabelCenter(annotation.label ?? "", band: frame, font: font)
      places = (0..<12).map {
        .init(
          at: Point(x: x, y: frame.minY + gap + Double($0) * (height + gap / 2)),
          alignment: .center)
      }
    case .point:
      // Whole while its value is in view; fading out over its own width as it leaves, its
      // label with it.
      let outside = max(0, plot.minX - frame.midX, frame.midX - plot.maxX)
      let shown = max(0, 1 - outside / frame.width)
      guard shown > 0 else { return (nodes, nil) }
      opacity = shown
      nodes.append(
        .fill(
          .circle(center: frame.center, radius: frame.width / 2),
          style.palette.background.fading(shown)))
      nodes.append(
        .stroke(
          .circle(center: frame.center, radius: frame.width / 2), color.fading(shown),
          StrokeStyle(width: 2 * width)))
      // Beside the dot, towards the plot's middle; then the other side, above and below.
      let towardsRight = frame.midX < plot.midX
      let beside = frame.midY - font.size * 0.62
      let right = AnnotationLabelPlacer.Place(
        at: Point(x: frame.maxX + gap, y: beside), alignment: .left)
      let left = AnnotationLabelPlacer.Place(
        at: Point(x: frame.minX - gap, y: beside), alignment: .right)
      places =
        (towardsRight ? [right, left] : [left, right]) + [
          .init(at: Point(x: frame.midX, y: frame.minY - gap / 2 - height), alignment: .center),
          .init(at: Point(x: frame.midX, y: frame.maxY + gap / 2), alignment: .center),
        ]
    }
    guard let text = annotation.label, !text.isEmpty, !places.isEmpty else { return (nodes, nil) }
    return (
      nodes, .init(text: text, font: font, color: color, places: places, opacity: opacity)
    )
  }

  /// Where a band's label is centred: over the middle of the part of the band in view, moved
  /// as little as keeps the whole label inside the plot, so a band half scrolled out (or
  /// narrower than its label, at an edge) keeps its label whole; the band's middle when none of
  /// it is in view.
  func bandLabelCenter(_ label: String, band: Rect, font: Font) -> Double {
    let low = max(band.minX, plot.minX)
    let high = min(band.maxX, plot.maxX)
    guard low < high else { return band.midX }
    let half = measurer.measure(label, font: font).width / 2
    guard 2 * half <= plot.width else { return plot.midX }
    return min(max((low + high) / 2, plot.minX + half), plot.maxX - half)
  }

  /// The places an x line's label may take: beside the line on the reading side (the other
  /// side where it would leave the plot), then a line lower at a time, then the other side.
  func xLineLabelPlaces(_ label: String, line: Double, top: Double, font: Font)
    -> [AnnotationLabelPlacer.Place]
  {
    let gap = 4 * unit
    let size = measurer.measure(label, font: font)
    let after =
      rightToLeft ? line - gap - size.width >= plot.minX : line + gap + size.width <= plot.maxX
    let right = after != rightToLeft
    let step = size.height + gap / 2
    let lines = max(1, Int(((plot.maxY - top) / step).rounded(.down)))
    func place(_ right: Bool, _ k: Int) -> AnnotationLabelPlacer.Place {
      .init(
        at: Point(x: right ? line + gap : line - gap, y: top + Double(k) * step),
        alignment: right ? .left : .right)
    }
    return (0..<lines).map { place(right, $0) } + (0..<lines).map { place(!right, $0) }
  }
}

extension ChartDrawing {
  /// The annotations of this frame, their labels clear of `card` (the indicator's card, while
  /// it shows) and of `labels` (the grid's value labels that show).
  func annotationPart(avoiding card: Rect? = nil, labels: [Rect] = []) -> AnnotationPart {
    let points = chart.annotations.contains {
      if case .point = $0.content.kind { return true } else { return false }
    }
    return AnnotationPart(
      annotations: chart.annotations, time: state.time, data: data, plot: plot,
      transform: transform,
      seriesTransforms: points ? state.yRanges.indices.map(transform(forSeries:)) : [],
      headerBottom: layout.header?.maxY, card: card.map { ($0, state.indicatorAlpha) },
      valueLabels: labels, style: partStyle)
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
