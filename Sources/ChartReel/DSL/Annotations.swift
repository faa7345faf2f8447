import Foundation

/// A mark on a chart's data, written in a `Chart`'s annotations: `Band`, `XLine`, `YLine`,
/// `Dot`.
///
/// Marks go in a chart and nowhere else, and only marks go in a chart: a `Text` among a chart's
/// annotations or a `Band` in a `Column` does not compile. They fade, move and scale like any
/// node (`opacity(_:)`, `offset(x:y:)`, `scale(_:)`), and a `NodeHandle` of their id animates
/// them.
public protocol AnnotationMark {
  /// The annotation node this mark builds.
  var node: Node { get set }
}

/// Builds a chart's annotations from `AnnotationMark` statements, with `if` and `for`.
@resultBuilder
public enum AnnotationBuilder {
  /// One annotation.
  public static func buildExpression(_ mark: some AnnotationMark) -> [Node] { [mark.node] }

  /// The statements' annotations, in order.
  public static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }

  /// An `if` without `else`.
  public static func buildOptional(_ part: [Node]?) -> [Node] { part ?? [] }

  /// The `if` branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: [Node]) -> [Node] { part }

  /// The `else` branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: [Node]) -> [Node] { part }

  /// A `for` loop's annotations.
  public static func buildArray(_ parts: [[Node]]) -> [Node] { parts.flatMap { $0 } }
}

/// A shaded band over a span of x, from one date (or data x in milliseconds) to another.
public struct Band: AnnotationMark {
  public var node: Node

  /// A band from `from` to `to`, data x values in milliseconds since 1970 (UTC).
  public init(
    from: Double, to: Double, label: String? = nil, id: NodeHandle? = nil, fileID: String = #fileID,
    line: Int = #line
  ) {
    node = .annotation(.band(from: from, to: to), id: id?.id, label: label)
    node.origin = SourceOrigin(
      fileID: fileID, line: line, label: nodeLabel("Band", id?.id))
  }

  /// A band from one date to another.
  public init(
    from: Date, to: Date, label: String? = nil, id: NodeHandle? = nil, fileID: String = #fileID,
    line: Int = #line
  ) {
    self.init(from: from.chartX, to: to.chartX, label: label, id: id, fileID: fileID, line: line)
  }
}

/// A vertical line at a date (or data x in milliseconds).
public struct XLine: AnnotationMark {
  public var node: Node

  /// A line at data x `x`, in milliseconds since 1970 (UTC).
  public init(
    x: Double, label: String? = nil, id: NodeHandle? = nil, fileID: String = #fileID,
    line: Int = #line
  ) {
    node = .annotation(.xLine(x: x), id: id?.id, label: label)
    node.origin = SourceOrigin(
      fileID: fileID, line: line, label: nodeLabel("XLine", id?.id))
  }

  /// A line at `date`.
  public init(
    at date: Date, label: String? = nil, id: NodeHandle? = nil, fileID: String = #fileID,
    line: Int = #line
  ) {
    self.init(x: date.chartX, label: label, id: id, fileID: fileID, line: line)
  }
}

/// A horizontal line at a data value.
public struct YLine: AnnotationMark {
  public var node: Node

  /// A line at data y `y`.
  public init(
    y: Double, label: String? = nil, id: NodeHandle? = nil, fileID: String = #fileID,
    line: Int = #line
  ) {
    node = .annotation(.yLine(y: y), id: id?.id, label: label)
    node.origin = SourceOrigin(
      fileID: fileID, line: line, label: nodeLabel("YLine", id?.id))
  }
}

/// A dot on series `series` at a date (or data x in milliseconds).
public struct Dot: AnnotationMark {
  public var node: Node

  /// A dot on `series` at data x `x`, in milliseconds since 1970 (UTC).
  public init(
    series: String, x: Double, label: String? = nil, id: NodeHandle? = nil,
    fileID: String = #fileID, line: Int = #line
  ) {
    node = .annotation(.point(series: series, x: x), id: id?.id, label: label)
    node.origin = SourceOrigin(
      fileID: fileID, line: line, label: nodeLabel("Dot", id?.id))
  }

  /// A dot on `series` at `date`.
  public init(
    series: String, at date: Date, label: String? = nil, id: NodeHandle? = nil,
    fileID: String = #fileID, line: Int = #line
  ) {
    self.init(series: series, x: date.chartX, label: label, id: id, fileID: fileID, line: line)
  }
}

extension AnnotationMark {
  /// A colour of its own instead of the theme's accent colour.
  public func color(_ color: Color) -> Self {
    guard var content = node.content as? AnnotationContent else { return self }
    content.color = color
    var copy = self
    copy.node.content = content
    return copy
  }

  /// Its opacity before any action, from 0 (invisible) to 1.
  public func opacity(_ opacity: Double) -> Self {
    var copy = self
    copy.node.style.opacity = opacity
    return copy
  }

  /// Its shift from its place on the data before any action, in pixels.
  public func offset(x: Double = 0, y: Double = 0) -> Self {
    var copy = self
    copy.node.style.offset = Point(x: x, y: y)
    return copy
  }

  /// Its scale about its centre before any action.
  public func scale(_ scale: Double) -> Self {
    var copy = self
    copy.node.style.scale = scale
    return copy
  }
}
