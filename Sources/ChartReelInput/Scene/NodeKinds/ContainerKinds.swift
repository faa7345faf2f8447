import ChartReelCore

extension NodeKindDescriptor {
  /// A column: `LinearContainer` along the vertical axis.
  static let column = linear("column", .vertical)
  /// A row: `LinearContainer` along the horizontal axis.
  static let row = linear("row", .horizontal)

  /// A stack: `StackContainer`, its children on top of each other, each with its `frame`.
  static let stack = NodeKindDescriptor(
    type: "stack",
    properties: #"""
      {"children": {"type": "array", "items": {"$ref": "#/$defs/node"}}}
      """#
  ) { object, context in
    Node(StackContainer(), children: children(object, context, inStack: true))
  }

  private static func linear(_ type: String, _ axis: LinearContainer.Axis) -> NodeKindDescriptor {
    NodeKindDescriptor(
      type: type,
      properties: #"""
        {
          "children": {"type": "array", "items": {"$ref": "#/$defs/node"}},
          "gap": {"type": "number", \#(SceneSchema.bounds(.length)), "default": 0},
          "padding": {
            "oneOf": [
              {"type": "number", \#(SceneSchema.bounds(.length))},
              {
                "type": "array",
                "items": {"type": "number", \#(SceneSchema.bounds(.length))},
                "minItems": 4,
                "maxItems": 4
              }
            ],
            "default": 0
          },
          "align": {"enum": ["stretch", "start", "center", "end"], "default": "stretch"}
        }
        """#
    ) { object, context in
      let children = children(object, context, inStack: false)
      var container = LinearContainer(axis: axis)
      if let gap = object.optional("gap")?.number(NumberRule.length) { container.gap = gap }
      if let field = object.optional("padding") {
        container.padding = decodePadding(field) ?? .zero
      }
      if let field = object.optional("align") {
        container.align =
          field.choice(LinearContainer.Alignment.allCases.map { ($0.rawValue, $0) }) ?? .stretch
      }
      return Node(container, children: children)
    }
  }

  private static func children(
    _ object: JSONObjectReader, _ context: SceneDecoder.NodeContext, inStack: Bool
  ) -> [Node] {
    (object.optional("children")?.array() ?? []).compactMap {
      SceneDecoder.decodeNode($0, context, inStack: inStack)
    }
  }

  private static func decodePadding(_ field: JSONField) -> Insets? {
    if case .number = field.value {
      return field.number(NumberRule.length).map { Insets(all: $0) }
    }
    guard case .array = field.value, let elements = field.array() else {
      field.report(
        "expected a number of pixels or [top, right, bottom, left], found \(field.value.kindDescription)"
      )
      return nil
    }
    guard elements.count == 4 else {
      field.report(
        "expected [top, right, bottom, left], found an array of \(elements.count) values")
      return nil
    }
    let sides = elements.compactMap { $0.number(NumberRule.length) }
    guard sides.count == 4 else { return nil }
    return Insets(top: sides[0], right: sides[1], bottom: sides[2], left: sides[3])
  }
}
