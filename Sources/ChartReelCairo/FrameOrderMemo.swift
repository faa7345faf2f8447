/// What was asked for in the last frame, in the order it was asked for, to find this frame's
/// values without hashing their keys.
///
/// A chart draws its labels in the same order frame after frame: comparing the key asked for
/// with the one at the same place in the last frame costs far less than hashing it (a text's
/// key holds its string and font). A key not found there is looked up the usual way by the
/// caller. What the memo keeps is only ever a value made for an equal key, so it never changes
/// a result.
struct FrameOrderMemo<Key: Equatable, Value> {
  /// How many values a frame remembers; later ones are made or looked up every time.
  let limit: Int
  private var previous: [(key: Key, value: Value)] = []
  private var current: [(key: Key, value: Value)] = []

  init(limit: Int) {
    self.limit = limit
  }

  /// Starts a frame: what the frame before asked for becomes what this one is compared with.
  mutating func startFrame() {
    swap(&previous, &current)
    current.removeAll(keepingCapacity: true)
  }

  /// The value for `key`: the last frame's at this place when its key is equal, else `make`'s.
  mutating func value(for key: Key, make: () -> Value) -> Value {
    let index = current.count
    let value: Value
    if index < previous.count, previous[index].key == key {
      value = previous[index].value
    } else {
      value = make()
    }
    if index < limit { current.append((key, value)) }
    return value
  }
}
