/// Lays a node tree out: every node's frame, from the canvas down.
///
/// A pure function of the tree, the canvas and the text measurer.
///
/// Containers measure their children's natural sizes, share what is left by `grow`, then
/// place them; frames are snapped to whole pixels so that lines stay sharp and right-to-left
/// canvases mirror exactly.
package struct LayoutEngine {
  package let measurer: any TextMeasuring
  package let direction: LayoutDirection

  package init(measurer: any TextMeasuring, direction: LayoutDirection = .leftToRight) {
    self.measurer = measurer
    self.direction = direction
  }

  /// A laid-out node: its frame and its children's.
  package struct Box: Sendable {
    package var frame: Rect
    package var children: [Box]
  }

  /// Lays `root` out to fill `frame`.
  package func layout(_ root: Node, in frame: Rect) -> Box {
    let frames = root.builtIn.arrange(root.children, in: frame, layout: self)
    return Box(
      frame: frame,
      children: zip(root.children, frames).map { layout($0, in: Self.snapped($1)) })
  }

  /// The size `node` would like when it may be `width` wide: its fixed width and height where
  /// it has them, its content's natural size otherwise.
  package func naturalSize(of node: Node, width: Double?) -> Size {
    let natural = node.builtIn.naturalSize(
      width: node.sizing.width ?? width, children: node.children, layout: self)
    return Size(
      width: node.sizing.width ?? natural.width, height: node.sizing.height ?? natural.height)
  }

  /// The rectangle with its edges moved to the nearest whole pixels.
  static func snapped(_ rect: Rect) -> Rect {
    let left = rect.minX.rounded()
    let top = rect.minY.rounded()
    return Rect(
      x: left, y: top, width: max(0, rect.maxX.rounded() - left),
      height: max(0, rect.maxY.rounded() - top))
  }
}
