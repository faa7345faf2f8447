/// Builds a list of nodes from `SceneNode` statements: the body of a `Scene`, `Column`, `Row`
/// or `Stack`, with `if`, `if let`, `switch` and `for` (`for node in nodes { node }` for nodes made
/// elsewhere) as in SwiftUI.
@resultBuilder
public enum NodeBuilder {
  /// One piece of the tree.
  public static func buildExpression(_ piece: some SceneNode) -> [Node] { [piece.node] }

  /// The statements' nodes, in order.
  public static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }

  /// An `if` without `else`: its nodes, or none.
  public static func buildOptional(_ part: [Node]?) -> [Node] { part ?? [] }

  /// The `if` branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: [Node]) -> [Node] { part }

  /// The `else` branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: [Node]) -> [Node] { part }

  /// A `for` loop's nodes, iteration after iteration.
  public static func buildArray(_ parts: [[Node]]) -> [Node] { parts.flatMap { $0 } }

  /// An `if #available` branch.
  public static func buildLimitedAvailability(_ part: [Node]) -> [Node] { part }
}
