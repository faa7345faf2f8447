import ChartReelCore

/// A chart node: data, an optional title, its starting state, and annotations as children.
///
/// It grows to fill what its container leaves (it has no natural size). The renderer lays out
/// a title, the plot, x labels, a mini-map and a legend inside the node's frame, as
/// Telegram's charts do, and draws the annotations with the plot's data transform.
public struct ChartContent: BuiltInContent {
  /// The data drawn.
  package var data: ChartData
  /// The header's title; nil for none.
  package var title: String?
  /// The window, hidden series and indicator at the start.
  package var initial: InitialState
  /// Whether the mini-map is drawn under the plot.
  package var showsMinimap: Bool
  /// Whether the legend is drawn.
  package var showsLegend: Bool
  /// The data of each day the script zooms into, by day ("2019-03-01"): a round-2
  /// overview's day files, read by the scene decoder.
  package var days: [String: ChartData]
  /// Whether the data is a round-2 overview, whose days have their own files.
  package var hasDayFiles: Bool

  /// A chart of `data`; `Scene` checks it.
  public init(
    data: ChartData, title: String? = nil, initial: InitialState = InitialState(),
    showsMinimap: Bool = true, showsLegend: Bool = true, days: [String: ChartData] = [:],
    hasDayFiles: Bool = false
  ) {
    self.data = data
    self.title = title
    self.initial = initial
    self.showsMinimap = showsMinimap
    self.showsLegend = showsLegend
    self.days = days
    self.hasDayFiles = hasDayFiles
  }

  /// A 24-hour timeline of intervals, showing two hours at a time around "now"; without a
  /// mini-map or a legend unless asked for.
  public init(
    timeline: TimelineData, title: String? = nil, initial: InitialState = InitialState(),
    showsMinimap: Bool = false
  ) {
    self.init(
      data: timeline.chartData, title: title, initial: initial, showsMinimap: showsMinimap,
      showsLegend: false)
  }

  package var typeName: String { "chart" }
  package func defaultGrow(children: [Node]) -> Double { 1 }
  package var drawsChildren: Bool { true }

  /// How the chart draws its data.
  package var kind: ChartKind { data.kind }

  /// The window the chart opens on: the scene's, its kind's (`ChartKindBehavior.initialWindow`)
  /// or the last 30 % of the range (widened to the minimum width when the data has few points).
  package var initialWindow: Window {
    initial.window ?? kind.behavior.initialWindow(of: data)
      ?? Window(1 - max(1 - InitialState.defaultWindow.lower, data.minimumWindowWidth), 1)
  }

  package var textScalars: Int { title?.unicodeScalars.count ?? 0 }

  package func problems(children: [Node]) -> [(key: String, message: String)] {
    if let problem = data.problem {
      return [(Scene.join("data", problem.key), problem.message)]
    }
    for day in days.keys.sorted() {
      if let message = days[day]?.shapeProblem { return [("data", "day \(day): " + message)] }
    }
    var problems: [(key: String, message: String)] = []
    if let message = initial.window?.problem(minimumWidth: data.minimumWindowWidth) {
      problems.append(("initial.window", message))
    }
    for (index, id) in initial.hidden.enumerated() {
      if let message = data.unknownSeriesMessage(id) {
        problems.append(("initial.hidden[\(index)]", message))
      }
    }
    if let indicator = initial.indicator,
      let problem = IndicatorChange.positionRule.problem(indicator)
    {
      problems.append(("initial.indicator", problem))
    }
    for (index, child) in children.enumerated() {
      if case .point(let series, _)? = (child.content as? AnnotationContent)?.kind,
        let message = data.unknownSeriesMessage(series)
      {
        problems.append(("annotations[\(index)].series", message))
      }
    }
    for (index, child) in children.enumerated() where !(child.content is AnnotationContent) {
      problems.append(
        ("annotations[\(index)]", "a chart holds annotations, not \(child.builtIn.typeName) nodes"))
    }
    return problems
  }

  /// The data shown when zoomed into `day`: its day file's, or for a percentage chart the week
  /// around it; nil when the chart has none.
  package func dayData(_ day: String) -> ChartData? {
    if let data = days[day] { return data }
    return kind.turnsIntoPie ? DayZoom.week(around: day, in: data) : nil
  }

  /// Every series id of the chart and of the days it zooms into, in order of appearance.
  package var seriesIDs: [String] {
    var ids: [String] = []
    var seen = Set<String>()
    for data in [data] + days.keys.sorted().compactMap({ days[$0] }) {
      for series in data.series where seen.insert(series.id).inserted { ids.append(series.id) }
    }
    return ids
  }

  package func makeRenderer(_ context: RendererContext) -> any NodeRenderer {
    ChartRenderer(content: self, context: context)
  }
}

extension ChartContent {
  /// "unknown series …" for an id neither the chart nor its days have, or nil.
  package func unknownSeriesMessage(_ id: String) -> String? {
    if let payload = data.payload { return payload.value.seriesMessage }
    return seriesIDs.contains(id) ? nil : data.unknownSeriesMessage(id)
  }
}

extension ChartData {
  /// "unknown series …; did you mean …? the chart has …" for an id the chart lacks, or nil.
  package func unknownSeriesMessage(_ id: String) -> String? {
    guard series(id: id) == nil else { return nil }
    let ids = series.map(\.id)
    let suggestion = ids.closest(to: id).map { "did you mean \"\($0)\"? " } ?? ""
    return
      "unknown series \"\(id.excerpt())\"; \(suggestion)the chart has \(ids.map { "\"\($0)\"" }.joined(separator: ", "))"
  }
}
