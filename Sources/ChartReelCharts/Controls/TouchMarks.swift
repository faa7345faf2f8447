import ChartReelCore

/// Fingers drawn as the iOS simulator shows them: translucent grey discs with a darker rim.
///
/// Gestures record where their fingers are in a `touches` track (canvas pixels, empty while no
/// finger is down); nodes draw them with this when the canvas asks for touches, and the probe
/// lists them.
package enum TouchMarks {
  /// The disc's fill: grey, half transparent, so the data shows through.
  package static let fill = Color(rgb: 0x9A9A9F, alpha: 0.5)
  /// The rim.
  package static let rim = Color(rgb: 0x5C5C61, alpha: 0.55)
  /// The fingers touching a node, in canvas pixels: none when no gesture is under way.
  ///
  /// A property of charts and sliders, which gestures write.
  package static let touches = PropertyDeclaration<[Point]>(
    "touches", default: [], "The fingers touching the node, in canvas pixels.")

  /// A disc of `radius` at each point.
  package static func nodes(_ points: [Point], radius: Double) -> [DisplayNode] {
    points.flatMap { point -> [DisplayNode] in
      let disc = Path.circle(center: point, radius: radius)
      return [
        .fill(disc, fill), .stroke(disc, rim, StrokeStyle(width: max(1, radius * 0.07))),
      ]
    }
  }

  /// The points as the probe lists them: `[[x, y], …]`.
  package static func json(_ points: [Point]) -> JSONValue {
    .array(points.map { .pair($0.x, $0.y) })
  }
}

extension Timeline {
  /// Declares the node's `touches` property, empty, unless it already is.
  package mutating func declareTouches(of node: NodeID) {
    let key = TouchMarks.touches.key(node)
    if !contains(key) { declare(key, initial: TouchMarks.touches.default) }
  }

  /// Shows fingers at `fingers(time, progress)` from `timing.start` for its duration and lifts
  /// them at its end; `time` runs from 0 to 1 evenly, `progress` through the timing's curve.
  mutating func touch(
    _ node: NodeID, _ timing: ActionTiming,
    fingers: @escaping @Sendable (_ time: Double, _ progress: Double) -> [Point]
  ) {
    declareTouches(of: node)
    let curve = timing.curve
    // Linear in time here, eased inside, so that only the end lifts the fingers: a curve that
    // overshoots reaches progress 1 before the end.
    modify(TouchMarks.touches.key(node)) {
      $0.append(start: timing.start, duration: timing.duration, curve: .linear) { _, time in
        time >= 1 ? [] : fingers(time, curve.value(at: time))
      }
    }
  }
}
