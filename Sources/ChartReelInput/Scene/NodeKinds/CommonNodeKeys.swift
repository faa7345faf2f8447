import ChartReelCore

extension NodeKinds {
  /// The keys every node may have besides `type`, and their schemas: its id, its starting
  /// opacity, offset and scale, and the sizes its container uses (`frame` only in a stack).
  static let commonProperties = #"""
    {
      "id": {
        "type": "string",
        "pattern": "^[^\\s#.\\[\\]\"]+$",
        "description": "Unique in the scene; actions target nodes by it."
      },
      "opacity": {"$ref": "#/$defs/fraction", "default": 1},
      "offset": {"$ref": "#/$defs/offset", "default": [0, 0]},
      "scale": {"type": "number", \#(SceneSchema.bounds(.scale)), "default": 1},
      "width": {"type": "number", \#(SceneSchema.bounds(.size))},
      "height": {"type": "number", \#(SceneSchema.bounds(.size))},
      "grow": {
        "type": "number",
        \#(SceneSchema.bounds(.size)),
        "description": "Share of the container's spare room. Default: 1 for charts, and for a column, row or stack that holds something that grows; 0 otherwise."
      },
      "frame": {
        "type": "array",
        "items": {"type": "number"},
        "minItems": 4,
        "maxItems": 4,
        "description": "[x, y, width, height] relative to the enclosing stack."
      }
    }
    """#
}
