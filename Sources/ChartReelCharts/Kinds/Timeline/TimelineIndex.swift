/// A timeline's intervals ordered by start, so that a frame visits only the intervals its
/// window shows, in their drawing order, without looking at the rest.
///
/// Intervals may be long and overlap freely, so the starts alone do not say which intervals
/// reach into a window: beside each start is the latest end among the intervals that start no
/// later (`reach`, never decreasing). Those before the first reach into the window and those
/// starting after it are skipped by two binary searches; the ones between are checked one by
/// one.
struct TimelineIndex: Sendable {
  /// The intervals' positions in the data, by start.
  let order: [Int]
  let starts: [Double]
  let ends: [Double]
  /// `reach[i]`: the latest end of the intervals `order[0...i]`.
  let reach: [Double]

  /// The memory one interval's display node takes, in bytes.
  ///
  /// Its rectangle's path, the node holding it and its colour or gradient, and what drawing it
  /// leaves in the allocator. Measured: a whole day of 100,000 intervals takes 60 MB more than
  /// two hours of them on one render thread, 88 MB more per thread on four.
  static let bytesPerInterval = 1024

  init(_ intervals: [TimelineData.Interval]) {
    let order = intervals.indices.sorted {
      (intervals[$0].start, $0) < (intervals[$1].start, $1)
    }
    self.order = order
    starts = order.map { intervals[$0].start }
    ends = order.map { intervals[$0].end }
    var latest = -Double.infinity
    reach = ends.map { end in
      latest = max(latest, end)
      return latest
    }
  }

  var count: Int { order.count }

  /// The memory of the display nodes of every interval, as one frame may draw them.
  var drawingBytes: Int { count * Self.bytesPerInterval }

  /// The positions in the data, ascending, of the intervals that meet the minutes from `lower`
  /// to `upper` (ends included).
  func overlapping(_ lower: Double, _ upper: Double) -> [Int] {
    // The first interval by start whose reach gets to `lower`, and the first starting past
    // `upper`.
    let first = Self.partition(reach) { $0 < lower }
    let end = Self.partition(starts) { $0 <= upper }
    guard first < end else { return [] }
    var found: [Int] = []
    for i in first..<end where ends[i] >= lower { found.append(order[i]) }
    return found.sorted()
  }

  /// The first index of `values` (sorted so that `isBefore` holds for a prefix) where
  /// `isBefore` fails.
  static func partition(_ values: [Double], _ isBefore: (Double) -> Bool) -> Int {
    var (low, high) = (0, values.count)
    while low < high {
      let middle = low + (high - low) / 2
      if isBefore(values[middle]) { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
