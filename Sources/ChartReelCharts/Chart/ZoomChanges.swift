import ChartReelCore

/// Turns a percentage chart into a pie of the window's shares (`true`), or back (`false`).
public struct PieChange: ChartChange {
  /// `true` to turn into a pie, `false` to turn back.
  package var pie: Bool
  /// A change into the pie (`true`) or back (`false`).
  public init(_ pie: Bool) { self.pie = pie }

  package var key: String { ChartProperties.pie.changeKey }
  /// Why the change cannot apply to `chart`; nil when it can.
  package func chartProblem(_ chart: ChartContent) -> String? {
    chart.kind.turnsIntoPie
      ? nil
      : "only a percentage chart (areas with \"percentage\": true) turns into a pie; this chart is \(chart.kind.rawValue)"
  }
  package func apply(_ timing: ActionTiming, to target: ChangeTarget, in timeline: inout Timeline) {
    timeline.animate(ChartProperties.pie.key(target.id), timing, to: pie ? 1 : 0)
  }
}

/// Zooms into a day, as Telegram's apps do when a point is tapped: the overview stretches
/// around the day and fades while the day's own data grows from it.
public struct ZoomInChange: ChartChange {
  /// The day, written "2019-03-01".
  package var day: String
  /// A zoom into `day` (yyyy-MM-dd).
  public init(_ day: String) { self.day = day }

  package var key: String { "zoomIn" }
  /// Telegram Android's 400 ms with fastOutSlowIn.
  package var defaultCurve: TimingCurve { .fastOutSlowIn }

  /// Why the change cannot apply to `chart`; nil when it can.
  package func chartProblem(_ chart: ChartContent) -> String? {
    guard DayZoom.midnight(day) != nil else {
      return "expected a day like \"2019-03-01\", found \"\(day.excerpt())\""
    }
    guard chart.dayData(day) != nil else {
      return chart.kind.turnsIntoPie
        ? "\(day) is not in the chart's data"
        : "the chart has no data for \(day): zoomIn needs a round-2 overview with day files"
    }
    return nil
  }

  package func apply(_ timing: ActionTiming, to target: ChangeTarget, in timeline: inout Timeline) {
    guard let chart = chart(target), let data = chart.dayData(day) else { return }
    let instant = ActionTiming(start: timing.start, duration: 0)
    let window = DayZoom.window(showing: day, in: data)
    let dayWindow = ChartProperties.window.key(target.id, day)
    if !timeline.contains(dayWindow) { timeline.declare(dayWindow, initial: window) }
    timeline.animate(ChartProperties.day.key(target.id), instant, to: day)
    timeline.animate(dayWindow, instant, to: window)
    timeline.animate(ChartProperties.zoom.key(target.id), timing, to: 1)
  }
}

/// Returns from a day to the overview and the window it left.
public struct ZoomOutChange: ChartChange {
  /// A zoom back out of the day.
  public init() {}

  package var key: String { "zoomOut" }
  package var defaultCurve: TimingCurve { .fastOutSlowIn }
  /// Why the change cannot apply to `chart`; nil when it can.
  package func chartProblem(_ chart: ChartContent) -> String? { nil }
  package func apply(_ timing: ActionTiming, to target: ChangeTarget, in timeline: inout Timeline) {
    timeline.animate(ChartProperties.zoom.key(target.id), timing, to: 0)
  }
}
