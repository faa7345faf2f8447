import ChartReelCore
import Foundation

/// A scripted touch gesture on a chart: it moves the chart's window as fingers would, and
/// records the fingers in the chart's `touches` track.
///
/// As in SwiftUI's gesture state, the window during a gesture is the committed window (the one
/// at the gesture's start) transformed by the gesture so far — `zoom × gestureZoom`,
/// `pan + gesturePan` — never the previous frame's window transformed again, so nothing
/// compounds; the gesture's last value is the committed window from then on, so nothing jumps.
protocol GestureChange: DetailedChange {
  /// Why the gesture's own settings are wrong, with the key of the part at fault, or nil.
  func gestureProblem() -> (key: String, message: String)?
}

extension GestureChange {
  package var targetType: String? { "chart" }

  package func detailedProblem(for target: Node?) -> (key: String, message: String)? {
    guard target?.content is any WindowedPlot else {
      let what = target.map { $0.builtIn.typeName + " nodes" } ?? "the canvas"
      let hint =
        key == "drag" && target?.content is SliderContent
        ? "; a slider's drag is \"lower\" or \"upper\" with \"to\"" : ""
      return (key, "\"\(key)\" is a gesture on charts, not on \(what)\(hint)")
    }
    return gestureProblem()
  }

  /// Why `point` is not a pair of fractions of the plot, as `key` of the gesture.
  func fractionProblem(_ point: Point, _ name: String) -> (key: String, message: String)? {
    for (index, value) in [point.x, point.y].enumerated() {
      if let problem = NumberRule.plotFraction.problem(value) {
        return ("\(key).\(name)[\(index)]", problem)
      }
    }
    return nil
  }
}

/// Two fingers spreading (or closing) about a focus: the window is magnified `scale` times
/// about the data under the focus, which stays under it at every frame.
public struct PinchChange: GestureChange {
  /// How many times the window is magnified about the focus.
  package var scale: Double
  /// Where the fingers are centred, in fractions of the plot from its top left.
  package var focus: Point

  /// A pinch by `scale` around `focus` (0 to 1 across the plot).
  public init(scale: Double, focus: Point = Point(x: 0.5, y: 0.5)) {
    self.scale = scale
    self.focus = focus
  }

  package var key: String { "pinch" }
  /// How much a pinch may magnify the window (below 1: shrink it).
  package static let scaleRule = NumberRule(
    .leastNonzeroMagnitude...1000, "a scale greater than 0 and at most 1000")

  func gestureProblem() -> (key: String, message: String)? {
    if let problem = Self.scaleRule.problem(scale) { return ("pinch.scale", problem) }
    return fractionProblem(focus, "focus")
  }

  /// The fingers' distance at the wider end of the pinch, as a fraction of the plot's width.
  static let widestSpread = 0.45

  package func apply(_ timing: ActionTiming, to target: ChangeTarget, in timeline: inout Timeline) {
    guard let plot = GesturePlot(target) else { return }
    let center = plot.point(focus)
    let scale = self.scale
    // The gesture's zoom: the ratio of the fingers' distance to their first distance.
    @Sendable func zoom(_ progress: Double) -> Double { max(0, 1 + (scale - 1) * progress) }
    timeline.modify(
      ChartProperties.activeWindow(of: target.id, in: timeline, at: timing.start)
    ) {
      $0.append(start: timing.start, duration: timing.duration, curve: timing.curve) {
        from, progress in plot.magnified(from, by: zoom(progress), aboutColumn: center.x)
      }
    }
    let first = Self.widestSpread * plot.plot.width / max(1, scale)
    timeline.touch(target.id, timing) { _, progress in
      let half = first * zoom(progress) / 2
      return [Point(x: center.x - half, y: center.y), Point(x: center.x + half, y: center.y)]
    }
  }
}

/// One finger moving `by` pixels: the data moves with it (a drag of −300 px shows 300 px of
/// later data on a left-to-right canvas), stopping at the data's ends.
public struct DragChange: GestureChange {
  /// How far the finger moves, in pixels.
  package var by: Point
  /// Where the finger starts, in fractions of the plot from its top left; nil to centre its
  /// path on the plot.
  package var from: Point?

  /// A drag by `by`, starting at `from` (nil: the plot's centre).
  public init(by: Point, from: Point? = nil) {
    self.by = by
    self.from = from
  }

  package var key: String { "drag" }
  /// How far a drag may move the finger each way.
  package static let distanceRule = NumberRule(
    -100_000...100_000, "a number of pixels from -100000 to 100000")

  func gestureProblem() -> (key: String, message: String)? {
    for (index, value) in [by.x, by.y].enumerated() {
      if let problem = Self.distanceRule.problem(value) { return ("drag.by[\(index)]", problem) }
    }
    return from.flatMap { fractionProblem($0, "from") }
  }

  package func apply(_ timing: ActionTiming, to target: ChangeTarget, in timeline: inout Timeline) {
    guard let plot = GesturePlot(target) else { return }
    let by = self.by
    timeline.modify(
      ChartProperties.activeWindow(of: target.id, in: timeline, at: timing.start)
    ) {
      $0.append(start: timing.start, duration: timing.duration, curve: timing.curve) {
        window, progress in plot.dragged(window, by: by.x * progress)
      }
    }
    let center = plot.point(Point(x: 0.5, y: 0.5))
    let start = from.map(plot.point) ?? Point(x: center.x - by.x / 2, y: center.y - by.y / 2)
    timeline.touch(target.id, timing) { _, progress in
      [Point(x: start.x + by.x * progress, y: start.y + by.y * progress)]
    }
  }
}

/// A release at `velocity` px/s across: the data keeps moving, slowing down like a scroll view
/// (× 0.998 a millisecond) until it is slower than 10 px/s or reaches an end of the data.
///
/// It takes as long as it moves: its duration is worked out from the velocity, and its curve is
/// the deceleration itself. It lifts any finger still down.
public struct FlingChange: GestureChange {
  /// The finger's speed as it lifts, in pixels per second.
  package var velocity: Double

  /// A fling at `velocity`.
  public init(velocity: Double) { self.velocity = velocity }

  package var key: String { "fling" }
  /// How fast a fling may start.
  package static let velocityRule = NumberRule(
    -100_000...100_000, "a velocity from -100000 to 100000 px/s")

  /// How much of its speed a fling keeps each millisecond: UIScrollView's normal rate.
  package static let decayPerMillisecond = 0.998
  /// The speed in px/s below which a fling stops.
  package static let stopSpeed = 10.0

  func gestureProblem() -> (key: String, message: String)? {
    Self.velocityRule.problem(velocity).map { ("fling.velocity", $0) }
  }

  /// How long the fling moves: until its speed falls below `stopSpeed` (0 for a velocity the
  /// rule refuses, so that its problem is the velocity's, not an endless duration's).
  package var defaultDuration: Double {
    guard abs(velocity) > Self.stopSpeed, Self.velocityRule.allows(velocity) else { return 0 }
    return log(Self.stopSpeed / abs(velocity)) / (1000 * log(Self.decayPerMillisecond))
  }

  /// How far the data has moved `t` seconds after the release, in pixels.
  package func distance(after t: Double) -> Double {
    let rate = log(Self.decayPerMillisecond)
    return velocity * (exp(rate * 1000 * t) - 1) / (1000 * rate)
  }

  package func apply(_ timing: ActionTiming, to target: ChangeTarget, in timeline: inout Timeline) {
    guard let plot = GesturePlot(target) else { return }
    let duration = defaultDuration
    let fling = self
    timeline.modify(
      ChartProperties.activeWindow(of: target.id, in: timeline, at: timing.start)
    ) {
      $0.append(start: timing.start, duration: duration, curve: .linear) { window, progress in
        plot.dragged(window, by: fling.distance(after: progress * duration))
      }
    }
    timeline.touch(target.id, ActionTiming(start: timing.start, duration: 0)) { _, _ in [] }
  }
}

/// Two quick taps at a point: the window zooms 2× about the data there, which stays there.
public struct DoubleTapChange: GestureChange {
  /// Where the finger taps, in fractions of the plot from its top left.
  package var at: Point

  /// A double tap at `at`, as fractions of the plot.
  public init(at: Point) { self.at = at }

  package var key: String { "doubleTap" }

  /// How much a double-tap zooms in.
  package static let zoom = 2.0

  /// 0.3 s, as a scroll view zooms.
  package var defaultDuration: Double { 0.3 }
  /// Telegram's curve.
  package var defaultCurve: TimingCurve { .fastOutSlowIn }

  func gestureProblem() -> (key: String, message: String)? { fractionProblem(at, "at") }

  /// When the finger is down, in fractions of the gesture's duration: two taps.
  static let taps = [0.0..<0.12, 0.22..<0.34]

  package func apply(_ timing: ActionTiming, to target: ChangeTarget, in timeline: inout Timeline) {
    guard let plot = GesturePlot(target) else { return }
    let point = plot.point(at)
    timeline.modify(
      ChartProperties.activeWindow(of: target.id, in: timeline, at: timing.start)
    ) {
      $0.append(start: timing.start, duration: timing.duration, curve: timing.curve) {
        window, progress in
        plot.magnified(window, by: pow(Self.zoom, progress), aboutColumn: point.x)
      }
    }
    timeline.touch(target.id, timing) { time, _ in
      Self.taps.contains { $0.contains(time) } ? [point] : []
    }
  }
}

extension NumberRule {
  /// Where a finger is across or down a plot, from its top left.
  package static let plotFraction = NumberRule(0...1, "a fraction of the plot from 0 to 1")
}
