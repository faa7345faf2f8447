/// One kind of scripted change: what an action does to its target's properties.
///
/// Each node kind brings its own changes (a chart pans, a slider moves its handles), so adding
/// a kind adds types conforming to this protocol rather than cases to a global enum.
public protocol Change: Sendable {
  /// The key scene files write for the change, like "window"; messages name it.
  var key: String { get }

  /// Why the change cannot apply to `target` (nil for the canvas), or nil when it can.
  func problem(for target: Node?) -> String?

  /// The key path, relative to the action, of the part `problem(for:)` concerns: the change's
  /// own key unless one of its parts is at fault (`pinch.focus`, the `to` of a slider's drag).
  func problemKey(for target: Node?) -> String

  /// The type of node the change is for ("chart"), when it is for one: an action without a
  /// target on a scene with one such node is checked against it.
  var targetType: String? { get }

  /// How long the change takes when the scene does not say: 0.4 s, Telegram's.
  var defaultDuration: Double { get }

  /// The timing curve when the scene does not say: linear.
  var defaultCurve: TimingCurve { get }

  /// Appends the change to the tracks it animates.
  func apply(_ timing: ActionTiming, to target: ChangeTarget, in timeline: inout Timeline)
}

extension Change {
  public var targetType: String? { nil }
  public func problemKey(for target: Node?) -> String { key }
  public var defaultDuration: Double { Action.defaultDuration }
  public var defaultCurve: TimingCurve { .linear }
}

/// What an action's change acts on when the script is compiled.
public struct ChangeTarget {
  package let id: NodeID
  /// The node, or nil for the canvas.
  package let node: Node?
  /// The node's laid-out frame (the canvas's bounds for the canvas).
  package let frame: Rect
  package let canvas: Canvas
  package let measurer: any TextMeasuring

  package init(
    id: NodeID, node: Node?, frame: Rect, canvas: Canvas, measurer: any TextMeasuring
  ) {
    self.id = id
    self.node = node
    self.frame = frame
    self.canvas = canvas
    self.measurer = measurer
  }
}

/// A change that names the part of itself a problem concerns: it implements one method, and
/// `problem(for:)` and `problemKey(for:)` both come from it.
public protocol DetailedChange: Change {
  /// Why the change cannot apply to `target`, with the key path of the part at fault relative
  /// to the action (`values[1]`, `pinch.scale`), or nil when it can.
  func detailedProblem(for target: Node?) -> (key: String, message: String)?
}

extension DetailedChange {
  public func problem(for target: Node?) -> String? { detailedProblem(for: target)?.message }
  public func problemKey(for target: Node?) -> String {
    detailedProblem(for: target)?.key ?? key
  }
}
