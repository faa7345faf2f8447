import ChartReelCore

extension RangeEnvelope {
  /// The cells around a long motion, worked out when asked rather than stored: a day-long pan
  /// has twenty million cells, but a frame needs only the 0.4 s of cells before its time.
  ///
  /// Only the range held where nothing is visible is kept, every `checkpointSpacing` cells,
  /// so building the region costs one sample per checkpoint in the usual case, and a frame
  /// costs about a hundred samples, whatever the length of the motion.
  struct LazyRegion: Sendable {
    static let checkpointSpacing = 1024
    let first: Int
    let last: Int
    /// The range held before the region: the last visible one, or the fallback.
    let before: ValueRange
    /// `checkpoints[k]`: the range held at cell `first + k · checkpointSpacing`.
    let checkpoints: [ValueRange]
    let sample: @Sendable (Int) -> RangeSample

    init(
      first: Int, last: Int, before: ValueRange, sample: @escaping @Sendable (Int) -> RangeSample
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
      from cell: Int, downTo floor: Int, _ sample: (Int) -> RangeSample
    ) -> ValueRange? {
      var c = cell
      while c >= floor {
        if let range = sample(c).tight { return range }
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

    /// The ranges held at several cells of the region (`held(at:)`), the cells between them
    /// sampled once, in order.
    func targets(at cells: [Int]) -> [ValueRange] {
      guard let low = cells.min(), let high = cells.max() else { return [] }
      var held = held(at: low - 1)
      var byCell: [ValueRange] = []
      byCell.reserveCapacity(high - low + 1)
      for cell in low...high {
        if let range = sample(cell).tight { held = range }
        byCell.append(held)
      }
      return cells.map { byCell[$0 - low] }
    }

    /// The ranges at several times whose cells lie in the region, the cells they share worked
    /// out once: as `RangeEnvelope.range(at:)` works them out from stored cells.
    func ranges(at times: [Double]) -> [ValueRange] {
      let cells = times.map(RangeEnvelope.cells(at:))
      let low = max(first, cells.map(\.first).min()!)
      let high = min(last, cells.map(\.last).max()!)
      var ramped: [ValueRange] = []
      var samples: [RangeSample] = []
      ramped.reserveCapacity(high - low + 1)
      samples.reserveCapacity(high - low + 1)
      var held = held(at: low - 1)
      for cell in low...high {
        let sample = sample(cell)
        if let range = sample.tight { held = range }
        ramped.append(held)
        samples.append(sample)
      }
      let lows = ramped.map(\.min)
      let highs = ramped.map(\.max)
      let ramp = RangeEnvelope.rampDuration
      return zip(times, cells).map { t, cell in
        let span = (cell.first - low)...(cell.last - low)
        let range = ValueRange(
          Self.mean(lows[span], cell.first, t - ramp, t),
          Self.mean(highs[span], cell.first, t - ramp, t))
        return samples[cell.last - low].range(
          ramped: range, at: RangeEnvelope.position(of: t, in: cell.last))
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
