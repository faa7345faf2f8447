import ChartReel
import Foundation

// Rasterisers that count the frames they draw, for the pipeline's tests (repeats, the lead).

/// How many frames the rasterisers drew, over all threads.
final class DrawnFrames: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func add() { lock.withLock { count += 1 } }
}

/// Cairo rasterisers that count the frames they draw.
struct CountingFactory: RasterizerFactory {
  let count: DrawnFrames

  func makeRasterizer(width: Int, height: Int) throws -> any Rasterizer {
    CountingRasterizer(
      inner: try CairoRasterizerFactory().makeRasterizer(width: width, height: height),
      count: count)
  }
}

/// A rasteriser that draws with `inner` and counts each frame.
final class CountingRasterizer: Rasterizer {
  let inner: any Rasterizer
  let count: DrawnFrames

  init(inner: any Rasterizer, count: DrawnFrames) {
    self.inner = inner
    self.count = count
  }

  var measurer: any TextMeasuring { inner.measurer }

  func render(_ list: DisplayList, into frame: inout Frame) throws {
    count.add()
    try inner.render(list, into: &frame)
  }

  func render(_ list: DisplayList, lending body: (FramePixels) throws -> Void) throws {
    count.add()
    try inner.render(list, lending: body)
  }
}
