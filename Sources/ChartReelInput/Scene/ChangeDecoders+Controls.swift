import ChartReelCharts
import ChartReelCore

extension ChangeDecoder {
  /// Gestures on charts: pinch, drag, fling and double-tap.
  static let gestureDecoders: [ChangeDecoder] = [
    ChangeDecoder(key: "pinch", types: ["chart"], schema: pinchSchema) { field in
      guard let object = field.object(allowed: ["scale", "focus"]) else { return nil }
      let scale = object.required("scale", "a scale greater than 0 (2 shows half as much)")?
        .number(PinchChange.scaleRule)
      let focus = object.optional("focus").map { $0.plotFraction() } ?? Point(x: 0.5, y: 0.5)
      guard let scale, let focus else { return nil }
      return PinchChange(scale: scale, focus: focus)
    },
    ChangeDecoder(
      key: "drag", types: ["chart"], schema: chartDragSchema,
      accepts: { if case .object = $0 { true } else { false } }
    ) { field, _ in
      guard case .object = field.value else {
        field.report(
          "expected {\"by\": [dx, dy]} for a chart, found \(field.value.kindDescription); a slider's drag is \"lower\" or \"upper\" with \"to\""
        )
        return nil
      }
      guard let object = field.object(allowed: ["by", "from"]) else { return nil }
      let by = object.required("by", "[dx, dy] in pixels")?.pair(
        "[dx, dy] in pixels", each: DragChange.distanceRule)
      let from = object.optional("from").map { $0.plotFraction() }
      guard let by, from != .some(nil) else { return nil }
      return DragChange(by: Point(x: by.0, y: by.1), from: from ?? nil)
    },
    ChangeDecoder(key: "fling", types: ["chart"], schema: flingSchema, timed: false) { field, _ in
      guard let object = field.object(allowed: ["velocity"]) else { return nil }
      return object.required("velocity", "a speed across in px/s")?.number(
        FlingChange.velocityRule
      ).map(FlingChange.init(velocity:))
    },
    ChangeDecoder(key: "doubleTap", types: ["chart"], schema: doubleTapSchema) { field in
      guard let object = field.object(allowed: ["at"]) else { return nil }
      return object.required("at", "[fx, fy]: fractions of the plot from its top left")?
        .plotFraction().map(DoubleTapChange.init(at:))
    },
  ]

  /// A slider's changes: both values, or one handle dragged by a finger.
  static let sliderDecoders: [ChangeDecoder] = [
    ChangeDecoder(writing: SliderProperties.values, types: ["slider"]) { field in
      field.pair("[lower, upper]").map { SliderValuesChange($0.0, $0.1) }
    },
    ChangeDecoder(
      key: "drag", types: ["slider"], schema: sliderDragSchema, companions: ["to"],
      accepts: { if case .string = $0 { true } else { false } }
    ) { field, object in
      guard case .string = field.value else {
        field.report(
          "expected \"lower\" or \"upper\" for a slider, found \(field.value.kindDescription); a chart's drag is {\"by\": [dx, dy]}"
        )
        return nil
      }
      let handle = field.choice(SliderDragChange.Handle.allCases.map { ($0.rawValue, $0) })
      let to = object.required("to", "the value the finger drags the handle to")?.number()
      guard let handle, let to else { return nil }
      return SliderDragChange(handle, to: to)
    },
  ]
}

extension JSONField {
  /// Reads `[fx, fy]`: a point in fractions of a plot, from its top left.
  func plotFraction() -> Point? {
    pair("[fx, fy]: fractions of the plot from its top left", each: .plotFraction).map {
      Point(x: $0.0, y: $0.1)
    }
  }

  /// Reads `[a, b]`: two numbers, each keeping `each`.
  func pair(_ what: String, each: NumberRule) -> (Double, Double)? {
    guard let elements = array() else { return nil }
    guard elements.count == 2 else {
      report("expected \(what), found an array of \(elements.count) values")
      return nil
    }
    let values = elements.map { $0.number(each) }
    guard let a = values[0], let b = values[1] else { return nil }
    return (a, b)
  }
}
