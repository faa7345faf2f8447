extension Scene {
  /// Reports a scene holding more than `InputLimits.sceneText` Unicode scalars of text, at the
  /// node or action where the total passes the limit: the nodes' texts (`textScalars`) in the
  /// tree's order, then the actions' (`ScriptedChange.textScalars`: a `text` change's) in the
  /// script's.
  ///
  /// Every text is laid out by Pango and drawn on every frame it shows in; the limit keeps a
  /// frame of any valid scene within a few seconds.
  static func checkText(_ entries: [Entry], _ actions: [Action], _ log: ProblemLog) {
    let limit = InputLimits.sceneText
    var total = 0
    var passed: String?
    func add(_ scalars: Int, at key: String) {
      total += scalars
      if total > limit && passed == nil { passed = key }
    }
    for entry in entries where entry.node.builtIn.textScalars > 0 {
      add(entry.node.builtIn.textScalars, at: entry.path.isEmpty ? "root" : entry.path)
    }
    for action in actions where action.change.scripted.textScalars > 0 {
      let change = action.change.scripted
      add(change.textScalars, at: join(action.sourcePath, change.key))
    }
    guard let passed else { return }
    log.report(
      passed,
      "the scene holds \(InputLimits.grouped(total)) characters of text in all, past the limit here; expected at most \(InputLimits.grouped(limit)) (see docs/limits.md)"
    )
  }
}
