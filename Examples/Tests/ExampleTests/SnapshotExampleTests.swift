import ChartReel
import ChartReelSnapshotTesting
import Foundation
import Testing

/// docs/swift.md's snapshot example as a user's test: the probe, a frame and a filmstrip of a
/// scene, compared with the snapshots recorded in __Snapshots__/SnapshotExampleTests/.
///
/// docs/swift.md shows the lines between the markers unchanged.
@Test("the promo scene's probe, frame and filmstrip match their recorded snapshots")
func promoSnapshots() throws {
  let path = try #require(Bundle.module.path(forResource: "chart_data", ofType: "json"))
  let data = try ChartData.load(path, chart: 0)
  // snapshot:begin
  let main = ChartHandle("main")
  let scene = try Scene(canvas: Canvas(width: 480, height: 270, fps: 30)) {
    Chart(id: main, data: data).legend(false)
  } script: {
    At(0.5, duration: 1) { main.window(from: 0.4, to: 0.8) }
    At(1, duration: 0.4) { main.hide(main.series("y1")) }
  }
  let compiled = try scene.compiled()
  assertSnapshot(of: compiled, as: .probe(at: 1.2))  // JSON: keys sorted, 6 decimals
  assertSnapshot(of: compiled, as: .frame(at: 1.2))  // PNG: pixels within 2 levels
  assertSnapshot(of: compiled, as: .filmstrip(times: [0, 0.75, 1.5]))
  // snapshot:end
}
