import ChartReelCore

/// Every animated property of one chart node, each a track of its own type: what
/// `ChartContent.declareProperties` declares and `ChartRenderer` reads, in one place.
///
/// The property names (`ChartKeys`) are spelled only where the tracks are declared and read
/// back; the renderer reads fields, so a mistake fails to compile. Reading back cannot trap: a
/// track the timeline lacks stays at its initial value, and a day without a window track is
/// absent from `dayWindows`.
struct ChartTracks: Sendable {
  /// The overview's window, in fractions of its x range.
  var window: Track<Window>
  /// Each series' opacity, by series id: the overview's and its days' series.
  var alphas: [String: Track<Double>]
  /// Where the indicator is, as a fraction of the x range, and its opacity.
  var indicator: Track<Double>
  var indicatorAlpha: Track<Double>
  /// How far a percentage chart has turned into a pie, and how far the chart has zoomed into
  /// a day.
  var pie: Track<Double>
  var zoom: Track<Double>
  /// The day zoomed into ("2019-03-01"), "" before any.
  var day: Track<String>
  /// The window over each day's data zoomed into, by day.
  var dayWindows: [String: Track<Window>]
  /// The fingers of gestures, in canvas pixels.
  var touches: Track<[Point]>

  /// The tracks of `content` before any change: its initial state.
  init(initial content: ChartContent) {
    let initial = content.initial
    window = Track(initial: content.initialWindow)
    alphas = Dictionary(
      content.seriesIDs.map { ($0, Track(initial: initial.hidden.contains($0) ? 0.0 : 1)) },
      uniquingKeysWith: { first, _ in first })
    indicator = Track(initial: initial.indicator ?? 0.5)
    indicatorAlpha = Track(initial: initial.indicator == nil ? 0 : 1)
    pie = Track(initial: 0)
    zoom = Track(initial: 0)
    day = Track(initial: "")
    dayWindows = [:]
    touches = Track(initial: [])
  }

  /// The tracks of chart `id` as the script left them in `timeline`, from those of `content`.
  init(_ timeline: Timeline, id: NodeID, content: ChartContent) {
    self.init(initial: content)
    let keys = ChartKeys(id)
    func read<V>(_ key: PropertyKey<V>, into track: inout Track<V>) {
      if let found = timeline.track(key) { track = found }
    }
    read(keys.window, into: &window)
    for series in alphas.keys {
      if let found = timeline.track(keys.alpha(series)) { alphas[series] = found }
    }
    read(keys.indicator, into: &indicator)
    read(keys.indicatorAlpha, into: &indicatorAlpha)
    read(keys.pie, into: &pie)
    read(keys.zoom, into: &zoom)
    read(keys.day, into: &day)
    read(.touches(id), into: &touches)
    for segment in day.segments where dayWindows[segment.to] == nil {
      dayWindows[segment.to] = timeline.track(keys.window(day: segment.to))
    }
  }

  /// Declares the tracks under chart `id` (the touches unless a gesture already did).
  func declare(in timeline: inout Timeline, as id: NodeID) {
    let keys = ChartKeys(id)
    timeline.declare(keys.window, initial: window.initial)
    for (series, track) in alphas { timeline.declare(keys.alpha(series), initial: track.initial) }
    timeline.declare(keys.indicator, initial: indicator.initial)
    timeline.declare(keys.indicatorAlpha, initial: indicatorAlpha.initial)
    timeline.declare(keys.pie, initial: pie.initial)
    timeline.declare(keys.zoom, initial: zoom.initial)
    timeline.declare(keys.day, initial: day.initial)
    timeline.declareTouches(of: id)
  }
}
