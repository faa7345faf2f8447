/// The keys of one JSON object seen so far, so that a duplicate is found in O(1) per key.
///
/// Small objects — nearly all of them — are searched directly, without hashing; from
/// `directLimit` keys on, the keys go into a set, so an object of n keys costs O(n).
struct KeySet {
  /// Up to this many keys are compared one by one.
  static let directLimit = 16
  private var few: [String] = []
  private var hashed: Set<String>?

  /// Adds `key`; false when the object already has it.
  mutating func insert(_ key: String) -> Bool {
    if hashed == nil {
      if few.count < Self.directLimit {
        if few.contains(key) { return false }
        few.append(key)
        return true
      }
      hashed = Set(few)
      few = []
    }
    return hashed!.insert(key).inserted
  }
}
