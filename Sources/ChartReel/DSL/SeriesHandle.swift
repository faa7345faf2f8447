/// The typed name of one series of one chart: what `hide(_:)`, `show(_:)` and `toggle(_:)` take
/// and what `ChartState.alpha(of:)` reads, made by `ChartHandle.series(_:)`.
///
/// ```swift
/// let main = ChartHandle("main")
/// let signups = main.series("signups")
/// At(2) { main.hide(signups) }
/// // …
/// #expect(compiled.state(of: main, at: 2.5)?.alpha(of: signups) == 0)
/// ```
///
/// The series is checked when the scene is built: a handle of a series the chart's data does
/// not have makes `Scene(…)` throw an `InputError` naming the line, with a did-you-mean; so does
/// a handle of one chart's series used on another chart.
public struct SeriesHandle: Sendable, Hashable {
  /// The chart whose series it is.
  public let chart: NodeID
  /// The series' id in the chart's data (`y0`, `signups`).
  public let id: String

  /// The series `id` of the chart `chart`.
  public init(chart: NodeID, id: String) {
    self.chart = chart
    self.id = id
  }
}

extension Handle where Kind == Chart {
  /// The handle of this chart's series `id`; checked against the chart's data when the scene
  /// is built.
  public func series(_ id: String) -> SeriesHandle { SeriesHandle(chart: self.id, id: id) }

  /// Fades the series out.
  public func hide(_ series: SeriesHandle, fileID: String = #fileID, line: Int = #line)
    -> TargetedChange
  {
    seriesChange(.hide(series.id), series, "hide", fileID, line)
  }

  /// Fades the series in.
  public func show(_ series: SeriesHandle, fileID: String = #fileID, line: Int = #line)
    -> TargetedChange
  {
    seriesChange(.show(series.id), series, "show", fileID, line)
  }

  /// Fades the series out when shown, in when hidden.
  public func toggle(_ series: SeriesHandle, fileID: String = #fileID, line: Int = #line)
    -> TargetedChange
  {
    seriesChange(.toggle(series.id), series, "toggle", fileID, line)
  }

  private func seriesChange(
    _ change: SeriesVisibilityChange, _ series: SeriesHandle, _ name: String, _ fileID: String,
    _ line: Int
  ) -> TargetedChange {
    TargetedChange(id, SeriesHandleChange(change: change, chart: series.chart))
      .located(fileID, line, method: name)
  }
}

/// A series change made from a `SeriesHandle`: the series change, checked also to be aimed at
/// the chart whose series the handle names.
struct SeriesHandleChange: ScriptedChange {
  var change: SeriesVisibilityChange
  var chart: NodeID

  var key: String { change.key }
  var targetType: String? { change.targetType }
  var defaultDuration: Double { change.defaultDuration }
  var defaultCurve: TimingCurve { change.defaultCurve }

  func problem(for target: Node?) -> String? {
    if let target, let id = target.id, id != chart {
      return
        "the series handle is chart \"\(chart.rawValue)\"'s, and the change is aimed at chart \"\(id.rawValue)\"; expected a series of the chart changed (\(id.rawValue).series(…))"
    }
    return change.problem(for: target)
  }

  func problemKey(for target: Node?) -> String { change.problemKey(for: target) }

  func apply(_ timing: ActionTiming, to target: ChangeTarget, in timeline: inout Timeline) {
    change.apply(timing, to: target, in: &timeline)
  }
}

extension ChartState {
  /// The opacity of `series` as animated (0 hidden, 1 shown); nil for a series the chart does
  /// not have.
  public func alpha(of series: SeriesHandle) -> Double? { alpha(series.id) }
}
