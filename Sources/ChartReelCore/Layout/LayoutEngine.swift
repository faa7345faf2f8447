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
  /// What the script turns each node's content into for layout, by id
  /// (`ScriptedChange.laterContent`: a text node's later texts): a node is laid out to hold the
  /// largest of its contents, so that a longer text later does not run over its neighbours.
  package var laterContents: [NodeID: [any BuiltInContent]] = [:]

  package init(
    measurer: any TextMeasuring, direction: LayoutDirection = .leftToRight,
    laterContents: [NodeID: [any BuiltInContent]] = [:]
  ) {
    self.measurer = measurer
    self.direction = direction
    self.laterContents = laterContents
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
    var natural = node.builtIn.naturalSize(
      width: node.sizing.width ?? width, children: node.children, layout: self)
    if let id = node.id, let contents = laterContents[id] {
      for content in contents {
        let size = content.naturalSize(
          width: node.sizing.width ?? width, children: node.children, layout: self)
        natural = Size(
          width: max(natural.width, size.width), height: max(natural.height, size.height))
      }
    }
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
