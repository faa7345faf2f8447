/// The animated properties of a text node, declared once.
package enum TextProperties {
  /// The node's text, which `text` actions cross-fade.
  package static let text = PropertyDeclaration<String>(
    "text", default: "", "The node's text, which `text` actions cross-fade.",
    change: ChangeSyntax("text", .string))
  /// The node's colour, which `color` actions blend; the theme's text colour until one does.
  package static let color = PropertyDeclaration<Color>(
    "color", default: Palette.day.text,
    "The node's colour, which `color` actions blend; the theme's text colour until one does.",
    change: ChangeSyntax("color", .definition("color")))
}

extension TextContent: DeclaredProperties {
  package static let propertyTable: [NodeProperty<TextContent>] = [
    .property(TextProperties.text) { $0.text },
    .property(TextProperties.color) { $0.color ?? Palette.day.text },
  ]
}
