import ChartReel
import Foundation
import Testing

/// docs/swift.md's first example as a user's test: a scene written with the DSL, its
/// interpolation read through typed handles, and an awaited render with progress.
///
/// docs/swift.md shows the lines between each pair of markers unchanged.
@Test("the promo scene written with the DSL interpolates as scripted and renders")
func promoSceneDSL() async throws {
  // dsl:begin
  let path = try #require(Bundle.module.path(forResource: "chart_data", ofType: "json"))
  let data = try ChartData.load(path, chart: 0)
  let dates = data.dates  // x values are milliseconds since 1970 (UTC)
  let title = TextHandle("title")
  let main = ChartHandle("main")
  let note = TextHandle("note")

  let scene = try Scene(canvas: Canvas(width: 1280, height: 720, fps: 30)) {
    Column(padding: 32, gap: 16) {
      Text("Joined and left", id: title).size(34).bold()
      Chart(id: main, data: data) {
        Band(from: dates[60], to: dates[67], label: "Promo week")
      }
      Text("Promo week doubled sign-ups", id: note).size(22).opacity(0)
    }
  } script: {
    At(0.5, duration: 1) { main.window(0.4...0.8) }
    At(1.2, duration: 0.4) { note.opacity(1) }
    At(2, duration: 0.6) { title.text("After the promo") }
  }
  // dsl:end

  // state:begin
  let compiled = try scene.compiled()
  let window = try #require(compiled.state(of: main, at: 1.5)).window
  #expect(window.isApproximatelyEqual(to: Window(0.4, 0.8)))
  let moving = try #require(compiled.state(of: main, at: 0.75)).window
  #expect(moving.lower.isApproximatelyEqual(to: 0.625))  // from 0.7, linearly
  let fading = try #require(compiled.state(of: note, at: 1.4))
  #expect(fading.opacity.isApproximatelyEqual(to: 0.5))
  #expect(
    fading.frame.isApproximatelyEqual(to: try #require(compiled.state(of: note, at: 0)).frame))
  let changing = try #require(compiled.state(of: title, at: 2.3))
  #expect(changing.previousText == "Joined and left" && changing.text == "After the promo")
  #expect(compiled.state(of: TextHandle("captoin"), at: 1.4) == nil)  // unknown id: nil
  #expect(compiled.state(of: TextHandle("main"), at: 1.4) == nil)  // not a text node: nil
  // state:end

  // async:begin
  let output = FileManager.default.temporaryDirectory.appendingPathComponent("promo-dsl.mp4")
  let summary = try await scene.render(to: output.path) { done, total in
    if done == total { print("rendered \(total) frames") }
  }
  #expect(summary.frames == 93)  // 3.1 s (the last action ends at 2.6 s, then 0.5 s) at 30 fps
  // async:end
  #expect(FileManager.default.fileExists(atPath: output.path))
}
