import ChartReelCore

extension ChartDrawing {
  /// The lines of the grid: the envelope's generations, positioned by the current y-range; on a
  /// chart with two y-axes, the lines of axis `owner`, on its own round values.
  ///
  /// Lines of two generations at the same value add up, so shared lines stay opaque.
  func gridLines(owner: Int?) -> [GridLine] {
    let transform = owner.map { self.transform(forSeries: $0) } ?? self.transform
    let range = owner.map { state.yRanges[$0] } ?? state.yRange
    let textHeight = ChartLayout.Metrics.axisTextSize * unit * 1.25
    let generations = gridGenerations(owner: owner, at: state.time)
    let fading = generations.count > 1
    // A set alone whose fade-in has just ended (`departed`: the step that faded out over the
    // last 0.15 s), or whose fade-out is about to start (`coming`).
    let (departed, coming) =
      fading ? ([], false) : lonelyFade(owner: owner, step: generations[0].step)
    // The range's spans over the last 0.15 s, against which a set's labels fade in, and over
    // the next 0.075 s, against which they fade out ahead of its lines closing in, as a
    // squeeze faster than that would take them out within a frame (`range` is the envelope's
    // range at this instant, so a step's spacing then is its spacing now scaled by the spans).
    let envelope = owner.map { compiled.seriesRanges[$0] } ?? compiled.plotRange
    let recentSpans =
      fading || !departed.isEmpty
      ? envelope.ranges(at: RangeEnvelope.legibilityTimes(around: state.time)).map(\.span) : []
    let upcomingSpans =
      fading || coming
      ? envelope.ranges(at: RangeEnvelope.upcomingTimes(around: state.time)).map(\.span) : []
    let smallest = generations.map(\.step).min() ?? 1
    let width = max(1, unit / 2)
    // Keyed by the value in thousandths of the smallest step, as a Double: values far from 0
    // on a tiny step (0.3 and 0.30000000000000004) pass any integer's range.
    var lines: [Double: GridLine] = [:]
    var labelWeights: [Double: Double] = [:]
    for generation in generations {
      let spacing = abs(transform.y(generation.step) - transform.y(0))
      // A set fading is labelled as far as its lines are apart now, have been over the last
      // 0.15 s and will be over the next 0.075 s, so its labels fade in as its lines part,
      // and out as they close in, rather than within a frame in a fast move. A set alone is
      // labelled however close its lines stand at rest, less how much more legible they are
      // now than they were (its fade-in going on once the other set has gone) and than they
      // will be (its fade-out starting just ahead of the move).
      func legibility(over spans: [Double]) -> Double {
        spans.reduce(0) {
          $0 + Self.labelShare(spacing: $1 > 0 ? spacing * range.span / $1 : spacing, textHeight)
        } / Double(max(1, spans.count))
      }
      let now = Self.labelShare(spacing: spacing, textHeight)
      let recent = recentSpans.isEmpty ? now : legibility(over: recentSpans)
      let upcoming = upcomingSpans.isEmpty ? now : legibility(over: upcomingSpans)
      let label =
        fading
        ? min(now, recent, upcoming)
        : max(0, 1 - max(0, now - recent) - max(0, now - upcoming))
      // A set fading in while the range is still many times wider than the one it moves to
      // has its lines squeezed together: closer than 3 units they are not stroked (they would
      // make a grey band), and they fade in as they part to 6.
      let stroke =
        generations.count == 1
        ? generation.alpha : generation.alpha * min(1, max(0, spacing / (3 * unit) - 1))
      for value in YAxisTicks(range: range, step: generation.step).values {
        let key = (value / smallest * 1000).rounded()
        let y = (transform.y(value) * 2).rounded() / 2 + (width == 1 ? 0.5 : 0)
        guard y >= plot.minY - 0.5, y <= plot.maxY + 0.5 else { continue }
        // The set that shows most of the line's label gives its step, the most opaque on a
        // tie: 8, not the 8.00 of a set of quarters whose labels are mostly hidden.
        var line =
          lines[key]
          ?? GridLine(value: value, y: y, alpha: 0, stroke: 0, step: generation.step, label: 0)
        let label =
          departed.contains { DecimalSteps.isWholeSteps(value, from: 0, step: $0) } ? 1 : label
        let weight = generation.alpha * label
        if weight > labelWeights[key, default: 0] {
          labelWeights[key] = weight
          line.step = generation.step
        }
        line.alpha += generation.alpha
        line.stroke += stroke
        line.label = max(line.label, label)
        lines[key] = line
      }
    }
    return lines.values.map {
      GridLine(
        value: $0.value, y: $0.y, alpha: min(1, $0.alpha), stroke: min(1, $0.stroke),
        step: $0.step, label: $0.label)
    }
    .sorted { ($0.alpha, $0.y) > ($1.alpha, $1.y) }
  }

  /// The grid's steps around `t` with their opacities (`RangeEnvelope.gridGenerations`), or
  /// those of axis `owner` on a chart with two y-axes.
  func gridGenerations(owner: Int?, at t: Double) -> [GridGeneration] {
    owner.map { RangeEnvelope.axisGenerations(compiled.seriesRanges, series: $0, at: t) }
      ?? compiled.plotRange.gridGenerations(at: t)
  }

  /// For a set of lines `step` apart alone now: the other steps that faded out over the last
  /// 0.15 s (the ranges moved to from 0.55 s to 0.4 s ago), and whether the range starts
  /// moving to another step within the next 0.075 s; each read at 7 instants.
  func lonelyFade(owner: Int?, step: Double) -> (departed: [Double], coming: Bool) {
    let t = state.time
    let length = RangeEnvelope.legibilityDuration
    let before = (0...6).map { t - RangeEnvelope.rampDuration - length + Double($0) * length / 6 }
    let after = (1...7).map { t + Double($0) * RangeEnvelope.anticipation / 7 }
    let steps =
      owner.map { RangeEnvelope.axisSteps(compiled.seriesRanges, series: $0, at: before + after) }
      ?? compiled.plotRange.gridSteps(at: before + after)
    let departed = Set(steps.prefix(before.count).filter { $0 != step })
    return (departed.sorted(), steps.suffix(after.count).contains { $0 != step })
  }

  /// How much of its labels a set of lines `spacing` apart shows, 0 to 1: a label and a gap of
  /// half its height (`textHeight`) at least, as closer sets read as a column of digits; the
  /// labels fade in over the next 0.3 label heights.
  static func labelShare(spacing: Double, _ textHeight: Double) -> Double {
    min(1, max(0, (spacing / textHeight - 1.5) / 0.3))
  }

  /// The series whose axis owns the grid on a chart with two y-axes, with the opacity its
  /// lines have: the first series while it is visible, passing to the second as it hides.
  var gridOwners: [(series: Int?, alpha: Double)] {
    guard data.yScaled, alphas.count >= 2 else { return [(nil, 1)] }
    let first = alphas[0]
    var owners: [(series: Int?, alpha: Double)] = []
    if first > 0 { owners.append((0, first)) }
    if first < 1 { owners.append((1, (1 - first) * alphas[1])) }
    return owners.filter { $0.alpha > 0 }
  }

  /// The grid of this frame (`gridOwners`, each with its `gridLines(owner:)`).
  func grid() -> [GridOwner] {
    gridOwners.map {
      GridOwner(series: $0.series, alpha: $0.alpha, lines: gridLines(owner: $0.series))
    }
  }

  /// The grid part of this frame, drawing `grid`.
  func gridPart(_ grid: [GridOwner]) -> GridPart {
    GridPart(plot: plot, grid: grid, style: partStyle)
  }

  /// The grid's value labels: at the reading edge, and on a chart with two y-axes the second
  /// series' values at the far edge, each axis on its own round values (on the shared lines at
  /// rest), in its series' colour and fading with it.
  ///
  /// Each label is written by `yLabel` in its axis' format; one y-axis keeps Western digits,
  /// two y-axes write the locale's (docs/scene-format.md).
  func axisLabels(_ grid: [GridOwner]) -> [AxisLabel] {
    let near = rightToLeft ? plot.maxX : plot.minX
    let far = rightToLeft ? plot.minX : plot.maxX
    guard data.yScaled, alphas.count >= 2 else {
      return grid.flatMap { owner in
        axisLabels(owner.lines, series: nil, x: near, near: true, color: nil, opacity: owner.alpha)
      }
    }
    return (0..<2).filter { alphas[$0] > 0 }.flatMap { series in
      let lines = grid.first { $0.series == series }?.lines ?? gridLines(owner: series)
      return axisLabels(
        lines, series: series, x: series == 0 ? near : far, near: series == 0,
        color: palette.seriesColor(data.series[series].color).seriesText(on: palette.background),
        opacity: alphas[series])
    }
  }

  /// The labels of one axis' lines at `x`, in `color` (nil: the grid's label colour for
  /// what lies under them), at the lines' opacity times `opacity`.
  ///
  /// The most opaque lines first: a fading label that would sit on a clearer one is left
  /// out, so the cross-fade never piles labels up (its line is still drawn).
  private func axisLabels(
    _ lines: [GridLine], series: Int?, x: Double, near: Bool, color: Color?, opacity: Double
  ) -> [AxisLabel] {
    let textHeight = ChartLayout.Metrics.axisTextSize * unit * 1.25
    let range = series.map { state.yRanges[$0] } ?? state.yRange
    let largest = max(abs(range.min), abs(range.max))
    var labelled: [(y: Double, alpha: Double)] = []
    var labels: [AxisLabel] = []
    for line in lines where line.label > 0 {
      let alpha = line.alpha * line.label
      guard !labelled.contains(where: { abs($0.y - line.y) < textHeight && $0.alpha >= alpha })
      else { continue }
      labelled.append((line.y, alpha))
      let top = line.y - textHeight - unit
      labels.append(
        AxisLabel(
          series: series, value: line.value,
          text: yLabel(line.value, step: line.step, largest: largest, series: series), x: x,
          top: top,
          near: near, color: color ?? gridLabelColor(atY: top + textHeight / 2),
          opacity: alpha * opacity))
    }
    return labels
  }
}
