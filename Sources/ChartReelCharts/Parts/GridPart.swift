import ChartReelCore

/// A grid line: its value on the owning axis, its pixel row, its opacity and the step of
/// the generation that shows most of its label (its opacity times its label share), or of
/// the most opaque that draws it when none labels it: its label's decimals follow it, so
/// "1.0K" stays "1.0K" while a finer step fades in, and a set of quarters whose labels have
/// faded out does not write "8.00" on a set of whole numbers.
struct GridLine {
  var value: Double
  var y: Double
  /// The opacity its label is shown at (times `label`).
  var alpha: Double
  /// The opacity its line is stroked at: `alpha`, less the sets whose lines are squeezed
  /// too close together to draw.
  var stroke: Double
  var step: Double
  /// How much of its value label the line shows, 0 to 1 (times its `alpha`): a generation
  /// whose lines are closer than one and a half label heights while it fades gets none,
  /// rather than every other one (1.0 1.2 1.5 1.7 …) or a column of them; its labels fade
  /// out as its lines close in from 1.8 label heights to 1.5, rather than all at once.
  var label: Double
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

/// The lines of the grid that one axis owns, and the opacity they are drawn with: on a chart
/// with two y-axes, the first series' while it shows, passing to the second's as it hides.
struct GridOwner {
  /// The series whose axis it is (nil: the one axis).
  var series: Int?
  var alpha: Double
  var lines: [GridLine]
}

/// The horizontal grid and its value labels.
///
/// Takes the plot's rectangle, the grid's lines by owner and the labels already placed and
/// written (`ChartDrawing.axisLabels`), with the frame's `PartStyle`; it only draws them.
struct GridPart {
  /// The plot's rectangle.
  let plot: Rect
  /// Each owner's lines and opacity.
  let grid: [GridOwner]
  let style: PartStyle

  /// Horizontal grid lines across the plot.
  func lineNodes() -> [DisplayNode] {
    let stroke = StrokeStyle(width: max(1, style.unit / 2))
    return grid.flatMap { owner in
      owner.lines.map { line in
        var path = Path()
        path.move(to: Point(x: plot.minX, y: line.y))
        path.line(to: Point(x: plot.maxX, y: line.y))
        return DisplayNode.stroke(
          path, style.palette.gridLine.fading(line.stroke * owner.alpha), stroke)
      }
    }
  }

  /// The grid's value labels just above their lines, drawn over the data (`ChartDrawing.axisLabels`).
  func labelNodes(_ labels: [AxisLabel]) -> [DisplayNode] {
    let font = Font(size: ChartLayout.Metrics.axisTextSize * style.unit)
    return labels.map {
      label(
        $0.text, x: $0.x, y: $0.top, near: $0.near, font: font, color: $0.color,
        opacity: $0.opacity)
    }
  }

  private func label(
    _ text: String, x: Double, y: Double, near: Bool, font: Font, color: Color, opacity: Double
  ) -> DisplayNode {
    let alignment: TextRun.Alignment = near == style.rightToLeft ? .right : .left
    return .text(
      TextRun(
        text, at: Point(x: x, y: y), alignment: alignment, font: font, color: color,
        opacity: opacity, role: .yLabel))
  }
}
