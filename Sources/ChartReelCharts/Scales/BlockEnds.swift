/// For every position, where the smallest and largest values lie between the start of its block
/// and it (the prefix), and between it and the end of its block (the suffix): offsets within the
/// block, so that `MinMaxIndex` answers the partial blocks at a range's ends without scanning.
///
/// Of equal values the first is kept; gaps (NaN) are skipped; `none` marks only gaps. Memory:
/// four bytes per value.
struct BlockEnds: Sendable {
  static let none = UInt8.max
  private(set) var prefixLow: [UInt8]
  private(set) var prefixHigh: [UInt8]
  private(set) var suffixLow: [UInt8]
  private(set) var suffixHigh: [UInt8]

  init(_ v: UnsafeBufferPointer<Double>, blockShift: Int) {
    let count = v.count
    prefixLow = [UInt8](repeating: Self.none, count: count)
    prefixHigh = prefixLow
    suffixLow = prefixLow
    suffixHigh = prefixLow
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
        prefixLow[i] = low < 0 ? Self.none : UInt8(low - start)
        prefixHigh[i] = high < 0 ? Self.none : UInt8(high - start)
      }
      low = -1
      high = -1
      for i in (start..<end).reversed() {
        if !v[i].isNaN {
          if low < 0 || v[i] <= v[low] { low = i }
          if high < 0 || v[i] >= v[high] { high = i }
        }
        suffixLow[i] = low < 0 ? Self.none : UInt8(low - start)
        suffixHigh[i] = high < 0 ? Self.none : UInt8(high - start)
      }
    }
  }
}
