/// One node of a scene graph: what it is (its content), where it goes, and its children.
///
/// Every node can be faded, moved and scaled; what else it does comes from its content: a
/// column arranges its children, a text node shapes text, a chart draws data.
public struct Node: Sendable {
  /// The id the scene gives the node, if any; actions and the probe refer to nodes by it.
  public var id: NodeID?
  /// What the node is: text, a shape, a container or a chart.
  public var content: any NodeContent {
    get { builtIn }
    set { builtIn = newValue.builtIn }
  }
  /// The content as the library lays it out and draws it.
  package var builtIn: any BuiltInContent
  /// The nodes inside this one, in order.
  public var children: [Node]
  /// Opacity, offset and scale before any action.
  package var style: NodeStyle
  /// How the node is sized and placed by its parent.
  package var sizing: Sizing
  /// Where the node is written in the scene file (`root.children[1]`), for messages; the
  /// scene fills it in when it is empty.
  package var sourcePath: String
  /// Where a node of a scene written in Swift is, for messages; nil for other nodes.
  package var origin: SourceOrigin?

  /// A node of `content` with `children`; `Scene` checks it.
  public init(id: NodeID? = nil, _ content: any NodeContent, children: [Node] = []) {
    self.init(id: id, content, children: children, style: NodeStyle())
  }

  /// A node of `content` with `children`, styled and sized; `Scene` checks it.
  package init(
    id: NodeID? = nil, _ content: any NodeContent, children: [Node] = [],
    style: NodeStyle = NodeStyle(), sizing: Sizing = Sizing(), sourcePath: String = ""
  ) {
    self.id = id
    self.builtIn = content.builtIn
    self.children = children
    self.style = style
    self.sizing = sizing
    self.sourcePath = sourcePath
  }

  /// How much of a container's spare room the node takes: its own `grow`, or its content's
  /// default (charts 1, text and shapes 0; a container grows when a child does).
  package var grow: Double {
    sizing.grow ?? builtIn.defaultGrow(children: children)
  }
}

/// A node's opacity, offset and scale, the properties every node animates.
package struct NodeStyle: Equatable, Sendable {
  /// From 0 (invisible) to 1.
  package var opacity: Double
  /// A shift from the node's laid-out place, in pixels.
  package var offset: Point
  /// A scale about the node's centre.
  package var scale: Double

  /// A style; the defaults draw the node as laid out.
  package init(opacity: Double = 1, offset: Point = .zero, scale: Double = 1) {
    self.opacity = opacity
    self.offset = offset
    self.scale = scale
  }
}

/// How a node is sized by the container it is in.
package struct Sizing: Equatable, Sendable {
  /// A fixed width in pixels; nil lets the container decide.
  package var width: Double?
  /// A fixed height in pixels; nil lets the container decide.
  package var height: Double?
  /// The node's share of the spare room along its container's axis; nil for the default.
  package var grow: Double?
  /// Where the node sits in a stack, relative to the stack's top left; nil fills the stack.
  package var frame: Rect?

  package init(
    width: Double? = nil, height: Double? = nil, grow: Double? = nil, frame: Rect? = nil
  ) {
    self.width = width
    self.height = height
    self.grow = grow
    self.frame = frame
  }
}
