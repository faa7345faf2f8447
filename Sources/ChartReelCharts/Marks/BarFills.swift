import ChartReelCore

/// The bars of one series gathered into one path per colour, to be filled in as few draws as
/// possible.
///
/// Bars that stand for several points each (dense data, one bar per pixel column) touch their
/// neighbours: joined, each run of touching bars is one outline, so no seam shows where two
/// bars' anti-aliased edges would meet.
struct BarFills {
  /// The colours the bars take.
  let colors: BarColors
  /// Whether neighbouring bars touch and are drawn as one outline.
  let joined: Bool
  private var othersPath = Path()
  private var selectedPath = Path()
  /// The joined bars not yet outlined: left, right, bottom and top in pixels.
  private var run: [(left: Double, right: Double, bottom: Double, top: Double)] = []

  /// Bars of a series coloured by `colors`, joined when they touch, with room for `columns`
  /// bars (a bar is six path elements).
  init(colors: BarColors, joined: Bool = false, columns: Int = 0) {
    self.colors = colors
    self.joined = joined
    othersPath.reserveCapacity(6 * columns)
  }

  /// Adds the bar of `column` from `bottom` to `top` (pixels).
  mutating func add(_ column: BarColumn, bottom: Double, top: Double) {
    let rect = Rect(
      x: min(column.left, column.right), y: min(bottom, top),
      width: abs(column.right - column.left), height: abs(bottom - top))
    if let selected = colors.selected, column.points.contains(selected),
      colors.selectedColor != colors.others
    {
      breakRun()
      selectedPath.addRect(rect)
    } else if joined {
      // Columns apart (no points between them) start an outline of their own.
      if let last = run.last, last.right != column.left { breakRun() }
      run.append((column.left, column.right, bottom, top))
    } else {
      othersPath.addRect(rect)
    }
  }

  /// Ends the run of joined bars: the next bar starts an outline of its own.
  mutating func breakRun() {
    guard let first = run.first else { return }
    othersPath.move(to: Point(x: first.left, y: first.bottom))
    for bar in run {
      othersPath.line(to: Point(x: bar.left, y: bar.top))
      othersPath.line(to: Point(x: bar.right, y: bar.top))
    }
    for bar in run.reversed() {
      othersPath.line(to: Point(x: bar.right, y: bar.bottom))
      othersPath.line(to: Point(x: bar.left, y: bar.bottom))
    }
    othersPath.close()
    run.removeAll(keepingCapacity: true)
  }

  /// The fills, faded by `alpha`, in drawing order.
  func nodes(fading alpha: Double) -> [DisplayNode] {
    var finished = self
    finished.breakRun()
    let fills: [(color: Color, path: Path)] = [
      (colors.others, finished.othersPath), (colors.selectedColor, selectedPath),
    ]
    return fills.filter { !$0.path.elements.isEmpty }
      .sorted { Self.drawnBefore($0.color, $1.color) }
      .map { DisplayNode.fill($0.path, $0.color.fading(alpha)) }
  }

  /// Whether a fill of colour `a` is drawn before one of `b`: the more transparent first, then
  /// the less red.
  private static func drawnBefore(_ a: Color, _ b: Color) -> Bool {
    a.alpha < b.alpha || (a.alpha == b.alpha && a.red < b.red)
  }
}
