/// Children drawn over one another: each fills the stack, or sits at its own `frame`
/// ([x, y, width, height] from the stack's top left).
package struct StackContainer: BuiltInContent {
  package init() {}

  package var typeName: String { "stack" }

  /// 1 when a child's content needs room it cannot measure (a chart), as for columns.
  package func defaultGrow(children: [Node]) -> Double {
    children.contains { $0.builtIn.defaultGrow(children: $0.children) > 0 } ? 1 : 0
  }

  package func naturalSize(width: Double?, children: [Node], layout: LayoutEngine) -> Size {
    var size = Size.zero
    for child in children {
      if let frame = child.sizing.frame {
        size.width = max(size.width, frame.maxX)
        size.height = max(size.height, frame.maxY)
      } else {
        let natural = layout.naturalSize(of: child, width: width)
        size.width = max(size.width, natural.width)
        size.height = max(size.height, natural.height)
      }
    }
    return size
  }

  package func arrange(_ children: [Node], in frame: Rect, layout: LayoutEngine) -> [Rect] {
    children.map { child in
      guard let placed = child.sizing.frame else { return frame }
      return Rect(
        x: frame.minX + placed.minX, y: frame.minY + placed.minY, width: placed.width,
        height: placed.height)
    }
  }

  package func makeRenderer(_ context: RendererContext) -> any NodeRenderer { EmptyRenderer() }
}
