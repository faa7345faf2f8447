/// A validated scene: a canvas, a tree of nodes, and a script of actions over time.
///
/// Made by `SceneDecoder` from a scene file, or in Swift; either way `init` checks it the same
/// way and throws every problem it finds, each with its key path — it never traps.
public struct Scene: Sendable {
  /// The scene file as the user named it, for messages ("scene" for scenes made in Swift).
  public let file: String
  /// The canvas: size, frame rate, theme, direction and locale.
  public var canvas: Canvas
  /// The root of the node tree.
  public let root: Node
  /// The actions, ordered by start time (file order for equal times).
  public let actions: [Action]
  /// The length of the animation in seconds.
  public let duration: Double
  /// Every node, parents before children, with its id and key path.
  package let entries: [Entry]

  /// One node of the tree, with the id it goes by and where it is written.
  package struct Entry: Sendable {
    package let id: NodeID
    package let node: Node
    package let path: String
    /// The entry index of the node's parent; nil for the root.
    /// (`path` is empty for the root of a one-chart scene, whose keys are at the top level.)
    package let parent: Int?
  }

  /// The time the scene runs on for after its last action when no duration is given.
  package static let defaultTail = 0.5

  /// Checks and builds a scene; `duration` defaults to the last action's end plus 0.5 s.
  public init(
    file: String = "scene", canvas: Canvas, root: Node, actions: [Action] = [],
    duration: Double? = nil
  ) throws(InputError) {
    let log = ProblemLog(file: file)
    self.file = file
    self.canvas = canvas
    var entries: [Entry] = []
    Self.collect(root, path: root.sourcePath, parent: nil, into: &entries)
    self.root = root
    self.entries = entries
    var numbered = actions
    for index in numbered.indices where numbered[index].sourcePath.isEmpty {
      numbered[index].sourcePath = "actions[\(index)]"
    }
    // An action with a negative (or NaN) duration counts from its start, so that its own
    // problem is reported and not a scene that seems to end before its actions start.
    let lastEnd = numbered.map { $0.duration >= 0 ? $0.end : $0.at }.max() ?? 0
    // Rounded to microseconds so that 5.8 + 0.5 reads 6.3, not 6.300000000000001.
    self.duration = duration ?? ((lastEnd + Self.defaultTail) * 1e6).rounded() / 1e6
    self.actions = Action.ordered(numbered)
    Self.check(canvas, log)
    Self.checkCounts(nodes: entries.count, actions: numbered.count, log)
    Self.checkNodes(entries, log)
    Self.checkText(entries, numbered, log)
    // Root causes first: a duration given is checked before the actions; one worked out from
    // the actions after them, since a bad action is the cause of a bad length.
    if duration != nil { Self.checkDuration(self.duration, canvas: canvas, given: true, log) }
    for action in numbered { checkAction(action, log) }
    if duration == nil { Self.checkDuration(self.duration, canvas: canvas, given: false, log) }
    try log.throwIfAny()
  }

  /// The number of frames of a full render: round(duration × fps).
  public var frameCount: Int { Int((duration * Double(canvas.fps)).rounded()) }

  /// The time shown by frame `index`: index / fps, computed from the integer.
  public func time(ofFrame index: Int) -> Double { Double(index) / Double(canvas.fps) }

  /// The entry of the node with id `id`.
  package func entry(_ id: NodeID) -> Entry? { entries.first { $0.id == id } }

  /// The node the action changes, or nil for the canvas; throws when there is none that fits.
  package func resolveTarget(of action: Action) -> Result<Entry?, InputProblem> {
    let place = action.sourcePath
    if let id = action.target {
      guard let entry = entry(id) else {
        var ids: [String] = []
        for entry in entries where entry.id.isNamed && !ids.contains(entry.id.rawValue) {
          ids.append(entry.id.rawValue)
        }
        let suggestion = ids.closest(to: id.rawValue).map { "did you mean \"\($0)\"? " } ?? ""
        let known =
          ids.isEmpty
          ? "the scene names no nodes"
          : "the scene has \(ids.map { "\"\($0)\"" }.joined(separator: ", "))"
        return .failure(
          problem(
            place + ".target",
            "unknown target \"\(id.rawValue.escapedForTerminal)\"; \(suggestion)\(known)"))
      }
      return .success(entry)
    }
    if action.change.scripted.problem(for: nil) == nil { return .success(nil) }
    let fitting = entries.filter { action.change.scripted.problem(for: $0.node) == nil }
    let kinds = Set(entries.map { $0.node.builtIn.typeName })
    let ofType = entries.filter { $0.node.builtIn.typeName == action.change.scripted.targetType }
    let only = entries.count == 1 || kinds.count == 1 ? entries.first : nil
    switch fitting.count {
    case 1: return .success(fitting[0])
    case 0 where only != nil || ofType.count == 1:
      // The one node it is meant for cannot take it: say why, as if it had been named.
      let node = (ofType.count == 1 ? ofType[0] : only!).node
      return .failure(
        problem(
          place + "." + action.change.scripted.problemKey(for: node),
          action.change.scripted.problem(for: node) ?? "cannot apply"))
    case 0:
      return .failure(
        problem(place, "no node can take \"\(action.changeKey)\"; name one in \"target\""))
    default:
      return .failure(
        problem(
          place + ".target",
          "missing key: \(fitting.count) nodes can take \"\(action.changeKey)\"; name one"))
    }
  }

  func problem(_ path: String, _ message: String) -> InputProblem {
    InputProblem(file: file, keyPath: path, message: message)
  }

  private static func collect(_ node: Node, path: String, parent: Int?, into entries: inout [Entry])
  {
    let index = entries.count
    entries.append(
      Entry(
        id: node.id ?? .unnamed(path.isEmpty ? "root" : path), node: node, path: path,
        parent: parent))
    for (offset, child) in node.children.enumerated() {
      let childPath =
        child.sourcePath.isEmpty ? join(path, "children[\(offset)]") : child.sourcePath
      collect(child, path: childPath, parent: index, into: &entries)
    }
  }
}
