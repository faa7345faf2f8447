import ChartReelCharts
import ChartReelCore

extension SceneDecoder {
  /// What a node decoder shares: the log, the data file reader and the ids seen so far.
  final class NodeContext {
    let log: ProblemLog
    let readFile: FileReader
    /// Each named node's type, by id.
    var types: [String: String] = [:]
    /// The folder of each round-2 overview a chart reads, by the key path of its `data`: where
    /// its day files are.
    var overviewFolders: [String: String] = [:]
    /// The nodes decoded so far, against `InputLimits.nodes`.
    var nodeCount = 0
    /// The actions decoded so far, against `InputLimits.actions`.
    var actionCount = 0
    /// What each data file decoded to, by the decoder's type and the path the scene wrote, or
    /// nil when it could not be decoded: a file named by many charts is parsed once per scene
    /// and its data shared (its problems reported once).
    var decoded: [String: Any?] = [:]
    /// The values of the distinct data files read so far (`DataSize.values`), against
    /// `InputLimits.dataValues` for the scene as a whole.
    private var sceneValues = 0
    private var counted = Set<String>()

    init(log: ProblemLog, readFile: @escaping FileReader) {
      self.log = log
      self.readFile = readFile
    }

    /// Reads the data file `path`, refusing it from its bytes when it holds more points than
    /// allowed, before anything parses it: every data file a scene names comes through here.
    func readData(_ path: String) throws(InputError) -> InputFile {
      let file = try readFile(path)
      try DataSize.check(file.bytes, file: file.path)
      if counted.insert(file.path).inserted {
        sceneValues += DataSize.values(file.bytes)
        if sceneValues > InputLimits.dataValues {
          throw InputError(
            file: file.path,
            message:
              "with the scene's other data files, makes more than \(InputLimits.grouped(InputLimits.dataValues)) values (about \(InputLimits.grouped(sceneValues))); expected at most \(InputLimits.grouped(InputLimits.dataValues)) in one scene (see docs/limits.md)"
          )
        }
      }
      return file
    }

    /// Reads the data file `path` written at `field`; nil after reporting, at the scene's key
    /// path, why it cannot be read (missing, a folder, too large, outside the data root …).
    func read(_ path: String, at field: JSONField) -> InputFile? {
      do {
        return try readData(path)
      } catch {
        for problem in error.problems {
          let name = problem.file.excerpt(InputLimits.messageCharacters)
          field.report("data file \"\(name)\": \(problem.message)")
        }
        return nil
      }
    }

    /// Counts one more node; false (after reporting once at `field`) past `InputLimits.nodes`.
    func countNode(at field: JSONField) -> Bool {
      nodeCount += 1
      return Self.within(nodeCount, InputLimits.nodes, "nodes", field)
    }

    /// Counts one more action; false (after reporting once) past `InputLimits.actions`.
    func countAction(at field: JSONField) -> Bool {
      actionCount += 1
      return Self.within(actionCount, InputLimits.actions, "actions", field)
    }

    private static func within(_ count: Int, _ limit: Int, _ what: String, _ field: JSONField)
      -> Bool
    {
      if count == limit + 1 {
        field.report(
          "more than \(InputLimits.grouped(limit)) \(what) in the scene; expected at most \(InputLimits.grouped(limit)) (see docs/limits.md)"
        )
      }
      return count <= limit
    }
  }

  /// Decodes one node of the tree and its children; nil after reporting why it cannot.
  static func decodeNode(_ field: JSONField, _ context: NodeContext, inStack: Bool = false)
    -> Node?
  {
    guard case .object = field.value else {
      field.report("expected a node object with \"type\", found \(field.value.kindDescription)")
      return nil
    }
    guard context.countNode(at: field) else { return nil }
    guard
      let typeField = field.value["type"].map({
        JSONField(value: $0, path: field.child("type"), log: field.log)
      })
    else {
      field.log.report(field.child("type"), "missing key, expected one of \(NodeKinds.typeList)")
      return nil
    }
    guard let type = typeField.string() else { return nil }
    guard let kind = NodeKinds.named(type) else {
      let known = NodeKinds.all.map(\.type)
      let suggestion = known.closest(to: type).map { "did you mean \"\($0)\"? " } ?? ""
      typeField.report(
        "unknown node type \"\(type.excerpt())\"; \(suggestion)expected one of \(NodeKinds.typeList)"
      )
      return nil
    }
    let common = NodeKinds.commonKeys.filter { inStack || $0 != "frame" }
    guard let object = field.object(allowed: ["type"] + common + kind.keys) else { return nil }
    guard var node = kind.decode(object, context) else { return nil }
    node.sourcePath = field.path
    decodeCommon(object, into: &node, context, type: type)
    return node
  }

  /// Reads what every node has: `id`, `opacity`, `offset`, `scale` (annotations have only
  /// these), then the sizes a container uses.
  static func decodeCommon(
    _ object: JSONObjectReader, into node: inout Node, _ context: NodeContext, type: String
  ) {
    decodeIdentityAndStyle(object, into: &node, context, type: type)
    decodeSizes(object, into: &node)
  }

  /// Reads a node's `id` (recording its type for targets) and its starting opacity, offset
  /// and scale.
  static func decodeIdentityAndStyle(
    _ object: JSONObjectReader, into node: inout Node, _ context: NodeContext, type: String
  ) {
    if let field = object.optional("id"), let id = field.string() {
      if let problem = NodeID.problem(with: id) {
        field.report(problem)
      } else {
        node.id = NodeID(id)
        context.types[id] = type
      }
    }
    if let value = object.optional("opacity")?.number(NumberRule.opacity) {
      node.style.opacity = value
    }
    if let field = object.optional("offset"), let (dx, dy) = field.pair("[dx, dy] in pixels") {
      node.style.offset = Point(x: dx, y: dy)
    }
    if let value = object.optional("scale")?.number(NumberRule.scale) {
      node.style.scale = value
    }
  }

  private static func decodeSizes(_ object: JSONObjectReader, into node: inout Node) {
    node.sizing.width = object.optional("width")?.number(NumberRule.size)
    node.sizing.height = object.optional("height")?.number(NumberRule.size)
    node.sizing.grow = object.optional("grow")?.number(NumberRule.size)
    if let field = object.optional("frame"), let elements = field.array() {
      let numbers = elements.compactMap { $0.number(in: -100_000...100_000, "a number of pixels") }
      if elements.count != 4 {
        field.report("expected [x, y, width, height], found an array of \(elements.count) values")
      } else if numbers.count == 4 {
        if numbers[2] < 0 || numbers[3] < 0 {
          field.report("expected a width and height of 0 or more")
        } else {
          node.sizing.frame = Rect(
            x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }
      }
    }
  }
}
