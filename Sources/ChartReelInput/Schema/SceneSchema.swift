import ChartReelCharts
import ChartReelCore

/// docs/scene.schema.json, generated: the scene format as a JSON Schema (draft 2020-12).
///
/// The node kinds' schemas come from their descriptors (`NodeKinds.all`), number ranges from
/// the rules the decoder reads (`NumberRule`), and the rest from the fragments beside this
/// file. `scripts/schema` writes the file; `GeneratedSchemaTests` fails when the committed one
/// differs.
package enum SceneSchema {
  /// The schema, as written to docs/scene.schema.json.
  package static var text: String { document().prettyPrinted + "\n" }

  /// The schema as a JSON value.
  static func document() -> JSONValue {
    let definitions =
      valueDefinitions + dataDefinitions + actionDefinitions + chartDefinitions
    var defs = definitions.map { (key: $0.name, value: parse($0.json)) }
    if let index = defs.firstIndex(where: { $0.key == "csvData" }) {
      defs[index].value = addingRoleKeys(to: defs[index].value)
    }
    if let index = defs.firstIndex(where: { $0.key == "action" }) {
      defs[index].value = addingChanges(to: defs[index].value)
    }
    defs.append((key: "node", value: nodeDefinition()))
    let ordered = definitionOrder.compactMap { name in defs.first { $0.key == name } }
    return .object(members(topLevel) + [(key: "$defs", value: .object(ordered))])
  }

  /// The order of the definitions in the file.
  static let definitionOrder = [
    "canvas", "theme", "title", "fraction", "color", "window", "data", "telegramData", "csvData",
    "initial", "curve", "action", "chart", "offset", "annotation", "node", "plotPoint",
    "timelineData",
  ]

  /// A node: one of the registered kinds, each with the common keys and its own.
  static func nodeDefinition() -> JSONValue {
    let common = members(NodeKinds.commonProperties)
    let kinds: [JSONValue] = NodeKinds.all.map { kind in
      var schema: [(key: String, value: JSONValue)] = [
        ("type", .string("object")),
        (
          "properties",
          .object(
            [(key: "type", value: .object([(key: "const", value: .string(kind.type))]))]
              + common + members(kind.properties))
        ),
        ("patternProperties", .object([(key: "^\\$", value: .object([]))])),
        ("additionalProperties", .bool(false)),
        ("required", .array((["type"] + kind.required).map(JSONValue.string))),
      ]
      if let summary = kind.summary { schema.append(("description", .string(summary))) }
      return .object(schema)
    }
    return .object([(key: "oneOf", value: .array(kinds))])
  }

  /// The JSON-Schema bounds of `rule`, as members of an object: `"minimum": 1, "maximum": 2000`
  /// (`"exclusiveMinimum": 0` for a rule of numbers greater than 0).
  static func bounds(_ rule: NumberRule) -> String {
    let lower =
      rule.excludesZero
      ? "\"exclusiveMinimum\": 0" : "\"minimum\": \(number(rule.range.lowerBound))"
    return lower + ", \"maximum\": \(number(rule.range.upperBound))"
  }

  /// The JSON Schema of a property's change, as JSON text.
  static func fragment(_ schema: ChangeSchema) -> String {
    switch schema {
    case .definition(let name): return ##"{"$ref": "#/$defs/\##(name)"}"##
    case .number(let rule): return #"{"type": "number", \#(bounds(rule))}"#
    case .string: return #"{"type": "string"}"#
    case .json(let text): return text
    }
  }

  /// The JSON-Schema bounds of a whole number in `range`: `"minimum": 16, "maximum": 8192`.
  static func bounds(_ range: ClosedRange<Int>) -> String {
    "\"minimum\": \(range.lowerBound), \"maximum\": \(range.upperBound)"
  }

  private static func number(_ value: Double) -> String {
    JSONValue.number(value).prettyPrinted
  }

  /// Parses a fragment written in these sources; a fragment that is not JSON shows up as a
  /// string naming the problem, which the test comparing the file reports.
  static func parse(_ json: String) -> JSONValue {
    do {
      return try JSONParser.parse(Array(json.utf8), file: "schema fragment")
    } catch {
      return .string("invalid schema fragment: \(error.problems.first?.message ?? "")")
    }
  }

  /// The keys of the definition `name` as its fragment writes them (the decoder's allowed
  /// keys, so that they are written once); empty for a name with no fragment.
  static func keys(of name: String) -> [String] {
    let definitions = valueDefinitions + dataDefinitions + actionDefinitions + chartDefinitions
    guard let json = definitions.first(where: { $0.name == name })?.json,
      case .object(let properties)? = parse(json)["properties"]
    else { return [] }
    return properties.map(\.key)
  }

  /// The members of a fragment that is a JSON object, in order.
  static func members(_ json: String) -> [(key: String, value: JSONValue)] {
    guard case .object(let members) = parse(json) else { return [] }
    return members
  }
}
