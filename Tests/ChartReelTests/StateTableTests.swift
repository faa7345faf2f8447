import ChartReel
import TestSupport
import Testing

/// `Timeline.samples(every:)`: a whole animation checked in a few lines.
@Suite struct StateTableTests {
  /// The example of docs/scene-format.md, "Checking animations", with the scene's path found
  /// from the package root.
  @Test func hidingFadesAndRescales() throws {
    let timeline = Timeline(
      scene: try SceneDecoder.load(path: TestPaths.scene("pan-zoom-hide.json")))
    let table = timeline.samples(every: 0.5)

    #expect(table.times == [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5])
    // y0 is hidden from 2 s to 3 s and shown again from 3 s to 4 s, linearly.
    #expect(table.alpha("y0") == [1, 1, 1, 1, 1, 0.5, 0, 0.5, 1, 1, 1])
    #expect(
      table[\.window].prefix(3) == [Window(0.75, 1), Window(0.575, 0.825), Window(0.4, 0.65)])
    #expect(table[\.yRange.max][6] == 105)  // at 3 s only y1 is visible
    #expect(timeline.state(at: 2.5).yRange == ValueRange(22, 191.5))
  }

  @Test func seriesAlphasByID() throws {
    let table = Timeline(scene: try TestPaths.loadScene("pan-zoom-hide.json")).samples(every: 0.5)
    #expect(table.alpha("y1") == Array(repeating: 1, count: 11))
    #expect(table.alpha("y9") == nil)
  }

  @Test func sampleTimesAreOnANanosecondGrid() {
    #expect(Timeline.sampleTimes(every: 0.1, through: 0.5) == [0, 0.1, 0.2, 0.3, 0.4, 0.5])
    #expect(Timeline.sampleTimes(every: 0.3, through: 1) == [0, 0.3, 0.6, 0.9])
    #expect(Timeline.sampleTimes(every: 2, through: 1) == [0])
  }

  @Test func anExplicitListOfTimesKeepsItsOrder() throws {
    let timeline = Timeline(scene: try TestPaths.loadScene("pan-zoom-hide.json"))
    let table = timeline.sampledTable(times: [2.5, 0])
    #expect(table.rows == [timeline.state(at: 2.5), timeline.state(at: 0)])
  }
}
