import ChartReelCore

/// A change that only charts take; `chartProblem` checks it against the chart's content.
package protocol ChartChange: ScriptedChange {
  /// Why the change cannot apply to `chart`; nil when it can.
  func chartProblem(_ chart: ChartContent) -> String?
}

extension ChartChange {
  package var targetType: String? { "chart" }

  package func problem(for target: Node?) -> String? {
    guard let chart = target?.content as? ChartContent else {
      return
        "\"\(key)\" applies to charts, not to \(target.map { $0.builtIn.typeName + " nodes" } ?? "the canvas")"
    }
    return chartProblem(chart)
  }

  /// The chart content of the change's target.
  func chart(_ target: ChangeTarget) -> ChartContent? { target.node?.content as? ChartContent }

  /// The window a change starting at `t` moves, and the data it is a window over: the day's
  /// while the chart is zoomed into one, the overview's otherwise.
  func activeWindow(_ target: ChangeTarget, _ timeline: Timeline, at t: Double)
    -> (key: PropertyKey<Window>, data: ChartData)?
  {
    guard let chart = chart(target) else { return nil }
    let key = ChartProperties.activeWindow(of: target.id, in: timeline, at: t)
    let day = timeline.value(ChartProperties.day.key(target.id), at: t) ?? ""
    return (
      key,
      key == ChartProperties.window.key(target.id) ? chart.data : chart.dayData(day) ?? chart.data
    )
  }
}

/// Moves the window to [lower, upper].
public struct WindowChange: ChartChange {
  /// The window to reach.
  package var window: Window
  /// A change to `window`.
  public init(_ window: Window) { self.window = window }

  package var key: String { ChartProperties.window.changeKey }
  /// Why the change cannot apply to `chart`; nil when it can.
  package func chartProblem(_ chart: ChartContent) -> String? {
    window.problem(minimumWidth: chart.data.minimumWindowWidth)
  }
  package func apply(_ timing: ActionTiming, to target: ChangeTarget, in timeline: inout Timeline) {
    guard let (key, _) = activeWindow(target, timeline, at: timing.start) else { return }
    timeline.animate(key, timing, to: window)
  }
}

/// Shifts the window by a fraction of the full range, keeping its width, stopping at the ends.
public struct PanChange: ChartChange {
  /// How far the window moves, as a fraction of the data (negative: left).
  package var delta: Double
  /// A pan by `delta`.
  public init(_ delta: Double) { self.delta = delta }

  package var key: String { "pan" }
  /// How far a pan may move the window.
  package static let deltaRule = NumberRule(-1...1, "a shift from -1 to 1")
  /// Why the change cannot apply to `chart`; nil when it can.
  package func chartProblem(_ chart: ChartContent) -> String? {
    Self.deltaRule.problem(delta)
  }
  package func apply(_ timing: ActionTiming, to target: ChangeTarget, in timeline: inout Timeline) {
    let delta = self.delta
    guard let (key, _) = activeWindow(target, timeline, at: timing.start) else { return }
    timeline.animate(key, timing) { $0.panned(by: delta) }
  }
}

/// Scales the window's width about its centre (2 shows twice as much), stopping at the
/// minimum width and at the whole range.
public struct ZoomChange: ChartChange {
  /// How much narrower the window gets (2 halves it; 0.5 doubles it).
  package var factor: Double
  /// A zoom by `factor`.
  public init(_ factor: Double) { self.factor = factor }

  package var key: String { "zoom" }
  /// How much a zoom may narrow (or widen, below 1) the window.
  package static let factorRule = NumberRule(0.001...1000, "a factor from 0.001 to 1000")
  /// Why the change cannot apply to `chart`; nil when it can.
  package func chartProblem(_ chart: ChartContent) -> String? {
    Self.factorRule.problem(factor)
  }
  package func apply(_ timing: ActionTiming, to target: ChangeTarget, in timeline: inout Timeline) {
    guard let (key, data) = activeWindow(target, timeline, at: timing.start) else { return }
    let (factor, minimum) = (self.factor, data.minimumWindowWidth)
    timeline.animate(key, timing) { $0.zoomed(by: factor, minimumWidth: minimum) }
  }
}

/// Fades a series out (alpha 1 → 0), in (0 → 1), or the other way from where it is heading.
public struct SeriesVisibilityChange: ChartChange {
  /// Hide, show or toggle.
  public enum Mode: String, Sendable, CaseIterable {
    /// Fades the series out.
    case hide
    /// Fades the series in.
    case show
    /// Fades the series the other way from where it is heading.
    case toggle
  }

  /// Whether the series is hidden, shown or toggled.
  package var mode: Mode
  /// The series' id.
  package var series: String
  /// A change of `series`'s visibility.
  public init(_ mode: Mode, _ series: String) {
    self.mode = mode
    self.series = series
  }

  package var key: String { mode.rawValue }
  /// Why the change cannot apply to `chart`; nil when it can.
  package func chartProblem(_ chart: ChartContent) -> String? {
    chart.unknownSeriesMessage(series)
  }
  package func apply(_ timing: ActionTiming, to target: ChangeTarget, in timeline: inout Timeline) {
    let key = ChartProperties.alpha.key(target.id, series)
    let shown: Double
    switch mode {
    case .hide: shown = 0
    case .show: shown = 1
    case .toggle: shown = (timeline.track(key)?.target(at: timing.start) ?? 1) > 0.5 ? 0 : 1
    }
    timeline.animate(key, timing, to: shown)
  }
}

/// Shows the indicator at a fraction of the x range (snapped to the nearest point when drawn)
/// or hides it.
public struct IndicatorChange: ChartChange {
  /// Where the indicator moves, 0 to 1 across the window; nil hides it.
  package var position: Double?
  /// A change of the indicator to `position`.
  public init(_ position: Double?) { self.position = position }

  /// Telegram shows and hides its tooltip in 200 ms.
  package var defaultDuration: Double { 0.2 }

  package var key: String { ChartProperties.indicator.changeKey }
  /// Where the indicator may stand across the window (or null, which hides it).
  package static let positionRule = NumberRule(0...1, "a fraction from 0 to 1 or null")
  /// Why the change cannot apply to `chart`; nil when it can.
  package func chartProblem(_ chart: ChartContent) -> String? {
    guard let position else { return nil }
    return Self.positionRule.problem(position)
  }
  package func apply(_ timing: ActionTiming, to target: ChangeTarget, in timeline: inout Timeline) {
    let indicatorAlpha = ChartProperties.indicatorAlpha.key(target.id)
    let indicator = ChartProperties.indicator.key(target.id)
    guard let position else {
      timeline.animate(indicatorAlpha, timing, to: 0)
      return
    }
    // A hidden indicator appears where it is going; a shown one slides there.
    if timeline.track(indicatorAlpha)?.target(at: timing.start) ?? 0 == 0 {
      timeline.animate(indicator, ActionTiming(start: timing.start, duration: 0), to: position)
    } else {
      timeline.animate(indicator, timing, to: position)
    }
    timeline.animate(indicatorAlpha, timing, to: 1)
  }
}
