import ChartReel
import Foundation
import TestSupport
import Testing

/// Frames compared with PNGs stored in Tests/Golden, and their display lists with text
/// snapshots stored beside them, so a reviewer sees both what changed and where.
///
/// The comparison, its tolerance and what a failure reports are `GoldenCheck`'s; these
/// display lists are stored whole. Set CHARTREEL_UPDATE_GOLDEN=1 to rewrite the files. Every
/// chart kind's frames are `KindGoldenTests`.
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

  @Test(arguments: cases)
  func matchesGolden(_ golden: Case) throws {
    var scene = try TestPaths.loadScene(golden.scene)
    scene.canvas.width = 640
    scene.canvas.height = 360
    let rasterizer = try CairoRasterizer(width: 640, height: 360)
    let list = CompiledScene(scene, measurer: rasterizer.measurer)
      .displayList(at: golden.time, measurer: rasterizer.measurer)
    let frame = try rasterizer.render(list)
    try GoldenCheck.check(
      golden.name, list: list, frame: frame, folder: Self.folder, compact: false)
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
      GoldenCheck.countDiffering(changed, expected)
        > changed.width * changed.height / GoldenCheck.differingShare)
    let diff = try #require(GoldenCheck.differenceImage(changed, expected))
    let red = diff.pixel(x: 115, y: 115)
    #expect(red.red == 255 && red.green == 0 && red.blue == 0, "the square is red in the diff")
    let same = diff.pixel(x: 10, y: 10)
    #expect(same.green >= 191 && same.blue >= 191, "an unchanged pixel is faded, not red")
  }

  @Test("a changed display list reports only the lines that differ, with their numbers")
  func textDiffShowsOnlyChangedLines() {
    let old = "canvas 2x2\nfill #FFFFFF a\nstroke #000000 b\ntext \"x\"\n"
    let new = "canvas 2x2\nfill #FFFFFF a\nstroke #000000@50% b\ntext \"x\"\ntext \"y\"\n"
    #expect(
      GoldenCheck.lineChanges(from: old, to: new) == [
        "- 3: stroke #000000 b", "+ 3: stroke #000000@50% b", "+ 5: text \"y\"",
      ])
    #expect(GoldenCheck.lineChanges(from: old, to: old).isEmpty)
  }

  @Test("a compacted snapshot keeps short lines and marks a changed long one")
  func compactedLinesStillDiffer() {
    let path = (0..<200).map { "L\($0),\($0)" }.joined(separator: " ")
    let moved = path.replacingOccurrences(of: "L150,150", with: "L150,151")
    let a = GoldenCheck.compacted("fill #FFFFFF M0,0 \(path)\ntext \"x\"")
    let b = GoldenCheck.compacted("fill #FFFFFF M0,0 \(moved)\ntext \"x\"")
    #expect(a != b)
    #expect(a.hasSuffix("\ntext \"x\""))
    #expect(a.count < 400)
  }
}
