/// A rectangle, ellipse or line filling its frame, unfilled and unstroked unless its
/// modifiers say otherwise.
///
/// ```swift
/// Shape(.rect, id: "bar").fill(Color(rgb: 0x3DC23F)).frame(height: 8)
/// ```
public struct Shape: SceneNode {
  public var node: Node

  /// A shape named `id`, which a `ShapeHandle` of that id changes in the script.
  public init(
    _ kind: ShapeContent.Kind, id: ShapeHandle? = nil, fileID: String = #fileID, line: Int = #line
  ) {
    node = .shape(kind, id: id?.id)
    node.origin = SourceOrigin(
      fileID: fileID, line: line, label: nodeLabel("Shape", id?.id))
  }

  /// The colour inside it.
  public func fill(_ color: Color) -> Self {
    modifiedContent(ShapeContent.self) { $0.fill = color }
  }

  /// The colour of its outline, `lineWidth` pixels wide.
  public func stroke(_ color: Color, lineWidth: Double? = nil) -> Self {
    modifiedContent(ShapeContent.self) { content in
      content.stroke = color
      if let lineWidth { content.lineWidth = lineWidth }
    }
  }

  /// The radius of a rectangle's corners in pixels.
  public func cornerRadius(_ radius: Double) -> Self {
    modifiedContent(ShapeContent.self) { $0.cornerRadius = radius }
  }
}
