import ChartReelCore

/// The x axis: the labels under the plot, centred on their points, fading as the window moves.
///
/// Takes the data (its x and spacing), the window now and over the last `fade` seconds, how
/// many labels the layout aims for and where they stand, the plot's rectangle, a transform for
/// any window (a `WindowTransformer`, as DGCharts' renderers take a `Transformer`) and the frame's `PartStyle`.
struct XAxisPart {
  /// How long x labels take to fade in or out, in seconds, after the window has moved.
  static let fade = 0.24
  /// How many past windows the fade looks at.
  static let fadeSamples = 8

  /// The data whose points are labelled.
  let data: ChartData
  /// Whether the axis reads hours of one day (a timeline) rather than dates.
  let timeOfDay: Bool
  /// The windows of the last `fade` seconds, `fadeSamples` of them, the one drawn first.
  let windows: [Window]
  /// How many labels the layout aims for across the plot.
  let targetCount: Double
  /// The labels' top.
  let top: Double
  /// The plot's rectangle.
  let plot: Rect
  /// Maps data to pixels for any window.
  let transformer: WindowTransformer
  let style: PartStyle

  /// The window drawn.
  private var window: Window { windows[0] }

  /// The x labels under the plot, centred on their points.
  ///
  /// A label is shown for a window when its point is on the window's stride and the label
  /// lies wholly inside the plot's width; its opacity is the share of the last `fade`
  /// seconds' windows that showed it. So labels fade as the window moves, and at rest each is
  /// fully opaque or not drawn. Each past window's labels read as that window read them, so
  /// when a zoom changes how labels read ("Jul 12" to "Jul") the old ones fade out as the new
  /// fade in. A label the window carries past the plot's edge slides under it, clipped, and
  /// fades by its share still inside. Of two neighbours that read the same, only the first is
  /// drawn.
  func nodes() -> [DisplayNode] {
    let font = Font(size: ChartLayout.Metrics.axisTextSize * self.style.unit)
    let samples = windows.count
    var widths = LabelWidths(font: font, measurer: self.style.measurer)
    var shown: [ShownLabel: Int] = [:]
    // At rest every past window is this one: its labels, fully opaque.
    let atRest = windows.allSatisfy { $0 == window }
    for past in atRest ? [window] : windows {
      let style = labelStyle(for: past)
      for mark in labelMarks(in: past, style: style, widths: &widths) {
        shown[ShownLabel(mark: mark, text: labelText(mark, style: style)), default: 0] += 1
      }
    }
    let total = atRest ? 1 : samples
    var labels: [PlacedLabel] = []
    var previous: String?
    for label in shown.keys.sorted() {
      let half = widths.width(of: label.text) / 2
      let center = labelCenter(label.mark, half: half)
      let inside =
        (min(center + half, plot.maxX + 0.5) - max(center - half, plot.minX - 0.5))
        / max(2 * half, 1e-9)
      guard label.text != previous, inside > 0 else { continue }
      previous = label.text
      let share = Double(shown[label] ?? 0) / Double(total)
      labels.append(
        PlacedLabel(
          label: label, center: center, half: half, shown: shown[label] ?? 0,
          opacity: share * min(1, inside), protrudes: inside < 1))
    }
    // While the window zooms fast, labels of a past window's stride crowd in at this one's
    // scale, and points of irregular dates bunch up: the most shown are kept first, each
    // half an em clear of the others.
    let gap = font.size / 2
    var kept: [PlacedLabel] = []
    for label in labels.sorted(by: {
      ($0.shown, -$0.label.mark.x) > ($1.shown, -$1.label.mark.x)
    })
    where !kept.contains(where: { abs($0.center - label.center) < $0.half + label.half + gap }) {
      kept.append(label)
    }
    let nodes = kept.sorted { $0.label < $1.label }.map { label -> DisplayNode in
      .text(
        TextRun(
          label.label.text, at: Point(x: label.center, y: top), alignment: .center,
          font: font, color: self.style.palette.axisText, opacity: label.opacity, role: .xLabel))
    }
    guard kept.contains(where: \.protrudes) else { return nodes }
    let band = Rect(
      x: plot.minX - 0.5, y: top - font.size, width: plot.width + 1, height: 4 * font.size)
    return [.group(clip: .rect(band), opacity: 1, children: nodes)]
  }

  /// A label some past window showed: where it stands and how that window read it.
  private struct ShownLabel: Hashable, Comparable {
    let mark: XMark
    let text: String

    static func < (a: Self, b: Self) -> Bool { (a.mark.x, a.text) < (b.mark.x, b.text) }
  }

  /// A label placed on this frame's plot.
  private struct PlacedLabel {
    let label: ShownLabel
    let center: Double
    let half: Double
    /// How many past windows showed it.
    let shown: Int
    let opacity: Double
    /// Whether part of it lies past the plot's edge.
    let protrudes: Bool
  }

  /// Where the labels of `window` stand: on points of its stride (or of its calendar periods,
  /// for labels weeks apart), or on round times for data recorded at irregular times
  /// (`PeriodTicks`), wholly inside the plot; a finer stride while that leaves fewer than
  /// `XAxisLabels.minimumCount` and the finer one's labels fit side by side (148 years across
  /// 996 px read 1740 … 1880 every 20 years, not 1750, 1800).
  private func labelMarks(in window: Window, style: XLabelStyle, widths: inout LabelWidths)
    -> [XMark]
  {
    let indices = data.indexRange(covering: window)
    let span = data.xValue(atFraction: window.upper) - data.xValue(atFraction: window.lower)
    let spacing = span / targetCount
    let transform = transformer.transform(window)
    func inside(_ marks: [XMark]) -> [XMark] {
      marks.filter { mark -> Bool in
        let half = widths.width(of: labelText(mark, style: style)) / 2
        let center = labelCenter(mark, half: half, transform: transform)
        return center - half >= plot.minX - 0.5 && center + half <= plot.maxX + 0.5
      }
    }
    func points(_ indices: [Int]) -> [XMark] {
      inside(indices.map { XMark(x: data.x[$0], index: $0) })
    }
    /// Whether labels `length` ms apart clear each other by an em.
    func fits(_ length: Double, _ marks: [XMark]) -> Bool {
      let widest = marks.map { widths.width(of: labelText($0, style: style)) }.max() ?? 0
      return span > 0 && length / span * plot.width >= widest + widths.font.size
    }
    if let months = CalendarTicks.months(
      step: data.minimumStep, labelSpacing: spacing, span: span)
    {
      var months = months
      var marks = points(CalendarTicks.marks(months: months, x: data.x, indices: indices))
      while marks.count < XAxisLabels.minimumCount,
        let finer = CalendarTicks.finer(
          than: months, step: data.minimumStep, belowAYear: style == .month)
      {
        let candidate = points(CalendarTicks.marks(months: finer, x: data.x, indices: indices))
        guard fits(Double(finer) * CalendarTicks.month, candidate) else { break }
        (months, marks) = (finer, candidate)
      }
      return marks
    }
    if data.isIrregular, data.isIntraday, !timeOfDay {
      // Round times, not points: the periods nearest to the spacing, finer while too few.
      func times(_ length: Double) -> [XMark] {
        inside(
          PeriodTicks.starts(length: length, x: data.x, indices: indices).map {
            XMark(x: $0.start, index: $0.index)
          })
      }
      var length = PeriodTicks.length(labelSpacing: spacing, step: data.minimumStep)
      var marks = times(length)
      // Coarser while they do not fit side by side, then finer while too few.
      while !fits(length, marks), let coarser = PeriodTicks.coarser(than: length) {
        (length, marks) = (coarser, times(coarser))
      }
      while marks.count < XAxisLabels.minimumCount,
        let finer = PeriodTicks.finer(than: length, step: data.minimumStep)
      {
        let candidate = times(finer)
        guard fits(finer, candidate) else { break }
        (length, marks) = (finer, candidate)
      }
      return marks
    }
    if timeOfDay {
      let stride = XAxisLabels.timeOfDayStride(
        span: span, step: data.minimumStep, targetCount: targetCount)
      return points(XAxisLabels.marks(stride: stride, origin: 0, indices: indices))
    }
    let unit = XAxisLabels.unit(of: data, labelSpacing: spacing)
    var stride = XAxisLabels.stride(
      visibleSteps: window.width * Double(data.x.count - 1),
      targetCount: targetCount, base: unit.base)
    func clockMarks(_ stride: Int) -> (length: Double, marks: [XMark]) {
      let clock = XAxisLabels.onTheClock(
        stride: stride, origin: unit.origin, step: data.minimumStep, x: data.x)
      let marks = points(
        XAxisLabels.marks(stride: clock.stride, origin: clock.origin, indices: indices))
      return (Double(clock.stride) * data.minimumStep, marks)
    }
    var marks = clockMarks(stride).marks
    while marks.count < XAxisLabels.minimumCount, stride > 1 {
      let candidate = clockMarks(stride / 2)
      guard fits(candidate.length, candidate.marks) else { break }
      (stride, marks) = (stride / 2, candidate.marks)
    }
    return marks
  }

  /// Where the label of `mark`, `half` wide on each side, is centred: on its time; or, for
  /// data of fewer than five points (always seen whole, its first and last points on the
  /// plot's edges), moved inside the plot, so that two or three points still have dates.
  func labelCenter(_ mark: XMark, half: Double, transform: PlotTransform? = nil) -> Double {
    let center = (transform ?? transformer.transform(window)).x(mark.x)
    guard data.x.count < 5, !timeOfDay, plot.width > 2 * half else {
      return center
    }
    return min(max(center, plot.minX + half), plot.maxX - half)
  }

  /// How the x labels of `window` read, from the data's spacing and the window's span.
  ///
  /// Years, unless they would leave fewer than `XAxisLabels.fewestCount` labels on data finer
  /// than a year: then months, which may stand six months apart ("Jul 2022 Jul 2023" over
  /// three years of weekly data, not "2022 2023").
  func labelStyle(for window: Window) -> XLabelStyle {
    if timeOfDay { return .time(daysAtMidnight: false) }
    let first = data.xValue(atFraction: window.lower)
    let last = data.xValue(atFraction: window.upper)
    let spacing = (last - first) / targetCount
    let style = XLabelStyle.choose(
      step: data.minimumStep, labelSpacing: spacing, first: first, last: last)
    if data.isIrregular, case .time(let days, _, _) = style {
      // Labels on round times show seconds only while they are less than a minute apart.
      let length = PeriodTicks.length(labelSpacing: spacing, step: data.minimumStep)
      // The marks stand on the periods' starts: a day's label exactly at midnight.
      return .time(daysAtMidnight: days, seconds: length < 60_000, step: 1)
    }
    guard style == .year, data.minimumStep < 360 * XLabelStyle.dayLength else { return style }
    var widths = LabelWidths(
      font: Font(size: ChartLayout.Metrics.axisTextSize * self.style.unit),
      measurer: self.style.measurer)
    let years = labelMarks(in: window, style: .year, widths: &widths)
    return years.count < XAxisLabels.fewestCount ? .month : .year
  }

  /// The label of `mark` in `style`; a timeline's day ends at 24:00, not at the next day's
  /// 00:00, and a year's first point reads the year when its January is missing.
  func labelText(_ mark: XMark, style: XLabelStyle) -> String {
    let (x, index) = (mark.x, mark.index)
    if timeOfDay && x >= 86_400_000 { return self.style.format.digits("24:00") }
    // Months read the year at January; a year whose January the data lacks (a gap, irregular
    // dates) reads it at its first point instead, so that no year goes unnamed.
    if style == .month, index > 0 {
      let date = CalendarDate(milliseconds: x)
      if date.month != 1, CalendarDate(milliseconds: data.x[index - 1]).year < date.year {
        return self.style.format.year(x)
      }
    }
    // Quarterly data reads in quarters: "1990 Q2 Q3 Q4 1991".
    if style == .month, data.dateGranularity == .quarter {
      let date = CalendarDate(milliseconds: x)
      if date.month != 1 { return self.style.format.digits("Q\((date.month - 1) / 3 + 1)") }
    }
    return self.style.format.xLabel(x, style: style)
  }
}

extension ChartDrawing {
  /// The x axis of this frame: the drawn window and those of the last `XAxisPart.fade`
  /// seconds, each kept inside the data.
  var xAxisPart: XAxisPart {
    let samples = XAxisPart.fadeSamples
    let windows = (0..<samples).map { sample in
      let t = state.time - XAxisPart.fade * Double(sample) / Double(samples - 1)
      return sample == 0
        ? window : compiled.window.value(at: t).constrained(minimumWidth: data.minimumWindowWidth)
    }
    return XAxisPart(
      data: data, timeOfDay: compiled.behavior.xAxis == .timeOfDay, windows: windows,
      targetCount: layout.xLabelTargetCount, top: layout.xLabelTop, plot: plot,
      transformer: Self.transformer(compiled: compiled, range: state.yRange, mirrored: rightToLeft),
      style: partStyle)
  }

  /// The x labels under the plot (`XAxisPart`).
  func xLabels() -> [DisplayNode] { xAxisPart.nodes() }
}

/// The widths of label texts in one font, each measured once per frame.
struct LabelWidths {
  let font: Font
  let measurer: any TextMeasuring
  private var known: [String: Double] = [:]

  init(font: Font, measurer: any TextMeasuring) {
    self.font = font
    self.measurer = measurer
  }

  mutating func width(of text: String) -> Double {
    if let width = known[text] { return width }
    let width = measurer.measure(text, font: font).width
    known[text] = width
    return width
  }
}

/// Where an x label stands: a time, and the point at it or the first after it (a label of
/// irregular data stands on a round time between points).
struct XMark: Hashable {
  /// Milliseconds since 1970.
  let x: Double
  /// The data's point at `x`, or the first after it.
  let index: Int
}
