/// Short ways to build a tree in Swift, as a scene file writes it.
///
/// ```swift
/// let root = Node.column(padding: 32, gap: 16, [
///   .text("Joined and left", id: "title", size: 34, weight: .bold),
///   .shape(.rect, id: "bar", fill: Color(rgb: 0x3DC23F), height: 8),
/// ])
/// ```
extension Node {
  /// Children top to bottom.
  public static func column(
    id: NodeID? = nil, padding: Double = 0, gap: Double = 0,
    align: LinearContainer.Alignment = .stretch, _ children: [Node]
  ) -> Node {
    Node(
      id: id,
      LinearContainer(axis: .vertical, gap: gap, padding: Insets(all: padding), align: align),
      children: children)
  }

  /// Children left to right (right to left on a right-to-left canvas).
  public static func row(
    id: NodeID? = nil, padding: Double = 0, gap: Double = 0,
    align: LinearContainer.Alignment = .stretch, _ children: [Node]
  ) -> Node {
    Node(
      id: id,
      LinearContainer(axis: .horizontal, gap: gap, padding: Insets(all: padding), align: align),
      children: children)
  }

  /// Children over one another, each filling the stack or at its `Sizing.frame`.
  public static func stack(id: NodeID? = nil, _ children: [Node]) -> Node {
    Node(id: id, StackContainer(), children: children)
  }

  /// Text in the theme's colour unless `color` is given.
  public static func text(
    _ text: String, id: NodeID? = nil, size: Double = 24, weight: Font.Weight = .regular,
    color: Color? = nil, opacity: Double = 1
  ) -> Node {
    Node(
      id: id, TextContent(text, size: size, weight: weight, color: color),
      style: NodeStyle(opacity: opacity))
  }

  /// A rectangle, ellipse or line filling its frame.
  public static func shape(
    _ kind: ShapeContent.Kind, id: NodeID? = nil, fill: Color? = nil, stroke: Color? = nil,
    width: Double? = nil, height: Double? = nil
  ) -> Node {
    Node(
      id: id, ShapeContent(kind, fill: fill, stroke: stroke),
      sizing: Sizing(width: width, height: height))
  }
}
