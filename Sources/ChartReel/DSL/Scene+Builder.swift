extension Scene {
  /// Checks and builds a scene written with the scene DSL: the same `Scene`, checked the same
  /// way, as `init(file:canvas:root:actions:duration:)` builds from the nodes and actions.
  ///
  /// One node built by `content` is the root; several are put in a `Stack`, back to front.
  /// `duration` defaults to the last action's end plus 0.5 s.
  ///
  /// ```swift
  /// let main = ChartHandle("main")
  /// let scene = try Scene(canvas: Canvas(width: 1280, height: 720, fps: 30)) {
  ///   Column(padding: 32, gap: 16) {
  ///     Text("Joined and left", id: "title").size(34).bold()
  ///     Chart(id: main, data: data)
  ///   }
  /// } script: {
  ///   At(0.5, duration: 1) { main.window(0.4...0.8) }
  /// }
  /// ```
  public init(
    file: String = "scene", canvas: Canvas, duration: Double? = nil,
    @NodeBuilder _ content: () -> [Node], @ScriptBuilder script: () -> [Action] = { [] }
  ) throws(InputError) {
    let nodes = content()
    try self.init(
      file: file, canvas: canvas, root: nodes.count == 1 ? nodes[0] : .stack(nodes),
      actions: script(), duration: duration)
  }
}
