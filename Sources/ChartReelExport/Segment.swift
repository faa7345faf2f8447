/// One of `count` equal parts of a render: segment `index` holds frames
/// [⌊index·F/count⌋, ⌊(index+1)·F/count⌋) of the F frames.
///
/// Every frame is a pure function of its index, so segments rendered anywhere, in any order,
/// join into exactly the frames of a whole render.
package struct Segment: Equatable, Sendable, CustomStringConvertible {
  /// Which segment, from 0 to `count` − 1.
  package let index: Int
  /// How many segments the render is split into.
  package let count: Int

  /// The most segments a render may be split into.
  package static let maximumCount = 100_000

  /// A segment; throws a usage error when `index` is not in 0..<count or `count` is out of range.
  package init(index: Int, count: Int) throws {
    guard (1...Self.maximumCount).contains(count) else {
      throw ExportError.usage(
        "segment \(index)/\(count): expected 1 to \(Self.maximumCount) segments")
    }
    guard (0..<count).contains(index) else {
      throw ExportError.usage(
        "segment \(index)/\(count): expected K from 0 to \(count - 1) in K/N (segments count from 0)"
      )
    }
    self.index = index
    self.count = count
  }

  /// Reads `K/N`, as `--segment` takes it.
  package init(parsing text: String) throws {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
      throw ExportError.usage(
        "expected a segment as K/N, segment K of N counting from 0 (e.g. 0/4 … 3/4), found '\(text)'"
      )
    }
    try self.init(index: index, count: count)
  }

  /// The frames of this segment among `total` frames; throws when segments would be empty.
  package func frames(of total: Int) throws -> Range<Int> {
    guard count <= total else {
      throw ExportError.usage(
        "segment \(self): the render has \(total) frame(s), so at most \(total) segments")
    }
    return Self.bound(index, count, total)..<Self.bound(index + 1, count, total)
  }

  /// ⌊k·total/count⌋ for 0 ≤ k ≤ count, in full width: `total` may come from a file's stamp.
  static func bound(_ k: Int, _ count: Int, _ total: Int) -> Int {
    guard k >= 0, count > 0, total >= 0, k <= count else { return 0 }
    let product = k.multipliedFullWidth(by: total)
    return count.dividingFullWidth((product.high, product.low)).quotient
  }

  package var description: String { "\(index)/\(count)" }
}
