/// A text node: one or more lines shaped by Pango, 24 px regular in the theme's text colour
/// unless its modifiers say otherwise.
///
/// ```swift
/// Text("Joined and left", id: "title").size(34).bold()
/// ```
public struct Text: SceneNode {
  public var node: Node

  /// Text named `id`, which a `TextHandle` of that id changes in the script.
  public init(_ text: String, id: TextHandle? = nil, fileID: String = #fileID, line: Int = #line) {
    node = .text(text, id: id?.id)
    node.origin = SourceOrigin(
      fileID: fileID, line: line, label: nodeLabel("Text", id?.id))
  }

  /// The font size in pixels.
  public func size(_ size: Double) -> Self {
    modifiedContent(TextContent.self) { $0.size = size }
  }

  /// The font weight.
  public func weight(_ weight: Font.Weight) -> Self {
    modifiedContent(TextContent.self) { $0.weight = weight }
  }

  /// The bold weight.
  public func bold() -> Self { weight(.bold) }

  /// A colour of its own instead of the theme's text colour.
  public func color(_ color: Color) -> Self {
    modifiedContent(TextContent.self) { $0.color = color }
  }

  /// How its lines sit in its frame; `.start` and `.end` follow the canvas's direction.
  public func alignment(_ alignment: TextContent.Alignment) -> Self {
    modifiedContent(TextContent.self) { $0.alignment = alignment }
  }
}
