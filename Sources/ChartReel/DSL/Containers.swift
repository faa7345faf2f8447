/// Children top to bottom, `padding` pixels inside its frame and `gap` pixels apart.
///
/// ```swift
/// Column(padding: 32, gap: 16) {
///   Text("Joined and left", id: "title").size(34).bold()
///   Chart(id: "main", data: data)
/// }
/// ```
public struct Column: SceneNode {
  public var node: Node

  /// A column of the nodes `content` builds; `align` places them across its width.
  public init(
    id: NodeHandle? = nil, padding: Double = 0, gap: Double = 0,
    align: LinearContainer.Alignment = .stretch, fileID: String = #fileID, line: Int = #line,
    @NodeBuilder _ content: () -> [Node]
  ) {
    node = .column(id: id?.id, padding: padding, gap: gap, align: align, content())
    node.origin = SourceOrigin(
      fileID: fileID, line: line, label: nodeLabel("Column", id?.id))
  }
}

/// Children left to right (right to left on a right-to-left canvas), `padding` pixels inside
/// its frame and `gap` pixels apart.
public struct Row: SceneNode {
  public var node: Node

  /// A row of the nodes `content` builds; `align` places them across its height.
  public init(
    id: NodeHandle? = nil, padding: Double = 0, gap: Double = 0,
    align: LinearContainer.Alignment = .stretch, fileID: String = #fileID, line: Int = #line,
    @NodeBuilder _ content: () -> [Node]
  ) {
    node = .row(id: id?.id, padding: padding, gap: gap, align: align, content())
    node.origin = SourceOrigin(
      fileID: fileID, line: line, label: nodeLabel("Row", id?.id))
  }
}

/// Children over one another, back to front, each filling the stack or at its `position(_:)`.
public struct Stack: SceneNode {
  public var node: Node

  /// A stack of the nodes `content` builds.
  public init(
    id: NodeHandle? = nil, fileID: String = #fileID, line: Int = #line,
    @NodeBuilder _ content: () -> [Node]
  ) {
    node = .stack(id: id?.id, content())
    node.origin = SourceOrigin(
      fileID: fileID, line: line, label: nodeLabel("Stack", id?.id))
  }
}

extension Column {
  /// Padding on each side separately.
  public func padding(top: Double, right: Double, bottom: Double, left: Double) -> Self {
    modifiedContent(LinearContainer.self) {
      $0.padding = Insets(top: top, right: right, bottom: bottom, left: left)
    }
  }
}

extension Row {
  /// Padding on each side separately.
  public func padding(top: Double, right: Double, bottom: Double, left: Double) -> Self {
    modifiedContent(LinearContainer.self) {
      $0.padding = Insets(top: top, right: right, bottom: bottom, left: left)
    }
  }
}
