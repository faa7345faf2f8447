/// One animated property, declared once: its name, the type of its values, its default, what
/// it means and how scene files write a change to it.
///
/// A node kind lists its declarations in one table (`NodePropertyTable`), from which its tracks
/// are declared in the timeline and read back typed (`NodeTracks`); changes write through
/// `key(_:)`, the scene decoder takes a change's JSON key and the JSON Schema of its value from
/// `change`, and the typed state reads `key(_:)`. The interpolation is the value type's
/// (`Interpolatable`): numbers, points and colours blend, text and a day jump at the end.
///
/// ```swift
/// static let pie = PropertyDeclaration<Double>(
///   "pie", default: 0, "How far a percentage chart has turned into a pie: 0 areas, 1 pie.",
///   change: ChangeSyntax("pie", .boolean(…)))
/// ```
package struct PropertyDeclaration<Value: Interpolatable>: Sendable {
  /// The track's name, such as "opacity" or "window": unique among a node's properties.
  package let name: String
  /// The value a track rests at when the node's content says nothing else.
  package let `default`: Value
  /// What the property is, in one sentence.
  package let summary: String
  /// How an action writes a change straight to it (its key and the schema of its value), or
  /// nil when no action does (changes of other names animate it: `hide` a series' alpha).
  package let change: ChangeSyntax?

  /// The property `name` resting at `default`, written by actions as `change`.
  package init(
    _ name: String, default: Value, _ summary: String, change: ChangeSyntax? = nil
  ) {
    self.name = name
    self.default = `default`
    self.summary = summary
    self.change = change
  }

  /// The key actions write a change to it under: its change's, else its name.
  package var changeKey: String { change?.key ?? name }

  /// The key of this property of `node`.
  package func key(_ node: NodeID) -> PropertyKey<Value> { PropertyKey(node, name) }

  /// The key of the `member` of this family of properties of `node`: a series' alpha, a day's
  /// window.
  package func key(_ node: NodeID, _ member: String) -> PropertyKey<Value> {
    PropertyKey(node, name, qualifier: member)
  }
}

/// How an action writes a change to a property: the key, and the JSON Schema of its value.
package struct ChangeSyntax: Sendable {
  /// The action's key, such as "opacity" or "fill".
  package let key: String
  /// The JSON Schema of the value under `key`.
  package let schema: ChangeSchema

  /// A change written `"key": value`, the value described by `schema`.
  package init(_ key: String, _ schema: ChangeSchema) {
    self.key = key
    self.schema = schema
  }
}

/// The JSON Schema of a change's value, which the scene schema's `action` lists.
package enum ChangeSchema: Sendable {
  /// One of the schema's definitions, by name: `{"$ref": "#/$defs/color"}`.
  case definition(String)
  /// A number within a rule's bounds.
  case number(NumberRule)
  /// A string.
  case string
  /// A schema of its own, as JSON text.
  case json(String)
}
