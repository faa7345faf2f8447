/// How a node of the scene DSL reads in messages: `Text`, `Chart(id: "main")`.
func nodeLabel(_ kind: String, _ id: NodeID?) -> String {
  id.map { "\(kind)(id: \"\($0.rawValue.excerpt())\")" } ?? kind
}

extension InputError {
  /// The error of a scene written with the DSL, each problem told at the user's line rather
  /// than at a key path into a scene file that does not exist.
  ///
  /// A problem of an action is told at its `At` (`InterpolationTests.swift:42: At(1,
  /// duration: -1): duration: …`), or at the handle's call for a problem of the change itself
  /// (`InterpolationTests.swift:43: main.hide: unknown series …`); a problem of a node at the
  /// node's line; one of the canvas or the scene's length at `Scene(…)`'s. Problems of other
  /// files (a data file) are left as they are.
  func located(actions: [Action], root: Node, file: String, scene: SourceOrigin) -> InputError {
    var nodes: [(path: String, origin: SourceOrigin)] = []
    func walk(_ node: Node, _ path: String) {
      if let origin = node.origin { nodes.append((path, origin)) }
      for (offset, child) in node.children.enumerated() {
        walk(
          child,
          child.sourcePath.isEmpty ? Scene.join(path, "children[\(offset)]") : child.sourcePath)
      }
    }
    walk(root, root.sourcePath)
    nodes.sort { $0.path.count > $1.path.count }
    let places = Dictionary(
      actions.map { ($0.sourcePath, $0) }, uniquingKeysWith: { first, _ in first })
    return InputError(
      problems: problems.map { problem in
        guard problem.file == file else { return problem }
        return locate(problem, places, nodes, scene) ?? problem
      })
  }

  private func locate(
    _ problem: InputProblem, _ actions: [String: Action],
    _ nodes: [(path: String, origin: SourceOrigin)], _ scene: SourceOrigin
  ) -> InputProblem? {
    let key = problem.keyPath
    if let (path, rest) = Self.split(key, "actions"), let action = actions[path] {
      guard let origin = action.origin else { return nil }
      if let change = action.changeOrigin, !["at", "duration", "curve"].contains(rest) {
        // The change's own problem: at the handle's call; its key is the call's name.
        let index = rest.firstIndex(of: "[").map { String(rest[$0...]) } ?? ""
        return InputProblem(
          file: change.place, keyPath: "\(origin.label) { \(change.label) }",
          message: index.isEmpty ? problem.message : "\(index): \(problem.message)")
      }
      return InputProblem(
        file: origin.place, keyPath: origin.label,
        message: rest.isEmpty ? problem.message : "\(rest): \(problem.message)")
    }
    for node in nodes where Self.matches(key, node.path) {
      let rest = String(key.dropFirst(node.path.count)).droppingLeading(".")
      return InputProblem(
        file: node.origin.place, keyPath: node.origin.label,
        message: rest.isEmpty ? problem.message : "\(rest): \(problem.message)")
    }
    let first = key.prefix { $0 != "." && $0 != "[" }
    guard ["canvas", "duration", "actions", "root"].contains(first) else { return nil }
    return InputProblem(
      file: scene.place, keyPath: scene.label,
      message: key.isEmpty ? problem.message : "\(key): \(problem.message)")
  }

  /// `actions[3]` and the rest (`duration`) of `actions[3].duration`; nil for other keys.
  private static func split(_ key: String, _ head: String) -> (String, String)? {
    guard key.hasPrefix(head + "["), let close = key.firstIndex(of: "]") else { return nil }
    let path = String(key[...close])
    return (path, String(key[key.index(after: close)...]).droppingLeading("."))
  }

  /// Whether `key` is `path` or a key inside it; the root's empty path holds only what no
  /// other node does (the caller tries longer paths first) and not the scene's own keys.
  private static func matches(_ key: String, _ path: String) -> Bool {
    if path.isEmpty {
      let first = key.prefix { $0 != "." && $0 != "[" }
      return !["canvas", "duration", "actions", "root"].contains(first)
    }
    return key == path || key.hasPrefix(path + ".") || key.hasPrefix(path + "[")
  }
}

extension String {
  fileprivate func droppingLeading(_ prefix: Character) -> String {
    first == prefix ? String(dropFirst()) : self
  }
}
