import ChartReel
import Foundation

/// Renders single frames and probes for the studio, at most `limit` at once.
///
/// A frame goes through the same pipeline, rasterizer and PNG encoder as
/// `chartreel render SCENE --at SECONDS -o frame.png`, so its bytes are that file's. The work
/// runs on Dispatch's threads, off the server's event loops; requests past the limit wait,
/// and past `queueLimit` waiting they are refused.
public actor FrameRenderer {
  /// Why a frame or a probe was not made.
  public enum Failure: Error, Equatable {
    /// The time is not a number from 0 to the scene's duration.
    case badTime(String)
    /// Too many requests are waiting for a render.
    case busy
  }

  /// The most renders running at once.
  public let limit: Int
  /// The most requests waiting for a render before more are refused.
  public let queueLimit: Int
  private var running = 0
  private var waiting: [CheckedContinuation<Void, Never>] = []

  public init(limit: Int = 2, queueLimit: Int = 32) {
    self.limit = max(1, limit)
    self.queueLimit = queueLimit
  }

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

  /// What `chartreel probe SCENE --at t` prints for chart 0, as one line of JSON.
  public func probe(_ compiled: CompiledScene, at t: Double) async throws -> String {
    guard t.isFinite, (0...1_000_000).contains(t) else {
      throw Failure.badTime("t expects a time from 0 to 1000000 s")
    }
    return try await run {
      compiled.probe(at: t, chart: 0, measurer: try PangoTextMeasurer()).serialized
    }
  }

  /// Runs `work` on a Dispatch thread once fewer than `limit` renders are running.
  private func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    if running >= limit {
      guard waiting.count < queueLimit else { throw Failure.busy }
      await withCheckedContinuation { waiting.append($0) }
    } else {
      running += 1
    }
    defer {
      if waiting.isEmpty { running -= 1 } else { waiting.removeFirst().resume() }
    }
    return try await withCheckedThrowingContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
    }
  }
}
