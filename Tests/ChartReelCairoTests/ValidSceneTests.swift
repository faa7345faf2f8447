import ChartReel
import Foundation
import TestSupport
import Testing

/// Every scene that validates renders every frame without a trap.
///
/// A few hundred random valid scenes (`ValidSceneGenerator`) are validated, probed and drawn
/// at sampled times, with Pango and Cairo, on every run. `CHARTREEL_VALID_SCENES=N` (as
/// `scripts/fuzz --valid-scenes N` sets it) draws N instead, and `CHARTREEL_VALID_SEED`
/// starts from another seed.
@Suite struct ValidSceneTests {
  static let environment = ProcessInfo.processInfo.environment
  static let count = environment["CHARTREEL_VALID_SCENES"].flatMap { Int($0) } ?? 300
  static let seed = environment["CHARTREEL_VALID_SEED"].flatMap { UInt64($0) } ?? 20
  /// The first scene drawn (`CHARTREEL_VALID_FROM`), to replay one found failing.
  static let first = environment["CHARTREEL_VALID_FROM"].flatMap { Int($0) } ?? 0

  @Test("random valid scenes validate, probe and render sampled frames without a trap")
  func randomScenes() throws {
    var generator = ValidSceneGenerator(random: SeededGenerator(seed: Self.seed))
    var refused: [String] = []
    var failed: [String] = []
    var rasterizers: [String: CairoRasterizer] = [:]
    for index in 0..<Self.count {
      let generated = generator.scene()
      if index < Self.first { continue }
      let scene: Scene
      do { scene = try generated.decode() } catch {
        refused.append("scene \(index): \(error)")
        continue
      }
      let canvas = scene.canvas
      let key = "\(canvas.width)x\(canvas.height)"
      let rasterizer =
        try rasterizers[key] ?? CairoRasterizer(width: canvas.width, height: canvas.height)
      rasterizers[key] = rasterizer
      let compiled = CompiledScene(scene, measurer: rasterizer.measurer)
      let frames = scene.frameCount
      for frame in Set([0, frames / 3, frames / 2, max(0, frames - 1)]) {
        let t = scene.time(ofFrame: frame)
        for chart in 0..<max(1, compiled.chartCount) {
          _ = compiled.probe(at: t, chart: chart, measurer: rasterizer.measurer).serialized
        }
        do {
          _ = try rasterizer.render(
            compiled.displayList(atFrame: frame, measurer: rasterizer.measurer))
        } catch {
          failed.append("scene \(index), frame \(frame): \(error)\n\(generated.json)")
          break
        }
      }
    }
    #expect(failed.isEmpty, "\(failed.count) failed: \(failed.prefix(3).joined(separator: "\n"))")
    // The generator aims at valid scenes; a few may be refused (a window narrower than four
    // steps of irregular data, say): at most one in twenty.
    #expect(refused.count * 20 < Self.count, "\(refused.prefix(5).joined(separator: "\n"))")
  }

  /// Scenes the generator found failing, each drawn at a few times: a node scaled to 0,
  /// text scaled past what FreeType makes, a timeline with a mini-map, a point annotation on
  /// a gap, a chart scaled so that its layer would pass Cairo's largest image.
  static let found: [String] = [
    #"{"type": "text", "text": "Hi", "size": 24, "scale": 0}"#,
    #"{"type": "text", "text": "Hi", "size": 200, "scale": 40}"#,
    #"{"type": "text", "text": "Hi", "size": 2, "scale": 300}"#,
    #"{"type": "chart", "data": {"timeline": "data/usage.json"}, "minimap": true}"#,
    #"{"type": "chart", "data": {"file": "gap.json"}, "annotations": [{"type": "point", "series": "y0", "x": 2000, "label": "On a gap"}]}"#,
    #"{"type": "chart", "data": {"file": "data/chart_data.json", "chart": 0}, "title": "Big", "scale": 1000}"#,
  ]

  @Test(
    "a chart scaled 1000× in a 33 × 48 canvas renders every frame (scene 40 of seed 1195001024)")
  func textSizedUnderItsOwnMatrix() throws {
    // Its text was sized under the matrix of the text drawn before it: Pango's size wrapped,
    // FreeType refused the font, and Cairo failed every later frame of the process.
    var generator = ValidSceneGenerator(random: SeededGenerator(seed: 1_195_001_024))
    for _ in 0..<40 { _ = generator.scene() }
    let scene = try generator.scene().decode()
    let rasterizer = try CairoRasterizer(width: scene.canvas.width, height: scene.canvas.height)
    let compiled = CompiledScene(scene, measurer: rasterizer.measurer)
    for frame in 0..<scene.frameCount {
      _ = try rasterizer.render(compiled.displayList(atFrame: frame, measurer: rasterizer.measurer))
    }
  }

  @Test(
    "text past the largest glyphs measures and draws as scaled outlines, and text after it still draws"
  )
  func hugeTextThenText() throws {
    let rasterizer = try CairoRasterizer(width: 160, height: 90)
    let small = rasterizer.measurer.measure("Hi", font: Font(size: 2048))
    let huge = rasterizer.measurer.measure("Hi", font: Font(size: 95_537))
    #expect(abs(huge.width / small.width - 95_537 / 2048) < 0.01 * 95_537 / 2048)
    for size in [95_537.0, 12] {
      let run = TextRun(
        "Hi", at: Point(x: -40_000, y: -40_000), font: Font(size: size), color: .black)
      _ = try rasterizer.render(
        DisplayList(size: Size(width: 160, height: 90), background: .white, nodes: [.text(run)]))
    }
  }

  @Test("scenes the generator found failing now render", arguments: found)
  func foundScenes(root: String) throws {
    let gap =
      ##"{"columns": [["x", 0, 1000, 2000, 3000, 4000], ["y0", 1, 2, null, 4, 5]], "types": {"x": "x", "y0": "line"}, "names": {"y0": "A"}, "colors": {"y0": "#FF0000"}}"##
    let json =
      #"{"canvas": {"width": 160, "height": 90, "fps": 4}, "duration": 1, "root": "#
      + root + "}"
    let scene = try SceneDecoder.decode(Array(json.utf8), file: "found.json") {
      path throws(InputError) in
      if path.hasSuffix("gap.json") { return InputFile(path: path, bytes: Array(gap.utf8)) }
      return try DataFiles().read(TestPaths.root + "/Scenes/" + path)
    }
    let rasterizer = try CairoRasterizer(width: 160, height: 90)
    let compiled = CompiledScene(scene, measurer: rasterizer.measurer)
    for frame in 0..<scene.frameCount {
      _ = try rasterizer.render(compiled.displayList(atFrame: frame, measurer: rasterizer.measurer))
    }
  }
}
