import ChartReel
import Foundation

/// Renders single frames and probes for the studio, at most `limit` at once.
///
/// A full-size frame goes through the same pipeline, rasterizer and PNG encoder as
/// `chartreel render SCENE --at SECONDS -o frame.png`, so its bytes are that file's; a preview
/// is the same frame drawn smaller, for playback. The work runs on Dispatch's threads, off the
/// server's event loops; requests past the limit wait, past `queueLimit` waiting they are
/// refused, and a waiting request whose task is cancelled (its client left) gives up its place
/// without rendering.
public actor FrameRenderer {
  /// Why a frame or a probe was not made.
  public enum Failure: Error, Equatable {
    /// The time is not a number from 0 to the scene's duration.
    case badTime(String)
    /// Too many requests are waiting for a render.
    case busy
    /// The request was cancelled (its client left) before its render started.
    case cancelled
  }

  /// The most renders running at once.
  public let limit: Int
  /// The most requests waiting for a render before more are refused.
  public let queueLimit: Int
  private var running = 0
  private var nextTicket = 0
  private var waiting: [(ticket: Int, continuation: CheckedContinuation<Bool, Never>)] = []

  public init(limit: Int = 2, queueLimit: Int = 32) {
    self.limit = max(1, limit)
    self.queueLimit = queueLimit
  }

  /// The renders started and the waiting requests dropped because their client left, so far.
  public private(set) var counts = (rendered: 0, abandoned: 0)

  /// The requests waiting for a render now.
  public var waitingCount: Int { waiting.count }

  /// The frame index `chartreel render --at t` renders: t × fps rounded, within the scene.
  public static func frameIndex(at t: Double, in scene: Scene) throws(Failure) -> Int {
    guard t.isFinite, t >= 0, t <= scene.duration else {
      throw .badTime("t expects a time from 0 to the scene's duration, \(scene.duration) s")
    }
    return min(Int((t * Double(scene.canvas.fps)).rounded()), scene.frameCount - 1)
  }

  /// The PNG of the frame at time `t`.
  public func png(_ compiled: CompiledScene, at t: Double) async throws -> [UInt8] {
    let index = try Self.frameIndex(at: t, in: compiled.scene)
    return try await run { try compiled.png(frame: index) }
  }

  /// The PNG of frame `index` drawn `height` pixels tall (the canvas's aspect kept): what the
  /// page shows while playing; with the seconds the drawing took (the wait for a turn not
  /// counted), from which the page tells how many frames a second the server can draw.
  public func preview(_ compiled: CompiledScene, frame index: Int, height: Int) async throws
    -> (png: [UInt8], seconds: Double)
  {
    guard (0..<compiled.scene.frameCount).contains(index) else {
      throw Failure.badTime(
        "i expects a frame from 0 to \(compiled.scene.frameCount - 1), found \(index)")
    }
    let height = min(max(height, 90), compiled.scene.canvas.height)
    return try await run {
      let start = DispatchTime.now().uptimeNanoseconds
      let png = try compiled.png(frame: index, height: height)
      return (png, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
  }

  /// What `chartreel probe SCENE --at t` prints for chart 0, as one line of JSON.
  public func probe(_ compiled: CompiledScene, at t: Double) async throws -> String {
    guard t.isFinite, (0...1_000_000).contains(t) else {
      throw Failure.badTime("t expects a time from 0 to 1000000 s")
    }
    return try await run {
      compiled.probe(at: t, chart: 0, measurer: try PangoTextMeasurer()).serialized
    }
  }

  /// Runs `work` on a Dispatch thread once fewer than `limit` renders are running; a request
  /// cancelled while it waits throws `Failure.cancelled` and renders nothing.
  private func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    if Task.isCancelled { throw Failure.cancelled }
    if running >= limit {
      guard waiting.count < queueLimit else { throw Failure.busy }
      nextTicket += 1
      let ticket = nextTicket
      let granted = await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
          if Task.isCancelled {
            continuation.resume(returning: false)
          } else {
            waiting.append((ticket, continuation))
          }
        }
      } onCancel: {
        Task { await self.abandon(ticket) }
      }
      guard granted else {
        counts.abandoned += 1
        throw Failure.cancelled
      }
    } else {
      running += 1
    }
    defer { release() }
    counts.rendered += 1
    return try await withCheckedThrowingContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
    }
  }

  /// Hands the finished render's place to the first waiting request, if any.
  private func release() {
    if waiting.isEmpty {
      running -= 1
    } else {
      waiting.removeFirst().continuation.resume(returning: true)
    }
  }

  /// Drops the waiting request `ticket` (its client left): it renders nothing.
  private func abandon(_ ticket: Int) {
    guard let position = waiting.firstIndex(where: { $0.ticket == ticket }) else { return }
    waiting.remove(at: position).continuation.resume(returning: false)
  }
}
