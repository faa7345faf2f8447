/// Each query reads `t` clamped to the scene (`clampedTime(to:)`: NaN reads as 0, a time past
/// the end as the end), so no time traps.
extension CompiledScene {
  /// The node `id`'s state at `t`, or nil when the scene has no node `id`.
  public func state(of id: NodeID, at t: Double) -> NodeState? {
    let t = t.clampedTime(to: scene.duration)
    guard let index = scene.entries.firstIndex(where: { $0.id == id }),
      let opacity = opacity(of: id, at: t), let frame = frame(of: id, at: t),
      let offset = timeline.value(.offset(id), at: t), let scale = timeline.value(.scale(id), at: t)
    else { return nil }
    var effective = opacity
    var parent = scene.entries[index].parent
    while let above = parent {
      effective *= self.opacity(of: scene.entries[above].id, at: t) ?? 1
      parent = scene.entries[above].parent
    }
    return NodeState(
      id: id, type: scene.entries[index].node.builtIn.typeName, time: t, opacity: opacity,
      effectiveOpacity: effective, offset: offset, scale: scale, layoutFrame: frames[index],
      frame: frame)
  }

  /// The state at `t` of the node `handle` names, or nil when the scene has no such node.
  public func state(of handle: NodeHandle, at t: Double) -> NodeState? {
    state(of: handle.id, at: t)
  }

  /// The text node's state at `t`, or nil when the scene has no text node of that id.
  public func state(of handle: TextHandle, at t: Double) -> TextState? {
    let t = t.clampedTime(to: scene.duration)
    guard let node = state(of: handle.id, at: t),
      let content = scene.entry(handle.id)?.node.content as? TextContent,
      let text = timeline.track(TextProperties.text.key(handle.id)),
      let color = timeline.track(TextProperties.color.key(handle.id))
    else { return nil }
    let (from, to, progress) = text.transition(at: t)
    return TextState(
      node: node, text: to, previousText: from, textProgress: from == to ? 1 : progress,
      color: content.color(at: t, track: color, palette: .blended(themeBlend(at: t))))
  }

  /// The shape node's state at `t`, or nil when the scene has no shape node of that id.
  public func state(of handle: ShapeHandle, at t: Double) -> ShapeState? {
    let t = t.clampedTime(to: scene.duration)
    guard let node = state(of: handle.id, at: t), node.type == "shape",
      let fill = timeline.value(ShapeProperties.fill.key(handle.id), at: t),
      let stroke = timeline.value(ShapeProperties.stroke.key(handle.id), at: t)
    else { return nil }
    return ShapeState(node: node, fill: fill, stroke: stroke)
  }

  /// The slider's state at `t`, or nil when the scene has no slider of that id.
  public func state(of handle: SliderHandle, at t: Double) -> SliderState? {
    let t = t.clampedTime(to: scene.duration)
    guard let node = state(of: handle.id, at: t), node.type == "slider",
      let values = timeline.value(SliderProperties.values.key(handle.id), at: t)
    else { return nil }
    return SliderState(node: node, values: values)
  }

  /// The chart's state at `t` — window, y-ranges, series opacities, indicator … — or nil when
  /// the scene has no chart of that id.
  public func state(of handle: ChartHandle, at t: Double) -> ChartState? {
    chart(handle.id)?.state(at: t)
  }
}
