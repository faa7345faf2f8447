import ChartReelCore

/// A chart's animated state sampled at a list of times: one row per time.
///
/// Made by `ChartRenderer.samples(every:)` or `sampledTable(times:)`, so that a test can check
/// a whole animation in a line or two:
///
/// ```swift
/// let table = chart.samples(every: 0.5)
/// #expect(table.alpha("y0")!.isApproximatelyEqual(to: [1, 1, 1, 1, 1, 0.5, 0, 0.5, 1, 1, 1]))
/// ```
public struct StateTable: Sendable {
  /// The chart's series ids, in the order of `ChartState.seriesAlpha`.
  public let seriesIDs: [String]
  /// The state at each sampled time, in the order the times were given.
  public let rows: [ChartState]

  package init(seriesIDs: [String], rows: [ChartState]) {
    self.seriesIDs = seriesIDs
    self.rows = rows
  }

  /// The sampled times in seconds.
  public var times: [Double] { rows.map(\.time) }

  /// One column: a property of the state at every sampled time, as in `table[\.yRange.max]`.
  public subscript<Value>(_ property: KeyPath<ChartState, Value>) -> [Value] {
    rows.map { $0[keyPath: property] }
  }

  /// The opacity of series `id` at every sampled time; nil when the chart has no such series.
  public func alpha(_ id: String) -> [Double]? {
    seriesIDs.firstIndex(of: id).map { index in rows.map { $0.seriesAlpha[index] } }
  }

  /// Whether two columns of numbers agree element by element within `tolerance`.
  @available(*, deprecated, message: "use column.isApproximatelyEqual(to: expected, tolerance:)")
  public func isClose(_ column: [Double], to expected: [Double], tolerance: Double = 1e-9) -> Bool {
    column.isApproximatelyEqual(to: expected, tolerance: tolerance)
  }

  /// Whether every row agrees with the other table's within `tolerance` (relative above 1):
  /// the way to compare computed values, which carry float noise.
  public func isApproximatelyEqual(
    to other: StateTable, tolerance: Double = ApproximateEquality.tolerance
  ) -> Bool {
    seriesIDs == other.seriesIDs && rows.count == other.rows.count
      && zip(rows, other.rows).allSatisfy {
        $0.isApproximatelyEqual(to: $1, tolerance: tolerance)
      }
  }

  /// The former name of `isApproximatelyEqual(to:tolerance:)`.
  @available(*, deprecated, renamed: "isApproximatelyEqual(to:tolerance:)")
  public func isClose(to other: StateTable, tolerance: Double = 1e-9) -> Bool {
    isApproximatelyEqual(to: other, tolerance: tolerance)
  }
}

extension ChartRenderer {
  /// The state at each of `times`, in that order.
  package func sampledTable(times: [Double]) -> StateTable {
    StateTable(seriesIDs: data.series.map(\.id), rows: times.map(state(at:)))
  }

  /// The state every `step` seconds from 0 through the scene's end: see `sampleTimes`.
  ///
  /// At most 100,001 states: a step smaller than the scene's duration / 100,000 is widened to
  /// it (a step of 1e-300 asked for billions of states, hours of work and gigabytes). A step
  /// that is not a positive number gives the state at 0 alone.
  public func samples(every step: Double) -> StateTable {
    let widened = step > 0 && duration > 0 ? max(step, duration / 100_000) : step
    return sampledTable(times: Self.sampleTimes(every: widened, through: duration))
  }

  /// 0, step, 2·step, … up to `end` (included when it is a multiple of the step), each time rounded
  /// to the nanosecond so that a step of 0.1 gives 0.3 and not 0.30000000000000004.
  ///
  /// A step that is not a positive number gives just [0].
  package static func sampleTimes(every step: Double, through end: Double) -> [Double] {
    guard step > 0 && step.isFinite else { return [0] }
    let count = Int(min(10_000_000, (max(0, end) / step * (1 + 1e-12)).rounded(.down)))
    return (0...count).map { (Double($0) * step * 1e9).rounded() / 1e9 }
  }
}

extension CompiledScene {
  /// The scene's charts, in document order.
  public var charts: [ChartRenderer] { renderers.compactMap { $0 as? ChartRenderer } }

  /// The chart node `id`, if the scene has one.
  public func chart(_ id: NodeID) -> ChartRenderer? { charts.first { $0.id == id } }
}
