/// One kind of scripted change: what an action does to its target's properties.
///
/// Build changes with their leading-dot forms (`.window(0.4...0.8)`, `.opacity(1)`) or their
/// types' initialisers (`WindowChange`, `OpacityChange`, …) and give them to an `Action` or a
/// handle in the DSL. How a change is checked and applied is the library's own
/// (`ScriptedChange`): a scene refuses a change of another type with an `InputError`.
public protocol Change: Sendable {}

/// A change the library can check against its target and apply: every change type it ships.
///
/// Adding a node kind adds types conforming to this protocol rather than cases to a global
/// enum.
package protocol ScriptedChange: Change {
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

  /// What `content`, its target's, becomes for layout once the change has run (a text node's
  /// new text), when the change alters what layout measures; nil by default. The layout stage
  /// gives the node room for its content and each such later one.
  func laterContent(of content: any BuiltInContent) -> (any BuiltInContent)?

  /// The Unicode scalars of text the change brings into the scene, counted against
  /// `InputLimits.sceneText`; 0 by default.
  var textScalars: Int { get }
}

extension ScriptedChange {
  package var targetType: String? { nil }
  package func problemKey(for target: Node?) -> String { key }
  package var defaultDuration: Double { Action.defaultDuration }
  package var defaultCurve: TimingCurve { .linear }
  package func laterContent(of content: any BuiltInContent) -> (any BuiltInContent)? { nil }
  package var textScalars: Int { 0 }
}

extension Change {
  /// The change as the library checks and applies it: a change of a type it does not ship is
  /// one that no target takes.
  package var scripted: any ScriptedChange {
    self as? any ScriptedChange ?? ForeignChange(type: String(describing: Self.self))
  }
}

/// A change of a type the library does not ship: every target refuses it.
struct ForeignChange: ScriptedChange {
  let type: String

  var key: String { type }
  func problem(for target: Node?) -> String? {
    "\(type) is not a change the library can apply; use one of its changes (WindowChange, OpacityChange, …)"
  }
  func apply(_ timing: ActionTiming, to target: ChangeTarget, in timeline: inout Timeline) {}
}

/// What an action's change acts on when the script is compiled.
package struct ChangeTarget {
  package let id: NodeID
  /// The node, or nil for the canvas.
  package let node: Node?
  /// The node's laid-out frame (the canvas's bounds for the canvas).
  package let frame: Rect
  package let canvas: Canvas
  /// The node's content as the layout stage laid it out in `frame`.
  ///
  /// `BuiltInContent.layOutContent`'s: a chart's plot, a slider's track; nil for the canvas
  /// and for nodes with nothing inside their frame to lay out. Changes read geometry here and
  /// never lay the node out again.
  package let contentLayout: (any Sendable)?

  package init(
    id: NodeID, node: Node?, frame: Rect, canvas: Canvas, contentLayout: (any Sendable)? = nil
  ) {
    self.id = id
    self.node = node
    self.frame = frame
    self.canvas = canvas
    self.contentLayout = contentLayout
  }
}

/// A change that names the part of itself a problem concerns: it implements one method, and
/// `problem(for:)` and `problemKey(for:)` both come from it.
package protocol DetailedChange: ScriptedChange {
  /// Why the change cannot apply to `target`, with the key path of the part at fault relative
  /// to the action (`values[1]`, `pinch.scale`), or nil when it can.
  func detailedProblem(for target: Node?) -> (key: String, message: String)?
}

extension DetailedChange {
  package func problem(for target: Node?) -> String? { detailedProblem(for: target)?.message }
  package func problemKey(for target: Node?) -> String {
    detailedProblem(for: target)?.key ?? key
  }
}
