import ChartReelCharts
import ChartReelCore

extension ChangeDecoder {
  /// The schema of a pinch: its scale and focus.
  static let pinchSchema = #"""
    {
      "type": "object",
      "properties": {
        "scale": {
          "type": "number",
          \#(SceneSchema.bounds(PinchChange.scaleRule)),
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
    }
    """#

  /// The schema of a chart's drag: how far, and from where.
  static let chartDragSchema = #"""
    {
      "type": "object",
      "properties": {
        "by": {
          "type": "array",
          "items": {"type": "number", \#(SceneSchema.bounds(DragChange.distanceRule))},
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
    }
    """#

  /// The schema of a fling: its velocity.
  static let flingSchema = #"""
    {
      "type": "object",
      "properties": {
        "velocity": {
          "type": "number",
          \#(SceneSchema.bounds(FlingChange.velocityRule)),
          "description": "The release speed across, in px/s; it decays ×0.998 a millisecond."
        }
      },
      "patternProperties": {"^\\$": {}},
      "additionalProperties": false,
      "required": ["velocity"],
      "description": "A release that keeps the data moving, slowing down like a scroll view; it takes no duration or curve."
    }
    """#

  /// The schema of a double tap: where.
  static let doubleTapSchema = #"""
    {
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
    }
    """#

  /// The schema of a slider's drag: which handle.
  static let sliderDragSchema = #"""
    {"enum": ["lower", "upper"], "description": "A slider's handle, dragged to \"to\"."}
    """#
}
