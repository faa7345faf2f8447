import ChartReelCore
import ChartReelEncode
import Foundation

/// Renders a range of frames on worker threads and hands them to a sink in order.
///
/// Each worker owns its own rasteriser and claims the next frame to draw; finished frames
/// wait in a bounded buffer, so memory stays flat however long the video, and the number of
/// threads and buffered frames shrinks for big frames to fit a memory budget (`FrameBudget`).
/// Feeding an encoder, the first worker draws alone while it keeps the encoder's queue half
/// full, and the others (helpers) claim frames only when the queue runs lower, or during the
/// lead while the encoder starts: an encoder slower than one worker — x264 on a few cores —
/// then gets its frames from one thread, which spends less processor time than two sharing
/// the work (each with its own surface and caches). Every frame is a pure function of its
/// index, so the output is the same bytes whatever the number of threads and whichever drew
/// it. Whatever happens, the workers have ended when `run` returns.
package struct FramePipeline: Sendable {
  package let compiled: CompiledScene
  /// Makes one rasteriser per worker thread.
  package let rasterizers: any RasterizerFactory
  /// The most render threads.
  package let threads: Int
  /// The most frames that may be finished ahead of the writer.
  package let bufferCapacity: Int
  /// The memory the frames in flight may take.
  package let memoryBudget: Int

  /// The memory the frames in flight may take unless told otherwise: 256 MiB.
  package static let defaultMemoryBudget = FrameBudget.defaultBytes

  package init(
    compiled: CompiledScene, rasterizers: any RasterizerFactory, threads: Int = 2,
    bufferCapacity: Int = 8, memoryBudget: Int = FramePipeline.defaultMemoryBudget
  ) {
    self.compiled = compiled
    self.rasterizers = rasterizers
    self.threads = max(1, threads)
    self.bufferCapacity = max(self.threads, bufferCapacity)
    self.memoryBudget = memoryBudget
  }

  /// The threads and buffer slots used for frames in `payload` form; frames fed to an encoder
  /// get a lead of `FrameBudget.encoderLeadBytes` while it starts.
  package func budget(for payload: FramePayload, feedsEncoder: Bool) -> FrameBudget {
    FrameBudget(
      width: compiled.scene.canvas.width, height: compiled.scene.canvas.height, payload: payload,
      threads: threads, capacity: bufferCapacity, bytes: memoryBudget,
      drawingBytes: compiled.drawingBytes,
      leadBytes: feedsEncoder ? FrameBudget.encoderLeadBytes : 0)
  }

  /// Renders `frames` into `sink` (as many times as it has passes), then finishes it.
  ///
  /// On any error or interruption the sink is cancelled (its temporary output removed) and the
  /// error rethrown. `progress` is called with the frames written so far, over all passes.
  package func run(
    frames: Range<Int>, into sink: FrameSink, interruption: Interruption? = nil,
    progress: (Int) -> Void = { _ in }
  ) throws {
    var written = 0
    do {
      for pass in 0..<sink.passes {
        if pass > 0 { try sink.endPass() }
        try runPass(frames: frames, into: sink, interruption: interruption) {
          written += 1
          progress(written)
        }
      }
      if interruption?.isRaised == true { throw ExportError.interrupted }
      try sink.finish()
    } catch {
      sink.cancel()
      throw error
    }
  }

  /// One pass: starts the workers, writes their frames in order and joins them on every path.
  private func runPass(
    frames: Range<Int>, into sink: FrameSink, interruption: Interruption?,
    wrote: () -> Void
  ) throws {
    let payload = sink.payload
    let feedsEncoder = sink.feedsEncoder
    let budget = self.budget(for: payload, feedsEncoder: feedsEncoder)
    let buffer = ReorderBuffer(
      frames: frames, capacity: budget.capacity, lead: budget.lead,
      helpersBelow: feedsEncoder ? max(1, budget.capacity / 2) : .max)
    let size = (compiled.scene.canvas.width, compiled.scene.canvas.height)
    let (compiled, rasterizers) = (self.compiled, self.rasterizers)
    let count = min(budget.threads, max(frames.count, 1))
    let workers = DispatchGroup()
    for worker in 0..<count {
      workers.enter()
      let thread = Thread {
        defer { workers.leave() }
        if feedsEncoder { RenderPriority.yieldToEncoder() }
        do {
          try Self.render(
            worker: worker, compiled: compiled, rasterizers: rasterizers, size: size,
            payload: payload, into: buffer)
        } catch {
          buffer.fail(error)
        }
      }
      thread.stackSize = 1 << 22
      thread.start()
    }
    defer {
      buffer.stop()
      workers.wait()
    }
    // Each worker's last drawn frame, kept (not recycled) while its next frames may repeat it.
    var kept: [Int: [UInt8]] = [:]
    for index in frames {
      switch try buffer.take(index, interruption: interruption) {
      case .drawn(let bytes, let worker):
        try sink.write(bytes)
        if let previous = kept.updateValue(bytes, forKey: worker) { buffer.recycle(previous) }
      case .repeated(let worker):
        guard let bytes = kept[worker] else {
          throw ExportError.unsupported("frame \(index) repeats a frame that was not kept")
        }
        try sink.write(bytes)
      }
      wrote()
    }
  }
}

extension FramePipeline {
  /// One worker's loop: renders the frames it claims with its own rasteriser and encoder into
  /// recycled payload storage — raw frames drawn straight into it, YUV converted from the
  /// rasteriser's pixels as they are cleared for the next frame, others converted from its
  /// pixels — and hands each result to `buffer`.
  ///
  /// A frame whose display list is that of the last frame this worker drew (a scene at rest
  /// between its actions) is not drawn: it is handed over as a repeat, and the writer writes
  /// that frame's payload again — the same bytes, for no drawing and no conversion.
  fileprivate static func render(
    worker: Int, compiled: CompiledScene, rasterizers: any RasterizerFactory,
    size: (Int, Int), payload: FramePayload, into buffer: ReorderBuffer
  ) throws {
    let rasterizer = try rasterizers.makeRasterizer(width: size.0, height: size.1)
    let encoder = try FrameEncoder(payload)
    var lastDrawn: DisplayList?
    while let index = buffer.claim(helper: worker > 0) {
      let list = compiled.displayList(atFrame: index, measurer: rasterizer.measurer)
      if list == lastDrawn {
        buffer.put(index, .repeated(worker: worker))
        continue
      }
      var bytes = buffer.recycledStorage()
      if payload == .rawBGRA {
        try rasterizer.render(list, packedInto: &bytes)
      } else if payload == .yuv420p {
        // The conversion reads each row once and leaves it blank for the next frame.
        try rasterizer.render(list) { pixels, blank in
          YUV420Converter.convert(pixels, into: &bytes, clearingTo: blank)
        }
      } else {
        try rasterizer.render(list) { pixels in try encoder.encode(pixels, into: &bytes) }
      }
      lastDrawn = list
      buffer.put(index, .drawn(bytes, worker: worker))
    }
  }
}

/// A finished frame: its payload, or a repeat of the last frame its worker drew.
enum FinishedFrame {
  case drawn([UInt8], worker: Int)
  case repeated(worker: Int)
}

/// Finished frames waiting to be written in order; bounded, and stoppable from either side.
///
/// Workers claim frames in order (`claim`). Written frames' storage comes back through
/// `recycle` and goes out again through `recycledStorage`, so a long render allocates its
/// frame buffers once. The first `lead` frames may all be finished before the writer takes
/// one; past them, `capacity` frames ahead of the writer, and the storage of the lead's extra
/// frames is let go as they are written.
final class ReorderBuffer: @unchecked Sendable {
  private let condition = NSCondition()
  private var ready: [Int: FinishedFrame] = [:]
  private var spare: [[UInt8]] = []
  private var nextToTake: Int
  private var nextToClaim: Int
  private let end: Int
  private let capacity: Int
  /// The first frame past the lead.
  private let leadEnd: Int
  /// Helpers claim frames past the lead only while fewer than this are claimed and not taken.
  private let helpersBelow: Int
  private var error: Error?
  private var stopped = false

  /// A buffer for `frames`, taken in order from their first; `capacity` frames may be
  /// claimed ahead of the writer (`lead` at the start), and helpers claim past the lead only
  /// while fewer than `helpersBelow` are.
  init(frames: Range<Int>, capacity: Int, lead: Int = 0, helpersBelow: Int = .max) {
    (nextToTake, nextToClaim, end) = (frames.lowerBound, frames.lowerBound, frames.upperBound)
    self.capacity = capacity
    leadEnd = frames.lowerBound + lead
    self.helpersBelow = helpersBelow
  }

  /// Blocks a worker until the next frame fits in the buffer (and, for a `helper`, until the
  /// writer is short of frames), and gives it that frame to draw; nil once every frame is
  /// claimed or the run has stopped.
  func claim(helper: Bool) -> Int? {
    condition.lock()
    defer { condition.unlock() }
    while nextToClaim < end && !stopped && error == nil {
      let fits = nextToClaim < max(nextToTake + capacity, leadEnd)
      let wanted = !helper || nextToClaim < leadEnd || nextToClaim - nextToTake < helpersBelow
      if fits && wanted {
        nextToClaim += 1
        return nextToClaim - 1
      }
      condition.wait()
    }
    return nil
  }

  func put(_ index: Int, _ frame: FinishedFrame) {
    condition.lock()
    ready[index] = frame
    condition.broadcast()
    condition.unlock()
  }

  func fail(_ error: Error) {
    condition.lock()
    if self.error == nil { self.error = error }
    condition.broadcast()
    condition.unlock()
  }

  /// Blocks the writer until frame `index` is ready, and removes it; throws `.interrupted`
  /// within a tenth of a second of `interruption` being raised.
  func take(_ index: Int, interruption: Interruption? = nil) throws -> FinishedFrame {
    condition.lock()
    defer { condition.unlock() }
    while true {
      if interruption?.isRaised == true { throw ExportError.interrupted }
      if ready[index] != nil || error != nil { break }
      _ = condition.wait(until: Date().addingTimeInterval(0.1))
    }
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
