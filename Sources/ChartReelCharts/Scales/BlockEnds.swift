/// For every position, where the smallest and largest values lie between the start of its block
/// and it (the prefix), and between it and the end of its block (the suffix): offsets within the
/// block, so that `MinMaxIndex` answers the partial blocks at a range's ends without scanning.
///
/// Of equal values the first is kept; gaps (NaN) are skipped; `none` marks only gaps. The four
/// offsets of a position sit together, in four bytes, so a lookup touches one cache line.
struct BlockEnds: Sendable {
  /// The four offsets of one position.
  struct Offsets: Sendable {
    var prefixLow = BlockEnds.none
    var prefixHigh = BlockEnds.none
    var suffixLow = BlockEnds.none
    var suffixHigh = BlockEnds.none
  }

  static let none = UInt8.max
  private(set) var offsets: [Offsets]

  init(_ v: UnsafeBufferPointer<Double>, blockShift: Int) {
    let count = v.count
    var offsets = [Offsets](repeating: Offsets(), count: count)
    let size = 1 << blockShift
    for start in stride(from: 0, to: count, by: size) {
      let end = min(count, start + size)
      var low = -1
      var high = -1
      for i in start..<end {
        if !v[i].isNaN {
          if low < 0 || v[i] < v[low] { low = i }
          if high < 0 || v[i] > v[high] { high = i }
        }
        offsets[i].prefixLow = low < 0 ? Self.none : UInt8(low - start)
        offsets[i].prefixHigh = high < 0 ? Self.none : UInt8(high - start)
      }
      low = -1
      high = -1
      for i in (start..<end).reversed() {
        if !v[i].isNaN {
          if low < 0 || v[i] <= v[low] { low = i }
          if high < 0 || v[i] >= v[high] { high = i }
        }
        offsets[i].suffixLow = low < 0 ? Self.none : UInt8(low - start)
        offsets[i].suffixHigh = high < 0 ? Self.none : UInt8(high - start)
      }
    }
    self.offsets = offsets
  }
}
