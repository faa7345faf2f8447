import ChartReelCore

extension NodeKindDescriptor {
  /// A shape node: `ShapeContent`; it takes `fill` and `stroke` changes.
  static let shape = NodeKindDescriptor(
    type: "shape",
    properties: #"""
      {
        "shape": {"enum": ["rect", "ellipse", "line"]},
        "fill": {"$ref": "#/$defs/color"},
        "stroke": {"$ref": "#/$defs/color"},
        "lineWidth": {"type": "number", \#(SceneSchema.bounds(ShapeContent.lineWidthRule)), "default": 2},
        "cornerRadius": {"type": "number", \#(SceneSchema.bounds(.length))}
      }
      """#,
    required: ["shape"],
    changes: [
      ChangeDecoder(writing: ShapeProperties.fill, types: ["shape"]) {
        $0.color().map { ShapeColorChange(.fill, $0) }
      },
      ChangeDecoder(writing: ShapeProperties.stroke, types: ["shape"]) {
        $0.color().map { ShapeColorChange(.stroke, $0) }
      },
    ]
  ) { object, _ in
    guard let field = object.required("shape", "\"rect\", \"ellipse\" or \"line\""),
      let kind = field.choice(ShapeContent.Kind.allCases.map { ($0.rawValue, $0) })
    else { return nil }
    var content = ShapeContent(kind)
    if let field = object.optional("fill") { content.fill = field.color() }
    if let field = object.optional("stroke") { content.stroke = field.color() }
    if content.fill == nil && content.stroke == nil {
      content.fill = kind == .line ? nil : Palette.day.accent
      if kind == .line { content.stroke = Palette.day.secondaryText }
    }
    if let width = object.optional("lineWidth")?.number(ShapeContent.lineWidthRule) {
      content.lineWidth = width
    }
    if let radius = object.optional("cornerRadius")?.number(NumberRule.length) {
      content.cornerRadius = radius
    }
    return Node(content)
  }
}
