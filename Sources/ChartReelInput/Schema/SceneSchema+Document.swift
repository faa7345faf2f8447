import ChartReelCharts
import ChartReelCore

extension SceneSchema {
  /// The top level of a scene: its keys and its three forms (`data`, `charts` or `root`);
  /// "$defs" is added from the definitions.
  static let topLevel = #"""
    {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "title": "ChartReel scene",
      "description": "A ChartReel scene: a canvas, a tree of nodes (or one chart, or a column of charts) and a script of actions over time. See docs/scene-format.md. `chartreel validate` checks more than this schema can (ids, targets, series, window widths, the data files themselves).",
      "type": "object",
      "properties": {
        "$schema": {
          "type": "string",
          "description": "This schema, for editors: \"../docs/scene.schema.json\" from Scenes/."
        },
        "canvas": {"$ref": "#/$defs/canvas"},
        "data": {"$ref": "#/$defs/data"},
        "title": {"$ref": "#/$defs/title"},
        "initial": {"$ref": "#/$defs/initial"},
        "duration": {
          "type": "number",
          \#(SceneSchema.bounds(.sceneDuration)),
          "description": "The length of the video in seconds. Default: the last action's end + 0.5."
        },
        "actions": {
          "type": "array",
          "items": {"$ref": "#/$defs/action"},
          "description": "The script. In a scene with \"charts\", only theme changes."
        },
        "charts": {
          "type": "array",
          "minItems": 1,
          "items": {"$ref": "#/$defs/chart"},
          "description": "Several charts in a column, top to bottom, instead of top-level data, title and initial."
        },
        "annotations": {"type": "array", "items": {"$ref": "#/$defs/annotation"}},
        "minimap": {"type": "boolean", "default": true},
        "legend": {"type": "boolean", "default": true},
        "root": {"$ref": "#/$defs/node", "description": "A tree of nodes instead of data or charts."}
      },
      "patternProperties": {"^\\$": {}},
      "additionalProperties": false,
      "required": ["canvas"],
      "oneOf": [
        {"required": ["data"], "not": {"anyOf": [{"required": ["charts"]}, {"required": ["root"]}]}},
        {
          "required": ["charts"],
          "not": {"anyOf": [{"required": ["data"]}, {"required": ["title"]}, {"required": ["initial"]}]},
          "properties": {"actions": {"items": {"required": ["theme"]}}}
        },
        {
          "required": ["root"],
          "not": {
            "anyOf": [
              {"required": ["data"]},
              {"required": ["charts"]},
              {"required": ["title"]},
              {"required": ["initial"]}
            ]
          }
        }
      ]
    }
    """#
}
