import ChartReelCore
import Foundation

/// One set of horizontal grid values and the opacity it is drawn with.
struct GridGeneration: Equatable {
  var step: Double
  var alpha: Double
}

extension RangeEnvelope {
  /// The grid's steps around `t`, each with the share of the last and next 0.2 s during which the
  /// range has that step: a single step at full opacity at rest, and a cross-fade — the old lines
  /// fading out as the new ones fade in — while the range moves to another step.
  ///
  /// A pure function of time, sampled on the envelope's own grid. A run of equal ranges (the
  /// range at rest) takes its step once.
  func gridGenerations(at t: Double) -> [GridGeneration] {
    let samples = 2 * Self.reach + 1
    var counts: [(step: Double, count: Int)] = []
    let times = (0..<samples).map { t - Self.halfWidth + Double($0) * Self.cell }
    var last: (range: ValueRange, step: Double)?
    for range in ranges(at: times) {
      let step: Double
      if let last, last.range == range {
        step = last.step
      } else {
        step = YAxisTicks.step(for: range)
        last = (range, step)
      }
      if let index = counts.firstIndex(where: { $0.step == step }) {
        counts[index].count += 1
      } else {
        counts.append((step, 1))
      }
    }
    return counts.map { GridGeneration(step: $0.step, alpha: Double($0.count) / Double(samples)) }
      .sorted { $0.alpha > $1.alpha }
  }
}

extension ChartDrawing {
  /// A grid line: its value on the owning axis, its pixel row, its opacity and the finest
  /// step that draws it (which its label's decimals follow).
  struct GridLine {
    var value: Double
    var y: Double
    var alpha: Double
    var step: Double
  }

  /// The lines of the grid: the envelope's generations, positioned by the current y-range.
  ///
  /// Lines of two generations at the same value add up, so shared lines stay opaque.
  func gridLines(owner: Int?) -> [GridLine] {
    let envelope = owner.map { view.seriesRanges[$0] } ?? view.plotRange
    let transform = owner.map { self.transform(forSeries: $0) } ?? self.transform
    let range = owner.map { state.yRanges[$0] } ?? state.yRange
    let generations = envelope.gridGenerations(at: state.time)
    let smallest = generations.map(\.step).min() ?? 1
    let width = max(1, unit / 2)
    // Keyed by the value in thousandths of the smallest step, as a Double: values far from 0
    // on a tiny step (0.3 and 0.30000000000000004) pass any integer's range.
    var lines: [Double: GridLine] = [:]
    for generation in generations {
      for value in YAxisTicks(range: range, step: generation.step).values {
        let key = (value / smallest * 1000).rounded()
        let y = (transform.y(value) * 2).rounded() / 2 + (width == 1 ? 0.5 : 0)
        guard y >= plot.minY - 0.5, y <= plot.maxY + 0.5 else { continue }
        var line = lines[key] ?? GridLine(value: value, y: y, alpha: 0, step: generation.step)
        line.alpha += generation.alpha
        line.step = min(line.step, generation.step)
        lines[key] = line
      }
    }
    return lines.values.map {
      GridLine(value: $0.value, y: $0.y, alpha: min(1, $0.alpha), step: $0.step)
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

  /// The grid's value labels just above their lines, drawn over the data: at the reading edge,
  /// and on a chart with two y-axes the second series' values at the far edge, each in its
  /// series' colour and fading with it.
  func gridLabels(_ grid: Grid) -> [DisplayNode] {
    let font = Font(size: ChartLayout.Metrics.axisTextSize * unit)
    let textHeight = font.size * 1.25
    let near = rightToLeft ? plot.maxX : plot.minX
    let far = rightToLeft ? plot.minX : plot.maxX
    var nodes: [DisplayNode] = []
    for owner in grid {
      var labelled: [(y: Double, alpha: Double)] = []
      // The most opaque lines first: a fading label that would sit on a clearer one is left
      // out, so the cross-fade never piles labels up (its line is still drawn).
      for line in owner.lines {
        guard
          !labelled.contains(where: { abs($0.y - line.y) < textHeight && $0.alpha >= line.alpha })
        else { continue }
        labelled.append((line.y, line.alpha))
        let top = line.y - textHeight - unit
        guard data.yScaled, alphas.count >= 2 else {
          nodes.append(
            label(
              yLabel(line.value, step: line.step, series: nil), x: near,
              y: top, near: true,
              font: font, color: gridLabelColor(atY: top + textHeight / 2),
              opacity: line.alpha))
          continue
        }
        for series in 0..<2 where alphas[series] > 0 {
          let from = owner.series ?? 0
          let own = series == owner.series
          let value = own ? line.value : axisValue(line.value, from: from, to: series)
          // The other axis' step: how far its value moves from one line to the next.
          let step =
            own ? line.step : abs(axisValue(line.value + line.step, from: from, to: series) - value)
          let color = palette.seriesColor(data.series[series].color)
          nodes.append(
            label(
              yLabel(value, step: step, series: series),
              x: series == 0 ? near : far, y: top, near: series == 0, font: font,
              color: color, opacity: line.alpha * owner.alpha * alphas[series]))
        }
      }
    }
    return nodes
  }

  /// The value on series `to`'s axis at the grid line of `value` on series `from`'s axis:
  /// the same height in the plot, worked out from the two ranges rather than from the line's
  /// rounded pixel, so round values read round.
  func axisValue(_ value: Double, from: Int, to: Int) -> Double {
    guard from != to, state.yRanges.indices.contains(from), state.yRanges.indices.contains(to)
    else { return value }
    let (a, b) = (state.yRanges[from], state.yRanges[to])
    guard a.span > 0 else { return b.min }
    let mapped = b.min + (value - a.min) / a.span * b.span
    // Rounded to a millionth of the axis's span, so 33599.999999 reads 33.6K.
    let grain = pow(10, (log10(max(b.span, 1e-300)) - 6).rounded(.down))
    return (mapped / grain).rounded() * grain
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
