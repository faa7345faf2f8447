import ChartReelCore

/// Where a slider's parts lie in its node's frame: the labels' row on top, then the track
/// through the handles' centres.
///
/// Sizes follow the label size `s`: handles 1.4 s across, a track 0.2 s thick. The track runs
/// from one handle radius inside the left edge to one inside the right, as in the range seek
/// slider, and values map onto it through a `PlotTransform`, mirrored on a right-to-left
/// canvas. A pure function of the frame, the slider and the text measurer.
struct SliderLayout: Sendable {
  enum Metrics {
    static let handleRadius = 0.7
    static let trackThickness = 0.2
    static let labelGap = 0.35
    static let handleRing = 0.1
    static let shadowRoom = 0.12
    static let touchRadius = 1.7
  }

  let frame: Rect
  let font: Font
  let handleRadius: Double
  /// The whole track: its length is the values' span, its height the bar's thickness.
  let track: Rect
  /// The top of the labels.
  let labelTop: Double
  let transform: PlotTransform

  init(
    content: SliderContent, frame: Rect, direction: LayoutDirection, measurer: any TextMeasuring
  ) {
    self.frame = frame
    let size = content.size
    font = Font(size: size)
    let labelHeight = measurer.measure("0", font: font).height
    let radius = Metrics.handleRadius * size
    handleRadius = radius
    let height = Self.naturalHeight(size: size, labelHeight: labelHeight)
    labelTop = frame.minY + max(0, (frame.height - height) / 2)
    let centerY = labelTop + labelHeight + Metrics.labelGap * size + radius
    let thickness = Metrics.trackThickness * size
    track = Rect(
      x: frame.minX + radius, y: centerY - thickness / 2, width: max(1, frame.width - 2 * radius),
      height: thickness)
    transform = PlotTransform(
      xLower: content.minimum, xUpper: content.maximum, yRange: ValueRange(0, 1), rect: track,
      mirrored: direction.isRightToLeft)
  }

  /// The height a slider with labels of `size` px needs.
  static func naturalHeight(size: Double, measurer: any TextMeasuring) -> Double {
    naturalHeight(size: size, labelHeight: measurer.measure("0", font: Font(size: size)).height)
  }

  private static func naturalHeight(size: Double, labelHeight: Double) -> Double {
    labelHeight + (Metrics.labelGap + 2 * Metrics.handleRadius + Metrics.shadowRoom) * size
  }

  /// The height of the handles' centres.
  var centerY: Double { track.midY }

  /// The x of `value` on the track.
  func x(_ value: Double) -> Double { transform.x(value) }

  /// The value at column `x` of the track, unclamped.
  func value(atX x: Double) -> Double { transform.xValue(atPixel: x) }

  /// The centre of a handle at `value`.
  func handleCenter(_ value: Double) -> Point { Point(x: x(value), y: centerY) }

  /// The radius of a finger drawn on the slider.
  var touchRadius: Double { Metrics.touchRadius * handleRadius }

  /// The left edges of two labels `widths` wide centred over handles at `xs`: inside the
  /// frame, and pushed apart when they would overlap.
  func labelLefts(xs: [Double], widths: [Double]) -> [Double] {
    guard xs.count == 2, widths.count == 2 else { return [] }
    let gap = font.size * 0.5
    var lefts = zip(xs, widths).map { $0 - $1 / 2 }
    let order = xs[0] <= xs[1] ? [0, 1] : [1, 0]
    let (a, b) = (order[0], order[1])
    let overlap = lefts[a] + widths[a] + gap - lefts[b]
    if overlap > 0 {
      lefts[a] -= overlap / 2
      lefts[b] += overlap / 2
    }
    // Inside the frame: the left label from the left edge, the right one from the right.
    lefts[a] = max(frame.minX, lefts[a])
    lefts[b] = max(lefts[b], lefts[a] + widths[a] + gap)
    lefts[b] = min(lefts[b], frame.maxX - widths[b])
    lefts[a] = min(lefts[a], lefts[b] - gap - widths[a])
    lefts[a] = max(frame.minX, lefts[a])
    return lefts
  }
}
