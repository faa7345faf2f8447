/// Fades any node to an opacity from 0 to 1.
public struct OpacityChange: Change {
  /// The opacity to reach, 0 to 1.
  public var opacity: Double
  /// A change to `opacity`.
  public init(_ opacity: Double) { self.opacity = opacity }

  public var key: String { "opacity" }
  public func problem(for target: Node?) -> String? {
    guard target != nil else { return "the canvas has no opacity; name a node in \"target\"" }
    return (0...1).contains(opacity) ? nil : "expected an opacity from 0 to 1, found \(opacity)"
  }
  public func apply(_ timing: ActionTiming, to target: ChangeTarget, in timeline: inout Timeline) {
    timeline.animate(.opacity(target.id), timing, to: opacity)
  }
}

/// Moves any node to an offset from its laid-out place, in pixels.
public struct OffsetChange: Change {
  /// The offset to reach, in pixels.
  public var offset: Point
  /// A change to `offset`.
  public init(_ offset: Point) { self.offset = offset }

  public var key: String { "offset" }
  public func problem(for target: Node?) -> String? {
    guard target != nil else { return "the canvas cannot move; name a node in \"target\"" }
    return offset.x.isFinite && offset.y.isFinite ? nil : "expected finite numbers of pixels"
  }
  public func apply(_ timing: ActionTiming, to target: ChangeTarget, in timeline: inout Timeline) {
    timeline.animate(.offset(target.id), timing, to: offset)
  }
}

/// Scales any node about its centre.
public struct ScaleChange: Change {
  /// The scale to reach.
  public var scale: Double
  /// A change to `scale`.
  public init(_ scale: Double) { self.scale = scale }

  public var key: String { "scale" }
  public func problem(for target: Node?) -> String? {
    guard target != nil else { return "the canvas cannot scale; name a node in \"target\"" }
    return scale >= 0 && scale <= 1000 ? nil : "expected a scale from 0 to 1000, found \(scale)"
  }
  public func apply(_ timing: ActionTiming, to target: ChangeTarget, in timeline: inout Timeline) {
    timeline.animate(.scale(target.id), timing, to: scale)
  }
}

/// Cross-fades every colour of the canvas to a theme.
public struct ThemeChange: Change {
  /// The theme to reach.
  public var theme: Theme
  /// A change to `theme`.
  public init(_ theme: Theme) { self.theme = theme }

  public var key: String { "theme" }
  public func problem(for target: Node?) -> String? {
    target == nil ? nil : "the theme is the whole canvas's: leave out \"target\""
  }
  public func apply(_ timing: ActionTiming, to target: ChangeTarget, in timeline: inout Timeline) {
    timeline.animate(.theme, timing, to: theme.blendValue)
  }
}
