/// One rule for a number a scene sets: the range it must lie in and how messages name it.
///
/// The scene decoder, the checks of scenes built in Swift (`NodeContent.problems`,
/// `Change.problem`) and the generated JSON Schema all read the same rule, so a range and its
/// message are written once.
package struct NumberRule: Sendable {
  /// The values allowed, bounds included; a lower bound of `Double.leastNonzeroMagnitude`
  /// stands for "greater than 0".
  package let range: ClosedRange<Double>
  /// What is expected, as messages say it: "a factor from 0.001 to 1000".
  package let expected: String

  package init(_ range: ClosedRange<Double>, _ expected: String) {
    self.range = range
    self.expected = expected
  }

  /// Whether `value` keeps the rule (never NaN).
  package func allows(_ value: Double) -> Bool { range.contains(value) }

  /// "expected …, found …" when `value` breaks the rule; nil when it keeps it.
  package func problem(_ value: Double) -> String? {
    allows(value) ? nil : "expected \(expected), found \(value.formattedForMessage)"
  }

  /// Whether the lower bound stands for "greater than 0".
  package var excludesZero: Bool { range.lowerBound == .leastNonzeroMagnitude }
}

extension NumberRule {
  /// An opacity: 0 (invisible) to 1.
  package static let opacity = NumberRule(0...1, "an opacity from 0 to 1")
  /// A node's scale about its centre.
  package static let scale = NumberRule(0...1000, "a scale from 0 to 1000")
  /// A side of a canvas's design size (`Canvas.designSize`) in pixels.
  package static let designSide = NumberRule(16...8192, "a number of pixels from 16 to 8192")
  /// A font size in pixels (text nodes, slider labels).
  package static let fontSize = NumberRule(1...2000, "a font size from 1 to 2000 px")
  /// A node's width, height or grow share.
  package static let size = NumberRule(0...100_000, "a number from 0 to 100000")
  /// A length of 0 pixels or more: a gap, a padding, a corner radius.
  package static let length = NumberRule(0...100_000, "0 px or more (at most 100000)")
  /// A scene's length in seconds.
  package static let sceneDuration = NumberRule(0.001...86_400, "a duration from 0.001 to 86400 s")
  /// When an action starts, in seconds.
  package static let actionStart = NumberRule(0...86_400, "a time from 0 to 86400 s")
  /// How long an action lasts, in seconds.
  package static let actionDuration = NumberRule(0...86_400, "a duration from 0 to 86400 s")
}
