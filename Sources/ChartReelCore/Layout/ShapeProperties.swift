/// The animated properties of a shape node, declared once.
package enum ShapeProperties {
  /// The colour inside the shape (clear when it has none), which `fill` actions blend.
  package static let fill = PropertyDeclaration<Color>(
    "fill", default: .clear, "The colour inside the shape (clear when it has none).",
    change: ChangeSyntax("fill", .definition("color")))
  /// The colour of the shape's outline (clear when it has none), which `stroke` actions blend.
  package static let stroke = PropertyDeclaration<Color>(
    "stroke", default: .clear, "The colour of the shape's outline (clear when it has none).",
    change: ChangeSyntax("stroke", .definition("color")))
}

extension ShapeContent: DeclaredProperties {
  package static let propertyTable: [NodeProperty<ShapeContent>] = [
    .property(ShapeProperties.fill) { $0.fill ?? .clear },
    .property(ShapeProperties.stroke) { $0.stroke ?? .clear },
  ]
}
