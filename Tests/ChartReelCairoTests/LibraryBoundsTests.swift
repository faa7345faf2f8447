import ChartReel
import Foundation
import TestSupport
import Testing

/// Every public query that takes a time or a size, called with NaN, ±∞, 0, negative, huge
/// and `.max`: times are clamped to the scene (NaN reads as 0), sizes out of bounds throw.
@Suite struct LibraryBoundsTests {
  static let times: [Double] = [
    .nan, .infinity, -.infinity, 0, -1, 1e19, -1e19, .greatestFiniteMagnitude,
    -.greatestFiniteMagnitude, .leastNonzeroMagnitude,
  ]

  static func scene() throws -> Scene {
    try TestPaths.loadScene("scene-graph.json")
  }

  @Test("state(of:at:), probe(at:), frame(of:at:) and a chart's state(at:) clamp any time")
  func queriesClampTime() throws {
    let scene = try Self.scene()
    let compiled = TestPaths.compile(scene)
    let measurer = ApproximateTextMeasurer()
    let ids = scene.entries.compactMap(\.id)
    let end = scene.duration
    for t in Self.times {
      let clamped = t.isNaN ? 0 : min(max(t, 0), end)
      for id in ids {
        #expect(
          compiled.state(of: id, at: t) == compiled.state(of: id, at: clamped), "\(id) at \(t)")
        #expect(compiled.frame(of: id, at: t) == compiled.frame(of: id, at: clamped))
        #expect(
          compiled.state(of: ChartHandle(id), at: t)
            == compiled.state(of: ChartHandle(id), at: clamped))
        #expect(
          compiled.state(of: TextHandle(id), at: t)
            == compiled.state(of: TextHandle(id), at: clamped))
        #expect(
          compiled.state(of: SliderHandle(id), at: t)
            == compiled.state(of: SliderHandle(id), at: clamped))
        #expect(
          compiled.state(of: ShapeHandle(id), at: t)
            == compiled.state(of: ShapeHandle(id), at: clamped))
      }
      let line = compiled.probe(at: t, measurer: measurer).serialized
      #expect(line == compiled.probe(at: clamped, measurer: measurer).serialized, "probe at \(t)")
      #expect(try scene.probe(at: t).serialized == scene.probe(at: clamped).serialized)
    }
  }

  @Test(
    "renderSheet refuses columns, rows and cell widths out of bounds before any work",
    arguments: [0, -1, Int.max, Int.min, 51, 63, 4097])
  func sheetSizes(value: Int) throws {
    let scene = try Self.scene()
    let output = TestPaths.temporaryFolder() + "/sheet.png"
    for (columns, rows, cellWidth) in [(value, 3, 480), (4, value, 480), (4, 3, value)]
    where !(1...50).contains(columns) || !(1...50).contains(rows)
      || !(64...4096).contains(cellWidth)
    {
      #expect(throws: ExportError.self) {
        try scene.renderSheet(to: output, columns: columns, rows: rows, cellWidth: cellWidth)
      }
      #expect(!FileManager.default.fileExists(atPath: output))
    }
  }
}
