import ChartReelCore

extension Node {
  /// A chart of `data`, with annotations as children.
  public static func chart(
    id: NodeID? = nil, data: ChartData, title: String? = nil,
    initial: InitialState = InitialState(), annotations: [Node] = []
  ) -> Node {
    Node(id: id, ChartContent(data: data, title: title, initial: initial), children: annotations)
  }

  /// An annotation of a chart: a line, a band or a point on its data.
  public static func annotation(
    _ kind: AnnotationContent.Kind, id: NodeID? = nil, label: String? = nil
  ) -> Node {
    Node(id: id, AnnotationContent(kind, label: label))
  }
}
