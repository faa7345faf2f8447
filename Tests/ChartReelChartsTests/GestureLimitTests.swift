import ChartReelCharts
import ChartReelCore
import TestSupport
import Testing

/// Gestures at the limits of what scenes may write never leave the data or go narrower than the
/// minimum, whatever the data, the curve or the overlap.
@Suite struct GestureLimitTests {
  @Test("extreme gestures keep the window finite, inside the data and wide enough at every frame")
  func extremes() throws {
    var random = SeededGenerator(seed: 2019)
    let data = try #require(TestPaths.loadScene("pan.json").chartContents.first).data
    let minimum = data.minimumWindowWidth
    let curves: [TimingCurve] = [.linear, .fastOutSlowIn, TimingCurve(0.3, -10, 0.7, 10)]
    for round in 0..<40 {
      var actions: [Action] = []
      var at = 0.0
      for _ in 0..<5 {
        let point = Point(
          x: Double.random(in: 0...1, using: &random), y: Double.random(in: 0...1, using: &random))
        let change: any Change
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
          change = PinchChange(
            scale: [Double.leastNonzeroMagnitude, 0.001, 0.5, 3, 1000].randomElement(
              using: &random)!,
            focus: point)
        case 1:
          change = DragChange(
            by: Point(x: Double.random(in: -100_000...100_000, using: &random), y: 0), from: point)
        case 2:
          change = FlingChange(velocity: Double.random(in: -100_000...100_000, using: &random))
        default: change = DoubleTapChange(at: point)
        }
        actions.append(
          Action(
            at: at,
            duration: change is FlingChange ? nil : Double.random(in: 0...0.5, using: &random),
            curve: curves.randomElement(using: &random)!, target: "chart", change))
        at += Double.random(in: 0...0.4, using: &random)
      }
      let scene = try Scene(
        canvas: Canvas(
          width: 320, height: 180, fps: 30, direction: round % 2 == 0 ? .leftToRight : .rightToLeft),
        root: Node(id: "chart", ChartContent(data: data)), actions: actions, duration: at + 1)
      let compiled = TestPaths.compile(scene)
      for t in compiled.frameTimes() {
        let window = compiled.charts[0].state(at: t).window
        #expect(window.lower >= 0 && window.upper <= 1, "round \(round) at \(t): \(window)")
        #expect(window.width >= minimum - 1e-9, "round \(round) at \(t): \(window)")
        let touches = compiled.timeline.value(TouchMarks.touches.key("chart"), at: t)
        #expect(touches != nil)
        #expect((touches ?? []).allSatisfy { $0.x.isFinite && $0.y.isFinite })
      }
    }
  }
}
