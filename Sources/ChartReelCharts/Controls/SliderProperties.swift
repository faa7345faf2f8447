import ChartReelCore

/// The animated properties of a range slider, declared once.
package enum SliderProperties {
  /// The slider's [lower, upper] as animated, before they snap to whole steps.
  package static let values = PropertyDeclaration<[Double]>(
    "values", default: [0, 1], "The slider's [lower, upper] as animated, before snapping.",
    change: ChangeSyntax(
      "values",
      .json(
        #"""
        {
          "type": "array",
          "items": {"type": "number"},
          "minItems": 2,
          "maxItems": 2,
          "description": "A slider's [lower, upper], whole steps from its min."
        }
        """#)))
}

extension SliderContent: DeclaredProperties {
  /// A slider's values and the fingers of the drags on it.
  package static let propertyTable: [NodeProperty<SliderContent>] = [
    .property(SliderProperties.values) { $0.values },
    .property(TouchMarks.touches),
  ]
}
