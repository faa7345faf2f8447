/// A node content whose animated properties are one table of declarations: the content
/// declares its tracks from it and its renderer reads them back typed.
///
/// Adding a property to such a kind is one `PropertyDeclaration` and one row of its table;
/// the tracks, the scene decoder's change key and schema and the typed state read them.
package protocol DeclaredProperties: BuiltInContent {
  /// Every animated property of the content, with the initial value it gives each.
  static var propertyTable: [NodeProperty<Self>] { get }
}

extension DeclaredProperties {
  /// Declares every property of the table at the content's initial value.
  package func declareProperties(of id: NodeID, in timeline: inout Timeline) {
    NodeTracks(initial: self, Self.propertyTable).declare(in: &timeline, as: id)
  }

  /// The node's tracks as the script left them: what its renderer reads.
  package func tracks(_ context: RendererContext) -> NodeTracks<Self> {
    NodeTracks(context.timeline, id: context.id, content: self, Self.propertyTable)
  }
}
