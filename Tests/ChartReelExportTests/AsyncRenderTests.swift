import ChartReel
import Foundation
import TestSupport
import Testing

/// `try await scene.render(to:progress:)` and `scene.renderProgress(to:)`: the frames written
/// (read back with ffprobe), progress up to the total, and cancellation leaving no output.
@Suite(.serialized) struct AsyncRenderTests {
  let folder = TestPaths.temporaryFolder()

  /// A chart panning for `seconds` at 320×180 and 30 fps.
  func scene(seconds: Double) throws -> Scene {
    let data = try ChartData.load(TestPaths.scene("data/chart_data.json"), chart: 0)
    let main = ChartHandle("main")
    return try Scene(canvas: Canvas(width: 320, height: 180, fps: 30), duration: seconds) {
      Chart(id: main, data: data)
    } script: {
      At(0, duration: seconds) { main.pan(-0.3) }
    }
  }

  /// Progress calls, kept across the render's thread.
  final class Calls: @unchecked Sendable {
    private let lock = NSLock()
    private var calls: [(done: Int, total: Int)] = []

    func add(_ done: Int, _ total: Int) {
      lock.lock()
      calls.append((done, total))
      lock.unlock()
    }

    var all: [(done: Int, total: Int)] {
      lock.lock()
      defer { lock.unlock() }
      return calls
    }
  }

  /// The files in the test's folder, temporary ones included.
  var leftovers: [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
  }

  @Test("an awaited render writes every frame and reports progress from 0 to the total")
  func awaited() async throws {
    let output = folder + "/async.mp4"
    let calls = Calls()
    let summary = try await scene(seconds: 2).render(to: output) { calls.add($0, $1) }
    #expect(summary.frames == 60)
    #expect(try CommandRun.probeVideo(output)["nb_read_frames"] == "60")
    let all = calls.all
    #expect(all.first?.done == 0 && all.last?.done == 60)
    #expect(all.allSatisfy { $0.total == 60 })
    #expect(zip(all, all.dropFirst()).allSatisfy { $0.done < $1.done })
  }

  @Test("a GIF's progress counts both passes")
  func gifPasses() async throws {
    let calls = Calls()
    try await scene(seconds: 0.5).render(to: folder + "/a.gif") { calls.add($0, $1) }
    #expect(calls.all.last.map { [$0.done, $0.total] } == [30, 30])
  }

  /// A task cancelled from any thread: the render's own, so that the test does not wait for a
  /// free thread of the cooperative pool (other suites may hold them all) to cancel it.
  final class Canceller: @unchecked Sendable {
    private let lock = NSLock()
    private var task: Task<RenderSummary, any Error>?

    func hold(_ task: Task<RenderSummary, any Error>) {
      lock.lock()
      self.task = task
      lock.unlock()
    }

    func cancel() {
      lock.lock()
      let task = self.task
      lock.unlock()
      task?.cancel()
    }
  }

  @Test(
    "cancelling the task stops the render and leaves nothing behind",
    arguments: ["mp4", "gif", "png/"])
  func cancelled(format: String) async throws {
    let output = folder + "/cancelled." + format
    let scene = try scene(seconds: 60)
    let canceller = Canceller()
    let task = Task {
      try await scene.render(to: output) { done, _ in
        if done >= 5 { canceller.cancel() }
      }
    }
    canceller.hold(task)
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(!FileManager.default.fileExists(atPath: output))
    #expect(leftovers.isEmpty, "\(leftovers)")
  }

  @Test("a task cancelled before the render starts writes nothing")
  func cancelledBefore() async throws {
    let output = folder + "/never.mp4"
    let scene = try scene(seconds: 1)
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await scene.render(to: output) { _, _ in }
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(leftovers.isEmpty)
  }

  @Test("the progress sequence ends with the summary; leaving it early cancels the render")
  func sequence() async throws {
    let output = folder + "/sequence.webm"
    var last: RenderProgress?
    for try await step in try scene(seconds: 1).renderProgress(to: output) { last = step }
    #expect(last?.done == 30 && last?.total == 30 && last?.fraction == 1)
    #expect(last?.summary?.frames == 30)
    #expect(try CommandRun.probeVideo(output)["nb_read_frames"] == "30")

    // Long enough (18,000 frames) that the loop is left long before the render could end,
    // even while other suites hold the cooperative pool's threads.
    let abandoned = folder + "/abandoned.mp4"
    for try await step in try scene(seconds: 600).renderProgress(to: abandoned) where step.done >= 5
    {
      break
    }
    // The render stops on its own thread: wait for it to clean up.
    for _ in 0..<100 where leftovers != ["sequence.webm"] {
      try await Task.sleep(for: .milliseconds(50))
    }
    #expect(leftovers == ["sequence.webm"])
    #expect(!FileManager.default.fileExists(atPath: abandoned))
  }
}
