import ChartReelCore

/// A chart node: data, an optional title, its starting state, and annotations as children.
///
/// It grows to fill what its container leaves (it has no natural size). The renderer lays out
/// a title, the plot, x labels, a mini-map and a legend inside the node's frame, as
/// Telegram's charts do, and draws the annotations with the plot's data transform.
public struct ChartContent: NodeContent {
  public var data: ChartData
  public var title: String?
  public var initial: InitialState
  public var showsMinimap: Bool
  public var showsLegend: Bool

  public init(
    data: ChartData, title: String? = nil, initial: InitialState = InitialState(),
    showsMinimap: Bool = true, showsLegend: Bool = true
  ) {
    self.data = data
    self.title = title
    self.initial = initial
    self.showsMinimap = showsMinimap
    self.showsLegend = showsLegend
  }

  public var typeName: String { "chart" }
  public func defaultGrow(children: [Node]) -> Double { 1 }
  public var drawsChildren: Bool { true }

  /// How the chart draws its data.
  public var kind: ChartKind { data.kind }

  /// The window the chart opens on: the scene's, or the last 30 % of the range (widened to
  /// the minimum width when the data has few points).
  public var initialWindow: Window {
    initial.window
      ?? Window(1 - max(1 - InitialState.defaultWindow.lower, data.minimumWindowWidth), 1)
  }

  public func problems(children: [Node]) -> [(key: String, message: String)] {
    var problems: [(key: String, message: String)] = []
    if let message = initial.window?.problem(minimumWidth: data.minimumWindowWidth) {
      problems.append(("initial.window", message))
    }
    for (index, id) in initial.hidden.enumerated() {
      if let message = data.unknownSeriesMessage(id) {
        problems.append(("initial.hidden[\(index)]", message))
      }
    }
    if let indicator = initial.indicator, !(0...1).contains(indicator) {
      problems.append(("initial.indicator", "expected a fraction from 0 to 1 or null"))
    }
    for (index, child) in children.enumerated() where !(child.content is AnnotationContent) {
      problems.append(
        ("annotations[\(index)]", "a chart holds annotations, not \(child.content.typeName) nodes"))
    }
    return problems
  }

  public func declareProperties(of id: NodeID, in timeline: inout Timeline) {
    let keys = ChartKeys(id)
    timeline.declare(keys.window, initial: initialWindow)
    for series in data.series {
      timeline.declare(keys.alpha(series.id), initial: initial.hidden.contains(series.id) ? 0 : 1)
    }
    timeline.declare(keys.indicator, initial: initial.indicator ?? 0.5)
    timeline.declare(keys.indicatorAlpha, initial: initial.indicator == nil ? 0 : 1)
    timeline.declare(keys.pie, initial: 0)
    timeline.declareTouches(of: id)
  }

  public func makeRenderer(_ context: RendererContext) -> any NodeRenderer {
    ChartRenderer(content: self, context: context)
  }
}

extension ChartData {
  /// "unknown series …; did you mean …? the chart has …" for an id the chart lacks, or nil.
  public func unknownSeriesMessage(_ id: String) -> String? {
    guard series(id: id) == nil else { return nil }
    let ids = series.map(\.id)
    let suggestion = ids.closest(to: id).map { "did you mean \"\($0)\"? " } ?? ""
    return
      "unknown series \"\(id.excerpt())\"; \(suggestion)the chart has \(ids.map { "\"\($0)\"" }.joined(separator: ", "))"
  }
}
