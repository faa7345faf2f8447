import ChartReelCore

extension NodeKindDescriptor {
  /// A text node: `TextContent`; it takes `text` and `color` changes.
  static let text = NodeKindDescriptor(
    type: "text",
    properties: #"""
      {
        "text": {"type": "string"},
        "size": {"type": "number", \#(SceneSchema.bounds(.fontSize)), "default": 24},
        "weight": {"enum": ["regular", "bold"]},
        "color": {"$ref": "#/$defs/color"},
        "align": {"enum": ["left", "center", "right", "start", "end"], "default": "start"}
      }
      """#,
    required: ["text"],
    changes: [
      ChangeDecoder(writing: TextProperties.text, types: ["text"]) {
        $0.string().map(TextChange.init)
      },
      ChangeDecoder(writing: TextProperties.color, types: ["text"]) {
        $0.color().map(TextColorChange.init)
      },
    ]
  ) { object, _ in
    guard let text = object.required("text", "the text to show")?.string() else { return nil }
    var content = TextContent(text)
    if let size = object.optional("size")?.number(NumberRule.fontSize) { content.size = size }
    if let field = object.optional("weight") {
      content.weight = field.choice(Font.Weight.allCases.map { ($0.rawValue, $0) }) ?? .regular
    }
    if let field = object.optional("color") { content.color = field.color() }
    if let field = object.optional("align") {
      content.alignment =
        field.choice(TextContent.Alignment.allCases.map { ($0.rawValue, $0) }) ?? .start
    }
    return Node(content)
  }
}
