import ChartReelCharts
import ChartReelCore

/// One node kind of the scene format, in one place: its `type`, its keys with their JSON
/// Schema, how it is decoded and the changes it takes.
///
/// `SceneDecoder` reads nodes through `NodeKinds.all` and docs/scene.schema.json is generated
/// from it (`SceneSchema`), so a new kind is a descriptor and one line in the registry.
struct NodeKindDescriptor: Sendable {
  /// The `type` scene files write, like "text" or "chart".
  let type: String
  /// The kind's own keys (besides `NodeKinds.commonKeys`) and their schemas, as the members
  /// of a JSON object, in order.
  let properties: String
  /// The keys a node of this kind must have besides `type`.
  let required: [String]
  /// What the schema says of the kind, or nil.
  let summary: String?
  /// Reads a node of this kind from its object; nil after reporting why it cannot.
  ///
  /// The decoder reads the common keys (`id`, `opacity`, sizes …) itself.
  let decode: @Sendable (JSONObjectReader, SceneDecoder.NodeContext) -> Node?
  /// The changes only this kind takes, as actions write them (every node takes
  /// `ChangeDecoder.commonDecoders` too).
  let changes: [ChangeDecoder]
  /// The kind's own keys, in the order of `properties`.
  let keys: [String]

  init(
    type: String, properties: String, required: [String] = [], summary: String? = nil,
    changes: [ChangeDecoder] = [],
    decode: @escaping @Sendable (JSONObjectReader, SceneDecoder.NodeContext) -> Node?
  ) {
    self.type = type
    self.properties = properties
    self.required = required
    self.summary = summary
    self.changes = changes
    self.decode = decode
    self.keys = SceneSchema.members(properties).map(\.key)
  }
}

/// The registry of node kinds: every `type` a node of a scene's tree may have.
enum NodeKinds {
  /// Every kind, in the order the schema lists them.
  static let all: [NodeKindDescriptor] = [
    .column, .row, .stack, .chart, .text, .shape, .slider,
  ]

  /// The kind whose `type` is `type`, or nil.
  static func named(_ type: String) -> NodeKindDescriptor? { all.first { $0.type == type } }

  /// The keys every node may have besides `type` (`frame` only in a stack).
  static let commonKeys = SceneSchema.members(commonProperties).map(\.key)

  /// The types as messages list them: "\"chart\", \"column\", …", sorted.
  static var typeList: String {
    all.map(\.type).sorted().map { "\"\($0)\"" }.joined(separator: ", ")
  }
}
