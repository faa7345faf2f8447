import ChartReel
import TestSupport
import Testing

/// `Timeline.samples(every:)`: a whole animation checked in a few lines.
@Suite struct StateTableTests {
  @Test("the demo scene hides y0 from 2 s to 3 s and shows it again by 4 s, linearly")
  func hideAndShowSampledEveryHalfSecond() throws {
    let table = Timeline(scene: try TestPaths.loadScene("pan-zoom-hide.json")).samples(every: 0.5)
    #expect(table.times == [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5])
    #expect(table.alpha("y0") == [1, 1, 1, 1, 1, 0.5, 0, 0.5, 1, 1, 1])
    #expect(table.alpha("y1") == Array(repeating: 1, count: 11))
    #expect(table.alpha("y9") == nil)
    #expect(
      table[\.window].prefix(3) == [Window(0.75, 1), Window(0.575, 0.825), Window(0.4, 0.65)])
    #expect(table[\.yRange.max][6] == 105)
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
