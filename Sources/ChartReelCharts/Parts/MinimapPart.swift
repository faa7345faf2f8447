import ChartReelCore

/// The mini-map: the data over the full range, the outside of the window dimmed and the
/// window framed by two handles with grips.
///
/// Takes the strip's rectangle, the window shown, the data already drawn in it by the kind
/// (`ChartDrawing.minimapMarks`) and the frame's `PartStyle`.
struct MinimapPart {
  /// The mini-map's sizes, in dp.
  enum Metrics {
    static let cornerRadius = 6.0
    static let handleWidth = 10.0
    static let frameLineWidth = 1.5
    static let gripHeight = 10.0
    static let gripWidth = 2.0
    static let linePadding = 3.0
  }

  /// The strip's rectangle.
  let rect: Rect
  /// The window shown, as fractions of the data's x range.
  let window: Window
  /// The data in the strip, drawn by the chart's kind.
  let marks: [DisplayNode]
  let style: PartStyle

  /// The pixel x of a fraction of the full x range across the strip.
  func x(_ fraction: Double) -> Double {
    style.rightToLeft ? rect.maxX - fraction * rect.width : rect.minX + fraction * rect.width
  }

  /// The strip, back to front: the data, the dimming outside the window, the frame and grips.
  func nodes() -> [DisplayNode] {
    let minimap = rect
    let (m, unit, palette) = (Metrics.self, style.unit, style.palette)
    let radius = m.cornerRadius * unit
    // The data in a tile of its own: it changes only when series hide or show, so a
    // rasteriser may keep its pixels while the window moves over it. Only this group is
    // clipped to the rounded corners; the shapes over it are traced inside them.
    var strip = DisplayNode.tiled(
      marks.isEmpty
        ? [] : [.group(clip: .roundedRect(minimap, radius: radius), opacity: 1, children: marks)],
      holding: minimap)
    let a = x(window.lower)
    let b = x(window.upper)
    let (left, right) = (min(a, b), max(a, b))
    let handle = m.handleWidth * unit
    // The dimming runs on under the handles, so their rounded outer corners show it rather
    // than the bright window.
    let under = min(handle / 2, max(0, (right - left) / 2))
    if left > minimap.minX {
      strip.append(
        .fill(
          .roundedRect(minimap, radius: radius, from: minimap.minX, to: left + under),
          palette.minimapDim))
    }
    if right < minimap.maxX {
      strip.append(
        .fill(
          .roundedRect(minimap, radius: radius, from: right - under, to: minimap.maxX),
          palette.minimapDim))
    }
    let frameLine = m.frameLineWidth * unit
    // A window narrower than its two handles is drawn at their width, kept inside the strip.
    let width = min(max(right - left, 2 * handle), minimap.width)
    let windowRect = Rect(
      x: max(minimap.minX, min(left, minimap.maxX - width)), y: minimap.minY, width: width,
      height: minimap.height)
    strip.append(
      .fill(
        .roundedRect(
          Rect(x: windowRect.minX, y: windowRect.minY, width: handle, height: windowRect.height),
          radii: (radius, 0, 0, radius)), palette.minimapFrame))
    strip.append(
      .fill(
        .roundedRect(
          Rect(
            x: windowRect.maxX - handle, y: windowRect.minY, width: handle,
            height: windowRect.height), radii: (0, radius, radius, 0)), palette.minimapFrame))
    for y in [windowRect.minY, windowRect.maxY - frameLine] {
      strip.append(
        .fill(
          .rect(
            Rect(
              x: windowRect.minX + handle, y: y, width: windowRect.width - 2 * handle,
              height: frameLine)), palette.minimapFrame))
    }
    let grip = StrokeStyle(width: m.gripWidth * unit, cap: .round)
    for x in [windowRect.minX + handle / 2, windowRect.maxX - handle / 2] {
      var path = Path()
      path.move(to: Point(x: x, y: minimap.midY - m.gripHeight * unit / 2))
      path.line(to: Point(x: x, y: minimap.midY + m.gripHeight * unit / 2))
      strip.append(.stroke(path, palette.minimapGrip, grip))
    }
    return strip
  }
}

extension ChartDrawing {
  /// The mini-map's sizes (`CompiledChart` reads the lines' padding).
  typealias MinimapMetrics = MinimapPart.Metrics

  /// The mini-map of this frame, when the layout has one: the kind's marks over the full
  /// range (kept by the compiled chart's caches while the series and theme stay), and the window.
  var minimapPart: MinimapPart? {
    guard let minimap = layout.minimap else { return nil }
    // Lines keep a little room so their strokes are whole; bars and areas reach the edges.
    let padding = compiled.behavior.minimap.isPadded ? MinimapPart.Metrics.linePadding * unit : 0
    let area = minimap.insetBy(dx: 0, dy: padding)
    let key = MinimapMarksKey(
      range: state.minimapYRange, alphas: alphas, themeBlend: state.themeBlend)
    let marks =
      compiled.caches?.minimapMarks.value(for: key) { minimapMarks(in: area) }
      ?? minimapMarks(in: area)
    return MinimapPart(rect: minimap, window: window, marks: marks, style: partStyle)
  }

  /// The mini-map's nodes, or none when the layout has no mini-map.
  func minimapNodes() -> [DisplayNode] { minimapPart?.nodes() ?? [] }

  /// The data in the mini-map, drawn by the chart's kind over the full range (each series by
  /// its own range on a chart with two y-axes).
  func minimapMarks(in area: Rect) -> [DisplayNode] {
    let mirrored = rightToLeft
    let own =
      data.yScaled
      ? data.series.indices.map { compiled.indexes.range(ofSeries: $0, window: .full) } : []
    let shared = ChartDrawing.transform(
      compiled: compiled, window: .full, range: state.minimapYRange, mirrored: mirrored, rect: area)
    let transforms = data.series.indices.map { index -> PlotTransform in
      guard let range = own.indices.contains(index) ? own[index] : nil else { return shared }
      return ChartDrawing.transform(
        compiled: compiled, window: .full, range: range, mirrored: mirrored, rect: area)
    }
    let marks = MarkArea(
      // A timeline has no series: its intervals take the shared transform.
      transform: { transforms.indices.contains($0) ? transforms[$0] : shared },
      points: 0...(data.x.count - 1),
      lineWidth: ChartLayout.Metrics.minimapLineWidth * unit, isMinimap: true)
    return self.marks(in: marks)
  }
}
