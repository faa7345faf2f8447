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
    _ rules: RangeRules, points: ClosedRange<Int>, alphas: [Double], visible: [Int]
  ) -> ValueRange? { ValueRange(0, 1) }

  func marks(in area: MarkArea, of drawing: ChartDrawing) -> [DisplayNode] {
    drawing.intervals(in: area.transform(0).rect, transform: area.transform(0))
  }

  /// The header, the hour grid, the intervals with their labels and annotations, the hours and
  /// the "now" marker.
  func layers(of drawing: ChartDrawing) -> ChartDrawing.Layers {
    ChartDrawing.Layers(
      header: drawing.header(), grid: drawing.timelineGrid(),
      data: drawing.marks() + drawing.intervalLabels() + drawing.annotationNodes(),
      labels: drawing.xLabels(), indicator: drawing.nowMarker(), minimap: drawing.minimapNodes(),
      legend: [], tooltip: [], gridOverData: false, touches: drawing.touchNodes())
  }

  /// The "now" marker's x; a timeline has no days to zoom into.
  func probeFields(of drawing: ChartDrawing) -> [(String, JSONValue)] {
    [("marker", drawing.nowX.map { .members([("x", .number($0))]) } ?? .null)]
  }

  var gridOverData: Bool { false }
  var xIsTimeOfDay: Bool { true }
}
