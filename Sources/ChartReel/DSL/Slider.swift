/// A two-handle range slider from `range`'s lower bound to its upper in steps of `step`.
///
/// ```swift
/// Slider(id: "price", range: 0...100, step: 5, values: 20...80)
/// ```
public struct Slider: SceneNode {
  public var node: Node

  /// A slider named `id` (which a `SliderHandle` of that id moves in the script), its
  /// handles at `values` (the whole range when nil), its labels `size` pixels high.
  public init(
    id: SliderHandle? = nil, range: ClosedRange<Double>, step: Double,
    values: ClosedRange<Double>? = nil, size: Double = 20, fileID: String = #fileID,
    line: Int = #line
  ) {
    node = Node(
      id: id?.id,
      SliderContent(
        minimum: range.lowerBound, maximum: range.upperBound, step: step,
        values: values.map { [$0.lowerBound, $0.upperBound] }, size: size))
    node.origin = SourceOrigin(
      fileID: fileID, line: line, label: nodeLabel("Slider", id?.id))
  }
}
