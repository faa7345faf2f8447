/// A chart of `data` with its annotations, opening on the last 30 % of its x range with every
/// series shown unless its modifiers say otherwise.
///
/// ```swift
/// Chart(id: "main", data: data) {
///   Band(from: promoStart, to: promoEnd, label: "Promo week")
/// }
/// .initialWindow(0.4...0.8)
/// ```
public struct Chart: SceneNode {
  public var node: Node

  /// A chart named `id` (which a `ChartHandle` of that id changes in the script) of `data`,
  /// with the annotations `annotations` builds.
  public init(
    id: ChartHandle? = nil, data: ChartData, title: String? = nil, fileID: String = #fileID,
    line: Int = #line,
    @AnnotationBuilder annotations: () -> [Node] = { [] }
  ) {
    node = .chart(id: id?.id, data: data, title: title, annotations: annotations())
    node.origin = SourceOrigin(
      fileID: fileID, line: line, label: nodeLabel("Chart", id?.id))
  }

  /// A 24-hour timeline of intervals named `id`, showing two hours at a time around its "now"
  /// (which `scrollTo` moves), without a mini-map or a legend unless asked for.
  public init(
    id: ChartHandle? = nil, timeline: TimelineData, title: String? = nil, fileID: String = #fileID,
    line: Int = #line
  ) {
    node = Node(id: id?.id, ChartContent(timeline: timeline, title: title))
    node.origin = SourceOrigin(
      fileID: fileID, line: line, label: nodeLabel("Chart", id?.id))
  }

  /// The window it opens on, fractions of the x range from 0 to 1.
  public func initialWindow(_ range: ClosedRange<Double>) -> Self {
    modifiedContent(ChartContent.self) {
      $0.initial.window = Window(range.lowerBound, range.upperBound)
    }
  }

  /// Series that start hidden, by id.
  public func initiallyHidden(_ series: String...) -> Self {
    modifiedContent(ChartContent.self) { $0.initial.hidden += series }
  }

  /// The indicator shown from the start at `position`, a fraction of the x range.
  public func initialIndicator(_ position: Double) -> Self {
    modifiedContent(ChartContent.self) { $0.initial.indicator = position }
  }

  /// Whether the mini-map is drawn under the plot (it is by default).
  public func minimap(_ shown: Bool) -> Self {
    modifiedContent(ChartContent.self) { $0.showsMinimap = shown }
  }

  /// Whether the legend is drawn (it is by default).
  public func legend(_ shown: Bool) -> Self {
    modifiedContent(ChartContent.self) { $0.showsLegend = shown }
  }
}
