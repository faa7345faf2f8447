/// One row of a node kind's property table: a declaration and the initial value a node's
/// content gives it (for a family, each member's).
///
/// A kind's table (`ChartProperties.table`, `TextProperties.table` …) is the one place its
/// properties are listed: `NodeTracks` declares and reads back the tracks from it.
package struct NodeProperty<Content>: Sendable {
  /// The declaration's name.
  package let name: String
  /// The property's tracks before any change, by member (nil for a property of its own).
  let initialTracks: @Sendable (Content) -> [(member: String?, track: AnyTrack)]

  /// A property of its own, starting at the value `initial` reads from the content (the
  /// declaration's default when not given).
  package static func property<Value>(
    _ declaration: PropertyDeclaration<Value>,
    initial: (@Sendable (Content) -> Value)? = nil
  ) -> Self {
    Self(name: declaration.name) { content in
      let value = initial?(content) ?? declaration.default
      return [(nil, AnyTrack(declaration, nil, Track(initial: value)))]
    }
  }

  /// A family of properties, one per member the content has (a series' alpha), each starting
  /// at `initial`; a change may declare more (a day's window, declared by zooming into it).
  package static func family<Value>(
    _ declaration: PropertyDeclaration<Value>,
    members: @escaping @Sendable (Content) -> [String],
    initial: @escaping @Sendable (Content, String) -> Value
  ) -> Self {
    Self(name: declaration.name) { content in
      members(content).map { member in
        (member, AnyTrack(declaration, member, Track(initial: initial(content, member))))
      }
    }
  }
}

/// A track of some property's type, with the declaration that types it.
struct AnyTrack: Sendable {
  let track: any Sendable
  /// Declares the track's property of a node at its initial value.
  let declare: @Sendable (inout Timeline, NodeID) -> Void
  /// The timeline's track of the same property of a node, or nil when it has none.
  let reread: @Sendable (Timeline, NodeID) -> AnyTrack?

  init<Value>(_ declaration: PropertyDeclaration<Value>, _ member: String?, _ track: Track<Value>) {
    self.track = track
    let key = { @Sendable (node: NodeID) in
      member.map { declaration.key(node, $0) } ?? declaration.key(node)
    }
    declare = { timeline, node in timeline.declare(key(node), initial: track.initial) }
    reread = { timeline, node in
      timeline.track(key(node)).map { AnyTrack(declaration, member, $0) }
    }
  }
}

/// Every animated property of one node, each a track of its declared type, made from its
/// kind's table: what the kind declares in the timeline and its renderer reads.
///
/// Read a property with its declaration, `tracks[TextProperties.color]`, so a mistaken type
/// fails to compile. Reading cannot trap: a track the timeline lacks stays at its initial
/// value, one the table lacks rests at the declaration's default.
package struct NodeTracks<Content>: Sendable {
  private struct Slot: Hashable, Sendable {
    let name: String
    let member: String?
  }

  private var tracks: [Slot: AnyTrack] = [:]

  /// The tracks of `content` before any change: its initial state.
  package init(initial content: Content, _ table: [NodeProperty<Content>]) {
    for row in table {
      for (member, track) in row.initialTracks(content) {
        tracks[Slot(name: row.name, member: member)] = track
      }
    }
  }

  /// The tracks of node `id` as the script left them in `timeline`, from those of `content`.
  package init(
    _ timeline: Timeline, id: NodeID, content: Content, _ table: [NodeProperty<Content>]
  ) {
    self.init(initial: content, table)
    for (slot, track) in tracks {
      if let found = track.reread(timeline, id) { tracks[slot] = found }
    }
  }

  /// The property's track.
  package subscript<Value>(_ declaration: PropertyDeclaration<Value>) -> Track<Value> {
    tracks[Slot(name: declaration.name, member: nil)]?.track as? Track<Value>
      ?? Track(initial: declaration.default)
  }

  /// The tracks of a family's members the content has, by member.
  package func members<Value>(
    of declaration: PropertyDeclaration<Value>
  ) -> [String: Track<Value>] {
    var found: [String: Track<Value>] = [:]
    for (slot, entry) in tracks where slot.name == declaration.name {
      if let member = slot.member, let track = entry.track as? Track<Value> {
        found[member] = track
      }
    }
    return found
  }

  /// Declares every track under node `id` at its initial value.
  package func declare(in timeline: inout Timeline, as id: NodeID) {
    for track in tracks.values { track.declare(&timeline, id) }
  }
}
