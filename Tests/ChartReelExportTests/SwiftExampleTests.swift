import ChartReel
import Foundation
import TestSupport
import Testing

/// The example of docs/swift.md and the README, compiled and run: a scene built in Swift,
/// rendered to an MP4, and its states checked.
@Suite struct SwiftExampleTests {
  @Test("the documented example builds, renders and checks a scene")
  func example() throws {
    let folder = TestPaths.temporaryFolder()
    _ = FileManager.default.changeCurrentDirectoryPath(TestPaths.root)
    let output = folder + "/promo.mp4"
    // example:begin
    let data = try ChartData.load("Scenes/data/chart_data.json", chart: 0)
    let scene = try Scene(
      canvas: Canvas(width: 1280, height: 720, fps: 30),
      root: .column(
        padding: 32, gap: 16,
        [
          .text("Joined and left", id: "title", size: 34, weight: .bold),
          .chart(
            id: "main", data: data,
            annotations: [
              .annotation(
                .band(from: data.x[60], to: data.x[67]), id: "promo", label: "Promo week")
            ]),
          .text("Promo week doubled sign-ups", id: "note", size: 22, opacity: 0),
        ]),
      actions: [
        Action(at: 0.5, duration: 1, target: "main", WindowChange(Window(0.4, 0.8))),
        Action(at: 1.2, duration: 0.4, target: "note", OpacityChange(1)),
        Action(at: 2, duration: 0.6, target: "title", TextChange("After the promo")),
      ])
    try scene.render(to: output)  // an MP4, encoded by ffmpeg

    let chart = try #require(try scene.compiled().chart("main"))
    #expect(chart.state(at: 1.5).window.isClose(to: Window(0.4, 0.8)))
    #expect(ChartState.close(chart.state(at: 0.75).window.lower, 0.625))  // from 0.7, linearly
    // example:end
    let video = try CommandRun.probeVideo(output)
    #expect(video["codec_name"] == "h264")
    #expect(video["nb_read_frames"] == "\(scene.frameCount)")
  }

  @Test("docs/swift.md shows exactly the code this test runs")
  func documentedCodeIsTheTestedCode() throws {
    let source = try String(contentsOfFile: #filePath, encoding: .utf8)
    let tested = Self.lines(between: "// example:begin", "// example:end", in: source)
    let doc = try String(contentsOfFile: TestPaths.root + "/docs/swift.md", encoding: .utf8)
    let shown = Self.lines(between: "// example:begin", "// example:end", in: doc)
    #expect(!tested.isEmpty)
    #expect(shown == tested)
  }

  /// The lines strictly between two markers, without their indentation.
  static func lines(between begin: String, _ end: String, in text: String) -> [String] {
    let all = text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    guard let first = all.firstIndex(of: begin), let last = all.firstIndex(of: end), first < last
    else { return [] }
    return Array(all[(first + 1)..<last])
  }
}

extension Window {
  /// Whether both ends agree within `tolerance`.
  func isClose(to other: Window, tolerance: Double = 1e-9) -> Bool {
    ChartState.close(lower, other.lower, tolerance)
      && ChartState.close(upper, other.upper, tolerance)
  }
}
