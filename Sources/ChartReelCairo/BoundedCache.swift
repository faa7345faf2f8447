/// A dictionary that keeps at most about `2 × limit` entries, the recently used ones.
///
/// Two generations: new entries and hits go into the current one; when it holds `limit`
/// entries it becomes the old one and the previous old one is dropped. Every operation costs
/// one or two hash look-ups, and an entry used at least once per `limit` insertions stays.
/// What the cache holds is only ever a copy of what would be worked out again, so its size
/// never changes a result.
struct BoundedCache<Key: Hashable, Value> {
  /// How many entries a generation holds before it is retired.
  let limit: Int
  private var current: [Key: Value] = [:]
  private var previous: [Key: Value] = [:]

  init(limit: Int) {
    precondition(limit > 0, "a cache holds at least one entry")
    self.limit = limit
  }

  /// How many entries are kept now, over both generations.
  var count: Int { current.count + previous.count }

  /// The value for `key`, if it is kept; a hit in the old generation moves it to the current.
  mutating func value(for key: Key) -> Value? {
    if let value = current[key] { return value }
    guard let value = previous.removeValue(forKey: key) else { return nil }
    insert(value, for: key)
    return value
  }

  /// Keeps `value` for `key`, retiring the current generation first when it is full.
  mutating func insert(_ value: Value, for key: Key) {
    if current.count >= limit {
      previous = current
      current = [:]
      current.reserveCapacity(limit)
    }
    current[key] = value
  }

  /// The value for `key`, made by `make` and kept when it is not kept yet.
  mutating func value(for key: Key, make: () throws -> Value) rethrows -> Value {
    if let value = value(for: key) { return value }
    let value = try make()
    insert(value, for: key)
    return value
  }
}
