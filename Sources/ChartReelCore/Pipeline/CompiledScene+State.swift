extension CompiledScene {
  /// The node `id`'s own opacity at `t` (0 to 1, before its parents'), or nil when the scene
  /// has no node `id`.
  public func opacity(of id: NodeID, at t: Double) -> Double? {
    timeline.value(.opacity(id), at: t.clampedTime(to: scene.duration))
  }

  /// The node `id`'s frame at `t`: its laid-out frame moved by its offset and scaled about its
  /// centre (its parents' moves not included), or nil when the scene has no node `id`.
  public func frame(of id: NodeID, at t: Double) -> Rect? {
    guard let index = scene.entries.firstIndex(where: { $0.id == id }) else { return nil }
    return ownTransform(index, at: t.clampedTime(to: scene.duration)).apply(frames[index])
  }

  /// The text node `id`'s text at `t` (during a cross-fade, the text it is changing to), or
  /// nil when the scene has no text node `id`.
  public func text(of id: NodeID, at t: Double) -> String? {
    timeline.value(TextProperties.text.key(id), at: t.clampedTime(to: scene.duration))
  }
}
