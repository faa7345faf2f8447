import ChartReelCore

/// A change that only sliders take.
protocol SliderChange: DetailedChange {
  /// Why the change cannot apply to `slider`, with the key of the part at fault, or nil.
  func sliderProblem(_ slider: SliderContent) -> (key: String, message: String)?
}

extension SliderChange {
  package func detailedProblem(for target: Node?) -> (key: String, message: String)? {
    guard let slider = target?.content as? SliderContent else {
      let what = target.map { $0.builtIn.typeName + " nodes" } ?? "the canvas"
      let change = key == "drag" ? "a \"drag\" of a handle" : "\"\(key)\""
      let hint =
        key == "drag" && target?.content is any WindowedPlot
        ? "; a chart's drag is {\"by\": [dx, dy]}" : ""
      return (key, "\(change) applies to sliders, not to \(what)\(hint)")
    }
    return sliderProblem(slider)
  }
}

/// Moves both handles of a slider to new values; the handles step through the values between.
public struct SliderValuesChange: SliderChange {
  /// The two values to reach, lower then upper.
  package var values: [Double]
  /// A change to `lower` and `upper`.
  public init(_ lower: Double, _ upper: Double) { values = [lower, upper] }

  package var key: String { SliderProperties.values.changeKey }

  func sliderProblem(_ slider: SliderContent) -> (key: String, message: String)? {
    slider.valuesProblem(values).map { (joinedKey(key, $0.key), $0.message) }
  }

  package func apply(_ timing: ActionTiming, to target: ChangeTarget, in timeline: inout Timeline) {
    timeline.animate(SliderProperties.values.key(target.id), timing, to: values)
  }
}

/// A finger that takes one handle of a slider and moves it to a value's place.
///
/// The finger moves evenly (through the action's curve); the handle follows it snapped to the
/// nearest step and stops at the other handle. One touch shows while it drags.
public struct SliderDragChange: SliderChange {
  /// The lower or the upper handle.
  public enum Handle: String, Sendable, CaseIterable {
    /// The handle of the lower value.
    case lower
    /// The handle of the upper value.
    case upper
  }

  /// The handle dragged.
  package var handle: Handle
  /// Where the finger goes, in the slider's values; it need not be a whole step.
  package var to: Double

  /// A drag of `handle` to value `to`.
  public init(_ handle: Handle, to: Double) {
    self.handle = handle
    self.to = to
  }

  package var key: String { "drag" }

  func sliderProblem(_ slider: SliderContent) -> (key: String, message: String)? {
    guard to >= slider.minimum && to <= slider.maximum else {
      return (
        "to",
        "expected a value from \(slider.minimum.formattedForMessage) to \(slider.maximum.formattedForMessage), found \(to.formattedForMessage)"
      )
    }
    return nil
  }

  package func apply(_ timing: ActionTiming, to target: ChangeTarget, in timeline: inout Timeline) {
    guard let slider = target.node?.content as? SliderContent,
      let layout = target.contentLayout as? SliderLayout
    else { return }
    let key = SliderProperties.values.key(target.id)
    let index = handle == .lower ? 0 : 1
    let start = slider.snapped(timeline.value(key, at: timing.start) ?? slider.values)[index]
    let end = to
    @Sendable func finger(_ progress: Double) -> Double { start + (end - start) * progress }
    timeline.modify(key) {
      $0.append(start: timing.start, duration: timing.duration, curve: timing.curve) {
        from, progress in
        var values = slider.snapped(from)
        let value = slider.snapped(finger(progress))
        // The handle stops at the other one.
        values[index] = index == 0 ? min(value, values[1]) : max(value, values[0])
        return values
      }
    }
    timeline.touch(target.id, timing) { _, progress in
      [layout.handleCenter(finger(progress))]
    }
  }
}
