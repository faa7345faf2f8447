import ChartReel
import Foundation
import TestSupport
import Testing

/// Frames compared with PNGs stored in Tests/Golden, and their display lists with text
/// snapshots stored beside them, so a reviewer sees both what changed and where.
///
/// Tolerance: a frame matches when no more than 0.2 % of its pixels differ by more than 2
/// (of 255) in any channel — room for a different Cairo or FreeType build to antialias a
/// few edge pixels differently, and far too little for anything a person would see. The
/// display list must match exactly. Set CHARTREEL_UPDATE_GOLDEN=1 to rewrite the files.
@Suite struct GoldenFrameTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var scene: String
    var time: Double
    var testDescription: String { "\(name) (\(scene) at \(time) s)" }
  }

  static let cases = [
    Case(name: "day", scene: "pan-zoom-hide.json", time: 0.5),
    Case(name: "mid-fade", scene: "pan-zoom-hide.json", time: 2.5),
    Case(name: "night-indicator", scene: "night.json", time: 3.0),
    Case(name: "indicator", scene: "indicator-sweep.json", time: 2.0),
    Case(name: "theme-mid-switch", scene: "theme-switch.json", time: 1.0),
    Case(name: "scene-graph", scene: "scene-graph.json", time: 2.4),
  ]

  static let folder = TestPaths.root + "/Tests/Golden"
  static let updating = ProcessInfo.processInfo.environment["CHARTREEL_UPDATE_GOLDEN"] == "1"

  @Test(arguments: cases)
  func matchesGolden(_ golden: Case) throws {
    var scene = try TestPaths.loadScene(golden.scene)
    scene.canvas.width = 640
    scene.canvas.height = 360
    let rasterizer = try CairoRasterizer(width: 640, height: 360)
    let list = CompiledScene(scene, measurer: rasterizer.measurer)
      .displayList(at: golden.time, measurer: rasterizer.measurer)
    let frame = try rasterizer.render(list)
    let pngPath = "\(Self.folder)/\(golden.name).png"
    let textPath = "\(Self.folder)/\(golden.name).txt"
    if Self.updating {
      try Data(PNGEncoder.encode(frame)).write(to: URL(fileURLWithPath: pngPath))
      try list.snapshot.write(toFile: textPath, atomically: true, encoding: .utf8)
      return
    }
    let expectedText = try String(contentsOfFile: textPath, encoding: .utf8)
    #expect(list.snapshot == expectedText, "display list differs from \(textPath)")
    let expected = try PNGDecoder.decode(path: pngPath)
    #expect(expected.width == frame.width && expected.height == frame.height)
    let differing = Self.countDiffering(frame, expected, tolerance: 2)
    let allowed = frame.width * frame.height / 500
    if differing > allowed {
      let actualPath = NSTemporaryDirectory() + "golden-\(golden.name)-actual.png"
      try Data(PNGEncoder.encode(frame)).write(to: URL(fileURLWithPath: actualPath))
      Issue.record(
        "\(differing) pixels differ from \(pngPath) (allowed \(allowed)); got \(actualPath)")
    }
  }

  static func countDiffering(_ a: Frame, _ b: Frame, tolerance: Int) -> Int {
    guard a.bytes.count == b.bytes.count else { return a.width * a.height }
    var count = 0
    var index = 0
    while index < a.bytes.count {
      for channel in 0..<4
      where abs(Int(a.bytes[index + channel]) - Int(b.bytes[index + channel])) > tolerance {
        count += 1
        break
      }
      index += 4
    }
    return count
  }

  @Test("the comparison notices a change a person would see")
  func comparisonCanFail() throws {
    let expected = try PNGDecoder.decode(path: "\(Self.folder)/day.png")
    var changed = expected
    // Paint a 30×30 square black.
    for y in 100..<130 {
      for x in 100..<130 {
        let offset = (y * changed.width + x) * 4
        changed.bytes.replaceSubrange(offset..<offset + 4, with: [0, 0, 0, 255])
      }
    }
    #expect(
      Self.countDiffering(changed, expected, tolerance: 2) > changed.width * changed.height / 500)
  }
}
