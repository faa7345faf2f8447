import Foundation

/// A handle of a chart: its window, series, indicator, pie, day zoom and gestures change too.
///
/// ```swift
/// let main = ChartHandle("main")
/// At(0.5, duration: 1) { main.window(0.4...0.8) }
/// At(2) { main.hide("y1") }
/// ```
public typealias ChartHandle = Handle<Chart>

extension Handle where Kind == Chart {
  /// Pans and zooms to show `range`, fractions of the x range from 0 to 1.
  ///
  /// A range out of 0...1 or too narrow makes `Scene(…)` throw an `InputError` naming this
  /// line. The standard library traps on a backwards literal (`0.9...0.1`) before this is
  /// called: for bounds that are computed, use `window(from:to:)`, which never traps.
  public func window(_ range: ClosedRange<Double>, fileID: String = #fileID, line: Int = #line)
    -> TargetedChange
  {
    TargetedChange(id, .window(range)).located(fileID, line, method: "window")
  }

  /// Pans and zooms to show the dates from `dates.lowerBound` to `dates.upperBound`: the
  /// window at the fractions of the chart's x range those dates are at.
  public func window(_ dates: ClosedRange<Date>, fileID: String = #fileID, line: Int = #line)
    -> TargetedChange
  {
    TargetedChange(id, DataWindowChange(from: dates.lowerBound.chartX, to: dates.upperBound.chartX))
      .located(fileID, line, method: "window")
  }

  /// Pans and zooms to show the x range from the fraction `from` to the fraction `to` (0 is
  /// the first point, 1 the last).
  ///
  /// A backwards, out-of-range or too narrow window makes `Scene(…)` throw an `InputError`
  /// naming this line. Prefer it to `window(0.4...0.8)` when the bounds are computed: the
  /// standard library traps on a backwards `...` before ChartReel sees it.
  public func window(from: Double, to: Double, fileID: String = #fileID, line: Int = #line)
    -> TargetedChange
  {
    TargetedChange(id, WindowChange(Window(from, to))).located(fileID, line, method: "window")
  }

  /// Pans and zooms to show the dates from `from` to `to`.
  ///
  /// The window is at the fractions of the chart's x range those dates are at. Dates
  /// backwards or outside the chart's data make `Scene(…)` throw an `InputError` naming this
  /// line.
  public func window(from: Date, to: Date, fileID: String = #fileID, line: Int = #line)
    -> TargetedChange
  {
    TargetedChange(id, DataWindowChange(from: from.chartX, to: to.chartX))
      .located(fileID, line, method: "window")
  }

  /// Shifts the window by `delta`, a fraction of the x range, keeping its width.
  public func pan(_ delta: Double, fileID: String = #fileID, line: Int = #line) -> TargetedChange {
    TargetedChange(id, .pan(delta)).located(fileID, line, method: "pan")
  }

  /// Scales the window's width about its centre by `factor` (2 shows twice as much).
  public func zoom(_ factor: Double, fileID: String = #fileID, line: Int = #line) -> TargetedChange
  {
    TargetedChange(id, .zoom(factor)).located(fileID, line, method: "zoom")
  }

  /// Fades the series `series` out.
  public func hide(_ series: String, fileID: String = #fileID, line: Int = #line) -> TargetedChange
  {
    TargetedChange(id, .hide(series)).located(fileID, line, method: "hide")
  }

  /// Fades the series `series` in.
  public func show(_ series: String, fileID: String = #fileID, line: Int = #line) -> TargetedChange
  {
    TargetedChange(id, .show(series)).located(fileID, line, method: "show")
  }

  /// Fades the series `series` out when shown, in when hidden.
  public func toggle(_ series: String, fileID: String = #fileID, line: Int = #line)
    -> TargetedChange
  {
    TargetedChange(id, .toggle(series)).located(fileID, line, method: "toggle")
  }

  /// Shows the indicator at `position`, a fraction of the x range, or hides it for nil.
  public func indicator(_ position: Double?, fileID: String = #fileID, line: Int = #line)
    -> TargetedChange
  {
    TargetedChange(id, .indicator(position)).located(fileID, line, method: "indicator")
  }

  /// Shows the indicator at `date`, which must be within the chart's data.
  public func indicator(at date: Date, fileID: String = #fileID, line: Int = #line)
    -> TargetedChange
  {
    TargetedChange(id, DataIndicatorChange(x: date.chartX)).located(
      fileID, line, method: "indicator")
  }

  /// Turns a percentage chart into a pie of the window's shares (`true`) or back.
  public func pie(_ pie: Bool, fileID: String = #fileID, line: Int = #line) -> TargetedChange {
    TargetedChange(id, PieChange(pie)).located(fileID, line, method: "pie")
  }

  /// Zooms into `day`, written "2019-03-01".
  public func zoomIn(day: String, fileID: String = #fileID, line: Int = #line) -> TargetedChange {
    TargetedChange(id, ZoomInChange(day)).located(fileID, line, method: "zoomIn")
  }

  /// Zooms into the day (in UTC, as the chart's x values are) that `date` falls on.
  public func zoomIn(_ date: Date, fileID: String = #fileID, line: Int = #line) -> TargetedChange {
    zoomIn(day: date.chartDay, fileID: fileID, line: line)
  }

  /// Returns from a day to the overview.
  public func zoomOut(fileID: String = #fileID, line: Int = #line) -> TargetedChange {
    TargetedChange(id, ZoomOutChange()).located(fileID, line, method: "zoomOut")
  }

  /// Scrolls a timeline chart so that `minutes` from midnight are at the window's centre, or
  /// its "now" for nil.
  public func scrollTo(minutes: Double?, fileID: String = #fileID, line: Int = #line)
    -> TargetedChange
  {
    TargetedChange(id, ScrollToChange(minutes: minutes)).located(fileID, line, method: "scrollTo")
  }

  /// Scrolls a timeline chart to the time of day (UTC) of `date`.
  public func scrollTo(_ date: Date, fileID: String = #fileID, line: Int = #line) -> TargetedChange
  {
    scrollTo(minutes: date.minutesFromMidnight, fileID: fileID, line: line)
  }

  /// Pinches by `scale` about `focus`, fractions of the plot (a touch gesture, drawn).
  public func pinch(
    _ scale: Double, focus: Point = Point(x: 0.5, y: 0.5), fileID: String = #fileID,
    line: Int = #line
  ) -> TargetedChange {
    TargetedChange(id, PinchChange(scale: scale, focus: focus)).located(
      fileID, line, method: "pinch")
  }

  /// Drags the plot by `by` pixels from `from`, a fraction of the plot (a touch gesture,
  /// drawn; its path centred on the plot when `from` is nil).
  public func drag(by: Point, from: Point? = nil, fileID: String = #fileID, line: Int = #line)
    -> TargetedChange
  {
    TargetedChange(id, DragChange(by: by, from: from)).located(fileID, line, method: "drag")
  }

  /// Flings the plot at `velocity` px/s: a touch gesture that decays, lasting until it stops.
  public func fling(velocity: Double, fileID: String = #fileID, line: Int = #line) -> TargetedChange
  {
    TargetedChange(id, FlingChange(velocity: velocity)).located(fileID, line, method: "fling")
  }

  /// Double-taps the plot at `at`, fractions of the plot, zooming in (a touch gesture, drawn).
  public func doubleTap(at: Point, fileID: String = #fileID, line: Int = #line) -> TargetedChange {
    TargetedChange(id, DoubleTapChange(at: at)).located(fileID, line, method: "doubleTap")
  }
}
