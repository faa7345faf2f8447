import ChartReelCore

extension RangeEnvelope {
  /// The cells around a long motion, worked out when asked rather than stored: a day-long pan
  /// has twenty million cells, but a frame needs only the 4h/cell + 1 around its time.
  ///
  /// Only the range held where nothing is visible is kept, every `checkpointSpacing` cells,
  /// so building the region costs one tight range per checkpoint in the usual case, and a
  /// frame costs about 200 tight ranges, whatever the length of the motion.
  struct LazyRegion: Sendable {
    static let checkpointSpacing = 1024
    let first: Int
    let last: Int
    /// The range held before the region: the last visible one, or the fallback.
    let before: ValueRange
    /// `checkpoints[k]`: the range held at cell `first + k · checkpointSpacing`.
    let checkpoints: [ValueRange]
    let sample: @Sendable (Int) -> ValueRange?

    init(
      first: Int, last: Int, before: ValueRange, sample: @escaping @Sendable (Int) -> ValueRange?
    ) {
      self.first = first
      self.last = last
      self.before = before
      self.sample = sample
      var checkpoints: [ValueRange] = []
      var held = before
      for cell in stride(from: first, through: last, by: Self.checkpointSpacing) {
        let floor = checkpoints.isEmpty ? first : cell - Self.checkpointSpacing + 1
        held = Self.lastVisible(from: cell, downTo: floor, sample) ?? held
        checkpoints.append(held)
      }
      self.checkpoints = checkpoints
    }

    /// The tight range of the last cell from `cell` down to `floor` where something is
    /// visible.
    private static func lastVisible(
      from cell: Int, downTo floor: Int, _ sample: (Int) -> ValueRange?
    ) -> ValueRange? {
      var c = cell
      while c >= floor {
        if let range = sample(c) { return range }
        c -= 1
      }
      return nil
    }

    /// The range held at `cell` (from `first` − 1 to `last`): its own tight range, or the last
    /// visible one before it.
    func held(at cell: Int) -> ValueRange {
      guard cell >= first else { return before }
      let k = (cell - first) / Self.checkpointSpacing
      let checkpoint = first + k * Self.checkpointSpacing
      return Self.lastVisible(from: cell, downTo: checkpoint + 1, sample) ?? checkpoints[k]
    }

    /// The held range after the region.
    var after: ValueRange { held(at: last) }

    /// The range at `t`, whose cells from t − h to t + h, `firstCell` to `lastCell`, lie in
    /// the region: as `RangeEnvelope.range(at:)` works it out from stored cells.
    func range(at t: Double, firstCell: Int, lastCell: Int) -> ValueRange {
      ranges(at: [t])[0]
    }

    /// The ranges at several times whose cells lie in the region, the cells they share worked
    /// out once.
    func ranges(at times: [Double]) -> [ValueRange] {
      let reach = RangeEnvelope.reach
      let h = RangeEnvelope.halfWidth
      let cells = times.map { (RangeEnvelope.cellIndex($0 - h), RangeEnvelope.cellIndex($0 + h)) }
      let low = max(first, cells.map(\.0).min()! - reach)
      let high = min(last, cells.map(\.1).max()! + reach)
      var tight: [ValueRange] = []
      tight.reserveCapacity(high - low + 1)
      var held = held(at: low - 1)
      for cell in low...high {
        if let range = sample(cell) { held = range }
        tight.append(held)
      }
      // Each cell's reach within `low...high` is its reach within the region, cut by the
      // region's own ends, as stored regions cut it.
      let lows = RangeEnvelope.slidingExtreme(tight.map(\.min), reach: reach, keep: <=)
      let highs = RangeEnvelope.slidingExtreme(tight.map(\.max), reach: reach, keep: >=)
      return zip(times, cells).map { t, cell in
        let span = (cell.0 - low)...(cell.1 - low)
        return ValueRange(
          Self.mean(lows[span], cell.0, t - h, t + h), Self.mean(highs[span], cell.0, t - h, t + h))
      }
    }

    /// The mean over [a, b] of the step function `values` (value i over cell `first` + i):
    /// exactly the value itself when it does not change over the interval.
    static func mean(_ values: ArraySlice<Double>, _ first: Int, _ a: Double, _ b: Double)
      -> Double
    {
      let (head, tail) = (values[values.startIndex], values[values.endIndex - 1])
      if values.allSatisfy({ $0 == head }) { return head }
      let cell = RangeEnvelope.cell
      var sum = 0.0
      for value in values.dropLast() { sum += value * cell }
      let lastStart = Double(first + values.count - 1) * cell
      let integral = sum + (b - lastStart) * tail - (a - Double(first) * cell) * head
      return integral / (b - a)
    }
  }
}
