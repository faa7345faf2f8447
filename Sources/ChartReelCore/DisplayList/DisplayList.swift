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
  /// Children drawn clipped to a box of whole pixels, which they are expected to depend on
  /// alone: a rasteriser may keep the box's pixels and put them back on a later frame whose
  /// pixels under the box and children are the same, instead of drawing the children again.
  ///
  /// The pixels are those of drawing the children clipped to the box, kept or not: the box
  /// must hold every pixel the children paint, or what lies outside it is cut off.
  case tile(PixelBox, children: [DisplayNode])
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

extension DisplayNode {
  /// `nodes` as one tile of the whole pixels holding `rect`, whose pixels a rasteriser may
  /// keep between frames; the nodes themselves when there are none or `rect` is not finite.
  ///
  /// `rect` must hold every pixel the nodes paint (their antialiased edges too): the tile
  /// cuts off what lies outside.
  package static func tiled(_ nodes: [DisplayNode], holding rect: Rect) -> [DisplayNode] {
    guard !nodes.isEmpty, let box = PixelBox(enclosing: rect) else { return nodes }
    return [.tile(box, children: nodes)]
  }
}
