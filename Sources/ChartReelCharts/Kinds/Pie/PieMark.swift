import ChartReelCore
import Foundation

extension PlotContext {
  /// The pie's centre and radius: 0.45 × the smaller side of the plot.
  var pieCircle: (center: Point, radius: Double) {
    (plot.center, 0.45 * min(plot.width, plot.height))
  }

  /// The angle each slice ends at from 12 o'clock, from the cumulative shares: clockwise, or
  /// counter-clockwise on a right-to-left canvas.
  func pieAngles(_ shares: [Double]) -> [Double] {
    let turn = rightToLeft ? -1.0 : 1.0
    var running = 0.0
    return [-Double.pi / 2]
      + shares.map { share in
        running += share
        return -Double.pi / 2 + turn * 2 * Double.pi * running
      }
  }

  /// The slice under the indicator: the one at the angle `position × 360°` from 12 o'clock.
  func pieSelection(_ angles: [Double]) -> Int? {
    guard state.indicatorAlpha > 0 else { return nil }
    let turn = rightToLeft ? -1.0 : 1.0
    let angle = -Double.pi / 2 + turn * 2 * Double.pi * min(1, max(0, state.indicatorPosition))
    return (0..<(angles.count - 1)).first {
      angle >= min(angles[$0], angles[$0 + 1]) && angle <= max(angles[$0], angles[$0 + 1])
    }
  }

  /// A percentage chart turning into a pie, and back.
  ///
  /// The areas, standing still, are clipped by a circle closing to the pie's radius over the
  /// first half; the slices fade in over them as they turn into place, and their percentages
  /// after. Only circles turn, so no straight edge of the areas sweeps across the plot, either
  /// way.
  ///
  /// At progress 1 only the pie's slices are left.
  func pie() -> [DisplayNode] {
    let p = min(1, max(0, state.pieProgress))
    let (center, radius) = pieCircle
    let shares = PieShares(data: data, day: day, state: state).shares
    let angles = pieAngles(shares)
    let selected = pieSelection(angles)
    // The slices' one full turn, starting and ending still, so the last frame matches the pie
    // exactly.
    let turn = AffineTransform.rotation(2 * Double.pi * Self.smoothstep(p), about: center)
    var nodes: [DisplayNode] = []
    // The areas stay opaque under the slices until these are (at 0.9): the disc never shows
    // the background through two half-faded layers.
    let sliceAlpha = Self.smoothstep((p - 0.3) / 0.6)
    if sliceAlpha < 1 {
      let area = MarkArea(
        transform: { _ in transform }, points: data.indexRange(covering: window), lineWidth: 1,
        isMinimap: false)
      let cover = (plot.width * plot.width + plot.height * plot.height).squareRoot() / 2
      let closing = Self.smoothstep(p / 0.5)
      let clip = Path.circle(center: center, radius: cover + (radius - cover) * closing)
      nodes.append(.group(clip: clip, opacity: 1, children: areas(in: area, percentage: true)))
    }
    if sliceAlpha > 0 {
      var slices: [DisplayNode] = []
      // Each slice reaches a pixel (at the rim) into the next, which covers it: no pale seam
      // where two antialiased edges meet. The selected slice, moved out, does not.
      let overlap = 1 / max(radius, 1)
      let shown = data.series.indices.filter { shares[$0] > 0 }
      for (position, k) in shown.enumerated() {
        var path = Path()
        path.move(to: center)
        // The next slice drawn covers this one's reach; the last reaches into the first.
        let next = shown[(position + 1) % shown.count]
        let reach = shown.count < 2 || k == selected || next == selected ? 0 : overlap
        if rightToLeft {
          path.arcNegative(
            center: center, radius: radius, from: angles[k], to: angles[k + 1] - reach)
        } else {
          path.arc(center: center, radius: radius, from: angles[k], to: angles[k + 1] + reach)
        }
        path.close()
        var color = palette.seriesColor(data.series[k].color)
        if let selected, selected != k {
          color = color.mixed(with: palette.background, 0.25 * min(1, state.indicatorAlpha))
        }
        var slice: [DisplayNode] = [.fill(path, color)]
        if selected == k {
          let middle = (angles[k] + angles[k + 1]) / 2
          let shift = 8 * unit * min(1, max(0, state.indicatorAlpha))
          slice = DisplayNode.wrapping(
            slice, transform: .translation(shift * cos(middle), shift * sin(middle)))
        }
        slices += slice
      }
      nodes += DisplayNode.wrapping(
        DisplayNode.wrapping(slices, transform: turn), opacity: sliceAlpha)
    }
    nodes += pieLabels(
      shares: shares, angles: angles, selected: selected, alpha: p * p * p,
      turn: (2 * Double.pi * Self.smoothstep(p)).truncatingRemainder(dividingBy: 2 * Double.pi))
    return nodes
  }

  /// 0 below 0, 1 above 1, and a smooth S between.
  static func smoothstep(_ x: Double) -> Double {
    let t = min(1, max(0, x))
    return t * t * (3 - 2 * t)
  }

  /// "N%" on each slice of 2 % or more, white, sized by its share, along its bisector.
  ///
  /// The percents add up to 100 (largest remainder). A small slice's label that would
  /// overprint a larger one's is left out. While the pie forms, each label rides on its
  /// slice, turned by `turn` with it (the text itself stays upright).
  func pieLabels(
    shares: [Double], angles: [Double], selected: Int?, alpha: Double, turn: Double = 0
  ) -> [DisplayNode] {
    guard alpha > 0 else { return [] }
    let (center, radius) = pieCircle
    let percents = PieShares.wholePercents(shares)
    var placed: [(index: Int, run: TextRun, box: Rect)] = []
    let largestFirst = shares.indices.sorted { (shares[$0], -$0) > (shares[$1], -$1) }
    for k in largestFirst where shares[k] >= 0.02 {
      let share = shares[k]
      let middle = (angles[k] + angles[k + 1]) / 2 + turn
      var distance = 0.42 * 2 * radius * (1 - share).squareRoot()
      if selected == k { distance += 8 * unit * min(1, state.indicatorAlpha) }
      let font = Font(size: radius / 13 + share * radius / 7, weight: .bold)
      let text = format.percent(Double(percents[k]))
      let height = measurer.measure(text, font: font).height
      let run = TextRun(
        text,
        at: Point(
          x: center.x + distance * cos(middle),
          y: center.y + distance * sin(middle) - height / 2),
        alignment: .center, font: font, color: palette.seriesColor(data.series[k].color).inkOnFill,
        opacity: alpha, role: .pieLabel)
      let box = run.box(measurer: measurer)
      guard !placed.contains(where: { $0.box.intersects(box) }) else { continue }
      placed.append((k, run, box))
    }
    return placed.sorted { $0.index < $1.index }.map { .text($0.run) }
  }
}
