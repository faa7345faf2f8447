import ChartReelCore
import ChartReelEncode
import Foundation

/// Renders a range of frames on worker threads and hands them to a sink in order.
///
/// Each worker owns its own rasteriser and renders every `threads`-th frame; finished frames
/// wait in a bounded buffer, so memory stays flat however long the video. Every frame is a pure
/// function of its index, so the output is the same bytes whatever the number of threads.
public struct FramePipeline: Sendable {
  public let compiled: CompiledScene
  /// Makes one rasteriser per worker thread.
  public let rasterizers: any RasterizerFactory
  public let threads: Int
  /// How many frames may be finished ahead of the writer.
  public let bufferCapacity: Int

  public init(
    compiled: CompiledScene, rasterizers: any RasterizerFactory, threads: Int = 2,
    bufferCapacity: Int = 8
  ) {
    self.compiled = compiled
    self.rasterizers = rasterizers
    self.threads = max(1, threads)
    self.bufferCapacity = max(self.threads, bufferCapacity)
  }

  /// Renders `frames` into `sink`, then finishes it; on any error or interruption the sink is
  /// cancelled (its temporary output removed) and the error rethrown.
  public func run(
    frames: Range<Int>, into sink: FrameSink, interruption: Interruption? = nil,
    progress: (Int) -> Void = { _ in }
  ) throws {
    let buffer = ReorderBuffer(first: frames.lowerBound, capacity: bufferCapacity)
    let payload = sink.payload
    let size = (compiled.scene.canvas.width, compiled.scene.canvas.height)
    let (compiled, rasterizers) = (self.compiled, self.rasterizers)
    var workers: [Thread] = []
    for worker in 0..<min(threads, max(frames.count, 1)) {
      let indices = Array(
        stride(from: frames.lowerBound + worker, to: frames.upperBound, by: threads))
      let thread = Thread {
        do {
          try Self.render(
            indices, compiled: compiled, rasterizers: rasterizers, size: size, payload: payload,
            into: buffer)
        } catch {
          buffer.fail(error)
        }
      }
      thread.stackSize = 1 << 22
      workers.append(thread)
    }
    workers.forEach { $0.start() }
    do {
      for index in frames {
        if interruption?.isRaised == true { throw ExportError.interrupted }
        let bytes = try buffer.take(index)
        try sink.write(bytes)
        buffer.recycle(bytes)
        progress(index - frames.lowerBound + 1)
      }
      buffer.stop()
      if interruption?.isRaised == true { throw ExportError.interrupted }
      try sink.finish()
    } catch {
      buffer.stop()
      sink.cancel()
      throw error
    }
  }
}

extension FramePipeline {
  /// One worker's loop: renders `indices` with its own rasteriser and encoder, reusing one
  /// frame and recycled payload storage, and hands each result to `buffer`.
  fileprivate static func render(
    _ indices: [Int], compiled: CompiledScene, rasterizers: any RasterizerFactory,
    size: (Int, Int), payload: FramePayload, into buffer: ReorderBuffer
  ) throws {
    let rasterizer = try rasterizers.makeRasterizer(width: size.0, height: size.1)
    let encoder = try FrameEncoder(payload)
    var frame = Frame(width: size.0, height: size.1)
    for index in indices {
      guard buffer.waitForRoom(index) else { return }
      let list = compiled.displayList(atFrame: index, measurer: rasterizer.measurer)
      try rasterizer.render(list, into: &frame)
      var bytes = buffer.recycledStorage()
      try encoder.encode(frame, into: &bytes)
      buffer.put(index, bytes)
    }
  }
}

/// Finished frames waiting to be written in order; bounded, and stoppable from either side.
///
/// Written frames' storage comes back through `recycle` and goes out again through
/// `recycledStorage`, so a long render allocates its frame buffers once.
final class ReorderBuffer: @unchecked Sendable {
  private let condition = NSCondition()
  private var ready: [Int: [UInt8]] = [:]
  private var spare: [[UInt8]] = []
  private var nextToTake: Int
  private let capacity: Int
  private var error: Error?
  private var stopped = false

  init(first: Int, capacity: Int) {
    nextToTake = first
    self.capacity = capacity
  }

  /// Blocks a worker until frame `index` fits in the buffer; false when the run has stopped.
  func waitForRoom(_ index: Int) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while index >= nextToTake + capacity && !stopped && error == nil { condition.wait() }
    return !stopped && error == nil
  }

  func put(_ index: Int, _ bytes: [UInt8]) {
    condition.lock()
    ready[index] = bytes
    condition.broadcast()
    condition.unlock()
  }

  func fail(_ error: Error) {
    condition.lock()
    if self.error == nil { self.error = error }
    condition.broadcast()
    condition.unlock()
  }

  /// Blocks the writer until frame `index` is ready, and removes it.
  func take(_ index: Int) throws -> [UInt8] {
    condition.lock()
    defer { condition.unlock() }
    while ready[index] == nil && error == nil { condition.wait() }
    if let error { throw error }
    nextToTake = index + 1
    condition.broadcast()
    return ready.removeValue(forKey: index)!
  }

  /// Storage for a worker to fill: a written frame's, or a new empty array.
  func recycledStorage() -> [UInt8] {
    condition.lock()
    defer { condition.unlock() }
    return spare.popLast() ?? []
  }

  /// Returns a written frame's storage for reuse.
  func recycle(_ bytes: [UInt8]) {
    condition.lock()
    if spare.count < capacity { spare.append(bytes) }
    condition.unlock()
  }

  /// Releases every waiting worker.
  func stop() {
    condition.lock()
    stopped = true
    condition.broadcast()
    condition.unlock()
  }
}
