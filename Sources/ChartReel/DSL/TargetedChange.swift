/// A change aimed at a node (or the canvas), waiting in an `At` for its time: what a handle's
/// methods return.
public struct TargetedChange: Sendable {
  /// The node changed; nil for the canvas (or the one node that takes the change).
  public var target: NodeID?
  /// The change.
  public var change: any Change
  /// Where the handle's call that made it is written, for messages.
  package var origin: SourceOrigin?

  /// `change` aimed at the node `target`.
  public init(_ target: NodeID?, _ change: any Change) {
    self.target = target
    self.change = change
  }

  /// Cross-fades every colour of the canvas to `theme`.
  public static func theme(_ theme: Theme, fileID: String = #fileID, line: Int = #line)
    -> TargetedChange
  {
    TargetedChange(nil, .theme(theme)).located(fileID, line, method: "theme")
  }

  /// The change, recorded as written at `line` of `fileID` by the handle's `method`.
  package func located(_ fileID: String, _ line: Int, method: String) -> TargetedChange {
    var copy = self
    copy.origin = SourceOrigin(
      fileID: fileID, line: line, label: "\(target.map { $0.rawValue + "." } ?? ".")\(method)")
    return copy
  }
}

/// Builds the changes of one `At` from `TargetedChange` statements, with `if` and `for`.
@resultBuilder
public enum ChangeBuilder {
  /// One change.
  public static func buildExpression(_ change: TargetedChange) -> [TargetedChange] { [change] }

  /// The statements' changes, in order.
  public static func buildBlock(_ parts: [TargetedChange]...) -> [TargetedChange] {
    parts.flatMap { $0 }
  }

  /// An `if` without `else`.
  public static func buildOptional(_ part: [TargetedChange]?) -> [TargetedChange] { part ?? [] }

  /// The `if` branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: [TargetedChange]) -> [TargetedChange] { part }

  /// The `else` branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: [TargetedChange]) -> [TargetedChange] { part }

  /// A `for` loop's changes.
  public static func buildArray(_ parts: [[TargetedChange]]) -> [TargetedChange] {
    parts.flatMap { $0 }
  }
}
