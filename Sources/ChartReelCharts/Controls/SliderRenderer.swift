import ChartReelCore

/// Draws a slider at any time and reports its values, labels, handles and track.
///
/// The values are the tracks' snapped to whole steps, so every frame shows values the slider
/// can take, whatever the animation between them.
struct SliderRenderer: NodeRenderer {
  let content: SliderContent
  let layout: SliderLayout
  let values: Track<[Double]>
  let touches: Track<[Point]>
  /// The canvas's locale, for a format that names none.
  let locale: String?

  init(content: SliderContent, context: RendererContext) {
    self.content = content
    // The layout stage's; made here only for a context that lacks one.
    layout =
      context.contentLayout as? SliderLayout
      ?? SliderLayout(
        content: content, frame: context.frame, direction: context.canvas.direction,
        measurer: context.measurer)
    let tracks = content.tracks(context)
    values = tracks[SliderProperties.values]
    touches = tracks[TouchMarks.touches]
    locale = context.canvas.locale
  }

  /// [lower, upper] at `t`, on whole steps.
  func values(at t: Double) -> [Double] { content.snapped(values.value(at: t)) }

  /// The labels of `values`, formatted as the slider asks.
  func labels(_ values: [Double]) -> [String] {
    let digits = content.defaultFractionDigits
    return values.map { content.format.string($0, locale: locale, digits: digits) }
  }

  func draw(at t: Double, in context: DrawContext) -> [DisplayNode] {
    let values = values(at: t)
    let colors = SliderColors.blended(context.themeBlend)
    let track = layout.track
    let radius = track.height / 2
    var nodes: [DisplayNode] = [.fill(.roundedRect(track, radius: radius), colors.track)]
    let xs = values.map(layout.x)
    let selected = Rect(
      x: min(xs[0], xs[1]), y: track.minY, width: abs(xs[1] - xs[0]), height: track.height)
    nodes.append(
      .fill(.roundedRect(selected.insetBy(dx: -radius, dy: 0), radius: radius), colors.selected))
    let ring = SliderLayout.Metrics.handleRing * content.size
    for x in xs {
      let center = Point(x: x, y: layout.centerY)
      let shadow = Point(x: x, y: center.y + 0.08 * content.size)
      nodes.append(.fill(.circle(center: shadow, radius: layout.handleRadius + 1), colors.shadow))
      let handle = Path.circle(center: center, radius: layout.handleRadius - ring / 2)
      nodes.append(.fill(handle, colors.handle))
      nodes.append(.stroke(handle, colors.selected, StrokeStyle(width: ring)))
    }
    let labels = labels(values)
    let widths = labels.map { context.measurer.measure($0, font: layout.font).width }
    var placed = Array(zip(labels, layout.labelLefts(xs: xs, widths: widths)))
    // Handles that read the same value share one label ("775 €"), centred between them.
    if labels.count == 2, labels[0] == labels[1] {
      let center = (xs[0] + xs[1]) / 2
      let left = min(max(center - widths[0] / 2, layout.frame.minX), layout.frame.maxX - widths[0])
      placed = [(labels[0], left)]
    }
    for (label, left) in placed {
      nodes.append(
        .text(
          TextRun(
            label, at: Point(x: left, y: layout.labelTop), font: layout.font, color: colors.text,
            role: .sliderLabel)))
    }
    if context.canvas.showsTouches {
      nodes += TouchMarks.nodes(touches.value(at: t), radius: layout.touchRadius)
    }
    return nodes
  }

  func probeFields(at t: Double, in context: DrawContext) -> [(String, JSONValue)] {
    let values = values(at: t)
    var fields: [(String, JSONValue)] = [
      ("values", .pair(values[0], values[1])),
      ("labels", .array(labels(values).map { .string($0) })),
      ("handles", .pair(layout.x(values[0]), layout.x(values[1]))),
      ("track", .rect(layout.track)),
    ]
    let fingers = touches.value(at: t)
    if !fingers.isEmpty { fields.append(("touches", TouchMarks.json(fingers))) }
    return fields
  }
}

/// A slider's colours in one theme: Telegram's accent for the selected part and the handles'
/// rims, white handles.
struct SliderColors {
  var track: Color
  var selected: Color
  var handle: Color
  var shadow: Color
  var text: Color

  static func blended(_ blend: Double) -> SliderColors {
    let palette = Palette.blended(blend)
    let chart = ChartPalette.blended(blend)
    return SliderColors(
      track: chart.minimapFrame, selected: palette.accent, handle: .white,
      shadow: chart.cardShadow, text: palette.text)
  }
}
