/// Maps data values to canvas pixels: one affine map per axis, as DGCharts' Transformer does.
public struct PlotTransform: Sendable {
  public let rect: Rect
  let xOffset: Double
  let xScale: Double
  let yOffset: Double
  let yScale: Double

  /// Maps the part of the x range in `window` onto the width of `rect`, and `yRange` onto its
  /// height (a zero-height range is widened so values stay finite and centred).
  public init(data: ChartData, window: Window, yRange: ValueRange, rect: Rect) {
    self.rect = rect
    let lowerX = data.xValue(atFraction: window.lower)
    let upperX = data.xValue(atFraction: window.upper)
    xScale = rect.width / max(upperX - lowerX, 1e-9)
    xOffset = rect.minX - lowerX * xScale
    var range = yRange
    if range.span <= 0 {
      let pad = max(abs(range.min) * 0.1, 1)
      range = ValueRange(range.min - pad, range.max + pad)
    }
    yScale = -rect.height / range.span
    yOffset = rect.maxY - range.min * yScale
  }

  public func x(_ value: Double) -> Double { xOffset + value * xScale }
  public func y(_ value: Double) -> Double { yOffset + value * yScale }
  public func point(x: Double, y: Double) -> Point { Point(x: self.x(x), y: self.y(y)) }
}
