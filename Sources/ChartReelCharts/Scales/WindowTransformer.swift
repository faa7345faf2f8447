import ChartReelCore

/// Maps any window of a chart's data to its plot's pixels, as DGCharts' `Transformer` does:
/// the data's x values, whether its marks own an x-step, the y-range, the rectangle and the
/// reading direction.
///
/// Bars and candles own one x-step each (`XExtent.steps`), so the x range is widened by half a
/// step (half a calendar period for monthly data) at each end and the edge points are whole.
struct WindowTransformer {
  let data: ChartData
  /// How the kind's marks take up x: at their points, or owning an x-step.
  let xExtent: XExtent
  let range: ValueRange
  let rect: Rect
  let mirrored: Bool

  /// The data-to-pixel map for `window`.
  func transform(_ window: Window) -> PlotTransform {
    // Half a bar at each end: half a step, or the edge points' calendar periods (`barExtent`).
    var pads = (0.0, 0.0)
    if xExtent == .steps, let first = data.x.first, let last = data.x.last {
      pads = (
        first - data.barExtent(at: 0).lower, data.barExtent(at: data.x.count - 1).upper - last
      )
    }
    return PlotTransform(
      xLower: data.xValue(atFraction: window.lower) - pads.0,
      xUpper: data.xValue(atFraction: window.upper) + pads.1, yRange: range, rect: rect,
      mirrored: mirrored)
  }
}
