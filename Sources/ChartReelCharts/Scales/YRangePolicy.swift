import ChartReelCore

/// How a chart's y-ranges follow its window and its series' opacity over time: the plot's,
/// the mini-map's and, on a chart with two y-axes, each axis' (`RangeEnvelope`).
///
/// A line or bar series holds the range while it is shown; one fading in widens it in
/// proportion to its opacity; from the moment its hide starts it no longer holds it, so the
/// range moves to the others' while it fades. Stacks count each series by its opacity, so they
/// grow and shrink with it anyway. Two y-axes share grid lines on round steps while both
/// series show (`TwoAxisGrid`).
struct YRangePolicy: Sendable {
  let indexes: RangeIndexes
  let window: Track<Window>
  /// One track per series, in the data's order.
  let alphas: [Track<Double>]
  let minimumWidth: Double
  /// Whether series count by their opacity (stacks) rather than being in or out.
  let stacked: Bool

  init(indexes: RangeIndexes, window: Track<Window>, alphas: [Track<Double>], stacked: Bool) {
    self.indexes = indexes
    self.window = window
    self.alphas = alphas
    minimumWidth = indexes.data.minimumWindowWidth
    self.stacked = stacked
  }

  /// Every series' opacity over a cell, 0 for one being hidden, and whether it is fading in.
  ///
  /// A stack counts each series by its opacity while some series stays shown; while none
  /// does, the series being hidden count for nothing (the range holds the last one it had, as
  /// a chart of lines does) and those being shown count whole, so that a stack shown again
  /// grows within its range rather than the range growing from nothing with it.
  private func opacity(_ start: Double, _ end: Double) -> [(alpha: Double, arriving: Bool)] {
    let cells = alphas.map { alpha in
      let (from, to) = (alpha.value(at: start), alpha.value(at: end))
      let next = alpha.value(at: start + 1e-4)
      let hiding = to < from && next < from
      let arriving = from < 1 && (to > from || next > from)
      return (alpha: max(from, to), hiding: hiding, arriving: arriving)
    }
    let staying = cells.contains { $0.alpha > 0 && !$0.hiding && !$0.arriving }
    return cells.map { cell in
      if stacked && staying { return (cell.alpha, false) }
      if stacked { return (cell.arriving ? 1 : 0, false) }
      if cell.hiding { return (0, false) }
      return (cell.alpha, cell.arriving)
    }
  }

  /// How far series `index` has come in the fade-in under way over a cell, at its start and
  /// at its end: 0 at the fade-in's start (from whatever opacity a hide had left), 1 at its end.
  private func arrival(_ index: Int, _ start: Double, _ end: Double) -> ClosedRange<Double> {
    let alpha = alphas[index]
    let later = alpha.transition(at: end)
    let (from, to, _) = later.to > later.from ? later : alpha.transition(at: start)
    guard to > from else { return 0...0 }
    func progress(_ t: Double) -> Double {
      min(1, max(0, (alpha.value(at: t) - from) / (to - from)))
    }
    let (a, b) = (progress(start), progress(end))
    return min(a, b)...max(a, b)
  }

  /// The window over a cell: the union of its windows at both ends.
  private func windows(_ start: Double, _ end: Double) -> Window {
    let a = window.value(at: start).constrained(minimumWidth: minimumWidth)
    let b = window.value(at: end).constrained(minimumWidth: minimumWidth)
    return Window(min(a.lower, b.lower), max(a.upper, b.upper))
  }

  /// What the plot (or, with `window` `.full`, the mini-map) must show over a cell.
  private func sample(_ start: Double, _ end: Double, window fixed: Window?) -> RangeSample {
    let opacity = opacity(start, end)
    let window = fixed ?? windows(start, end)
    let tight = indexes.tight(window: window, alphas: opacity.map(\.alpha))
    guard opacity.contains(where: \.arriving) else { return .settled(tight) }
    let settled = indexes.tight(
      window: window, alphas: opacity.map { $0.arriving ? 0 : $0.alpha })
    let arriving = opacity.indices.filter { opacity[$0].arriving }.compactMap {
      index -> RangeSample.Arrival? in
      let only = opacity.indices.map { $0 == index ? 1.0 : 0 }
      return indexes.tight(window: window, alphas: only).map {
        RangeSample.Arrival(range: $0, progress: arrival(index, start, end))
      }
    }
    return RangeSample(tight: tight, settled: settled, arriving: arriving)
  }

  /// The range of axis `index` of a chart with two y-axes over `window`, with the series whose
  /// `shown` is over 0: aligned with the other axis while both show.
  private func axisRange(_ index: Int, window: Window, shown: [Double]) -> ValueRange? {
    let ranges = indexes.data.series.indices.map {
      shown[$0] > 0 ? indexes.range(ofSeries: $0, window: window) : nil
    }
    guard ranges.count == 2, let first = ranges[0], let second = ranges[1] else {
      return ranges[index]
    }
    let aligned = TwoAxisGrid.ranges(first, second)
    return index == 0 ? aligned.0 : aligned.1
  }

  /// What axis `index` must show over a cell: a series fading in moves both axes (they align)
  /// by its opacity.
  private func axisSample(_ index: Int, _ start: Double, _ end: Double) -> RangeSample {
    let opacity = opacity(start, end)
    let window = windows(start, end)
    let tight = axisRange(index, window: window, shown: opacity.map(\.alpha))
    let arriving = opacity.indices.filter { opacity[$0].arriving }
    guard !arriving.isEmpty else { return .settled(tight) }
    let settled = axisRange(
      index, window: window, shown: opacity.map { $0.arriving ? 0 : $0.alpha })
    let progress = arriving.map { arrival($0, start, end) }.min { $0.lowerBound < $1.lowerBound }
    return RangeSample(
      tight: tight, settled: settled,
      arriving: tight.map { [RangeSample.Arrival(range: $0, progress: progress ?? 1...1)] } ?? [])
  }

  /// The plot's, the mini-map's and each axis' envelopes over a scene of `duration` seconds.
  func envelopes(duration: Double, twoAxes: Bool) -> (
    plot: RangeEnvelope, minimap: RangeEnvelope, axes: [RangeEnvelope]
  ) {
    let alphaActivity = alphas.flatMap(\.activeIntervals)
    let allActivity = window.activeIntervals + alphaActivity
    let everything =
      indexes.tight(window: .full, alphas: indexes.data.series.map { _ in 1 }) ?? ValueRange(0, 1)
    let plot = RangeEnvelope(
      activity: allActivity, duration: duration, fallback: everything
    ) { start, end in sample(start, end, window: nil) }
    let minimap = RangeEnvelope(
      activity: alphaActivity, duration: duration, fallback: everything
    ) { start, end in sample(start, end, window: .full) }
    guard twoAxes else { return (plot, minimap, []) }
    let axes = indexes.data.series.indices.map { index in
      RangeEnvelope(
        activity: allActivity, duration: duration,
        fallback: indexes.range(ofSeries: index, window: .full) ?? everything
      ) { start, end in axisSample(index, start, end) }
    }
    return (plot, minimap, axes)
  }
}
