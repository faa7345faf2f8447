/// Names one animated property of one node, with the type of its values: the key of a track.
///
/// Node kinds define their own keys (a chart's `window`, a series' alpha, a slider's values),
/// so a new kind adds properties, not cases to a global enum.
public struct PropertyKey<Value: Interpolatable>: Hashable, Sendable {
  /// The node whose property this is.
  package let node: NodeID
  /// The property's name, such as "opacity" or "window".
  package let name: String
  /// Which one of a family of properties of that name: the series of an "alpha", the day of a
  /// day's "window"; nil for a property of its own.
  package let qualifier: String?

  /// The key of property `name` of `node`, one of its family by `qualifier`.
  package init(_ node: NodeID, _ name: String, qualifier: String? = nil) {
    self.node = node
    self.name = name
    self.qualifier = qualifier
  }
}

extension PropertyKey {
  /// Every node's opacity, from 0 to 1.
  public static func opacity(_ node: NodeID) -> PropertyKey<Double> {
    CommonProperties.opacity.key(node)
  }
  /// Every node's shift from its laid-out place, in pixels.
  public static func offset(_ node: NodeID) -> PropertyKey<Point> {
    CommonProperties.offset.key(node)
  }
  /// Every node's scale about its centre.
  public static func scale(_ node: NodeID) -> PropertyKey<Double> {
    CommonProperties.scale.key(node)
  }
  /// The canvas's theme: 0 day, 1 night.
  public static var theme: PropertyKey<Double> { CommonProperties.theme.key(.canvas) }
}
