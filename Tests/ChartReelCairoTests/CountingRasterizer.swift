import ChartReel
import Foundation

// Rasterisers that count the frames they draw, for the pipeline's tests (repeats, the lead).

/// How many frames the rasterisers drew, over all threads and by each rasteriser.
final class DrawnFrames: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  private var counts: [Int] = []
  var value: Int { lock.withLock { count } }
  /// The frames each rasteriser drew, in the order they were made.
  var byRasterizer: [Int] { lock.withLock { counts } }
  /// A number for a new rasteriser, the index of its count.
  func register() -> Int {
    lock.withLock {
      counts.append(0)
      return counts.count - 1
    }
  }
  func add(by rasterizer: Int) {
    lock.withLock {
      count += 1
      counts[rasterizer] += 1
    }
  }
}

/// Cairo rasterisers that count the frames they draw.
struct CountingFactory: RasterizerFactory {
  let count: DrawnFrames

  func makeRasterizer(width: Int, height: Int) throws -> any Rasterizer {
    CountingRasterizer(
      inner: try CairoRasterizerFactory().makeRasterizer(width: width, height: height),
      count: count, number: count.register())
  }
}

/// A rasteriser that draws with `inner` and counts each frame.
final class CountingRasterizer: Rasterizer {
  let inner: any Rasterizer
  let count: DrawnFrames
  let number: Int

  init(inner: any Rasterizer, count: DrawnFrames, number: Int) {
    (self.inner, self.count, self.number) = (inner, count, number)
  }

  var measurer: any TextMeasuring { inner.measurer }

  func render(_ list: DisplayList, into frame: inout Frame) throws {
    count.add(by: number)
    try inner.render(list, into: &frame)
  }

  func render(_ list: DisplayList, lending body: (FramePixels) throws -> Void) throws {
    count.add(by: number)
    try inner.render(list, lending: body)
  }
}
