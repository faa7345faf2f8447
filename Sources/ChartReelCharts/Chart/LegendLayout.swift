import ChartReelCore

/// The legend's pills: at most three rows (six on a portrait frame), shrinking to 70 % and then
/// gathering the series that do not fit into a final "+N" pill; a name too wide for the chart
/// shrinks its pills (to 70 %) before it is shortened.
///
/// Pills flow from the reading edge and wrap; the last row ends at the legend's bottom. A name
/// wider than the chart is shortened with "…".
package struct LegendLayout: Sendable {
  /// One pill per series that has its own: series `0..<pills.count`.
  package let pills: [Rect]
  /// The names as drawn on those pills.
  package let names: [String]
  /// The "+N" pill; nil when every series has its own.
  package let more: Rect?
  /// The series gathered in the "+N" pill.
  package let collapsed: Range<Int>
  /// The pills' size as a share of the design's: from 0.7 to 1.
  package let scale: Double

  /// At most this many rows.
  package static let maximumRows = 3
  /// At most this many rows on a portrait frame (taller than `portraitAspect` × its width),
  /// whose plot keeps room to spare below long legends.
  package static let portraitMaximumRows = 6
  /// A frame this many times taller than wide, or more, is portrait for the legend.
  package static let portraitAspect = 1.25

  /// The most rows a legend takes in a frame of `size`.
  package static func maximumRows(in size: Size) -> Int {
    size.height >= size.width * portraitAspect ? portraitMaximumRows : maximumRows
  }
  /// Pills shrink to this share of their size before series gather into "+N".
  package static let smallestScale = 0.7

  static let empty = LegendLayout(pills: [], names: [], more: nil, collapsed: 0..<0, scale: 1)

  private init(pills: [Rect], names: [String], more: Rect?, collapsed: Range<Int>, scale: Double) {
    self.pills = pills
    self.names = names
    self.more = more
    self.collapsed = collapsed
    self.scale = scale
  }

  /// Every pill's box together; nil without pills.
  package var bounds: Rect? {
    (pills + (more.map { [$0] } ?? [])).reduce(nil) { $0?.union($1) ?? $1 }
  }

  /// The text of the "+N" pill.
  package var moreText: String { "+\(collapsed.count)" }

  /// The pill font at `unit` and `scale`.
  static func font(unit: Double, scale: Double) -> Font {
    Font(size: ChartLayout.Metrics.pillTextSize * unit * scale, weight: .bold)
  }

  /// Lays out pills for `names` in `content`, ending at `bottom`, no taller than `heightLimit`
  /// nor than `maximumRows` rows, their scale at most `largestScale` (an aligned group's charts share
  /// the smallest).
  static func make(
    names: [String], content: Rect, bottom: Double, unit: Double, heightLimit: Double,
    maximumRows: Int = LegendLayout.maximumRows, largestScale: Double = 1,
    direction: LayoutDirection, measurer: any TextMeasuring
  ) -> LegendLayout {
    let m = ChartLayout.Metrics.self
    let scales = [1, 0.9, 0.8, Self.smallestScale].filter {
      $0 <= max(largestScale, Self.smallestScale) + 1e-9
    }
    func rowsAllowed(_ scale: Double) -> Int {
      let height = m.pillHeight * unit * scale
      let spacing = m.pillSpacing * unit * scale
      let rows = ((heightLimit + spacing) / (height + spacing)).rounded(.down)
      return rows.isFinite ? min(maximumRows, max(0, Int(rows))) : maximumRows
    }
    // The largest scale at which every pill fits with its whole name; else the largest at
    // which every pill fits, the names too wide for the chart shortened.
    var flow: PillFlow?
    var shortened: PillFlow?
    for scale in scales where rowsAllowed(scale) > 0 {
      let attempt = PillFlow(
        names: names, content: content, unit: unit, scale: scale, measurer: measurer)
      guard attempt.placeAll(rows: rowsAllowed(scale)) else { continue }
      if attempt.names == names {
        flow = attempt
        break
      }
      shortened = shortened ?? attempt
    }
    flow = flow ?? shortened
    if flow == nil, rowsAllowed(Self.smallestScale) > 0 {
      let attempt = PillFlow(
        names: names, content: content, unit: unit, scale: Self.smallestScale, measurer: measurer)
      attempt.placeCollapsing(rows: rowsAllowed(Self.smallestScale))
      flow = attempt
    }
    guard let flow else {
      return LegendLayout(
        pills: [], names: [], more: nil, collapsed: 0..<names.count, scale: Self.smallestScale)
    }
    let boxes = flow.boxes(bottom: bottom, content: content, direction: direction)
    let shown = flow.placed.count
    return LegendLayout(
      pills: Array(boxes.prefix(shown)), names: Array(flow.names.prefix(shown)),
      more: shown < names.count ? boxes.last : nil, collapsed: shown..<names.count,
      scale: flow.scale)
  }
}

/// Pills placed row by row from the content's reading edge, in left-to-right coordinates.
private final class PillFlow {
  let content: Rect
  let scale: Double
  let height: Double
  let spacing: Double
  /// Each name as it fits on a pill.
  private(set) var names: [String]
  private(set) var widths: [Double]
  let font: Font
  let measurer: any TextMeasuring
  /// Each placed pill's row and left edge; then the "+N" pill's, when there is one.
  var placed: [(row: Int, x: Double, width: Double)] = []
  var more: (row: Int, x: Double, width: Double)?

  init(names: [String], content: Rect, unit: Double, scale: Double, measurer: any TextMeasuring) {
    let m = ChartLayout.Metrics.self
    self.content = content
    self.scale = scale
    self.measurer = measurer
    let height = m.pillHeight * unit * scale
    let font = LegendLayout.font(unit: unit, scale: scale)
    self.height = height
    self.font = font
    spacing = m.pillSpacing * unit * scale
    let room = max(1, content.width - height * 1.35)
    let fitted = names.map { measurer.fitting($0, font: font, width: room) ?? "…" }
    self.names = fitted
    widths = fitted.map { measurer.measure($0, font: font).width + height * 1.35 }
  }

  /// Where a pill of `width` goes after the placed ones, within `rows`; nil when it does not fit.
  private func slot(width: Double, rows: Int, after last: (row: Int, x: Double, width: Double)?)
    -> (row: Int, x: Double)?
  {
    guard let last else { return rows > 0 ? (0, content.minX) : nil }
    let x = last.x + last.width + spacing
    if x + width <= content.maxX + 0.01 { return (last.row, x) }
    return last.row + 1 < rows ? (last.row + 1, content.minX) : nil
  }

  /// Places every pill within `rows`; false when they do not all fit.
  func placeAll(rows: Int) -> Bool {
    placed = []
    for width in widths {
      guard let slot = slot(width: width, rows: rows, after: placed.last) else { return false }
      placed.append((slot.row, slot.x, width))
    }
    return true
  }

  /// Places what fits within `rows` and gathers the rest, with as many more as it takes to make
  /// room, into a "+N" pill; the first pill is shortened rather than gathered, so that the
  /// legend names at least one series.
  func placeCollapsing(rows: Int) {
    _ = placeAll(rows: rows)
    while true {
      let text = "+\(widths.count - placed.count)"
      let width = measurer.measure(text, font: font).width + height * 0.9
      if let slot = slot(width: width, rows: rows, after: placed.last) {
        more = (slot.row, slot.x, width)
        return
      }
      guard !placed.isEmpty else { return }
      if placed.count == 1, shortenFirst(toLeave: width) { return }
      placed.removeLast()
    }
  }

  /// Shortens the first pill's name so that a "+N" pill `width` wide fits beside it on the
  /// first row, and places that pill; false when fewer than a few letters would be left.
  private func shortenFirst(toLeave width: Double) -> Bool {
    let room = content.maxX - content.minX - spacing - width - height * 1.35
    guard room >= 3 * height,
      let name = measurer.fitting(names[0], font: font, width: room, minimumCharacters: 3)
    else { return false }
    names[0] = name
    widths[0] = measurer.measure(name, font: font).width + height * 1.35
    placed = [(0, content.minX, widths[0])]
    more = (0, content.minX + widths[0] + spacing, width)
    return true
  }

  /// The pills' boxes, the "+N" pill last, the last row ending at `bottom`, mirrored on
  /// right-to-left canvases.
  func boxes(bottom: Double, content: Rect, direction: LayoutDirection) -> [Rect] {
    let all = placed + (more.map { [$0] } ?? [])
    let rows = (all.map(\.row).max() ?? 0) + 1
    let top = bottom - Double(rows) * height - Double(rows - 1) * spacing
    return all.map { entry in
      let pill = Rect(
        x: entry.x, y: top + Double(entry.row) * (height + spacing), width: entry.width,
        height: height)
      return direction.isRightToLeft ? pill.mirrored(about: content.midX) : pill
    }
  }
}
