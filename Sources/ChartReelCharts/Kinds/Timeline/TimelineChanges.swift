import ChartReelCore

/// Pans a timeline so that a time — "now" or a clock time — is at the window's centre,
/// stopping at the day's ends.
public struct ScrollToChange: ChartChange {
  /// The time in minutes from midnight; nil for the data's "now".
  package var minutes: Double?
  /// A scroll to `minutes`; nil scrolls to the data's "now".
  public init(minutes: Double?) { self.minutes = minutes }

  package var key: String { "scrollTo" }
  /// Why the change cannot apply to `chart`; nil when it can.
  package func chartProblem(_ chart: ChartContent) -> String? {
    guard let timeline = chart.data.timeline else {
      return "only timeline charts take \"scrollTo\""
    }
    if minutes == nil && timeline.now == nil {
      return "the timeline has no \"now\"; scroll to a time like \"15:40\""
    }
    return nil
  }
  package func apply(_ timing: ActionTiming, to target: ChangeTarget, in timeline: inout Timeline) {
    guard let chart = chart(target), let data = chart.data.timeline,
      let minutes = minutes ?? data.now
    else { return }
    let center = minutes / TimelineData.day
    timeline.animate(ChartProperties.window.key(target.id), timing) { window in
      Window(center - window.width / 2, center + window.width / 2).clamped()
    }
  }
}
