import ChartReelCore

/// A chart's header: the title as it fits the chart's width, and whether the dates stand
/// beside it or on a line of their own under it.
///
/// A title longer than its line wraps to a second line, then is set at 80 % on two lines, and
/// only then is shortened with "…". The dates stand beside a title of one line when their
/// shorter form ("1 Apr – 30 Apr 2019") fits there 16 dp clear of it; else they move under the
/// title, where the chart's whole width is theirs.
package struct HeaderLayout: Sendable {
  /// The title as drawn: whole unless even two lines at 80 % cannot hold it.
  package let title: String
  /// The title's font: 17 dp bold, or 80 % of that for a title two lines cannot hold at full
  /// size.
  package let font: Font
  /// The width the title's lines wrap at; nil for a title on one line.
  package let wrapWidth: Double?
  /// The title's block: one or two lines.
  package let titleSize: Size
  /// The height of the dates' line.
  package let datesHeight: Double
  /// Whether the dates have a line of their own under the title.
  package let datesBelow: Bool
  /// The gap between the title and the dates under it.
  package let datesGap: Double

  /// The font of the header's dates at `unit`.
  static func datesFont(_ unit: Double) -> Font { Font(size: 12 * unit, weight: .bold) }

  /// The room the dates keep from the title beside it, in dp.
  static let datesClearance = 16.0

  /// The title's lines at most; past them it is set smaller, then shortened.
  static let maximumLines = 2
  /// The title's smallest size as a share of the design's.
  static let smallestScale = 0.8

  /// The header of `title` in a chart `width` pixels wide at `unit`; `dates` is the widest of
  /// the dates the chart shows in the form that must fit beside the title, nil for none.
  init(
    title: String, width: Double, unit: Double, dates: String?, measurer: any TextMeasuring
  ) {
    let full = ChartLayout.titleFont(unit)
    let datesFont = Self.datesFont(unit)
    datesHeight = measurer.measure(dates ?? "0", font: datesFont).height
    datesGap = 2 * unit
    let line = measurer.measure(title, font: full)
    if line.width <= width {
      (self.title, font, wrapWidth, titleSize) = (title, full, nil, line)
      let datesWidth = dates.map { measurer.measure($0, font: datesFont).width } ?? 0
      datesBelow = dates != nil && line.width + Self.datesClearance * unit + datesWidth > width
      return
    }
    datesBelow = dates != nil
    var small = full
    small.size *= Self.smallestScale
    for font in [full, small] {
      let lines = Double(Self.maximumLines) * measurer.measure(title, font: font).height
      let block = measurer.measure(title, font: font, width: width)
      if block.height <= lines + 0.5 {
        (self.title, self.font, wrapWidth, titleSize) = (title, font, width, block)
        return
      }
    }
    let lines = Double(Self.maximumLines) * measurer.measure(title, font: small).height
    let shown = measurer.fitting(title, font: small, width: width, height: lines)
    (self.title, font, wrapWidth) = (shown, small, width)
    titleSize = measurer.measure(shown, font: small, width: width)
  }

  /// The whole header's height: the title, and the dates' line under it when they have one.
  var height: Double { titleSize.height + (datesBelow ? datesGap + datesHeight : 0) }
}
