import ChartReel
import Foundation
import TestSupport
import Testing

@testable import ChartReelCairo

/// The blocks a frame drew on (`DrawnBlocks`): outside them every pixel is the background's,
/// so the YUV conversion may skip reading them — on every scene, on frames drawn in turn by
/// one rasteriser over the blank surface the last one left, at even sizes (as YUV 4:2:0 wants)
/// some of which are not a multiple of 16.
@Suite struct DrawnBlocksTests {
  /// The places where a pixel outside the drawn blocks is not `blank`, as "x,y".
  static func strayPixels(_ pixels: FramePixels, blank: UInt32) -> [String] {
    guard let drawn = pixels.drawn else { return ["no drawn blocks lent"] }
    var stray: [String] = []
    for y in 0..<pixels.height {
      let row = pixels.row(y)
      for x in 0..<pixels.width where !drawn.isMarked(pair: y / 2, chunk: x / 8) {
        if row.load(fromByteOffset: 4 * x, as: UInt32.self) != blank, stray.count < 5 {
          stray.append("\(x),\(y)")
        }
      }
    }
    return stray
  }

  /// Draws every `stride`-th frame of `compiled` with one rasteriser in turn, consuming each;
  /// returns the frames with stray pixels, or whose YUV bytes differ from a fresh full
  /// conversion, and the share of blocks marked.
  static func check(_ compiled: CompiledScene, width: Int, height: Int, stride: Int) throws
    -> (problems: [String], marked: Double)
  {
    let rasterizer = try CairoRasterizer(width: width, height: height)
    var problems: [String] = []
    var (marked, total) = (0, 0)
    for index in Swift.stride(from: 0, to: compiled.scene.frameCount, by: stride) {
      let list = compiled.displayList(atFrame: index, measurer: rasterizer.measurer)
      var bytes: [UInt8] = []
      try rasterizer.render(list) { pixels, blank in
        let stray = strayPixels(pixels, blank: blank)
        if !stray.isEmpty { problems.append("frame \(index): pixels \(stray) drawn unmarked") }
        if let drawn = pixels.drawn {
          marked += drawn.markedCount
          total += drawn.words.count * 64
        }
        YUV420Converter.convert(pixels, into: &bytes, clearingTo: blank)
      }
      var expected: [UInt8] = []
      let fresh = try CairoRasterizer(width: width, height: height)
      try fresh.render(list) { YUV420Converter.convert($0, into: &expected) }
      if bytes != expected { problems.append("frame \(index): YUV bytes differ") }
    }
    return (problems, total == 0 ? 0 : Double(marked) / Double(total))
  }

  static let sceneNames = try! FileManager.default.contentsOfDirectory(
    atPath: TestPaths.root + "/Scenes"
  ).filter { $0.hasSuffix(".json") }.sorted()

  @Test("every scene of the repository, at 334×188 and 640×360", arguments: sceneNames)
  func repositoryScenes(_ name: String) throws {
    for (width, height, stride) in [(334, 188, 1), (640, 360, 3)] {
      var scene = try TestPaths.loadScene(name)
      scene.canvas = Canvas(width: width, height: height, fps: 5)
      let compiled = try scene.compiled()
      let (problems, _) = try Self.check(compiled, width: width, height: height, stride: stride)
      #expect(problems.isEmpty, "\(name) at \(width)×\(height): \(problems.prefix(5))")
    }
  }

  @Test(
    "generated data of every kind, size, spacing and series count",
    arguments: MatrixScenes.cases().enumerated().filter { $0.offset % 8 == 0 }.map(\.element)
      .filter { $0.width * $0.height <= 1920 * 1080 })
  func matrixScenes(_ matrix: MatrixScenes.Case) throws {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = try MatrixScenes.write(matrix, to: folder, indicator: 0.8)
    let compiled = try SceneDecoder.load(path: path).compiled()
    let (problems, _) = try Self.check(
      compiled, width: matrix.width, height: matrix.height,
      stride: max(1, compiled.scene.frameCount / 6))
    #expect(problems.isEmpty, "\(matrix): \(problems.prefix(5))")
  }

  @Test("random valid scenes: nodes turned, scaled, faded, clipped, text past the glyph sizes")
  func randomScenes() throws {
    var generator = ValidSceneGenerator(random: SeededGenerator(seed: 41))
    var rasterizers: [String: CairoRasterizer] = [:]
    var problems: [String] = []
    for index in 0..<120 {
      guard let scene = try? generator.scene().decode() else { continue }
      let (width, height) = (scene.canvas.width, scene.canvas.height)
      let rasterizer =
        try rasterizers["\(width)x\(height)"] ?? CairoRasterizer(width: width, height: height)
      rasterizers["\(width)x\(height)"] = rasterizer
      let compiled = CompiledScene(scene, measurer: rasterizer.measurer)
      let frames = scene.frameCount
      for frame in Set([0, frames / 3, frames / 2, max(0, frames - 1)]).sorted() {
        let list = compiled.displayList(atFrame: frame, measurer: rasterizer.measurer)
        try rasterizer.render(list) { pixels, blank in
          let stray = Self.strayPixels(pixels, blank: blank)
          if !stray.isEmpty { problems.append("scene \(index), frame \(frame): \(stray)") }
          var bytes: [UInt8] = []
          YUV420Converter.convert(pixels, into: &bytes, clearingTo: blank)
        }
      }
    }
    #expect(problems.isEmpty, "\(problems.prefix(5))")
  }

  @Test("a pan of the bench scene reads under half the blocks at 1280×720")
  func panMarksLittle() throws {
    var scene = try TestPaths.loadScene("pan-zoom-hide.json")
    scene.canvas = Canvas(width: 1280, height: 720, fps: 10)
    let (problems, marked) = try Self.check(
      scene.compiled(), width: 1280, height: 720, stride: 5)
    #expect(problems.isEmpty, "\(problems.prefix(5))")
    // A mark of every shape's box would cover the plot, the mini-map and the legend's row.
    #expect(marked < 0.5, "\(Int(marked * 100)) % of the blocks marked")
    #expect(marked > 0.05, "\(Int(marked * 100)) % of the blocks marked: lines missing?")
  }

  @Test("marks cover the boxes given, clamped to the frame, whole chunks of row pairs")
  func marking() {
    var blocks = DrawnBlocks(width: 100, height: 7)
    #expect(blocks.wordsPerPair == 1 && blocks.words.count == 4)
    blocks.mark(x0: 9, y0: 3, x1: 17, y1: 4)
    #expect(blocks.isMarked(pair: 1, chunk: 1) && blocks.isMarked(pair: 1, chunk: 2))
    #expect(!blocks.isMarked(pair: 1, chunk: 0) && !blocks.isMarked(pair: 1, chunk: 3))
    #expect(!blocks.isMarked(pair: 0) && !blocks.isMarked(pair: 2))
    blocks.mark(Rect(x: 95.5, y: 5.2, width: 40, height: 40), margin: 0)
    #expect(blocks.isMarked(pair: 2, chunk: 11) && blocks.isMarked(pair: 3, chunk: 12))
    #expect(blocks.markedCount == 2 + 4)
    blocks.mark(Rect(x: .nan, y: 0, width: 1, height: 1))
    #expect(blocks.markedCount == 4 * 13)
    blocks.removeAll()
    #expect(blocks.markedCount == 0)
    var wide = DrawnBlocks(width: 1920, height: 2)
    wide.mark(x0: 500, y0: 0, x1: 1100, y1: 1)
    #expect(wide.wordsPerPair == 4 && wide.markedCount == 1100 / 8 - 500 / 8 + 1)
    let chunks: [UInt64] = [0, 0, 0, 1 << 3]
    chunks.withUnsafeBufferPointer { wide.mark(row: 1, chunks: $0.baseAddress!, count: 4) }
    #expect(wide.isMarked(pair: 0, chunk: 195) && !wide.isMarked(pair: 0, chunk: 194))
  }
}
