/// The animated properties every node has, and the canvas's theme.
package enum CommonProperties {
  /// A node's opacity, from 0 to 1, before its parents'.
  package static let opacity = PropertyDeclaration<Double>(
    "opacity", default: 1, "The node's opacity, from 0 to 1, before its parents'.",
    change: ChangeSyntax("opacity", .definition("fraction")))
  /// A node's shift from its laid-out place, in pixels.
  package static let offset = PropertyDeclaration<Point>(
    "offset", default: .zero, "The node's shift from its laid-out place, in pixels.",
    change: ChangeSyntax("offset", .definition("offset")))
  /// A node's scale about its centre.
  package static let scale = PropertyDeclaration<Double>(
    "scale", default: 1, "The node's scale about its centre.",
    change: ChangeSyntax("scale", .number(.scale)))
  /// The canvas's theme: 0 day, 1 night (a property of `NodeID.canvas`).
  package static let theme = PropertyDeclaration<Double>(
    "theme", default: 0, "The canvas's theme: 0 day, 1 night.",
    change: ChangeSyntax("theme", .definition("theme")))

  /// Every node's properties, starting at its style's values.
  package static let table: [NodeProperty<NodeStyle>] = [
    .property(opacity) { $0.opacity },
    .property(offset) { $0.offset },
    .property(scale) { $0.scale },
  ]
}
