/// The name of a node in a scene: the `id` a scene file gives it, or one ChartReel makes up.
///
/// Ids a scene writes hold letters, digits, `-` and `_`; made-up ids start with `#`, so the two
/// never collide. Actions name their target by id, and the probe lists nodes by id.
public struct NodeID: Hashable, Sendable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The id as written.
  public let rawValue: String

  package init(_ rawValue: String) { self.rawValue = rawValue }
  /// The id written as a literal: `"main"`.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// The canvas: the target of theme changes.
  package static let canvas = NodeID("#canvas")

  /// An id for a node the scene did not name, unique by its place in the tree.
  package static func unnamed(_ path: String) -> NodeID { NodeID("#" + path) }

  /// Whether a scene file named this node.
  package var isNamed: Bool { !rawValue.hasPrefix("#") }

  /// Why `text` cannot be a node id, or nil when it can.
  package static func problem(with text: String) -> String? {
    guard !text.isEmpty else {
      return "expected an id of letters, digits, \"-\" and \"_\", found \"\""
    }
    guard text.count <= 128 else { return "expected an id of at most 128 characters" }
    let allowed = text.unicodeScalars.allSatisfy {
      ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
        && $0.value < 0x1_0000
    }
    return allowed
      ? nil
      : "expected an id of letters, digits, \"-\" and \"_\", found \"\(text.escapedForTerminal)\""
  }

  /// The id as written.
  public var description: String { rawValue }
}
