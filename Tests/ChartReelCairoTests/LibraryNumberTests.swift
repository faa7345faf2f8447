import ChartReel
import Foundation
import TestSupport
import Testing

/// The public entry points that take a frame, a size, a thread count or a sampling step,
/// called with NaN, ±∞, 0, negative, huge and `.max` values: each throws `InputError` (or
/// `ExportError` for a render's options) or clamps as documented, and none traps, hangs or
/// tries to allocate absurd memory. (Times: `LibraryBoundsTests`.)
@Suite struct LibraryNumberTests {
  static let integers = [Int.min, -1, 0, 1, 2, 8193, 100_000, Int.max]
  static let steps: [Double] = [
    .nan, .infinity, -.infinity, 0, -1, -.greatestFiniteMagnitude, .leastNonzeroMagnitude,
  ]

  @Test(
    "png(frame:height:) throws InputError for a frame outside the scene or a height out of 2–8192")
  func pngNumbers() throws {
    let compiled = TestPaths.compile(try TestPaths.loadScene("scene-graph.json"))
    let frames = compiled.scene.frameCount
    for index in Self.integers + [frames, frames + 1] where !(0..<frames).contains(index) {
      #expect(throws: InputError.self, "frame \(index)") { try compiled.png(frame: index) }
    }
    for height in Self.integers where !(2...8192).contains(height) {
      #expect(throws: InputError.self, "height \(height)") {
        try compiled.png(frame: 0, height: height)
      }
    }
    #expect(try compiled.png(frame: frames - 1, height: 2).count > 8)
  }

  @Test("render(to:options:) refuses frames outside the scene and clamps any thread count")
  func renderOptionNumbers() throws {
    let scene = try TestPaths.loadScene("scene-graph.json")
    let folder = TestPaths.temporaryFolder()
    let frames = scene.frameCount
    let ranges: [Range<Int>] = [
      Int.min..<Int.min, Int.min..<0, -1..<1, frames..<(frames + 1), 0..<Int.max,
      (Int.max - 1)..<Int.max, 3..<3,
    ]
    for range in ranges {
      #expect(throws: ExportError.self, "frames \(range)") {
        try scene.render(to: folder + "/bad/", options: RenderOptions(frames: range))
      }
    }
    // Threads: outside 1 to 32 is refused (issue 38); 32 renders, starting no more than fit
    // the memory budget (and the frames rendered).
    for threads in [Int.min, -1, 0, 33, Int.max] {
      #expect(throws: ExportError.self, "threads \(threads)") {
        try scene.render(
          to: folder + "/bad/", options: RenderOptions(frames: 0..<3, threads: threads))
      }
    }
    for threads in [1, 32] {
      let output = folder + "/threads\(threads)/"
      try scene.render(to: output, options: RenderOptions(frames: 0..<3, threads: threads))
      #expect(try FileManager.default.contentsOfDirectory(atPath: output).count == 3)
    }
  }

  @Test(
    "samples(every:) gives one row for a step that is no positive number, and at most 100,001",
    .timeLimit(.minutes(2)))
  func sampleSteps() throws {
    let compiled = TestPaths.compile(try TestPaths.loadScene("scene-graph.json"))
    let chart = try #require(compiled.charts.first)
    for step in Self.steps {
      let rows = chart.samples(every: step).rows.count
      if step > 0 && step.isFinite {
        #expect(rows == 100_001, "step \(step)")
      } else {
        #expect(rows == 1, "step \(step)")
      }
    }
    #expect(chart.samples(every: 0.5).rows.count == Int(compiled.scene.duration / 0.5) + 1)
  }

  @Test("time(ofFrame:) takes any index")
  func frameTimes() throws {
    let scene = try TestPaths.loadScene("scene-graph.json")
    for index in Self.integers {
      #expect(scene.time(ofFrame: index) == Double(index) / Double(scene.canvas.fps))
    }
  }
}
