/// Nodes of one kind that line up on the canvas and so should look like one design, an aligned group:
/// charts side by side in a row, or one above another in a column.
///
/// Two nodes of the same type are in one group when their laid-out frames share an edge: their
/// top or bottom (side by side, under titles of the same height or not), or their left or
/// right edge (one above another, a wide one over a row of narrower ones), and so on from
/// node to node: a grid of charts is one group. Only content types that share something with
/// their group take part (`BuiltInContent.alignedPlaces`); each member then gets what its type
/// works out for it — a chart its type scale and where its plot starts and ends.
package enum AlignedGroups {
  /// One node of a group: its content, children and laid-out frame.
  package struct Member {
    package let node: Node
    package let frame: Rect
  }

  /// Each entry's place in its group (nil for entries in no group, or alone on theirs), for
  /// nodes `nodes` laid out at `frames`.
  ///
  /// Grouping looks at frames only; the members' type then decides what they share.
  package static func places(
    nodes: [Node], frames: [Rect], canvas: Canvas, measurer: any TextMeasuring
  ) -> [(any Sendable)?] {
    var places: [(any Sendable)?] = Array(repeating: nil, count: nodes.count)
    for group in groups(nodes: nodes, frames: frames) where group.count > 1 {
      let members = group.map { Member(node: nodes[$0], frame: frames[$0]) }
      let found = type(of: nodes[group[0]].builtIn).alignedPlaces(
        members, canvas: canvas, measurer: measurer)
      for (index, place) in zip(group, found) { places[index] = place }
    }
    return places
  }

  /// The groups: entry indices of nodes that line up, each list in entry order.
  static func groups(nodes: [Node], frames: [Rect]) -> [[Int]] {
    var parent = Array(nodes.indices)
    func root(_ index: Int) -> Int {
      var index = index
      while parent[index] != index {
        parent[index] = parent[parent[index]]
        index = parent[index]
      }
      return index
    }
    var first: [String: Int] = [:]
    for (index, node) in nodes.enumerated() {
      let type = type(of: node.builtIn)
      guard type.alignsInGroups else { continue }
      let frame = frames[index]
      guard frame.width > 0, frame.height > 0 else { continue }
      let name = node.builtIn.typeName
      for key in [
        "\(name) top \(frame.minY)", "\(name) bottom \(frame.maxY)",
        "\(name) left \(frame.minX)", "\(name) right \(frame.maxX)",
      ] {
        if let other = first[key] {
          parent[root(index)] = root(other)
        } else {
          first[key] = index
        }
      }
    }
    var members: [Int: [Int]] = [:]
    for (index, node) in nodes.enumerated() where type(of: node.builtIn).alignsInGroups {
      members[root(index), default: []].append(index)
    }
    return members.values.sorted { $0[0] < $1[0] }
  }
}
