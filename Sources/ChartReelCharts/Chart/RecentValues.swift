import ChartReelCore
import Synchronization

/// The values a pure function of `Key` last gave, kept for the few last keys it was asked.
///
/// What a compiled chart works out again and again from inputs that rarely change between frames
/// (the mini-map's marks, a label's readable colour): a frame whose inputs match a kept entry
/// takes its value as it is (for arrays, the same storage, so comparing two frames' lists finds
/// them equal at once). The value is what the function gives for the key, so keeping it never
/// changes a result. Shared by the threads drawing frames of one compiled scene, behind a lock.
final class RecentValues<Key: Equatable & Sendable, Value: Sendable>: Sendable {
  /// The most entries kept; the oldest goes first.
  let capacity: Int

  private let entries = Mutex<[(key: Key, value: Value)]>([])

  init(capacity: Int) {
    precondition(capacity > 0, "a cache keeps at least one entry")
    self.capacity = capacity
  }

  /// The value for `key`: a kept one, or the one `make` gives, then kept.
  func value(for key: Key, make: () -> Value) -> Value {
    if let kept = entries.withLock({ $0.first { $0.key == key }?.value }) { return kept }
    let value = make()
    entries.withLock { entries in
      entries.removeAll { $0.key == key }
      entries.append((key, value))
      if entries.count > capacity { entries.removeFirst() }
    }
    return value
  }
}
