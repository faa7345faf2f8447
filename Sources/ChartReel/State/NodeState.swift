/// What every node is at one time: its opacity, offset, scale and frame.
///
/// Read with `compiled.state(of: handle, at: t)`; the state of a text, shape or slider node
/// holds one of these as `node` and reads its fields through (`textState.opacity`).
public struct NodeState: Equatable, Sendable {
  /// The node's id.
  public var id: NodeID
  /// The node's type as scene files write it, such as "text", "chart" or "column".
  public var type: String
  /// The time in seconds.
  public var time: Double
  /// The node's own opacity, from 0 to 1, before its parents'.
  public var opacity: Double
  /// The opacity it is drawn with: its own times each of its parents'.
  public var effectiveOpacity: Double
  /// Its shift from its laid-out place, in pixels.
  public var offset: Point
  /// Its scale about its centre.
  public var scale: Double
  /// Where layout put it, before offset and scale.
  public var layoutFrame: Rect
  /// Its laid-out frame moved by its offset and scaled about its centre (its parents' moves
  /// not included).
  public var frame: Rect

  /// Whether every number agrees with `other`'s within `tolerance` (relative above 1).
  public func isApproximatelyEqual(
    to other: NodeState, tolerance: Double = ApproximateEquality.tolerance
  ) -> Bool {
    id == other.id && type == other.type
      && [time, opacity, effectiveOpacity, scale].isApproximatelyEqual(
        to: [other.time, other.opacity, other.effectiveOpacity, other.scale],
        tolerance: tolerance)
      && offset.isApproximatelyEqual(to: other.offset, tolerance: tolerance)
      && layoutFrame.isApproximatelyEqual(to: other.layoutFrame, tolerance: tolerance)
      && frame.isApproximatelyEqual(to: other.frame, tolerance: tolerance)
  }

  /// The former name of `isApproximatelyEqual(to:tolerance:)`.
  @available(*, deprecated, renamed: "isApproximatelyEqual(to:tolerance:)")
  public func isClose(to other: NodeState, tolerance: Double = Approximate.tolerance) -> Bool {
    isApproximatelyEqual(to: other, tolerance: tolerance)
  }
}

/// A text node at one time: what every node has, and its text and colour.
@dynamicMemberLookup
public struct TextState: Equatable, Sendable {
  /// Its opacity, offset, scale and frame.
  public var node: NodeState
  /// Its text; during a cross-fade, the text it is changing to.
  public var text: String
  /// During a cross-fade, the text it is changing from; otherwise `text`.
  public var previousText: String
  /// How far a cross-fade from `previousText` to `text` has gone: 1 when none is under way.
  public var textProgress: Double
  /// The colour it is drawn in: the theme's text colour until a colour change takes over.
  public var color: Color

  /// A field every node has, such as `opacity` or `frame`.
  public subscript<Value>(dynamicMember field: KeyPath<NodeState, Value>) -> Value {
    node[keyPath: field]
  }
}

/// A shape node at one time: what every node has, and its colours.
@dynamicMemberLookup
public struct ShapeState: Equatable, Sendable {
  /// Its opacity, offset, scale and frame.
  public var node: NodeState
  /// The colour inside it (clear when it has none).
  public var fill: Color
  /// The colour of its outline (clear when it has none).
  public var stroke: Color

  /// A field every node has, such as `opacity` or `frame`.
  public subscript<Value>(dynamicMember field: KeyPath<NodeState, Value>) -> Value {
    node[keyPath: field]
  }
}

/// A range slider at one time: what every node has, and its handles' values.
@dynamicMemberLookup
public struct SliderState: Equatable, Sendable {
  /// Its opacity, offset, scale and frame.
  public var node: NodeState
  /// The lower and upper handles' values as animated, before they snap to whole steps.
  public var values: [Double]

  /// A field every node has, such as `opacity` or `frame`.
  public subscript<Value>(dynamicMember field: KeyPath<NodeState, Value>) -> Value {
    node[keyPath: field]
  }
}
