import ChartReelCore
import Foundation

/// The chart's header: the title at the reading edge (giving way to "Zoom Out" while zoomed
/// into a day) and the dates shown at the other edge.
///
/// Draws from the header's layout, the zoom's progress and the dates the window may show,
/// longest first (`HeaderDates.texts`), with the frame's `PartStyle`.
struct HeaderPart {
  /// How the title is set: its text, font, size and whether the dates go under it.
  let title: HeaderLayout
  /// Where the title's first line starts.
  let origin: Point
  /// The header's rectangle.
  let header: Rect
  /// How far the chart has zoomed into a day, from 0 to 1.
  let zoomProgress: Double
  /// The dates the window may show, longest first.
  let dateTexts: [String]
  let style: PartStyle

  private var unit: Double { style.unit }
  private var measurer: any TextMeasuring { style.measurer }
  private var palette: ChartPalette { style.palette }
  private var rightToLeft: Bool { style.rightToLeft }

  /// The header: the title, then the dates.
  func nodes() -> [DisplayNode] { titleNodes() + dateRange() }

  /// The title, or while zooming into a day the title fading and shrinking to 30 % as "Zoom
  /// Out" grows from 30 % and fades in over the first half of the zoom, as Telegram Android's
  /// header does.
  func titleNodes() -> [DisplayNode] {
    let alignment: TextRun.Alignment = rightToLeft ? .right : .left
    let z = min(1, 2 * zoomProgress)
    var nodes: [DisplayNode] = []
    // "Zoom Out" stands on the title's first line (the title's height set on one line).
    let height = measurer.measure(title.title, font: title.font).height
    let anchor = Point(x: origin.x, y: origin.y + height / 2)
    if z < 1 {
      // A title on two lines is a block as wide as the header, its lines at the reading edge.
      let run =
        title.wrapWidth == nil
        ? TextRun(
          title.title, at: origin, alignment: alignment, font: title.font, color: palette.title,
          role: .title)
        : TextRun(
          title.title, at: Point(x: header.minX, y: origin.y), alignment: alignment,
          font: title.font, color: palette.title, width: header.width, role: .title)
      let text = DisplayNode.wrapping(
        [.text(run)], opacity: 1 - z, transform: .scale(1 - 0.7 * z, 1 - 0.7 * z, about: anchor))
      // A tile while it stands still, with room for ink beyond the laid-out box; shrinking
      // about a point inside the box, it stays inside.
      let box = run.box(measurer: measurer)
      nodes += DisplayNode.tiled(
        text, holding: box.insetBy(dx: -title.font.size / 2, dy: -title.font.size / 2))
    }
    if z > 0 {
      nodes += DisplayNode.wrapping(
        zoomOut(at: origin, height: height), opacity: z,
        transform: .scale(0.3 + 0.7 * z, 0.3 + 0.7 * z, about: anchor))
    }
    return nodes
  }

  /// "Zoom Out" in the accent colour after a magnifier with a minus.
  private func zoomOut(at origin: Point, height: Double) -> [DisplayNode] {
    let font = Font(size: 15 * unit, weight: .bold)
    let radius = 5.5 * unit
    let direction: Double = rightToLeft ? -1 : 1
    let center = Point(x: origin.x + direction * (radius + unit), y: origin.y + height / 2 - unit)
    var handle = Path()
    handle.move(to: Point(x: center.x + direction * radius * 0.7, y: center.y + radius * 0.7))
    handle.line(to: Point(x: center.x + direction * radius * 1.5, y: center.y + radius * 1.5))
    var minus = Path()
    minus.move(to: Point(x: center.x - radius * 0.5, y: center.y))
    minus.line(to: Point(x: center.x + radius * 0.5, y: center.y))
    let stroke = StrokeStyle(width: 1.8 * unit, cap: .round)
    let zoomOut = style.format.words.zoomOut
    let textHeight = measurer.measure(zoomOut, font: font).height
    return [
      .stroke(.circle(center: center, radius: radius), palette.accent, stroke),
      .stroke(handle, palette.accent, stroke), .stroke(minus, palette.accent, stroke),
      .text(
        TextRun(
          zoomOut,
          at: Point(
            x: origin.x + direction * (2 * radius + 6 * unit),
            y: origin.y + (height - textHeight) / 2),
          alignment: rightToLeft ? .right : .left, font: font, color: palette.accent,
          role: .zoomOut)),
    ]
  }

  /// The dates in the window, at the edge opposite the title or under it.
  ///
  /// "1 April 2019 – 30 April 2019", or the one day shown ("Saturday, 20 April 2019"); shortened ("1 Apr – 30 Apr 2019", then
  /// "Apr 2019", then "2019") and left out only when even that would come closer than 16 dp to
  /// the title. Under the title when the layout gives them a line of their own there
  /// (`HeaderLayout.datesBelow`), at the reading edge, shortened only to the header's width.
  func dateRange() -> [DisplayNode] {
    let font = HeaderLayout.datesFont(unit)
    let texts = dateTexts
    if title.datesBelow {
      guard
        let text = texts.first(where: { measurer.measure($0, font: font).width <= header.width })
      else { return [] }
      return [
        .text(
          TextRun(
            text, at: Point(x: origin.x, y: header.maxY - title.datesHeight),
            alignment: rightToLeft ? .right : .left, font: font, color: palette.title,
            role: .header))
      ]
    }
    // While zoomed into a day, "Zoom Out" stands where the title was.
    var titleWidth = title.titleSize.width
    if zoomProgress > 0 {
      titleWidth = max(
        titleWidth,
        measurer.measure(style.format.words.zoomOut, font: Font(size: 15 * unit, weight: .bold))
          .width
          + 17 * unit)
    }
    let room = header.width - titleWidth - HeaderLayout.datesClearance * unit
    guard let text = texts.first(where: { measurer.measure($0, font: font).width <= room })
    else { return [] }
    let height = measurer.measure(text, font: font).height
    let x = rightToLeft ? header.minX : header.maxX
    return [
      .text(
        TextRun(
          text, at: Point(x: x, y: origin.y + (title.titleSize.height - height) / 2),
          alignment: rightToLeft ? .left : .right, font: font, color: palette.title,
          role: .header))
    ]
  }
}

extension ChartDrawing {
  /// The header of this frame; nil when the chart has no title.
  var headerPart: HeaderPart? {
    guard let title = layout.headerLayout, let origin = layout.titleOrigin,
      let header = layout.header
    else { return nil }
    return HeaderPart(
      title: title, origin: origin, header: header, zoomProgress: state.zoomProgress,
      dateTexts: headerDates, style: partStyle)
  }

  /// The header's dates for the window drawn, longest first (`HeaderDates.texts`).
  var headerDates: [String] {
    HeaderDates.texts(
      data: data, window: window, day: compiled.day,
      timeOfDay: compiled.behavior.xAxis == .timeOfDay,
      format: chart.format)
  }

  /// The header's nodes: the title and the dates.
  func header() -> [DisplayNode] { headerPart?.nodes() ?? [] }
}
