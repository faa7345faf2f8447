/// The layout stage: every node's frame, its place in its aligned group and its content laid
/// out inside its frame, worked out once per compiled scene.
///
/// It reads the node tree, the canvas and the text measurer, and of the script only what the
/// script turns contents into (`laterContents`, which the compiled scene gathers): it never
/// sees an action. The timeline's changes and the renderers then read its output and never
/// lay a node out again.
package struct SceneLayout: Sendable {
  /// Each entry's laid-out frame, before offset and scale, in `scene.entries` order.
  package let frames: [Rect]
  /// Each entry's content laid out in its frame (`BuiltInContent.layOutContent`): a chart's
  /// `ChartPlacement`, a slider's track; nil for contents with nothing inside to lay out.
  package let contentLayouts: [(any Sendable)?]

  /// Lays out the nodes of `scene` (`entries` in order) on its canvas, giving each node room
  /// for its content and for each of its `laterContents`.
  package init(
    _ scene: Scene, measurer: any TextMeasuring,
    laterContents: [NodeID: [any BuiltInContent]]
  ) {
    var frames: [Rect] = []
    func flatten(_ box: LayoutEngine.Box) {
      frames.append(box.frame)
      box.children.forEach(flatten)
    }
    flatten(
      LayoutEngine(
        measurer: measurer, direction: scene.canvas.direction, laterContents: laterContents
      ).layout(scene.root, in: scene.canvas.bounds))
    self.frames = frames
    let nodes = scene.entries.map(\.node)
    let alignedPlaces = AlignedGroups.places(
      nodes: nodes, frames: frames, canvas: scene.canvas, measurer: measurer)
    contentLayouts = nodes.indices.map { index in
      nodes[index].builtIn.layOutContent(
        in: frames[index], canvas: scene.canvas, measurer: measurer,
        alignedPlace: alignedPlaces[index])
    }
  }
}
