import ChartReelCharts
import ChartReelCore

extension NodeKindDescriptor {
  /// A chart node: `ChartContent` with its data, title, starting state and annotations.
  ///
  /// It takes the chart changes and gestures. The same keys make a one-chart scene's top
  /// level.
  static let chart = NodeKindDescriptor(
    type: "chart",
    properties: #"""
      {
        "data": {"$ref": "#/$defs/data"},
        "title": {"$ref": "#/$defs/title"},
        "initial": {"$ref": "#/$defs/initial"},
        "annotations": {"type": "array", "items": {"$ref": "#/$defs/annotation"}},
        "minimap": {"type": "boolean", "default": true},
        "legend": {"type": "boolean", "default": true}
      }
      """#,
    required: ["data"],
    changes: ChangeDecoder.chartDecoders + ChangeDecoder.gestureDecoders
  ) { object, context in
    SceneDecoder.decodeChartNode(object, context)
  }
}
