import ChartReelCharts
import ChartReelCore

extension SceneSchema {
  /// Shared values: the canvas, themes, fractions, colours, windows, offsets, plot points and curves.
  static let valueDefinitions: [(name: String, json: String)] = [
    (
      "canvas",
      #"""
      {
        "type": "object",
        "properties": {
          "width": {
            "type": "integer",
            \#(SceneSchema.bounds(Scene.canvasSides)),
            "description": "Pixels; even for MP4 and WebM."
          },
          "height": {
            "type": "integer",
            \#(SceneSchema.bounds(Scene.canvasSides)),
            "description": "Pixels; even for MP4 and WebM."
          },
          "fps": {"type": "integer", \#(SceneSchema.bounds(Scene.frameRates)), "default": 60},
          "theme": {"$ref": "#/$defs/theme", "default": "day"},
          "background": {
            "enum": ["theme", "transparent"],
            "default": "theme",
            "description": "The theme's background colour, or transparent (PNG, MOV and WebM keep the alpha)."
          },
          "direction": {
            "enum": ["ltr", "rtl"],
            "default": "ltr",
            "description": "rtl mirrors every chart's x direction and runs rows from the right."
          },
          "locale": {
            "type": "string",
            "description": "Formats dates and numbers for this locale, like \"ar\" or \"de_DE\"."
          },
          "touches": {
            "type": "boolean",
            "default": false,
            "description": "Draw the fingers of scripted gestures."
          },
          "designSize": {
            "type": "array",
            "items": {"type": "number", \#(SceneSchema.bounds(NumberRule.designSide))},
            "minItems": 2,
            "maxItems": 2,
            "description": "[width, height]: the canvas the scene's pixel values are written for. Every pixel value (sizes, paddings, gaps, font sizes, frames, offsets) is scaled by the smaller of the canvas's sides over these, as if the scene were drawn at this size and scaled to the canvas."
          }
        },
        "patternProperties": {"^\\$": {}},
        "additionalProperties": false,
        "required": ["width", "height"]
      }
      """#
    ),
    (
      "theme",
      #"""
      {"enum": ["day", "night"]}
      """#
    ),
    (
      "title",
      #"""
      {"type": "string", "description": "Drawn above the chart."}
      """#
    ),
    (
      "fraction",
      #"""
      {"type": "number", "minimum": 0, "maximum": 1}
      """#
    ),
    (
      "color",
      #"""
      {"type": "string", "pattern": "^#[0-9A-Fa-f]{6}$", "description": "#RRGGBB"}
      """#
    ),
    (
      "window",
      #"""
      {
        "type": "array",
        "prefixItems": [{"$ref": "#/$defs/fraction"}, {"$ref": "#/$defs/fraction"}],
        "minItems": 2,
        "maxItems": 2,
        "description": "[lower, upper]: the visible part of the x range, as fractions of it; lower < upper, at least four steps of the data wide."
      }
      """#
    ),
    (
      "offset",
      #"""
      {
        "type": "array",
        "items": {"type": "number"},
        "minItems": 2,
        "maxItems": 2,
        "description": "[dx, dy] in pixels."
      }
      """#
    ),
    (
      "plotPoint",
      #"""
      {
        "type": "array",
        "prefixItems": [{"$ref": "#/$defs/fraction"}, {"$ref": "#/$defs/fraction"}],
        "minItems": 2,
        "maxItems": 2,
        "description": "[fx, fy]: a point in fractions of the plot, from its top left."
      }
      """#
    ),
    (
      "curve",
      #"""
      {
        "oneOf": [
          {"enum": ["linear", "easeIn", "easeOut", "easeInOut", "fastOutSlowIn"]},
          {
            "type": "array",
            "prefixItems": [
              {"$ref": "#/$defs/fraction"},
              {"type": "number", \#(SceneSchema.bounds(TimingCurve.y1Rule))},
              {"$ref": "#/$defs/fraction"},
              {"type": "number", \#(SceneSchema.bounds(TimingCurve.y2Rule))}
            ],
            "minItems": 4,
            "maxItems": 4,
            "description": "[x1, y1, x2, y2]: a cubic Bézier as in CSS."
          }
        ]
      }
      """#
    ),
  ]
}
