import ChartReelCore

/// The fingers of the gesture under way, drawn over the whole chart when the canvas shows
/// touches (`TouchMarks`: translucent grey discs with a darker rim).
///
/// Takes the fingers' centres in canvas pixels, whether the canvas shows them, and the
/// frame's `PartStyle` (a finger is `Metrics.radius` dp across the type scale); the chart
/// builds it (`ChartDrawing.touchesPart`).
struct TouchesPart {
  /// The size of a finger, in dp.
  enum Metrics {
    /// A finger's radius on a chart.
    static let radius = 18.0
  }

  /// The fingers' centres, in canvas pixels: none while no finger is down.
  let fingers: [Point]
  /// Whether the canvas shows touches (the canvas's `touches`).
  let shown: Bool
  let style: PartStyle

  /// A disc per finger, or none when the canvas does not show touches.
  func nodes() -> [DisplayNode] {
    guard shown else { return [] }
    return TouchMarks.nodes(fingers, radius: Metrics.radius * style.unit)
  }
}

extension ChartDrawing {
  /// The fingers of this frame.
  var touchesPart: TouchesPart {
    let shown = context.canvas.showsTouches
    return TouchesPart(
      fingers: shown ? chart.touches.value(at: state.time) : [], shown: shown, style: partStyle)
  }
}

extension ChartRenderer {
  /// `touches`, the fingers' centres in canvas pixels, while a gesture's fingers are down.
  func touchFields(at t: Double) -> [(String, JSONValue)] {
    let fingers = touches.value(at: t)
    return fingers.isEmpty ? [] : [("touches", TouchMarks.json(fingers))]
  }
}
