/// Which blocks of a frame drawing may have changed: outside them every pixel holds the
/// background's pixel.
///
/// A block is 8 pixels of one row pair (rows 2k and 2k + 1), one bit each, 64 to a word; each
/// row pair starts a new word. A rasteriser marks, for every shape it draws, at least the
/// blocks the shape can touch (its device-space box, or the very pixels a line covers), so a
/// consumer of the pixels — the YUV conversion — need not read the blocks left unmarked: they
/// are known to be background.
package struct DrawnBlocks: Equatable, Sendable {
  /// The frame's size in pixels.
  package let width: Int
  package let height: Int
  /// The words of one row pair.
  package let wordsPerPair: Int
  /// One bit per block, row pair after row pair.
  package private(set) var words: [UInt64]

  /// No block marked, for a frame of `width` × `height` pixels.
  package init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    wordsPerPair = max(1, ((self.width + 7) / 8 + 63) / 64)
    words = [UInt64](repeating: 0, count: wordsPerPair * ((self.height + 1) / 2))
  }

  /// Unmarks every block.
  package mutating func removeAll() {
    words.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
  }

  /// Marks every block holding a pixel of [`x0`, `x1`) × [`y0`, `y1`) (clamped to the frame).
  package mutating func mark(x0: Int, y0: Int, x1: Int, y1: Int) {
    let (left, right) = (max(x0, 0), min(x1, width))
    let (top, bottom) = (max(y0, 0), min(y1, height))
    guard left < right, top < bottom else { return }
    let (first, last) = (left >> 3, (right - 1) >> 3)
    let wordsPerPair = self.wordsPerPair
    words.withUnsafeMutableBufferPointer { words in
      for pair in (top >> 1)...((bottom - 1) >> 1) {
        Self.setBits(words.baseAddress! + pair * wordsPerPair, from: first, through: last)
      }
    }
  }

  /// Marks every block holding a pixel of `box` (fractional edges allowed), grown by `margin`
  /// pixels on every side; a box that is not finite marks the whole frame.
  package mutating func mark(_ box: Rect, margin: Double = 0) {
    let edges = [box.minX - margin, box.minY - margin, box.maxX + margin, box.maxY + margin]
    guard edges.allSatisfy(\.isFinite) else {
      return mark(x0: 0, y0: 0, x1: width, y1: height)
    }
    let clamped = edges.map { min(max($0, -1), Double(max(width, height)) + 1) }
    mark(
      x0: Int(clamped[0].rounded(.down)), y0: Int(clamped[1].rounded(.down)),
      x1: Int(clamped[2].rounded(.up)), y1: Int(clamped[3].rounded(.up)))
  }

  /// Marks the blocks of row `y` whose 8-pixel chunks are set in the `count` words of
  /// `chunks` (bit c of word c / 64 for pixels 8c through 8c + 7).
  package mutating func mark(row y: Int, chunks: UnsafePointer<UInt64>, count: Int) {
    guard y >= 0, y < height else { return }
    let start = (y >> 1) * wordsPerPair
    for w in 0..<min(count, wordsPerPair) where chunks[w] != 0 { words[start + w] |= chunks[w] }
  }

  /// Whether any block of row pair `pair` is marked.
  package func isMarked(pair: Int) -> Bool {
    let start = pair * wordsPerPair
    return words[start..<(start + wordsPerPair)].contains { $0 != 0 }
  }

  /// Whether block `chunk` (pixels 8·chunk through 8·chunk + 7) of row pair `pair` is marked.
  package func isMarked(pair: Int, chunk: Int) -> Bool {
    words[pair * wordsPerPair + chunk >> 6] >> UInt64(chunk & 63) & 1 != 0
  }

  /// How many blocks are marked, for measuring.
  package var markedCount: Int { words.reduce(0) { $0 + $1.nonzeroBitCount } }

  /// Sets the bits `first` through `last` of `words` (bit c of word c / 64): a row pair's
  /// blocks here, a row's 8-pixel chunks in the round-line painter.
  @inlinable
  package static func setBits(
    _ words: UnsafeMutablePointer<UInt64>, from first: Int, through last: Int
  ) {
    var c = first
    while c <= last {
      let end = min(last, c | 63)
      words[c >> 6] |= (UInt64.max &>> UInt64(63 &- (end &- c))) &<< UInt64(c & 63)
      c = end &+ 1
    }
  }
}
