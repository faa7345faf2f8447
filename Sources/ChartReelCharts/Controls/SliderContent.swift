import ChartReelCore

/// A two-handle range slider: a track, the selected part in the accent colour, two round
/// handles that cannot cross, and a label over each handle with its value formatted.
///
/// Values are always whole steps from `minimum`, inside [minimum, maximum], lower ≤ upper: the
/// renderer snaps whatever the tracks hold at every frame, so an animated change makes the
/// handles step (`round(value / step) × step`, as the range seek slider does). Its natural
/// height fits the labels and handles, so it lays out in columns; it is as wide as its
/// container makes it. On a right-to-left canvas the minimum is on the right.
public struct SliderContent: BuiltInContent {
  /// The smallest value.
  package var minimum: Double
  /// The largest value.
  package var maximum: Double
  /// The values' step.
  package var step: Double
  /// [lower, upper] before any action.
  package var values: [Double]
  /// How the values are written.
  package var format: NumberFormat
  /// The labels' font size in pixels; the handles and track scale with it.
  package var size: Double

  /// A slider from `minimum` to `maximum` in steps of `step`, starting at `values` (the whole
  /// range when nil).
  public init(
    minimum: Double, maximum: Double, step: Double, values: [Double]? = nil,
    format: NumberFormat = NumberFormat(), size: Double = 20
  ) {
    self.minimum = minimum
    self.maximum = maximum
    self.step = step
    self.values = values ?? [minimum, maximum]
    self.format = format
    self.size = size
  }

  package var typeName: String { "slider" }

  /// The rule of a slider's min, max and step.
  package static let valueRule = NumberRule(-1e15...1e15, "a number from -1e15 to 1e15")

  /// The most steps a slider may have: beyond this, whole steps are lost to rounding.
  package static let stepLimit = 1e9

  /// How many steps the range holds (a whole number on a valid slider).
  package var stepCount: Double { (maximum - minimum) / step }

  package func problems(children: [Node]) -> [(key: String, message: String)] {
    var problems: [(key: String, message: String)] = []
    for (key, value) in [("min", minimum), ("max", maximum), ("step", step)] {
      if let problem = Self.valueRule.problem(value) { problems.append((key, problem)) }
    }
    guard problems.isEmpty else { return problems }
    if !(minimum < maximum) {
      problems.append(
        (
          "max",
          "expected a maximum greater than the minimum \(minimum.formattedForMessage), found \(maximum.formattedForMessage)"
        ))
    } else if !(step > 0) {
      problems.append(("step", "expected a step greater than 0, found \(step.formattedForMessage)"))
    } else if stepCount > Self.stepLimit {
      problems.append(
        (
          "step",
          "a step of \(step.formattedForMessage) makes \(stepCount.formattedForMessage) steps; expected at most 1000000000"
        ))
    } else if !DecimalSteps.isWholeSteps(maximum, from: minimum, step: step) {
      problems.append(
        (
          "step",
          "a step of \(step.formattedForMessage) does not divide the range from \(minimum.formattedForMessage) to \(maximum.formattedForMessage) (\(NumberText.trimmed(stepCount, decimals: 2)) steps); expected a step that does"
        ))
    }
    if let problem = valuesProblem(values) {
      problems.append((joinedKey("values", problem.key), problem.message))
    }
    if let problem = NumberRule.fontSize.problem(size) { problems.append(("size", problem)) }
    problems += format.problems().map { ("format." + $0.key, $0.message) }
    return problems
  }

  /// Why `values` cannot be the slider's, with the key under them (`[1]`), or nil: two values,
  /// each inside the range and a whole number of steps from the minimum, lower ≤ upper.
  ///
  /// Only checked on a slider whose range and step are valid.
  package func valuesProblem(_ values: [Double]) -> (key: String, message: String)? {
    guard minimum < maximum, step > 0, stepCount <= Self.stepLimit,
      DecimalSteps.isWholeSteps(maximum, from: minimum, step: step)
    else { return nil }
    guard values.count == 2 else {
      return ("", "expected [lower, upper], found \(values.count) values")
    }
    for (index, value) in values.enumerated() {
      let key = "[\(index)]"
      guard value >= minimum && value <= maximum else {
        return (
          key,
          "expected a value from \(minimum.formattedForMessage) to \(maximum.formattedForMessage), found \(value.formattedForMessage)"
        )
      }
      guard DecimalSteps.isWholeSteps(value, from: minimum, step: step) else {
        let below = minimum + ((value - minimum) / step).rounded(.down) * step
        return (
          key,
          "\(value.formattedForMessage) is not a whole number of steps of \(step.formattedForMessage) from \(minimum.formattedForMessage); the nearest are \(below.formattedForMessage) and \(Swift.min(maximum, below + step).formattedForMessage)"
        )
      }
    }
    guard values[0] <= values[1] else {
      return (
        "",
        "expected lower ≤ upper, found [\(values[0].formattedForMessage), \(values[1].formattedForMessage)]"
      )
    }
    return nil
  }

  /// Whether `x` is a whole number, allowing for the float noise of a division.
  static func isWhole(_ x: Double) -> Bool {
    abs(x - x.rounded()) <= 1e-9 * Swift.max(1, abs(x))
  }

  /// `value` on the nearest whole step from the minimum, inside the range.
  package func snapped(_ value: Double) -> Double {
    guard value.isFinite else { return value == .infinity ? maximum : minimum }
    let count = stepCount.rounded()
    let steps = Swift.min(Swift.max(((value - minimum) / step).rounded(), 0), count)
    return steps == count ? maximum : minimum + steps * step
  }

  /// Both values snapped, the lower one stopping at the upper.
  package func snapped(_ values: [Double]) -> [Double] {
    guard values.count == 2 else { return [minimum, maximum] }
    let upper = snapped(values[1])
    return [Swift.min(snapped(values[0]), upper), upper]
  }

  /// The fraction digits the labels need when the format does not say: those of the step and
  /// the minimum (as percentages for the percent style), at most six.
  package var defaultFractionDigits: Int {
    let scale = format.style == .percent ? 100.0 : 1
    return Swift.max(Self.decimals(step * scale), Self.decimals(minimum * scale))
  }

  static func decimals(_ value: Double) -> Int {
    var scaled = abs(value)
    for digits in 0...6 {
      if isWhole(scaled) { return digits }
      scaled *= 10
    }
    return 6
  }

  package func naturalSize(width: Double?, children: [Node], layout: LayoutEngine) -> Size {
    Size(
      width: width ?? 12 * size,
      height: SliderLayout.naturalHeight(size: size, measurer: layout.measurer))
  }

  /// The slider's track, handles and labels laid out in `frame` (`SliderLayout`).
  package func layOutContent(
    in frame: Rect, canvas: Canvas, measurer: any TextMeasuring, alignedPlace: (any Sendable)?
  ) -> (any Sendable)? {
    SliderLayout(content: self, frame: frame, direction: canvas.direction, measurer: measurer)
  }

  package func makeRenderer(_ context: RendererContext) -> any NodeRenderer {
    SliderRenderer(content: self, context: context)
  }
}

/// `key` followed by `sub`, a member (`x`) or an index (`[0]`) of it.
func joinedKey(_ key: String, _ sub: String) -> String {
  sub.isEmpty ? key : sub.hasPrefix("[") ? key + sub : key + "." + sub
}
