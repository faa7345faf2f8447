/// Pans and zooms a chart to show data x from `from` to `to` (milliseconds since 1970): a
/// `WindowChange` to the fractions of the chart's x range those values are at.
struct DataWindowChange: ScriptedChange {
  var from: Double
  var to: Double

  var key: String { "window" }
  var targetType: String? { "chart" }

  /// The window change over `chart`'s data.
  func window(_ chart: ChartContent) -> WindowChange {
    WindowChange(Window(chart.data.fraction(ofX: from), chart.data.fraction(ofX: to)))
  }

  func problem(for target: Node?) -> String? {
    guard let chart = target?.content as? ChartContent else {
      return WindowChange(Window(0, 1)).problem(for: target)
    }
    guard from.isFinite, to.isFinite, from < to else {
      return "expected dates from earlier to later"
    }
    let window = window(chart)
    guard window.window.lower >= 0, window.window.upper <= 1 else {
      return "expected dates within the chart's data"
    }
    return window.problem(for: target)
  }

  func apply(_ timing: ActionTiming, to target: ChangeTarget, in timeline: inout Timeline) {
    guard let chart = target.node?.content as? ChartContent else { return }
    window(chart).apply(timing, to: target, in: &timeline)
  }
}

/// Shows a chart's indicator at data x `x` (milliseconds since 1970): an `IndicatorChange` to
/// the fraction of the chart's x range `x` is at.
struct DataIndicatorChange: ScriptedChange {
  var x: Double

  var key: String { "indicator" }
  var targetType: String? { "chart" }
  var defaultDuration: Double { IndicatorChange(0).defaultDuration }

  /// The indicator change over `chart`'s data.
  func indicator(_ chart: ChartContent) -> IndicatorChange {
    IndicatorChange(chart.data.fraction(ofX: x))
  }

  func problem(for target: Node?) -> String? {
    guard let chart = target?.content as? ChartContent else {
      return IndicatorChange(0).problem(for: target)
    }
    let indicator = indicator(chart)
    guard let position = indicator.position, (0...1).contains(position) else {
      return "expected a date within the chart's data"
    }
    return indicator.problem(for: target)
  }

  func apply(_ timing: ActionTiming, to target: ChangeTarget, in timeline: inout Timeline) {
    guard let chart = target.node?.content as? ChartContent else { return }
    indicator(chart).apply(timing, to: target, in: &timeline)
  }
}
