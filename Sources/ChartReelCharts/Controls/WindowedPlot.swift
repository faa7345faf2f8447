import ChartReelCore

/// A node that shows part of an x range through its `ChartProperties.window` track, in a plot that
/// gestures act on: a chart of any kind.
///
/// Pinches, drags, flings and double-taps take any node whose content conforms, and write only
/// its window and `touches` tracks.
package protocol WindowedPlot: BuiltInContent {
  /// The narrowest window, as a fraction of the x range.
  var minimumWindowWidth: Double { get }

  /// Where the plot lies in the node's `frame`, from its content as the layout stage laid it
  /// out (`BuiltInContent.layOutContent`); nil when it has no plot.
  func plotRect(in frame: Rect, contentLayout: (any Sendable)?) -> Rect?
}

extension ChartContent: WindowedPlot {
  package var minimumWindowWidth: Double { data.minimumWindowWidth }

  /// The overview's plot, as the renderer draws it.
  package func plotRect(in frame: Rect, contentLayout: (any Sendable)?) -> Rect? {
    (contentLayout as? ChartPlacement)?.overview.plot
  }
}

/// A plot as gestures see it: where it is, which way it runs and how narrow its window may get.
///
/// Every conversion between fingers (canvas pixels) and the window (fractions of the x range)
/// goes through the plot's `PlotTransform`, mirrored on a right-to-left canvas, so the data
/// under a finger stays under it in either direction without a special case.
package struct GesturePlot: Sendable {
  package let plot: Rect
  package let mirrored: Bool
  package let minimumWidth: Double

  package init(plot: Rect, mirrored: Bool, minimumWidth: Double) {
    self.plot = plot
    self.mirrored = mirrored
    self.minimumWidth = minimumWidth
  }

  /// The plot of an action's target, or nil when the target has none.
  package init?(_ target: ChangeTarget) {
    guard let content = target.node?.content as? any WindowedPlot,
      let plot = content.plotRect(in: target.frame, contentLayout: target.contentLayout)
    else { return nil }
    self.init(
      plot: plot, mirrored: target.canvas.direction.isRightToLeft,
      minimumWidth: content.minimumWindowWidth)
  }

  /// Maps the fractions of the x range in `window` onto the plot's columns.
  package func transform(_ window: Window) -> PlotTransform {
    PlotTransform(
      xLower: window.lower, xUpper: window.upper, yRange: ValueRange(0, 1), rect: plot,
      mirrored: mirrored)
  }

  /// The point at fractions `fraction` of the plot, from its top left.
  package func point(_ fraction: Point) -> Point {
    Point(x: plot.minX + fraction.x * plot.width, y: plot.minY + fraction.y * plot.height)
  }

  /// `window` magnified `scale` times about the data at column `x`, which stays at `x`.
  ///
  /// The width stops at the minimum and at the whole range, still about `x`; a window that
  /// would then cross an end of the data is shifted back inside.
  package func magnified(_ window: Window, by scale: Double, aboutColumn x: Double) -> Window {
    let window = window.constrained(minimumWidth: minimumWidth)
    let focus = transform(window).xValue(atPixel: x)
    let width = min(1, max(minimumWidth, window.width / max(scale, 1e-9)))
    let factor = width / window.width
    return Window(focus - (focus - window.lower) * factor, focus + (window.upper - focus) * factor)
      .clamped()
  }

  /// `window` moved so that its data follows a finger that moved `dx` pixels across, stopping at
  /// the data's ends.
  package func dragged(_ window: Window, by dx: Double) -> Window {
    let window = window.constrained(minimumWidth: minimumWidth)
    let shift = -dx / transform(window).xPixelsPerUnit
    return Window(window.lower + shift, window.upper + shift).clamped()
  }
}
