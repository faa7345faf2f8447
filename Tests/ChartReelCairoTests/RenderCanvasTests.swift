import ChartReel
import Foundation
import TestSupport
import Testing

/// `RenderOptions.canvas`: a render at any other size and frame rate than the scene's, as the
/// studio's export panel asks for.
@Suite struct RenderCanvasTests {
  /// The width and height a PNG file's header gives.
  private func pngSize(_ path: String) throws -> (Int, Int) {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    let word = { (at: Int) in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (word(16), word(20))
  }

  @Test("a canvas of another size and rate gives its frames: the same time, at its rate and size")
  func otherSizeAndRate() throws {
    let scene = try Scene(canvas: Canvas(width: 64, height: 36, fps: 10), duration: 0.3) {
      Text("Hi")
    }
    let folder = URL(fileURLWithPath: TestPaths.temporaryFolder(), isDirectory: true)
      .appendingPathComponent("frames", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    var options = RenderOptions()
    options.canvas = Canvas(width: 32, height: 18, fps: 20)
    let summary = try scene.render(to: folder, options: options)
    #expect(summary.frames == 6)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names.count == 6)
    for name in names {
      let size = try pngSize(folder.appendingPathComponent(name).path)
      #expect(size.0 == 32 && size.1 == 18, "\(name) is \(size.0)×\(size.1)")
    }
  }
}
