/// A piece of a scene's node tree written in the scene DSL: `Text`, `Column`, `Chart` … or a
/// `Node` built any other way.
///
/// Every piece builds one `Node`; the modifiers here set what every node has (opacity, offset,
/// scale, size, grow, place in a stack) and return a changed copy, as SwiftUI's do:
///
/// ```swift
/// Text("Promo week doubled sign-ups", id: "note").size(22).opacity(0)
/// ```
public protocol SceneNode {
  /// The node this piece builds.
  var node: Node { get set }
}

extension Node: SceneNode {
  /// The node itself, so that any `Node` can go in a scene builder.
  public var node: Node {
    get { self }
    set { self = newValue }
  }
}

extension SceneNode {
  /// The node's opacity before any action, from 0 (invisible) to 1.
  public func opacity(_ opacity: Double) -> Self {
    modified { $0.style.opacity = opacity }
  }

  /// The node's shift from its laid-out place before any action, in pixels.
  public func offset(x: Double = 0, y: Double = 0) -> Self {
    modified { $0.style.offset = Point(x: x, y: y) }
  }

  /// The node's scale about its centre before any action.
  public func scale(_ scale: Double) -> Self {
    modified { $0.style.scale = scale }
  }

  /// A fixed width and/or height in pixels; nil leaves that side to the container.
  public func frame(width: Double? = nil, height: Double? = nil) -> Self {
    modified {
      $0.sizing.width = width
      $0.sizing.height = height
    }
  }

  /// The node's share of its container's spare room along the container's axis.
  public func grow(_ grow: Double) -> Self {
    modified { $0.sizing.grow = grow }
  }

  /// Where the node sits in a `Stack`, relative to the stack's top left (by default it fills
  /// the stack).
  public func position(_ frame: Rect) -> Self {
    modified { $0.sizing.frame = frame }
  }

  /// A copy with `change` made to its node.
  func modified(_ change: (inout Node) -> Void) -> Self {
    var copy = self
    change(&copy.node)
    return copy
  }

  /// A copy with `change` made to its node's content when that is a `Content`; the DSL's
  /// own types always hold the content their modifiers change.
  func modifiedContent<Content: NodeContent>(
    _ type: Content.Type, _ change: (inout Content) -> Void
  ) -> Self {
    guard var content = node.content as? Content else { return self }
    change(&content)
    return modified { $0.content = content }
  }
}
