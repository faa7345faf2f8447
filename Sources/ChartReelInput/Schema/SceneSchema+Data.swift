import ChartReelCharts
import ChartReelCore

extension SceneSchema {
  /// The `data` keys that choose how any data is drawn: `kind` and `twoAxes`.
  static let choiceProperties = #"""
    "kind": {
      "enum": [\#(ChartKind.choosable.map { "\"\($0)\"" }.joined(separator: ", "))],
      "description": "How the series are drawn, whatever the file says. Default: lines for a CSV file, the file's types for a Telegram file."
    },
    "twoAxes": {
      "type": "boolean",
      "description": "Each of exactly two series on its own y-axis (lines or bars). Default: false for a CSV file, the file's y_scaled for a Telegram file."
    }
    """#

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
          },
          \#(choiceProperties)
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
            "enum": [\#(XFormat.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))],
            "description": "How the dates are written: iso (year first: 2019-04-07, 2019/04/07 13:45, 2019-04, 2019, 2019-Q2, 2019Q2, Q2 2019), dayFirst (07/04/2019), monthFirst (04/07/2019), seconds or milliseconds (Unix time), excel (a spreadsheet's serial date: 45292 is 1 January 2024). Default: told from the first date; a number from 20000 to 80000 is a serial date; 07/04/2019 from a day past 12 in the column."
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
                    "color": {"$ref": "#/$defs/color"},
                    "format": {
                      "type": "string",
                      "pattern": "^(percent|currency:[A-Z]{3}|unit:.+)$",
                      "description": "How its values read in y labels and tooltips: percent (0.42 is 42%), currency:USD (the locale's currency form), unit:°C (a suffix). Default: plain numbers."
                    }
                  },
                  "patternProperties": {"^\\$": {}},
                  "additionalProperties": false,
                  "required": ["column"]
                }
              ]
            },
            "description": "The series, in order. Default: every column but the dates. With pivot: series ids (the series column's values), picked in this order."
          },
          "pivot": {
            "type": "object",
            "properties": {
              "series": {"type": "string", "description": "The column naming each row's series; a series per distinct name, in order of first appearance."},
              "value": {"type": "string", "description": "The column of each row's value."}
            },
            "patternProperties": {"^\\$": {}},
            "additionalProperties": false,
            "required": ["series", "value"],
            "description": "Long (tidy) data: rows of (x, series, value) instead of a column per series."
          },
          \#(choiceProperties)
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
