/// One drawing instruction of a frame; a rasteriser executes these in order.
package indirect enum DisplayNode: Equatable, Sendable {
  case fill(Path, Color)
  /// A fill with a linear gradient.
  case gradientFill(Path, LinearGradient)
  case stroke(Path, Color, StrokeStyle)
  case text(TextRun)
  /// Children drawn clipped to the inside of `clip` (when given) and composited with `opacity`.
  case group(clip: Path?, opacity: Double, children: [DisplayNode])
  /// Children drawn through an affine transform (a node's offset and scale).
  case transform(AffineTransform, children: [DisplayNode])
}

/// Everything needed to draw one frame, in canvas pixels, with no reference to any backend.
package struct DisplayList: Equatable, Sendable {
  /// The canvas's size in pixels.
  package var size: Size
  /// The colour under everything.
  package var background: Color
  /// What is drawn, back to front.
  package var nodes: [DisplayNode]

  /// A display list of `nodes` over `background`.
  package init(size: Size, background: Color, nodes: [DisplayNode] = []) {
    self.size = size
    self.background = background
    self.nodes = nodes
  }
}

extension DisplayNode {
  /// `children` with `opacity` and a transform applied: the nodes themselves when neither
  /// changes anything, so an untouched node adds nothing to the list.
  package static func wrapping(
    _ children: [DisplayNode], opacity: Double = 1, transform: AffineTransform = .identity,
    clip: Path? = nil
  ) -> [DisplayNode] {
    var nodes = children
    if !transform.isIdentity { nodes = [.transform(transform, children: nodes)] }
    if opacity < 1 || clip != nil {
      nodes = [.group(clip: clip, opacity: min(1, max(0, opacity)), children: nodes)]
    }
    return nodes
  }
}
