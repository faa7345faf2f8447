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
  public func window(_ range: ClosedRange<Double>) -> TargetedChange {
    TargetedChange(id, .window(range))
  }

  /// Pans and zooms to show the dates from `dates.lowerBound` to `dates.upperBound`: the
  /// window at the fractions of the chart's x range those dates are at.
  public func window(_ dates: ClosedRange<Date>) -> TargetedChange {
    TargetedChange(
      id, DataWindowChange(from: dates.lowerBound.chartX, to: dates.upperBound.chartX))
  }

  /// Shifts the window by `delta`, a fraction of the x range, keeping its width.
  public func pan(_ delta: Double) -> TargetedChange { TargetedChange(id, .pan(delta)) }

  /// Scales the window's width about its centre by `factor` (2 shows twice as much).
  public func zoom(_ factor: Double) -> TargetedChange { TargetedChange(id, .zoom(factor)) }

  /// Fades the series `series` out.
  public func hide(_ series: String) -> TargetedChange { TargetedChange(id, .hide(series)) }

  /// Fades the series `series` in.
  public func show(_ series: String) -> TargetedChange { TargetedChange(id, .show(series)) }

  /// Fades the series `series` out when shown, in when hidden.
  public func toggle(_ series: String) -> TargetedChange { TargetedChange(id, .toggle(series)) }

  /// Shows the indicator at `position`, a fraction of the x range, or hides it for nil.
  public func indicator(_ position: Double?) -> TargetedChange {
    TargetedChange(id, .indicator(position))
  }

  /// Shows the indicator at `date`, which must be within the chart's data.
  public func indicator(at date: Date) -> TargetedChange {
    TargetedChange(id, DataIndicatorChange(x: date.chartX))
  }

  /// Turns a percentage chart into a pie of the window's shares (`true`) or back.
  public func pie(_ pie: Bool) -> TargetedChange { TargetedChange(id, PieChange(pie)) }

  /// Zooms into `day`, written "2019-03-01".
  public func zoomIn(day: String) -> TargetedChange { TargetedChange(id, ZoomInChange(day)) }

  /// Zooms into the day (in UTC, as the chart's x values are) that `date` falls on.
  public func zoomIn(_ date: Date) -> TargetedChange { zoomIn(day: date.chartDay) }

  /// Returns from a day to the overview.
  public func zoomOut() -> TargetedChange { TargetedChange(id, ZoomOutChange()) }

  /// Scrolls a timeline chart so that `minutes` from midnight are at the window's centre, or
  /// its "now" for nil.
  public func scrollTo(minutes: Double?) -> TargetedChange {
    TargetedChange(id, ScrollToChange(minutes: minutes))
  }

  /// Scrolls a timeline chart to the time of day (UTC) of `date`.
  public func scrollTo(_ date: Date) -> TargetedChange {
    scrollTo(minutes: date.minutesFromMidnight)
  }

  /// Pinches by `scale` about `focus`, fractions of the plot (a touch gesture, drawn).
  public func pinch(_ scale: Double, focus: Point = Point(x: 0.5, y: 0.5)) -> TargetedChange {
    TargetedChange(id, PinchChange(scale: scale, focus: focus))
  }

  /// Drags the plot by `by` pixels from `from`, a fraction of the plot (a touch gesture,
  /// drawn; its path centred on the plot when `from` is nil).
  public func drag(by: Point, from: Point? = nil) -> TargetedChange {
    TargetedChange(id, DragChange(by: by, from: from))
  }

  /// Flings the plot at `velocity` px/s: a touch gesture that decays, lasting until it stops.
  public func fling(velocity: Double) -> TargetedChange {
    TargetedChange(id, FlingChange(velocity: velocity))
  }

  /// Double-taps the plot at `at`, fractions of the plot, zooming in (a touch gesture, drawn).
  public func doubleTap(at: Point) -> TargetedChange {
    TargetedChange(id, DoubleTapChange(at: at))
  }
}
