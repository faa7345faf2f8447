import ChartReelCore

/// An annotation of a chart with the tracks of its opacity, offset and scale.
struct ChartAnnotation: Sendable {
  let id: NodeID
  let content: AnnotationContent
  let opacity: Track<Double>
  let offset: Track<Point>
  let scale: Track<Double>

  init(id: NodeID, content: AnnotationContent, timeline: Timeline) {
    self.id = id
    self.content = content
    // Every node's tracks; without them (never, in a compiled scene) the annotation rests.
    opacity = timeline.track(.opacity(id)) ?? Track(initial: 1)
    offset = timeline.track(.offset(id)) ?? Track(initial: .zero)
    scale = timeline.track(.scale(id)) ?? Track(initial: 1)
  }

  /// The annotation's offset and scale at `t` about the centre of `frame`.
  func transform(at t: Double, frame: Rect) -> AffineTransform {
    var transform = AffineTransform.identity
    let scale = self.scale.value(at: t)
    if scale != 1 { transform = .scale(scale, scale, about: frame.center) }
    let offset = self.offset.value(at: t)
    if offset != .zero { transform = transform.then(.translation(offset.x, offset.y)) }
    return transform
  }
}
