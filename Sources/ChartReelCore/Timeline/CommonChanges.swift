/// Fades any node to an opacity from 0 to 1.
public struct OpacityChange: ScriptedChange {
  /// The opacity to reach, 0 to 1.
  package var opacity: Double
  /// A change to `opacity`.
  public init(_ opacity: Double) { self.opacity = opacity }

  package var key: String { CommonProperties.opacity.changeKey }
  package func problem(for target: Node?) -> String? {
    guard target != nil else { return "the canvas has no opacity; name a node in \"target\"" }
    return NumberRule.opacity.problem(opacity)
  }
  package func apply(_ timing: ActionTiming, to target: ChangeTarget, in timeline: inout Timeline) {
    timeline.animate(.opacity(target.id), timing, to: opacity)
  }
}

/// Moves any node to an offset from its laid-out place, in pixels.
public struct OffsetChange: ScriptedChange {
  /// The offset to reach, in pixels.
  package var offset: Point
  /// A change to `offset`.
  public init(_ offset: Point) { self.offset = offset }

  package var key: String { CommonProperties.offset.changeKey }
  package func problem(for target: Node?) -> String? {
    guard target != nil else { return "the canvas cannot move; name a node in \"target\"" }
    return offset.x.isFinite && offset.y.isFinite ? nil : "expected finite numbers of pixels"
  }
  package func apply(_ timing: ActionTiming, to target: ChangeTarget, in timeline: inout Timeline) {
    timeline.animate(.offset(target.id), timing, to: offset)
  }
}

/// Scales any node about its centre.
public struct ScaleChange: ScriptedChange {
  /// The scale to reach.
  package var scale: Double
  /// A change to `scale`.
  public init(_ scale: Double) { self.scale = scale }

  package var key: String { CommonProperties.scale.changeKey }
  package func problem(for target: Node?) -> String? {
    guard target != nil else { return "the canvas cannot scale; name a node in \"target\"" }
    return NumberRule.scale.problem(scale)
  }
  package func apply(_ timing: ActionTiming, to target: ChangeTarget, in timeline: inout Timeline) {
    timeline.animate(.scale(target.id), timing, to: scale)
  }
}

/// Cross-fades every colour of the canvas to a theme.
public struct ThemeChange: ScriptedChange {
  /// The theme to reach.
  package var theme: Theme
  /// A change to `theme`.
  public init(_ theme: Theme) { self.theme = theme }

  package var key: String { CommonProperties.theme.changeKey }
  package func problem(for target: Node?) -> String? {
    target == nil ? nil : "the theme is the whole canvas's: leave out \"target\""
  }
  package func apply(_ timing: ActionTiming, to target: ChangeTarget, in timeline: inout Timeline) {
    timeline.animate(.theme, timing, to: theme.blendValue)
  }
}
