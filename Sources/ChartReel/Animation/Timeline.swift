/// One chart's script compiled into one track per animated property.
///
/// Built once per scene; `state(at:)` is then a pure function of time, so any frame can be
/// computed alone, in any order, on any thread.
public struct Timeline: Sendable {
  public let scene: Scene
  /// Which of the scene's charts this is.
  public let chartIndex: Int
  public let window: Track<Window>
  /// One opacity track per series, in the chart's series order.
  public let seriesAlpha: [Track<Double>]
  public let indicatorPosition: Track<Double>
  public let indicatorAlpha: Track<Double>
  public let theme: Track<Double>
  /// The chart's data.
  public var data: ChartData { scene.charts[chartIndex].data }
  /// The plot's y-range at every action's start and end, at 0 and at the end.
  public let yRange: Keyframes<ValueRange>
  /// The mini-map's y-range at the same times.
  public let minimapYRange: Keyframes<ValueRange>

  /// Compiles chart `chartIndex` of `scene` and the scene's theme changes.
  public init(scene: Scene, chart chartIndex: Int = 0) {
    self.scene = scene
    self.chartIndex = chartIndex
    let script = scene.charts[chartIndex]
    let data = script.data
    var window = Track(initial: script.initial.window)
    var alphas = data.series.map {
      Track(initial: script.initial.hidden.contains($0.id) ? 0.0 : 1.0)
    }
    var indicatorPosition = Track(initial: script.initial.indicator ?? 0.5)
    var indicatorAlpha = Track(initial: script.initial.indicator == nil ? 0.0 : 1.0)
    var theme = Track(initial: scene.canvas.theme.blendValue)

    for action in Action.ordered(script.actions + scene.themeActions) {
      let (start, duration, curve) = (action.at, action.duration, action.curve)
      func animate<V>(_ track: inout Track<V>, to target: @escaping (V) -> V) {
        track.append(start: start, duration: duration, curve: curve, target: target)
      }
      switch action.change {
      case .window(let target): animate(&window) { _ in target }
      case .pan(let delta): animate(&window) { $0.panned(by: delta) }
      case .zoom(let factor):
        let minimum = data.minimumWindowWidth
        animate(&window) { $0.zoomed(by: factor, minimumWidth: minimum) }
      case .hide(let id), .show(let id), .toggle(let id):
        let index = data.seriesIndex(id: id)!
        let shown: Double
        switch action.change {
        case .hide: shown = 0
        case .show: shown = 1
        default: shown = alphas[index].target(at: start) > 0.5 ? 0 : 1
        }
        animate(&alphas[index]) { _ in shown }
      case .indicator(let position?):
        if indicatorAlpha.target(at: start) == 0 {
          indicatorPosition.append(start: start, duration: 0, curve: .linear) { _ in position }
        } else {
          animate(&indicatorPosition) { _ in position }
        }
        animate(&indicatorAlpha) { _ in 1 }
      case .indicator(nil): animate(&indicatorAlpha) { _ in 0 }
      case .theme(let target): animate(&theme) { _ in target.blendValue }
      }
    }
    self.window = window
    self.seriesAlpha = alphas
    self.indicatorPosition = indicatorPosition
    self.indicatorAlpha = indicatorAlpha
    self.theme = theme

    let times = Self.keyframeTimes(script.actions + scene.themeActions, duration: scene.duration)
    var plotRanges: [ValueRange] = []
    var miniRanges: [ValueRange] = []
    let everything = 0...(data.x.count - 1)
    // Decoded data always has a number somewhere; a chart made in code might not.
    let allShown =
      data.valueRange(seriesAlpha: data.series.map { _ in 1 }, indices: everything)
      ?? ValueRange(0, 1)
    for t in times {
      let visible = alphas.map { $0.value(at: t) }
      let plot = data.valueRange(
        seriesAlpha: visible, indices: data.indexRange(covering: window.value(at: t)))
      let mini = data.valueRange(seriesAlpha: visible, indices: everything)
      plotRanges.append(plot ?? plotRanges.last ?? allShown)
      miniRanges.append(mini ?? miniRanges.last ?? allShown)
    }
    self.yRange = Keyframes(times: times, values: plotRanges)
    self.minimapYRange = Keyframes(times: times, values: miniRanges)
  }

  /// 0, every action's start and end, and the scene's end, sorted and without repeats.
  static func keyframeTimes(_ actions: [Action], duration: Double) -> [Double] {
    let all: [Double] = [0, duration] + actions.flatMap { [$0.at, $0.end] }
    var times: [Double] = []
    for t in all.sorted() where times.last.map({ t > $0 }) ?? true { times.append(t) }
    return times
  }

  /// The chart's state at time `t` in seconds.
  public func state(at t: Double) -> ChartState {
    let y = yRange.position(at: t)
    return ChartState(
      time: t,
      window: window.value(at: t),
      yRange: ValueRange.interpolate(from: y.from, to: y.to, fraction: y.progress),
      yRangeFrom: y.from, yRangeTo: y.to, yRangeProgress: y.progress,
      minimapYRange: minimapYRange.value(at: t),
      seriesAlpha: seriesAlpha.map { $0.value(at: t) },
      indicatorPosition: indicatorPosition.value(at: t),
      indicatorAlpha: indicatorAlpha.value(at: t),
      themeBlend: theme.value(at: t))
  }

  /// The state shown by frame `index`, at time index / fps.
  public func state(atFrame index: Int) -> ChartState {
    state(at: scene.time(ofFrame: index))
  }
}
