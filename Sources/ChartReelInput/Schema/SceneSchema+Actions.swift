import ChartReelCharts
import ChartReelCore

extension SceneSchema {
  /// An action: when, how, and its one change; the changes are added from their decoders
  /// (`addingChanges`).
  static let actionDefinitions: [(name: String, json: String)] = [
    (
      "action",
      #"""
      {
        "type": "object",
        "properties": {
          "at": {"type": "number", \#(SceneSchema.bounds(.actionStart)), "description": "Start, in seconds."},
          "duration": {"type": "number", \#(SceneSchema.bounds(.actionDuration)), "default": 0.4},
          "curve": {"$ref": "#/$defs/curve", "default": "linear"},
          "target": {
            "type": "string",
            "description": "The id of the node the action changes; optional for the theme and, in a scene with one chart, for chart changes."
          },
          "to": {
            "type": "number",
            "description": "Where a slider's drag takes the finger, in the slider's values."
          }
        },
        "patternProperties": {"^\\$": {}},
        "additionalProperties": false,
        "required": ["at"],
        "dependentRequired": {"to": ["drag"]},
        "allOf": [
          {
            "if": {"required": ["fling"]},
            "then": {"not": {"anyOf": [{"required": ["duration"]}, {"required": ["curve"]}]}}
          },
          {
            "if": {"required": ["drag"], "properties": {"drag": {"type": "string"}}},
            "then": {"required": ["to"]}
          },
          {"if": {"required": ["to"]}, "then": {"properties": {"drag": {"type": "string"}}}}
        ]
      }
      """#
    )
  ]

  /// The `action` definition with a property for each change key (the schema of its decoder,
  /// or either schema of a key two decoders read) after `target`, and exactly one of them
  /// required.
  static func addingChanges(to action: JSONValue) -> JSONValue {
    guard case .object(var members) = action,
      let index = members.firstIndex(where: { $0.key == "properties" }),
      case .object(var properties) = members[index].value
    else { return action }
    let changes = ChangeDecoder.keys.map { key in
      let schemas = ChangeDecoder.all.filter { $0.key == key }.map { parse($0.schema) }
      let value =
        schemas.count == 1
        ? schemas[0] : JSONValue.object([(key: "oneOf", value: .array(schemas))])
      return (key: key, value: value)
    }
    let place = (properties.firstIndex { $0.key == "target" } ?? properties.count - 1) + 1
    properties.insert(contentsOf: changes, at: place)
    members[index].value = .object(properties)
    let oneOf = ChangeDecoder.keys.map {
      JSONValue.object([(key: "required", value: .array([.string($0)]))])
    }
    let required = (members.firstIndex { $0.key == "required" } ?? members.count - 1) + 1
    members.insert((key: "oneOf", value: .array(oneOf)), at: required)
    return .object(members)
  }
}
