import ChartReelCore

extension ChartKind {
  /// Intervals on a 24-hour axis.
  package static let timeline = ChartKind(rawValue: "timeline")
}

/// Intervals on a 24-hour axis, with a "now" marker, labels on the bars and no legend or
/// tooltip: the kind of data made from a `TimelineData` (`TimelineData.chartData`), which
/// holds the intervals as its payload.
///
/// The y-range is 0 to 1: each lane has its fixed place.
struct TimelineKind: ChartKindBehavior {
  var kind: ChartKind { .timeline }

  /// Data made from a timeline's intervals.
  func recognises(_ data: ChartData) -> Bool { data.declaredKind == .timeline }

  /// Two of the 24 hours, centred on "now" when there is one.
  func initialWindow(of data: ChartData) -> Window? { data.timeline?.defaultWindow }

  func tightRange(
    _ indexes: RangeIndexes, points: ClosedRange<Int>, alphas: [Double], visible: [Int]
  ) -> ValueRange? { ValueRange(0, 1) }

  /// The intervals by start, so a frame costs what it shows.
  func prepare(_ data: ChartData) -> (any Sendable)? {
    data.timeline.map { TimelineIndex($0.intervals) }
  }

  func marks(in area: MarkArea, of plot: PlotContext) -> [DisplayNode] {
    plot.intervals(in: area.transform(0).rect, transform: area.transform(0))
  }

  /// The hour grid, the intervals' labels over them, and the "now" marker in place of the
  /// indicator.
  func ownLayers(of plot: PlotContext) -> KindLayers? {
    KindLayers(
      grid: plot.timelineGrid(), overMarks: plot.intervalLabels(), indicator: plot.nowMarker())
  }

  /// The "now" marker's x; a timeline has no days to zoom into.
  func probeFields(of plot: PlotContext) -> [(String, JSONValue)] {
    [("marker", plot.nowX.map { .members([("x", .number($0))]) } ?? .null)]
  }

  var grid: GridStyle { .underData }
  var xAxis: XAxisStyle { .timeOfDay }
  var route: KindRoute? {
    KindRoute(names: ["timeline"], hint: "a timeline comes from \"data\": {\"timeline\": …}")
  }
}
