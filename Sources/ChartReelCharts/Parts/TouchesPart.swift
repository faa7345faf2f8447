import ChartReelCore

extension ChartDrawing {
  /// The radius of a finger on a chart, in dp.
  static let touchRadius = 18.0

  /// The fingers of the gesture under way, when the canvas shows touches.
  func touchNodes() -> [DisplayNode] {
    guard context.canvas.showsTouches else { return [] }
    return TouchMarks.nodes(
      chart.touches.value(at: state.time), radius: Self.touchRadius * unit)
  }
}

extension ChartRenderer {
  /// `touches`, the fingers' centres in canvas pixels, while a gesture's fingers are down.
  func touchFields(at t: Double) -> [(String, JSONValue)] {
    let fingers = touches.value(at: t)
    return fingers.isEmpty ? [] : [("touches", TouchMarks.json(fingers))]
  }
}
