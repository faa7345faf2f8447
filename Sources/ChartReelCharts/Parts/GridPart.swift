import ChartReelCore
import Foundation

/// One set of horizontal grid values and the opacity it is drawn with.
struct GridGeneration: Equatable {
  var step: Double
  var alpha: Double
}

extension GridGeneration {
  /// The generations of `steps`, the steps a range has at an odd number of evenly spaced
  /// instants: each step at the share of the instants that have it, the most opaque first.
  ///
  /// At most two: the shares of a third and later go to the first, so one set is always over
  /// half opaque and the labels at half opacity or more are one set of equal steps (three
  /// sets' shared lines would add up to 500K, 600K, 800K, 1.0M).
  static func counting(_ steps: [Double]) -> [GridGeneration] {
    var counts: [(step: Double, count: Int)] = []
    for step in steps {
      if let index = counts.firstIndex(where: { $0.step == step }) {
        counts[index].count += 1
      } else {
        counts.append((step, 1))
      }
    }
    counts.sort { $0.count > $1.count }
    if counts.count > 2 {
      counts[0].count += counts[2...].reduce(0) { $0 + $1.count }
      counts.removeSubrange(2...)
    }
    let total = Double(max(1, steps.count))
    return counts.map { GridGeneration(step: $0.step, alpha: Double($0.count) / total) }
      .sorted { $0.alpha > $1.alpha }
  }
}

extension RangeEnvelope {
  /// The 97 instants of the envelope's 1/240 s grid over the last 0.4 s, up to `t`: a fade
  /// starts with the range's move, never before it.
  static func fadeTimes(around t: Double) -> [Double] {
    (0...reach).map { t - rampDuration + Double($0) * cell }
  }

  /// The grid's steps around `t`, each with the share of the last 0.4 s during which the range has
  /// that step: a single step at full opacity at rest, and a cross-fade — the old lines
  /// fading out as the new ones fade in — while the range moves to another step.
  ///
  /// A pure function of time, sampled on the envelope's own grid. A run of equal ranges (the
  /// range at rest) takes its step once.
  func gridGenerations(at t: Double) -> [GridGeneration] {
    var last: (range: ValueRange, step: Double)?
    return GridGeneration.counting(
      ranges(at: Self.fadeTimes(around: t)).map { range in
        if let last, last.range == range { return last.step }
        let step = YAxisTicks.step(for: range)
        last = (range, step)
        return step
      })
  }

  /// The steps of axis `series` of a chart with two y-axes around `t`, from its envelope and
  /// the other axis' (`ranges`, left first), as `gridGenerations(at:)`: at each instant the
  /// step `TwoAxisGrid.step` reads from the two ranges, so each axis crosses fades on its own
  /// round values.
  static func axisGenerations(_ ranges: [RangeEnvelope], series: Int, at t: Double)
    -> [GridGeneration]
  {
    let times = fadeTimes(around: t)
    let own = ranges[series].ranges(at: times)
    let left = series == 0 ? own : ranges[0].ranges(at: times)
    var last: (left: ValueRange, own: ValueRange, step: Double)?
    return GridGeneration.counting(
      zip(left, own).map { left, range in
        if let last, last.left == left, last.own == range { return last.step }
        let step = series == 0 ? YAxisTicks.step(for: range) : TwoAxisGrid.step(range, left: left)
        last = (left, range, step)
        return step
      })
  }
}

extension ChartDrawing {
  /// A grid line: its value on the owning axis, its pixel row, its opacity and the step of
  /// the most opaque generation that draws it (which its label's decimals follow, so "1.0K"
  /// stays "1.0K" while a finer step fades in).
  struct GridLine {
    var value: Double
    var y: Double
    var alpha: Double
    var step: Double
    /// Whether the line gets a value label: a generation whose lines are closer than one and a
    /// half label heights while it fades gets none, rather than every other one (1.0 1.2 1.5
    /// 1.7 …) or a column of them.
    var labelled: Bool
  }

  /// The lines of the grid: the envelope's generations, positioned by the current y-range; on a
  /// chart with two y-axes, the lines of axis `owner`, on its own round values.
  ///
  /// Lines of two generations at the same value add up, so shared lines stay opaque.
  func gridLines(owner: Int?) -> [GridLine] {
    let transform = owner.map { self.transform(forSeries: $0) } ?? self.transform
    let range = owner.map { state.yRanges[$0] } ?? state.yRange
    let generations =
      owner.map {
        RangeEnvelope.axisGenerations(view.seriesRanges, series: $0, at: state.time)
      } ?? view.plotRange.gridGenerations(at: state.time)
    let smallest = generations.map(\.step).min() ?? 1
    let width = max(1, unit / 2)
    // Keyed by the value in thousandths of the smallest step, as a Double: values far from 0
    // on a tiny step (0.3 and 0.30000000000000004) pass any integer's range.
    var lines: [Double: GridLine] = [:]
    let textHeight = ChartLayout.Metrics.axisTextSize * unit * 1.25
    for generation in generations {
      let spacing = abs(transform.y(generation.step) - transform.y(0))
      // A label and a gap of half its height: closer sets read as a column of digits.
      let labelled = generations.count == 1 || spacing >= 1.5 * textHeight
      for value in YAxisTicks(range: range, step: generation.step).values {
        let key = (value / smallest * 1000).rounded()
        let y = (transform.y(value) * 2).rounded() / 2 + (width == 1 ? 0.5 : 0)
        guard y >= plot.minY - 0.5, y <= plot.maxY + 0.5 else { continue }
        // Generations come most opaque first: the first to draw a line gives its step.
        var line =
          lines[key]
          ?? GridLine(value: value, y: y, alpha: 0, step: generation.step, labelled: false)
        line.alpha += generation.alpha
        line.labelled = line.labelled || labelled
        lines[key] = line
      }
    }
    return lines.values.map {
      GridLine(
        value: $0.value, y: $0.y, alpha: min(1, $0.alpha), step: $0.step, labelled: $0.labelled)
    }
    .sorted { ($0.alpha, $0.y) > ($1.alpha, $1.y) }
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

  /// The grid of one frame: each owner's lines and their opacity, worked out once for the
  /// lines and for their labels.
  typealias Grid = [(series: Int?, alpha: Double, lines: [GridLine])]

  /// The grid of this frame (`gridOwners`, each with its `gridLines(owner:)`).
  func grid() -> Grid {
    gridOwners.map { ($0.series, $0.alpha, gridLines(owner: $0.series)) }
  }

  /// Horizontal grid lines across the plot.
  func gridLines(_ grid: Grid) -> [DisplayNode] {
    let style = StrokeStyle(width: max(1, unit / 2))
    return grid.flatMap { owner in
      owner.lines.map { line in
        var path = Path()
        path.move(to: Point(x: plot.minX, y: line.y))
        path.line(to: Point(x: plot.maxX, y: line.y))
        return DisplayNode.stroke(path, palette.gridLine.fading(line.alpha * owner.alpha), style)
      }
    }
  }

  /// One value label of the grid: the axis it belongs to (the series, on a chart with two
  /// y-axes), its value and text, and where and how it is drawn.
  struct AxisLabel {
    var series: Int?
    var value: Double
    var text: String
    var x: Double
    var top: Double
    var near: Bool
    var color: Color
    var opacity: Double
  }

  /// The grid's value labels just above their lines, drawn over the data (`axisLabels`).
  func gridLabels(_ grid: Grid) -> [DisplayNode] {
    let font = Font(size: ChartLayout.Metrics.axisTextSize * unit)
    return axisLabels(grid).map {
      label(
        $0.text, x: $0.x, y: $0.top, near: $0.near, font: font, color: $0.color,
        opacity: $0.opacity)
    }
  }

  /// The grid's value labels: at the reading edge, and on a chart with two y-axes the second
  /// series' values at the far edge, each axis on its own round values (on the shared lines at
  /// rest), in its series' colour and fading with it.
  ///
  /// Each label is written by `yLabel` in its axis' format; one y-axis keeps Western digits,
  /// two y-axes write the locale's (docs/scene-format.md).
  func axisLabels(_ grid: Grid) -> [AxisLabel] {
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
    var labelled: [(y: Double, alpha: Double)] = []
    var labels: [AxisLabel] = []
    for line in lines where line.labelled {
      guard
        !labelled.contains(where: { abs($0.y - line.y) < textHeight && $0.alpha >= line.alpha })
      else { continue }
      labelled.append((line.y, line.alpha))
      let top = line.y - textHeight - unit
      labels.append(
        AxisLabel(
          series: series, value: line.value,
          text: yLabel(line.value, step: line.step, series: series), x: x, top: top,
          near: near, color: color ?? gridLabelColor(atY: top + textHeight / 2),
          opacity: line.alpha * opacity))
    }
    return labels
  }

  private func label(
    _ text: String, x: Double, y: Double, near: Bool, font: Font, color: Color, opacity: Double
  ) -> DisplayNode {
    let alignment: TextRun.Alignment = near == rightToLeft ? .right : .left
    return .text(
      TextRun(
        text, at: Point(x: x, y: y), alignment: alignment, font: font, color: color,
        opacity: opacity, role: .yLabel))
  }
}
