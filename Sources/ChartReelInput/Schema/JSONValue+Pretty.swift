import ChartReelCore

extension JSONValue {
  /// The value as Python's `json.dumps(value, indent=2, ensure_ascii=False)` writes it: two
  /// spaces a level, `"key": value`, `[]` and `{}` when empty, whole numbers without a point.
  package var prettyPrinted: String {
    var text = ""
    write(to: &text, indent: 0)
    return text
  }

  private func write(to text: inout String, indent: Int) {
    let inner = String(repeating: " ", count: indent + 2)
    switch self {
    case .null: text += "null"
    case .bool(let value): text += value ? "true" : "false"
    case .number(let value):
      if value == value.rounded(), abs(value) < 1e15 {
        text += String(Int64(value))
      } else {
        text += "\(value)"
      }
    case .string(let value): text += Self.quoted(value)
    case .array(let elements):
      guard !elements.isEmpty else {
        text += "[]"
        return
      }
      text += "[\n"
      for (index, element) in elements.enumerated() {
        text += inner
        element.write(to: &text, indent: indent + 2)
        text += index == elements.count - 1 ? "\n" : ",\n"
      }
      text += String(repeating: " ", count: indent) + "]"
    case .object(let members):
      guard !members.isEmpty else {
        text += "{}"
        return
      }
      text += "{\n"
      for (index, member) in members.enumerated() {
        text += inner + Self.quoted(member.key) + ": "
        member.value.write(to: &text, indent: indent + 2)
        text += index == members.count - 1 ? "\n" : ",\n"
      }
      text += String(repeating: " ", count: indent) + "}"
    }
  }

  private static func quoted(_ string: String) -> String {
    var text = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\t": text += "\\t"
      case "\r": text += "\\r"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          text.unicodeScalars.append(scalar)
        }
      }
    }
    return text + "\""
  }
}
