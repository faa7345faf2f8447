import ChartReel
import ChartReelSnapshotTesting
import Foundation
import SnapshotTesting
import TestSupport
import Testing

/// The snapshot strategies as a user's test meets them: the first run records, the second
/// passes, a changed scene fails with a message that says what changed.
@Suite struct SnapshotStrategyTests {
  /// A small scene of a chart whose window moves from 0.7...1 to `window`.
  static func compiled(window: ClosedRange<Double> = 0.4...0.8) throws -> CompiledScene {
    let data = try ChartData.load(TestPaths.scene("data/chart_data.json"), chart: 0)
    let main = ChartHandle("main")
    let scene = try Scene(canvas: Canvas(width: 240, height: 160, fps: 10)) {
      Chart(id: main, data: data).minimap(false).legend(false)
    } script: {
      At(0, duration: 1) { main.window(window) }
    }
    return try scene.compiled()
  }

  /// Runs `verifySnapshot` against snapshots in `folder`, as `assertSnapshot` would.
  static func verify(
    _ compiled: CompiledScene, _ strategy: Snapshotting<CompiledScene, some Any>,
    _ folder: String, name: String, testName: String = #function
  ) -> String? {
    verifySnapshot(
      of: compiled, as: strategy, named: name, record: .missing, snapshotDirectory: folder,
      testName: testName)
  }

  @Test("the probe records, then matches, then shows the values that moved")
  func probe() throws {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let first = Self.verify(try Self.compiled(), .probe(at: 1), folder, name: "probe")
    #expect(first?.contains("Automatically recorded snapshot") == true)
    let text = try String(contentsOfFile: folder + "/probe.probe.json", encoding: .utf8)
    #expect(text.contains("\"window\": [\n"))  // indented, keys sorted
    #expect(text.contains("0.4,") && !text.contains("0.39999999"))  // rounded
    #expect(Self.verify(try Self.compiled(), .probe(at: 1), folder, name: "probe") == nil)
    let changed = Self.verify(
      try Self.compiled(window: 0.5...0.8), .probe(at: 1), folder, name: "probe")
    #expect(changed?.contains("−    0.4,") == true)
    #expect(changed?.contains("+    0.5,") == true)
  }

  @Test(
    "a frame records, then matches by pixels, then fails and writes an image of the differences")
  func frame() throws {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let first = Self.verify(try Self.compiled(), .frame(at: 1), folder, name: "frame")
    #expect(first?.contains("Automatically recorded snapshot") == true)
    let png = try Data(contentsOf: URL(fileURLWithPath: folder + "/frame.frame.png"))
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(Self.verify(try Self.compiled(), .frame(at: 1), folder, name: "frame") == nil)
    let changed = try #require(
      Self.verify(try Self.compiled(window: 0.5...0.8), .frame(at: 1), folder, name: "frame"))
    #expect(changed.contains("pixels differ by more than 2 levels"))
    let path = try #require(changed.components(separatedBy: "dimmed): ").last)
      .components(separatedBy: "\n")[0]
    #expect(FileManager.default.fileExists(atPath: path))
    try? FileManager.default.removeItem(atPath: path)
    // A tolerance that allows every pixel to differ lets the changed frame pass.
    #expect(
      Self.verify(
        try Self.compiled(window: 0.5...0.8),
        .frame(at: 1, tolerance: PixelTolerance(channel: 2, pixels: 1)), folder, name: "frame")
        == nil)
  }

  @Test("a filmstrip holds its frames side by side")
  func filmstrip() throws {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = Self.verify(try Self.compiled(), .filmstrip(times: [0, 0.5, 1]), folder, name: "strip")
    let png = try Data(contentsOf: URL(fileURLWithPath: folder + "/filmstrip.strip.png"))
    // The PNG's IHDR: width and height, big-endian, at bytes 16 and 20.
    let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
    #expect(width == 3 * 240 && height == 160)
    #expect(
      Self.verify(try Self.compiled(), .filmstrip(times: [0, 0.5, 1]), folder, name: "strip")
        == nil)
  }
}
