import ChartReel
import Foundation
import Testing

/// docs/swift.md's example as a user's test: a scene built, rendered and checked.
///
/// The scene is built in Swift, rendered to an MP4, and its interpolation checked;
/// docs/swift.md shows the lines between the markers unchanged.
@Test("the promo scene renders and its window moves from 0.7 to 0.8 linearly")
func promoScene() throws {
  // example:begin
  let path = try #require(Bundle.module.path(forResource: "chart_data", ofType: "json"))
  let data = try ChartData.load(path, chart: 0)
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
      Action(at: 0.5, duration: 1, target: "main", .window(0.4...0.8)),
      Action(at: 1.2, duration: 0.4, target: "note", .opacity(1)),
      Action(at: 2, duration: 0.6, target: "title", .text("After the promo")),
    ])
  let output = FileManager.default.temporaryDirectory.appendingPathComponent("promo.mp4").path
  try scene.render(to: output)  // an MP4, encoded by ffmpeg

  let compiled = try scene.compiled()
  let chart = try #require(compiled.chart("main"))
  #expect(chart.state(at: 1.5).window.isApproximatelyEqual(to: Window(0.4, 0.8)))
  #expect(chart.state(at: 0.75).window.lower.isApproximatelyEqual(to: 0.625))  // from 0.7, linearly
  #expect(
    try #require(compiled.timeline.value(.opacity("note"), at: 1.4)).isApproximatelyEqual(to: 0.5))
  #expect(compiled.timeline.value(.opacity("captoin"), at: 1.4) == nil)  // unknown id: nil
  // example:end
  #expect(FileManager.default.fileExists(atPath: output))
}

/// Chart data built in Swift is checked as data files are: bad data throws, never traps.
@Test("bad chart data throws an InputError that describes itself")
func badChartDataThrows() {
  // errors:begin
  do {
    _ = try ChartData(
      x: [0, 86_400_000, 172_800_000, 259_200_000, 345_600_000, 432_000_000],
      series: [ChartSeries(id: "y0", name: "Joined", color: .black, kind: .line, values: [1, 2])])
    Issue.record("expected an InputError")
  } catch {
    #expect(
      error.localizedDescription
        == "ChartData: series[0].values: series \"y0\" has 2 values but x has 6; expected the same length"
    )
  }
  // errors:end
}
