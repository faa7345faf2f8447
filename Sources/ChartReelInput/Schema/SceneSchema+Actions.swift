extension SceneSchema {
  /// An action: when, how, and its one change.
  static let actionDefinitions: [(name: String, json: String)] = [
    (
      "action",
      #"""
      {
        "type": "object",
        "properties": {
          "at": {"type": "number", "minimum": 0, "maximum": 86400, "description": "Start, in seconds."},
          "duration": {"type": "number", "minimum": 0, "maximum": 86400, "default": 0.4},
          "curve": {"$ref": "#/$defs/curve", "default": "linear"},
          "window": {"$ref": "#/$defs/window"},
          "pan": {"type": "number", "minimum": -1, "maximum": 1},
          "zoom": {"type": "number", "minimum": 0.001, "maximum": 1000},
          "hide": {"type": "string"},
          "show": {"type": "string"},
          "toggle": {"type": "string"},
          "indicator": {"oneOf": [{"$ref": "#/$defs/fraction"}, {"type": "null"}]},
          "theme": {"$ref": "#/$defs/theme"},
          "target": {
            "type": "string",
            "description": "The id of the node the action changes; optional for the theme and, in a scene with one chart, for chart changes."
          },
          "opacity": {"$ref": "#/$defs/fraction"},
          "offset": {"$ref": "#/$defs/offset"},
          "scale": {"type": "number", "minimum": 0, "maximum": 1000},
          "text": {"type": "string"},
          "color": {"$ref": "#/$defs/color"},
          "fill": {"$ref": "#/$defs/color"},
          "stroke": {"$ref": "#/$defs/color"},
          "pinch": {
            "type": "object",
            "properties": {
              "scale": {
                "type": "number",
                "exclusiveMinimum": 0,
                "maximum": 1000,
                "description": "How much the fingers spread: 2 shows half as much, 0.5 twice as much."
              },
              "focus": {
                "$ref": "#/$defs/plotPoint",
                "default": [0.5, 0.5],
                "description": "Where the fingers are centred; the data there stays there."
              }
            },
            "patternProperties": {"^\\$": {}},
            "additionalProperties": false,
            "required": ["scale"],
            "description": "A two-finger pinch on a chart."
          },
          "drag": {
            "oneOf": [
              {
                "type": "object",
                "properties": {
                  "by": {
                    "type": "array",
                    "items": {"type": "number", "minimum": -100000, "maximum": 100000},
                    "minItems": 2,
                    "maxItems": 2,
                    "description": "[dx, dy] in pixels: the data moves with the finger."
                  },
                  "from": {
                    "$ref": "#/$defs/plotPoint",
                    "description": "Where the finger starts. Default: its path centred on the plot."
                  }
                },
                "patternProperties": {"^\\$": {}},
                "additionalProperties": false,
                "required": ["by"],
                "description": "A one-finger drag on a chart."
              },
              {"enum": ["lower", "upper"], "description": "A slider's handle, dragged to \"to\"."}
            ]
          },
          "to": {
            "type": "number",
            "description": "Where a slider's drag takes the finger, in the slider's values."
          },
          "fling": {
            "type": "object",
            "properties": {
              "velocity": {
                "type": "number",
                "minimum": -100000,
                "maximum": 100000,
                "description": "The release speed across, in px/s; it decays ×0.998 a millisecond."
              }
            },
            "patternProperties": {"^\\$": {}},
            "additionalProperties": false,
            "required": ["velocity"],
            "description": "A release that keeps the data moving, slowing down like a scroll view; it takes no duration or curve."
          },
          "doubleTap": {
            "type": "object",
            "properties": {
              "at": {
                "$ref": "#/$defs/plotPoint",
                "description": "Where the finger taps; the chart zooms 2× about the data there."
              }
            },
            "patternProperties": {"^\\$": {}},
            "additionalProperties": false,
            "required": ["at"],
            "description": "Two taps on a chart: zooms in 2× in 0.3 s unless duration says otherwise."
          },
          "values": {
            "type": "array",
            "items": {"type": "number"},
            "minItems": 2,
            "maxItems": 2,
            "description": "A slider's [lower, upper], whole steps from its min."
          },
          "pie": {
            "type": "boolean",
            "description": "true turns a percentage chart into a pie of the window's shares; false turns it back."
          },
          "zoomIn": {
            "type": "string",
            "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
            "description": "Zoom into a day: its file YYYY-MM/DD.json beside a round-2 overview, or on a percentage chart the pie of that day. Default curve fastOutSlowIn."
          },
          "zoomOut": {"const": true, "description": "Return from a day to the overview and the window it left."},
          "scrollTo": {
            "type": "string",
            "pattern": "^(now|[0-9]{2}:[0-9]{2}(:[0-9]{2})?)$",
            "description": "On a timeline: pan so that \"now\" or a time like \"15:40\" is at the window's centre."
          }
        },
        "patternProperties": {"^\\$": {}},
        "additionalProperties": false,
        "required": ["at"],
        "oneOf": [
          {"required": ["window"]},
          {"required": ["pan"]},
          {"required": ["zoom"]},
          {"required": ["hide"]},
          {"required": ["show"]},
          {"required": ["toggle"]},
          {"required": ["indicator"]},
          {"required": ["theme"]},
          {"required": ["opacity"]},
          {"required": ["offset"]},
          {"required": ["scale"]},
          {"required": ["text"]},
          {"required": ["color"]},
          {"required": ["fill"]},
          {"required": ["stroke"]},
          {"required": ["pinch"]},
          {"required": ["drag"]},
          {"required": ["fling"]},
          {"required": ["doubleTap"]},
          {"required": ["values"]},
          {"required": ["pie"]},
          {"required": ["zoomIn"]},
          {"required": ["zoomOut"]},
          {"required": ["scrollTo"]}
        ],
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
}
