import ChartReelCore

/// Answers "where are the smallest and largest values between i and j?" in constant time for
/// any range, so that a window's y-range is cheap even on ten million points.
///
/// Values are grouped in blocks of 32; a sparse table over the blocks holds the positions of
/// their minima and maxima, and `BlockEnds` those of the partial blocks at a range's ends; only
/// a range inside one block is scanned. Gaps (NaN) are skipped. Memory: about three quarters
/// of the values' own.
package struct MinMaxIndex: Sendable {
  package let values: [Double]
  static let blockShift = 5
  static let blockSize = 1 << blockShift
  /// `minima[level][b]`: the position of the smallest value in blocks b ..< b + 2^level; -1 when
  /// they hold only gaps.
  ///
  /// The same for `maxima`.
  private let minima: [[Int32]]
  private let maxima: [[Int32]]
  private let ends: BlockEnds

  package init(_ values: [Double]) {
    self.values = values
    ends = values.withUnsafeBufferPointer { BlockEnds($0, blockShift: Self.blockShift) }
    let blocks = (values.count + Self.blockSize - 1) >> Self.blockShift
    var lowest = [Int32](repeating: -1, count: blocks)
    var highest = [Int32](repeating: -1, count: blocks)
    values.withUnsafeBufferPointer { v in
      for block in 0..<blocks {
        let start = block << Self.blockShift
        let end = min(v.count, start + Self.blockSize)
        var low = -1
        var high = -1
        for i in start..<end where !v[i].isNaN {
          if low < 0 || v[i] < v[low] { low = i }
          if high < 0 || v[i] > v[high] { high = i }
        }
        lowest[block] = Int32(low)
        highest[block] = Int32(high)
      }
    }
    var minima = [lowest]
    var maxima = [highest]
    var span = 1
    while span * 2 <= blocks {
      let (previousLow, previousHigh) = (minima[minima.count - 1], maxima[maxima.count - 1])
      var low = [Int32](repeating: -1, count: blocks - span * 2 + 1)
      var high = low
      for block in low.indices {
        low[block] = Self.pick(previousLow[block], previousLow[block + span], values, <)
        high[block] = Self.pick(previousHigh[block], previousHigh[block + span], values, >)
      }
      minima.append(low)
      maxima.append(high)
      span *= 2
    }
    self.minima = minima
    self.maxima = maxima
  }

  private static func pick(
    _ a: Int32, _ b: Int32, _ values: [Double], _ better: (Double, Double) -> Bool
  ) -> Int32 {
    if a < 0 { return b }
    if b < 0 { return a }
    return better(values[Int(b)], values[Int(a)]) ? b : a
  }

  /// The positions of the smallest and largest values in `range`; nil when it holds only gaps.
  ///
  /// Of equal values the first is kept: the partial block at the start, the two spans of the
  /// table, then the partial block at the end, each keeping its first.
  package func extremes(in range: ClosedRange<Int>) -> (min: Int, max: Int)? {
    let lower = max(0, range.lowerBound)
    let upper = min(values.count - 1, range.upperBound)
    guard lower <= upper else { return nil }
    return values.withUnsafeBufferPointer { v -> (min: Int, max: Int)? in
      var low = -1
      var high = -1
      var lowValue = Double.infinity
      var highValue = -Double.infinity
      // A gap (NaN) is never below or above anything, so it is skipped.
      func consider(_ i: Int) {
        let value = v[i]
        if value < lowValue || (low < 0 && value == lowValue) {
          low = i
          lowValue = value
        }
        if value > highValue || (high < 0 && value == highValue) {
          high = i
          highValue = value
        }
      }
      let lowerBlock = lower >> Self.blockShift
      let upperBlock = upper >> Self.blockShift
      if lowerBlock == upperBlock {
        for i in lower...upper { consider(i) }
        return low < 0 ? nil : (low, high)
      }
      func considerOffset(_ offset: UInt8, in block: Int) {
        if offset != BlockEnds.none { consider(block << Self.blockShift + Int(offset)) }
      }
      let head = ends.offsets[lower]
      considerOffset(head.suffixLow, in: lowerBlock)
      considerOffset(head.suffixHigh, in: lowerBlock)
      let count = upperBlock - lowerBlock - 1
      if count > 0 {
        let level = Int.bitWidth - 1 - count.leadingZeroBitCount
        let (lows, highs) = (minima[level], maxima[level])
        func considerSpan(_ block: Int) {
          if lows[block] >= 0 { consider(Int(lows[block])) }
          if highs[block] >= 0 { consider(Int(highs[block])) }
        }
        considerSpan(lowerBlock + 1)
        considerSpan(upperBlock - (1 << level))
      }
      let tail = ends.offsets[upper]
      considerOffset(tail.prefixLow, in: upperBlock)
      considerOffset(tail.prefixHigh, in: upperBlock)
      return low < 0 ? nil : (low, high)
    }
  }

  /// [min, max] of the values in `range`, gaps skipped; nil when it holds only gaps.
  package func range(in range: ClosedRange<Int>) -> ValueRange? {
    extremes(in: range).map { ValueRange(values[$0.min], values[$0.max]) }
  }
}
