/// Leading-dot changes for every node: `Action(at: 1, target: "note", .opacity(1))`.
extension Change where Self == OpacityChange {
  /// Fades the node to `opacity` (0 to 1).
  public static func opacity(_ opacity: Double) -> OpacityChange { OpacityChange(opacity) }
}

extension Change where Self == OffsetChange {
  /// Moves the node to `dx`, `dy` pixels from its laid-out place.
  public static func offset(_ dx: Double, _ dy: Double) -> OffsetChange {
    OffsetChange(Point(x: dx, y: dy))
  }
}

extension Change where Self == ScaleChange {
  /// Scales the node about its centre.
  public static func scale(_ scale: Double) -> ScaleChange { ScaleChange(scale) }
}

extension Change where Self == ThemeChange {
  /// Cross-fades the canvas to `theme`.
  public static func theme(_ theme: Theme) -> ThemeChange { ThemeChange(theme) }
}

extension Change where Self == TextChange {
  /// Cross-fades a text node to `text`.
  public static func text(_ text: String) -> TextChange { TextChange(text) }
}
