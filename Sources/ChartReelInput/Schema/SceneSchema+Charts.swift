import ChartReelCharts
import ChartReelCore

extension SceneSchema {
  /// A chart of the "charts" form and an annotation.
  static let chartDefinitions: [(name: String, json: String)] = [
    (
      "chart",
      #"""
      {
        "type": "object",
        "properties": {
          "data": {"$ref": "#/$defs/data"},
          "title": {"$ref": "#/$defs/title"},
          "initial": {"$ref": "#/$defs/initial"},
          "actions": {"type": "array", "items": {"$ref": "#/$defs/action", "not": {"required": ["theme"]}}},
          "annotations": {"type": "array", "items": {"$ref": "#/$defs/annotation"}},
          "minimap": {"type": "boolean", "default": true},
          "legend": {"type": "boolean", "default": true}
        },
        "patternProperties": {"^\\$": {}},
        "additionalProperties": false,
        "required": ["data"]
      }
      """#
    ),
    (
      "annotation",
      #"""
      {
        "type": "object",
        "properties": {
          "id": {
            "type": "string",
            "pattern": "^[^\\s#.\\[\\]\"]+$",
            "description": "Unique in the scene; actions target nodes by it."
          },
          "type": {"enum": ["xLine", "yLine", "band", "point"]},
          "label": {"type": "string"},
          "color": {"$ref": "#/$defs/color"},
          "x": {
            "oneOf": [
              {"type": "string"},
              {"type": "number"},
              {"type": "array", "items": {"type": ["string", "number"]}, "minItems": 2, "maxItems": 2}
            ],
            "description": "An ISO 8601 date or date-time, or a number in the data's x units; [from, to] for a band."
          },
          "y": {"type": "number"},
          "series": {"type": "string"},
          "opacity": {"$ref": "#/$defs/fraction", "default": 1},
          "offset": {"$ref": "#/$defs/offset", "default": [0, 0]},
          "scale": {"type": "number", \#(SceneSchema.bounds(.scale)), "default": 1}
        },
        "patternProperties": {"^\\$": {}},
        "additionalProperties": false,
        "required": ["type"]
      }
      """#
    ),
  ]
}
