/// A parsed JSON document node.
///
/// ChartReel parses JSON itself so that every value keeps its kind exactly (a number is never
/// confused with a boolean) and so that errors can name the key path of a bad value.
public enum JSONValue: Equatable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number; JSON has one kind of number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array, in order.
  case array([JSONValue])
  /// An object keeps its keys in file order.
  case object([(key: String, value: JSONValue)])

  /// Whether two values are the same JSON: objects with the same keys in the same order.
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a), .number(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.array(let a), .array(let b)): return a == b
    case (.object(let a), .object(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: return false
    }
  }

  /// A short description of the value's kind, as used in error messages.
  package var kindDescription: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  /// The value stored under `key` when this is an object.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }
}
