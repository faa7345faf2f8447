import ChartReelCore

/// A chart laid out in its frame: the layout stage's one output for a chart node
/// (`ChartContent.layOutContent`), made once per compiled scene after the aligned groups.
///
/// The renderer draws the overview in `overview` and the gestures find the plot in it; a day
/// zoomed into is laid out by `layout(ofDay:)` in the same frame, aligned place and locale with
/// the day's data (its own legend and dates). Nothing else lays a chart out.
struct ChartPlacement: Sendable {
  let content: ChartContent
  let frame: Rect
  let direction: LayoutDirection
  let locale: String?
  /// The chart's place in its aligned group; nil when it is in none.
  let alignment: ChartAlignment?
  /// The overview laid out.
  let overview: ChartLayout

  init(
    _ content: ChartContent, in frame: Rect, canvas: Canvas, measurer: any TextMeasuring,
    alignment: ChartAlignment?
  ) {
    self.content = content
    self.frame = frame
    direction = canvas.direction
    locale = canvas.locale
    self.alignment = alignment
    overview = content.layout(
      in: frame, direction: direction, measurer: measurer, data: content.data,
      alignment: alignment, locale: locale)
  }

  /// The chart laid out showing `data`, a day zoomed into, in the overview's frame and place.
  func layout(ofDay data: ChartData, measurer: any TextMeasuring) -> ChartLayout {
    content.layout(
      in: frame, direction: direction, measurer: measurer, data: data, alignment: alignment,
      locale: locale)
  }
}

extension ChartContent {
  package func layOutContent(
    in frame: Rect, canvas: Canvas, measurer: any TextMeasuring, alignedPlace: (any Sendable)?
  ) -> (any Sendable)? {
    ChartPlacement(
      self, in: frame, canvas: canvas, measurer: measurer,
      alignment: alignedPlace as? ChartAlignment)
  }
}
