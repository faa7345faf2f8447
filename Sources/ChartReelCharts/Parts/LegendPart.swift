import ChartReelCore

/// The legend: a pill per series, filled in the series colour with a check mark when shown,
/// outlined when hidden; then the "+N" pill of the series gathered in it, filled as far as they
/// are shown.
///
/// Draws from the legend's layout, the series' colours and alphas, with the frame's `PartStyle`.
struct LegendPart {
  /// Where the pills lie, their names and which series the "+N" pill gathers.
  let legend: LegendLayout
  /// Each series' colour in the frame's palette, in the data's order.
  let colors: [Color]
  /// Each series' alpha as drawn, from 0 to 1.
  let alphas: [Double]
  let style: PartStyle

  private var unit: Double { style.unit }
  private var palette: ChartPalette { style.palette }
  private var rightToLeft: Bool { style.rightToLeft }

  /// The pills, as one tile: they change only while a series hides or shows.
  ///
  /// Fill, check and text follow the series' alpha, so a toggle animates; the check grows from
  /// nothing as the name slides aside, so the two never overlap.
  func nodes() -> [DisplayNode] {
    guard let bounds = legend.bounds else { return [] }
    // Everything is drawn inside the pills, a pixel of antialiasing aside.
    return DisplayNode.tiled(pills(), holding: bounds.insetBy(dx: -2, dy: -2))
  }

  /// The pills, back to front.
  private func pills() -> [DisplayNode] {
    let font = LegendLayout.font(unit: unit, scale: legend.scale)
    var nodes: [DisplayNode] = []
    for (index, pill) in legend.pills.enumerated() {
      nodes += pillNodes(
        pill, name: legend.names[index], font: font, color: colors[index],
        alpha: alphas[index], checked: true)
    }
    if let more = legend.more, !legend.collapsed.isEmpty {
      let shown = legend.collapsed.map { alphas[$0] }.reduce(0, +) / Double(legend.collapsed.count)
      nodes += pillNodes(
        more, name: style.format.digits(legend.moreText), font: font, color: palette.axisText,
        alpha: shown,
        checked: false)
    }
    return nodes
  }

  /// One pill: its shape in `color` filled by `alpha`, a check mark when `checked`, the name.
  private func pillNodes(
    _ pill: Rect, name: String, font: Font, color: Color, alpha: Double, checked: Bool
  ) -> [DisplayNode] {
    let nameSize = style.measurer.measure(name, font: font)
    var nodes: [DisplayNode] = []
    let shape = Path.roundedRect(pill, radius: pill.height / 2)
    if alpha > 0 { nodes.append(.fill(shape, color.fading(alpha))) }
    let border = 1.5 * unit * legend.scale
    nodes.append(
      .stroke(
        .roundedRect(
          pill.insetBy(dx: border / 2, dy: border / 2), radius: (pill.height - border) / 2),
        color, StrokeStyle(width: border)))
    // Laid out left to right, then mirrored as a whole on right-to-left canvases.
    let size = pill.height * 0.32 * alpha
    let center = Point(x: pill.minX + pill.height * 0.55, y: pill.midY)
    if checked && alpha > 0 {
      var check = Path()
      check.move(to: Point(x: center.x - size * 0.5, y: center.y))
      check.line(to: Point(x: center.x - size * 0.15, y: center.y + size * 0.35))
      check.line(to: Point(x: center.x + size * 0.55, y: center.y - size * 0.4))
      // At the reading edge, but a check mark reads the same way in every script.
      if rightToLeft {
        let shift = 2 * (pill.midX - center.x)
        check = check.applying(.translation(shift, 0))
      }
      nodes.append(
        .stroke(
          check, color.inkOnFill.fading(alpha),
          StrokeStyle(width: 2 * unit * legend.scale, cap: .round, join: .round)))
    }
    let shownX = pill.minX + pill.height * 0.95
    let centredX = pill.midX - nameSize.width / 2
    var x = checked ? Double.interpolate(from: centredX, to: shownX, fraction: alpha) : centredX
    if rightToLeft { x = 2 * pill.midX - x - nameSize.width }
    let origin = Point(x: x, y: pill.midY - nameSize.height / 2)
    nodes.append(
      .text(
        TextRun(
          name, at: origin, font: font,
          color: Self.pillNameColor(color, alpha: alpha, background: palette.background),
          role: .legend)
      ))
    return nodes
  }

  /// The colour of a pill's name in `color` filled by `alpha` over `background`.
  ///
  /// The series colour while the fill is pale (alpha below ½), turning into the fill's ink
  /// (white, or a dark shade on a pastel) as it grows strong: one run, so the name never
  /// doubles. Halfway the name and the fill are both a mid shade of the colour, so the name is
  /// pushed darker or lighter until it reads as well as at both ends (up to 3 : 1), which it
  /// leaves as they are; it changes sides of the fill's shade once in a toggle.
  static func pillNameColor(_ color: Color, alpha: Double, background: Color) -> Color {
    let alpha = min(1, max(0, alpha))
    let inked = min(1, max(0, 2 * alpha - 1))
    let outlined = color.seriesText(on: background)
    let ink = color.inkOnFill
    let fill = color.fading(alpha).composited(over: background)
    let ends = min(
      outlined.composited(over: background).contrast(with: background),
      ink.contrast(with: color.composited(over: background)))
    let minimum = min(3, ends)
    let name = outlined.mixed(with: ink, inked)
    if name.contrast(with: fill) >= minimum { return name }
    // Away from the fill on the name's own side while that side can read, so the name crosses
    // the fill's shade once, in one step, rather than flickering light-dark-light.
    let lighter = name.luminance >= fill.luminance
    let pole =
      (lighter && Color.white.contrast(with: fill) >= minimum)
        || Color.black.contrast(with: fill) < minimum ? Color.white : Color.black
    var (low, high) = (0.0, 1.0)
    for _ in 0..<24 {
      let mid = (low + high) / 2
      if name.mixed(with: pole, mid).contrast(with: fill) >= minimum {
        high = mid
      } else {
        low = mid
      }
    }
    return name.mixed(with: pole, high)
  }
}

extension ChartDrawing {
  /// The legend of this frame.
  var legendPart: LegendPart {
    LegendPart(
      legend: layout.legend, colors: data.series.map { palette.seriesColor($0.color) },
      alphas: alphas, style: partStyle)
  }
}
