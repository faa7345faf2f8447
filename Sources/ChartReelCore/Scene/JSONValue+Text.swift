extension JSONValue {
  /// The value as compact JSON text.
  ///
  /// Numbers are cleaned of float noise (12 significant digits: 0.49999999999999956 prints as 0.5);
  /// a NaN prints as null.
  public var serialized: String {
    var text = ""
    write(to: &text)
    return text
  }

  private func write(to text: inout String) {
    switch self {
    case .null: text += "null"
    case .bool(let value): text += value ? "true" : "false"
    case .number(let value): text += NumberText.clean(value)
    case .string(let value): text += "\"\(value.jsonEscaped)\""
    case .array(let elements):
      text += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { text += "," }
        element.write(to: &text)
      }
      text += "]"
    case .object(let members):
      text += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { text += "," }
        text += "\"\(member.key.jsonEscaped)\":"
        member.value.write(to: &text)
      }
      text += "}"
    }
  }

  /// `[x, y, width, height]`.
  package static func rect(_ rect: Rect) -> JSONValue {
    .array([.number(rect.x), .number(rect.y), .number(rect.width), .number(rect.height)])
  }

  /// `[a, b]`.
  package static func pair(_ a: Double, _ b: Double) -> JSONValue {
    .array([.number(a), .number(b)])
  }

  /// An object from ordered members.
  package static func members(_ members: [(String, JSONValue)]) -> JSONValue {
    .object(members.map { (key: $0.0, value: $0.1) })
  }
}
