import Foundation

extension Scene {
  /// Renders the scene to `path` off the caller's thread, reporting progress, as
  /// `render(to:options:)` does.
  ///
  /// `progress` is called with the frames written so far and the frames in all (over all
  /// passes: twice the frames for a GIF), from the render's thread, first with 0. Cancelling
  /// the task stops the render within a frame or so and throws `CancellationError`; the output
  /// is written under a temporary name and moved into place only when complete, so a
  /// cancelled render leaves nothing at `path` (nor a temporary file beside it).
  ///
  /// ```swift
  /// let summary = try await scene.render(to: "promo.mp4") { done, total in
  ///   print("\(done)/\(total)")
  /// }
  /// ```
  @discardableResult
  public func render(
    to path: String, options: RenderOptions = RenderOptions(),
    progress: @escaping @Sendable (_ done: Int, _ total: Int) -> Void
  ) async throws -> RenderSummary {
    try await rendered(to: path, options: options, progress: progress).summary
  }

  /// Renders the scene to the file or folder `url` off the caller's thread, reporting
  /// progress, as `render(to:options:progress:)` does with its path.
  @discardableResult
  public func render(
    to url: URL, options: RenderOptions = RenderOptions(),
    progress: @escaping @Sendable (_ done: Int, _ total: Int) -> Void
  ) async throws -> RenderSummary {
    try await render(to: url.renderPath(), options: options, progress: progress)
  }

  /// Renders the scene to the file or folder `url` as a sequence of progress, as
  /// `renderProgress(to:options:)` does with its path.
  public func renderProgress(to url: URL, options: RenderOptions = RenderOptions())
    -> AsyncThrowingStream<RenderProgress, any Error>
  {
    do {
      return renderProgress(to: try url.renderPath(), options: options)
    } catch {
      return AsyncThrowingStream { $0.finish(throwing: error) }
    }
  }

  /// Renders off the caller's thread; returns the summary and the frames written in all.
  private func rendered(
    to path: String, options: RenderOptions,
    progress: @escaping @Sendable (_ done: Int, _ total: Int) -> Void
  ) async throws -> (summary: RenderSummary, total: Int) {
    try Task.checkCancellation()
    let interruption = Interruption()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let thread = Thread {
          do {
            let plan = try RenderPlan(scene: self, output: path, options: options)
            let total = plan.frames.count * plan.passes
            progress(0, total)
            let summary = try plan.run(interruption: interruption) { progress($0, total) }
            continuation.resume(returning: (summary, total))
          } catch {
            continuation.resume(throwing: interruption.isRaised ? CancellationError() : error)
          }
        }
        // The command line renders on the main thread; give this one as much stack.
        thread.stackSize = 8 << 20
        thread.start()
      }
    } onCancel: {
      interruption.raise()
    }
  }

  /// Renders the scene to `path` as `render(to:options:progress:)` does, as a sequence of
  /// progress: the last element carries the summary, and the sequence throws what the render
  /// throws.
  ///
  /// Ending the iteration early — a `break`, or cancelling the task iterating — cancels the
  /// render, which then leaves nothing at `path`.
  ///
  /// ```swift
  /// for try await step in scene.renderProgress(to: "promo.mp4") {
  ///   print(Int(step.fraction * 100), "%")
  /// }
  /// ```
  public func renderProgress(to path: String, options: RenderOptions = RenderOptions())
    -> AsyncThrowingStream<RenderProgress, any Error>
  {
    AsyncThrowingStream { continuation in
      let task = Task {
        do {
          let (summary, total) = try await rendered(to: path, options: options) { done, total in
            continuation.yield(RenderProgress(done: done, total: total))
          }
          continuation.yield(RenderProgress(done: total, total: total, summary: summary))
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }
}
