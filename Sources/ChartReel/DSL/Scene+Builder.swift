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
  ///
  /// An `InputError` from a DSL scene names the lines of the code at fault: each `At`, handle
  /// call and node records `#fileID` and `#line`, and problems of the canvas or of the
  /// scene's length name this call's (`fileID`, `line`). Root causes come before the problems
  /// they bring (an action's negative duration before the length it gives the scene):
  ///
  /// ```
  /// InterpolationTests.swift:42: At(1, duration: -1): duration: expected a duration from 0 to 86400 s, found -1
  /// ```
  public init(
    file: String = "scene", canvas: Canvas, duration: Double? = nil,
    fileID: String = #fileID, line: Int = #line,
    @NodeBuilder _ content: () -> [Node], @ScriptBuilder script: () -> [Action] = { [] }
  ) throws(InputError) {
    let nodes = content()
    let root = nodes.count == 1 ? nodes[0] : .stack(nodes)
    var actions = script()
    for index in actions.indices where actions[index].sourcePath.isEmpty {
      actions[index].sourcePath = "actions[\(index)]"
    }
    do {
      try self.init(file: file, canvas: canvas, root: root, actions: actions, duration: duration)
    } catch {
      throw error.located(
        actions: actions, root: root, file: file,
        scene: SourceOrigin(fileID: fileID, line: line, label: "Scene(…)"))
    }
  }
}
