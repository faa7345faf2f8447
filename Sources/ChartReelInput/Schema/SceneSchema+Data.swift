import ChartReelCharts
import ChartReelCore

extension SceneSchema {
  /// A chart's data: a Telegram file, a CSV file or a timeline; its starting state.
  static let dataDefinitions: [(name: String, json: String)] = [
    (
      "data",
      #"""
      {
        "oneOf": [
          {"$ref": "#/$defs/telegramData"},
          {"$ref": "#/$defs/csvData"},
          {"$ref": "#/$defs/timelineData"}
        ]
      }
      """#
    ),
    (
      "telegramData",
      #"""
      {
        "type": "object",
        "properties": {
          "file": {"type": "string", "description": "A Telegram chart JSON file, relative to the scene file."},
          "chart": {
            "type": "integer",
            "minimum": 0,
            "maximum": 10000,
            "description": "Which chart of a round-1 file (an array)."
          },
          "names": {
            "type": "object",
            "additionalProperties": {"type": "string"},
            "description": "New names by series id."
          },
          "colors": {
            "type": "object",
            "additionalProperties": {"$ref": "#/$defs/color"},
            "description": "New colours by series id."
          }
        },
        "patternProperties": {"^\\$": {}},
        "additionalProperties": false,
        "required": ["file"]
      }
      """#
    ),
    (
      "csvData",
      #"""
      {
        "type": "object",
        "properties": {
          "csv": {
            "type": "string",
            "description": "An RFC 4180 CSV file with a header line, relative to the scene file."
          },
          "x": {"type": "string", "description": "The column of dates. Default: the first column."},
          "xFormat": {
            "enum": ["iso", "seconds", "milliseconds"],
            "description": "How the dates are written. Default: told from the first date."
          },
          "series": {
            "type": "array",
            "minItems": 1,
            "items": {
              "oneOf": [
                {"type": "string", "description": "A column name; it is also the series id."},
                {
                  "type": "object",
                  "properties": {
                    "column": {"type": "string", "description": "The column name; it is also the series id."},
                    "name": {"type": "string", "description": "The legend name. Default: the column name."},
                    "color": {"$ref": "#/$defs/color"}
                  },
                  "patternProperties": {"^\\$": {}},
                  "additionalProperties": false,
                  "required": ["column"]
                }
              ]
            },
            "description": "The series, in order. Default: every column but the dates."
          }
        },
        "patternProperties": {"^\\$": {}},
        "additionalProperties": false,
        "required": ["csv"]
      }
      """#
    ),
    (
      "timelineData",
      #"""
      {
        "type": "object",
        "properties": {
          "timeline": {
            "type": "string",
            "description": "A timeline file: JSON {\"now\", \"intervals\"} or CSV start,end,color,gradient_to,height[,label]; relative to the scene file."
          },
          "now": {
            "oneOf": [{"type": "string", "pattern": "^[0-9]{2}:[0-9]{2}(:[0-9]{2})?$"}, {"type": "null"}],
            "description": "The current time, overriding the file's (a CSV has none); null keeps the file's."
          }
        },
        "patternProperties": {"^\\$": {}},
        "additionalProperties": false,
        "required": ["timeline"]
      }
      """#
    ),
    (
      "initial",
      #"""
      {
        "type": "object",
        "properties": {
          "window": {"$ref": "#/$defs/window", "default": [0.7, 1]},
          "hidden": {"type": "array", "items": {"type": "string"}, "default": []},
          "indicator": {"oneOf": [{"$ref": "#/$defs/fraction"}, {"type": "null"}], "default": null}
        },
        "patternProperties": {"^\\$": {}},
        "additionalProperties": false
      }
      """#
    ),
  ]
}
