import ChartReelCore

/// Every animated property of one chart node, each a track of its declared type, made from
/// `ChartContent.propertyTable`: read `tracks[ChartProperties.pie]`.
///
/// Reading back cannot trap: a track the timeline lacks stays at its initial value, and a day
/// without a window track is absent from `dayWindows`.
typealias ChartTracks = NodeTracks<ChartContent>

extension NodeTracks where Content == ChartContent {
  /// The tracks of chart `id` as the script left them in `timeline`, from those of `content`.
  init(_ timeline: Timeline, id: NodeID, content: ChartContent) {
    self.init(timeline, id: id, content: content, ChartContent.propertyTable)
  }

  /// Each series' opacity, by series id: the overview's and its days' series.
  var alphas: [String: Track<Double>] { members(of: ChartProperties.alpha) }

  /// The window over each day's data zoomed into, by day, as chart `id`'s script left them.
  func dayWindows(in timeline: Timeline, id: NodeID) -> [String: Track<Window>] {
    var windows: [String: Track<Window>] = [:]
    for segment in self[ChartProperties.day].segments where windows[segment.to] == nil {
      windows[segment.to] = timeline.track(ChartProperties.window.key(id, segment.to))
    }
    return windows
  }
}
