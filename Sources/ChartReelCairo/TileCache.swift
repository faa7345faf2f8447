import ChartReelCore

/// The pixels of tiles drawn on earlier frames, kept so that a tile drawn again over the same
/// pixels is copied rather than drawn (see `CairoRasterizer.drawTile`).
///
/// An entry holds what a tile's pixels are a function of — where it lies, the clip its
/// children are drawn in, the children, and the pixels under it before they were drawn — and
/// the pixels after. Putting those back is exact: the same pixels under the same children give
/// the same pixels, so a frame's bytes never depend on what the cache holds, and so neither on
/// the frames a rasteriser drew before nor on the number of threads.
///
/// A few entries are kept, the most recently used, within a budget of bytes; a tile drawn
/// again in the same place with other children takes over its place's entry and storage.
/// While a tile's children change from one drawing to the next (a legend while a series
/// hides), its pixels would never be copied: only its children are noted, and its pixels are
/// kept again once they stand still, which spares two copies of the tile per frame.
struct TileCache {
  /// A transform that keeps sides along the axes: a scale, then a shift.
  struct Matrix: Equatable {
    var xx: Double
    var yy: Double
    var x0: Double
    var y0: Double
  }

  /// What a tile's pixels depend on, besides the pixels under it.
  struct Key {
    /// The tile's box in its own coordinates.
    var box: PixelBox
    /// The transform from the tile's coordinates to the frame's pixels.
    var matrix: Matrix
    /// The pixels of the frame the tile covers: its box translated, within the frame.
    var pixels: IntBox
    /// The clip the round-line and rectangle painters are given inside the tile.
    var lineClip: RoundLineRasterizer.Clip?
    var children: [DisplayNode]

    /// Whether `other` is a tile in the same place, children aside.
    func isInPlace(of other: Key) -> Bool {
      box == other.box && matrix == other.matrix && pixels == other.pixels
        && Self.same(lineClip, other.lineClip)
    }

    private static func same(_ a: RoundLineRasterizer.Clip?, _ b: RoundLineRasterizer.Clip?)
      -> Bool
    {
      guard let a, let b else { return a == nil && b == nil }
      return a.x0 == b.x0 && a.y0 == b.y0 && a.x1 == b.x1 && a.y1 == b.y1
    }
  }

  /// One tile drawn: its key, and its pixels before and after, packed rows of `key.pixels`.
  struct Entry {
    var key: Key
    var before: [UInt8]
    var after: [UInt8]
    /// Whether `before` and `after` hold the tile of `key`; false when only its children are
    /// noted (the storage is kept for the next time).
    var holdsPixels: Bool

    var bytes: Int { before.count + after.count }
  }

  /// How many tiles are kept.
  static let capacity = 8

  /// The most bytes kept over all entries (each holds two tiles of pixels).
  let budget: Int
  /// Least recently used first.
  private(set) var entries: [Entry] = []
  /// How many tiles were copied from an entry, for tests and measurements.
  private(set) var hits = 0
  /// How many tiles could be kept but were drawn, for tests and measurements.
  private(set) var misses = 0
  /// How many of those drawn had their pixels kept, for tests and measurements.
  private(set) var kept = 0

  /// A cache of at most `budget` bytes of pixels.
  init(budget: Int) {
    self.budget = budget
  }

  /// The entry for `key`, made the most recently used; nil when none holds it.
  mutating func entry(for key: Key) -> Entry? {
    guard
      let index = entries.firstIndex(where: {
        $0.holdsPixels && $0.key.isInPlace(of: key) && $0.key.children == key.children
      })
    else { return nil }
    let entry = entries.remove(at: index)
    entries.append(entry)
    return entry
  }

  /// Counts a tile copied from its entry.
  mutating func countHit() { hits += 1 }

  /// Removes and returns the entry of a tile in `key`'s place, whose storage a new drawing
  /// there can reuse; counts a miss.
  mutating func takeStorage(for key: Key) -> Entry? {
    misses += 1
    guard let index = entries.firstIndex(where: { $0.key.isInPlace(of: key) }) else { return nil }
    return entries.remove(at: index)
  }

  /// Keeps `entry` as the most recently used, dropping the least recently used entries
  /// while there are too many or they hold too many bytes; an entry larger than the whole
  /// budget is not kept.
  mutating func keep(_ entry: Entry) {
    guard entry.bytes <= budget else { return }
    if entry.holdsPixels { kept += 1 }
    entries.append(entry)
    var total = entries.reduce(0) { $0 + $1.bytes }
    while entries.count > Self.capacity || total > budget {
      total -= entries.removeFirst().bytes
    }
  }
}
