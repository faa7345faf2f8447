import ChartReelCharts
import ChartReelCore

extension NodeKindDescriptor {
  /// A range slider: `SliderContent`; it takes `values` and a handle's `drag`.
  static let slider = NodeKindDescriptor(
    type: "slider",
    properties: #"""
      {
        "min": {"type": "number", \#(SceneSchema.bounds(SliderContent.valueRule)), "description": "The lowest value."},
        "max": {
          "type": "number",
          \#(SceneSchema.bounds(SliderContent.valueRule)),
          "description": "The highest value; greater than min."
        },
        "step": {
          "type": "number",
          "exclusiveMinimum": 0,
          "description": "Values are whole steps from min; it must divide max − min."
        },
        "values": {
          "type": "array",
          "items": {"type": "number"},
          "minItems": 2,
          "maxItems": 2,
          "description": "[lower, upper] at the start, whole steps inside [min, max]. Default: [min, max]."
        },
        "format": {
          "type": "object",
          "properties": {
            "style": {"enum": ["decimal", "currency", "percent"], "default": "decimal"},
            "currency": {
              "type": "string",
              "pattern": "^[A-Z]{3}$",
              "description": "An ISO 4217 code; currency style only, where it is required."
            },
            "locale": {
              "type": "string",
              "description": "Like \"de_DE\". Default: the canvas's locale, else en_US."
            },
            "fractionDigits": {
              "type": "integer",
              \#(SceneSchema.bounds(NumberFormat.fractionDigitLimit)),
              "description": "Default: as many as the step needs."
            }
          },
          "patternProperties": {"^\\$": {}},
          "additionalProperties": false,
          "description": "How the labels write the values (Foundation's NumberFormatter).",
          "if": {"properties": {"style": {"const": "currency"}}, "required": ["style"]},
          "then": {"required": ["currency"]},
          "else": {"not": {"required": ["currency"]}}
        },
        "size": {
          "type": "number",
          \#(SceneSchema.bounds(.fontSize)),
          "default": 20,
          "description": "The labels' font size in pixels; handles and track scale with it."
        }
      }
      """#,
    required: ["min", "max", "step"],
    summary: "A two-handle range slider.",
    changes: ChangeDecoder.sliderDecoders
  ) { object, _ in
    SceneDecoder.decodeSlider(object)
  }
}
