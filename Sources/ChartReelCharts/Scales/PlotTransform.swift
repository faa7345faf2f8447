import ChartReelCore

/// Maps data values to canvas pixels: one affine map per axis, as DGCharts' Transformer does.
///
/// Right to left is decided here, once: a mirrored transform runs x from the right edge of the
/// plot to the left, so every mark, label, annotation and gesture that converts through it is
/// mirrored without knowing.
package struct PlotTransform: Sendable {
  package let rect: Rect
  package let mirrored: Bool
  let xOffset: Double
  let xScale: Double
  let yOffset: Double
  let yScale: Double

  /// Maps x values from `xLower` to `xUpper` onto the width of `rect` (right to left when
  /// `mirrored`), and `yRange` onto its height (a zero-height range is widened so values stay
  /// finite and centred).
  package init(
    xLower: Double, xUpper: Double, yRange: ValueRange, rect: Rect, mirrored: Bool = false
  ) {
    self.rect = rect
    self.mirrored = mirrored
    let scale = rect.width / Swift.max(xUpper - xLower, 1e-9)
    xScale = mirrored ? -scale : scale
    xOffset = (mirrored ? rect.maxX : rect.minX) - xLower * xScale
    var range = yRange
    if !(range.span > 0) || !range.span.isFinite {
      let pad = Swift.max(abs(range.min.isFinite ? range.min : 0) * 0.1, 1)
      let base = range.min.isFinite ? range.min : 0
      range = ValueRange(base - pad, base + pad)
    }
    yScale = -rect.height / range.span
    yOffset = rect.maxY - range.min * yScale
  }

  /// Maps the part of the data's x range in `window` onto `rect`.
  package init(
    data: ChartData, window: Window, yRange: ValueRange, rect: Rect, mirrored: Bool = false
  ) {
    self.init(
      xLower: data.xValue(atFraction: window.lower), xUpper: data.xValue(atFraction: window.upper),
      yRange: yRange, rect: rect, mirrored: mirrored)
  }

  package func x(_ value: Double) -> Double { xOffset + value * xScale }
  package func y(_ value: Double) -> Double { yOffset + value * yScale }
  package func point(x: Double, y: Double) -> Point { Point(x: self.x(x), y: self.y(y)) }

  /// The x value drawn at pixel column `pixel`.
  package func xValue(atPixel pixel: Double) -> Double { (pixel - xOffset) / xScale }
  /// The y value drawn at pixel row `pixel`.
  package func yValue(atPixel pixel: Double) -> Double { (pixel - yOffset) / yScale }

  /// Pixels per unit of x (negative when mirrored).
  package var xPixelsPerUnit: Double { xScale }
}
