import ChartReelCharts
import ChartReelCore
import ChartReelInput
import Foundation
import TestSupport
import Testing

/// The slider node: values on whole steps at every frame, labels formatted as asked, handles on
/// their values, a finger that drags a handle.
@Suite struct SliderTests {
  /// A scene of one slider in a padded column, with `actions` on it.
  func scene(
    _ slider: SliderContent, _ actions: [Action] = [], canvas: Canvas? = nil,
    duration: Double? = nil
  ) throws -> CompiledScene {
    let root = Node(
      LinearContainer(axis: .vertical, padding: Insets(all: 40)),
      children: [Node(id: "slider", slider)])
    let scene = try Scene(
      canvas: canvas ?? Canvas(width: 640, height: 200, fps: 30), root: root,
      actions: actions.map { action in
        var action = action
        action.target = "slider"
        return action
      }, duration: duration)
    return TestPaths.compile(scene)
  }

  @Test("values stay whole steps inside the range, in order, with handles on them, at every frame")
  func valuesOnStepsAtEveryFrame() throws {
    var random = SeededGenerator(seed: 13)
    let steps = [0.01, 0.05, 0.25, 1, 5, 25, 100]
    let curves: [TimingCurve] = [.linear, .easeInOut, .fastOutSlowIn, TimingCurve(0.5, -2, 0.5, 3)]
    for _ in 0..<60 {
      let step = steps.randomElement(using: &random)!
      let count = Int.random(in: 1...120, using: &random)
      let minimum = Double(Int.random(in: -40...40, using: &random)) * step
      let maximum = minimum + Double(count) * step
      func value() -> Double { minimum + Double(Int.random(in: 0...count, using: &random)) * step }
      func pair() -> [Double] { [value(), value()].sorted() }
      let slider = SliderContent(minimum: minimum, maximum: maximum, step: step, values: pair())
      var actions: [Action] = []
      var at = 0.0
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        at += Double.random(in: 0...0.6, using: &random)
        let timing = (
          duration: Double.random(in: 0...1, using: &random),
          curve: curves.randomElement(using: &random)!
        )
        if Bool.random(using: &random) {
          let values = pair()
          actions.append(
            Action(
              at: at, duration: timing.duration, curve: timing.curve,
              SliderValuesChange(values[0], values[1])))
        } else {
          let to = Double.random(in: minimum...maximum, using: &random)
          let handle: SliderDragChange.Handle = Bool.random(using: &random) ? .lower : .upper
          actions.append(
            Action(
              at: at, duration: timing.duration, curve: timing.curve,
              SliderDragChange(handle, to: to)))
        }
      }
      let compiled = try scene(slider, actions)
      for t in compiled.frameTimes() {
        let probe = try #require(compiled.probe("slider", at: t))
        let values = try #require(probe["values"]?.numbers)
        let track = try #require(probe["track"]?.numbers)
        let handles = try #require(probe["handles"]?.numbers)
        try #require(values.count == 2 && handles.count == 2)
        #expect(values[0] <= values[1], "at \(t): \(values)")
        for (value, handle) in zip(values, handles) {
          #expect(value >= minimum && value <= maximum, "at \(t): \(value)")
          let steps = (value - minimum) / step
          #expect(near(steps, steps.rounded(), 1e-6), "at \(t): \(value) is not on a step")
          let x = track[0] + (value - minimum) / (maximum - minimum) * track[2]
          #expect(
            near(handle, x, 1e-6), "at \(t): the handle of \(value) is at \(handle), not \(x)")
        }
      }
    }
  }

  @Test(
    "labels are the values formatted as asked",
    arguments: [
      (
        NumberFormat(style: .currency, currency: "EUR", locale: "de_DE"),
        ["100\u{A0}€", "400\u{A0}€"]
      ),
      (NumberFormat(style: .currency, currency: "USD", locale: "en_US"), ["$100", "$400"]),
      (NumberFormat(style: .decimal, locale: "de_DE", fractionDigits: 2), ["100,00", "400,00"]),
      (NumberFormat(style: .decimal), ["100", "400"]),
    ])
  func labels(format: NumberFormat, expected: [String]) throws {
    let slider = SliderContent(
      minimum: 0, maximum: 1000, step: 25, values: [100, 400], format: format)
    let probe = try #require(try scene(slider).probe("slider", at: 0))
    #expect(probe["labels"]?.strings == expected)
  }

  @Test("percentages take the digits their step needs, in the canvas's locale")
  func percentLabels() throws {
    let slider = SliderContent(
      minimum: 0, maximum: 1, step: 0.005, values: [0.25, 0.705],
      format: NumberFormat(style: .percent))
    let english = try #require(try scene(slider).probe("slider", at: 0))
    #expect(english["labels"]?.strings == ["25.0%", "70.5%"])
    let french = try scene(slider, canvas: Canvas(width: 640, height: 200, locale: "fr_FR"))
    #expect(french.probe("slider", at: 0)?["labels"]?.strings == ["25,0\u{A0}%", "70,5\u{A0}%"])
  }

  @Test("the formatters are shared safely by frames drawn on several threads")
  func labelsOnManyThreads() async throws {
    let slider = SliderContent(
      minimum: 0, maximum: 1000, step: 1, values: [0, 1000],
      format: NumberFormat(style: .currency, currency: "EUR", locale: "de_DE"))
    let compiled = try scene(slider, [Action(at: 0, duration: 2, SliderValuesChange(500, 501))])
    let results = await withTaskGroup(of: (Double, [String]).self) { group in
      for frame in 0..<60 {
        group.addTask {
          let t = Double(frame) / 30
          return (t, compiled.probe("slider", at: t)?["labels"]?.strings ?? [])
        }
      }
      return await group.reduce(into: [(Double, [String])]()) { $0.append($1) }
    }
    #expect(results.count == 60)
    for (t, labels) in results {
      #expect(labels == compiled.probe("slider", at: t)?["labels"]?.strings)
    }
    #expect(compiled.probe("slider", at: 0)?["labels"]?.strings == ["0\u{A0}€", "1.000\u{A0}€"])
  }

  @Test("an animated change makes the handles step")
  func animatedValuesStep() throws {
    let slider = SliderContent(minimum: 0, maximum: 100, step: 10, values: [0, 100])
    let compiled = try scene(slider, [Action(at: 0, duration: 1, SliderValuesChange(0, 0))])
    let uppers = compiled.frameTimes(to: 1).compactMap {
      compiled.probe("slider", at: $0)?["values"]?.numbers.last
    }
    // 31 frames through 11 values: each held for a few frames, never between steps.
    #expect(Set(uppers) == Set(stride(from: 0.0, through: 100, by: 10)))
    #expect(uppers == uppers.sorted(by: >))
  }

  @Test("a drag moves one finger evenly, the handle snapped to the nearest step under it")
  func dragSnapsUnderTheFinger() throws {
    let slider = SliderContent(minimum: 0, maximum: 1000, step: 25, values: [100, 400])
    let compiled = try scene(
      slider, [Action(at: 0.5, duration: 1, SliderDragChange(.upper, to: 780))], duration: 2)
    let track = try #require(compiled.probe("slider", at: 0)?["track"]?.numbers)
    func value(atX x: Double) -> Double { (x - track[0]) / track[2] * 1000 }
    for t in compiled.frameTimes() {
      let probe = try #require(compiled.probe("slider", at: t))
      let values = try #require(probe["values"]?.numbers)
      let touches = probe["touches"]?.points ?? []
      if t >= 0.5 && t < 1.5 {
        #expect(touches.count == 1, "at \(t)")
        let finger = try #require(touches.first)
        // The finger moves evenly from the handle's place to 780's.
        #expect(near(value(atX: finger.x), 400 + 380 * (t - 0.5), 1e-6))
        #expect(near(finger.y, track[1] + track[3] / 2))
        #expect(values[1] == (value(atX: finger.x) / 25).rounded() * 25, "at \(t)")
      } else {
        #expect(touches.isEmpty, "at \(t)")
      }
      #expect(values[0] == 100)
    }
    #expect(compiled.probe("slider", at: 2)?["values"]?.numbers == [100, 775])
  }

  @Test("a dragged handle stops at the other one while the finger goes on")
  func dragStopsAtTheOtherHandle() throws {
    let slider = SliderContent(minimum: 0, maximum: 1000, step: 25, values: [100, 400])
    let compiled = try scene(
      slider, [Action(at: 0, duration: 1, SliderDragChange(.lower, to: 900))], duration: 1.5)
    let late = try #require(compiled.probe("slider", at: 0.9))
    #expect(late["values"]?.numbers == [400, 400])
    let handles = try #require(late["handles"]?.numbers)
    let finger = try #require(late["touches"]?.points.first)
    #expect(finger.x > handles[1] + 100)
    #expect(compiled.probe("slider", at: 1.2)?["values"]?.numbers == [400, 400])
  }

  @Test("the finger is drawn only when the canvas shows touches, and only while it drags")
  func touchesAreDrawnWhenAsked() throws {
    let slider = SliderContent(minimum: 0, maximum: 10, step: 1, values: [2, 8])
    let drag = [Action(at: 0.2, duration: 0.5, SliderDragChange(.lower, to: 5))]
    func discs(_ compiled: CompiledScene, at t: Double) -> Int {
      compiled.displayList(at: t, measurer: ApproximateTextMeasurer()).nodes.leaves.filter {
        if case .fill(_, let color) = $0 { color == TouchMarks.fill } else { false }
      }.count
    }
    let shown = try scene(
      slider, drag, canvas: Canvas(width: 640, height: 200, fps: 30, showsTouches: true))
    let hidden = try scene(slider, drag)
    #expect(discs(shown, at: 0.4) == 1)
    #expect(discs(shown, at: 0.1) == 0 && discs(shown, at: 0.8) == 0)
    #expect(discs(hidden, at: 0.4) == 0)
    // The probe lists the finger either way: it is the state, not the drawing.
    #expect(hidden.probe("slider", at: 0.4)?["touches"]?.points.count == 1)
  }

  @Test("on a right-to-left canvas the minimum is on the right")
  func rightToLeft() throws {
    let slider = SliderContent(minimum: 0, maximum: 100, step: 1, values: [20, 70])
    let compiled = try scene(
      slider, canvas: Canvas(width: 640, height: 200, fps: 30, direction: .rightToLeft))
    let probe = try #require(compiled.probe("slider", at: 0))
    let track = try #require(probe["track"]?.numbers)
    let handles = try #require(probe["handles"]?.numbers)
    #expect(near(handles[0], track[0] + 0.8 * track[2], 1e-6))
    #expect(near(handles[1], track[0] + 0.3 * track[2], 1e-6))
  }

  @Test("a slider has a natural height, so it lays out in a column")
  func naturalHeight() throws {
    let root = Node(
      LinearContainer(axis: .vertical, gap: 10),
      children: [
        Node(id: "a", SliderContent(minimum: 0, maximum: 1, step: 0.5)),
        Node(id: "b", SliderContent(minimum: 0, maximum: 1, step: 0.5, size: 40)),
      ])
    let compiled = TestPaths.compile(
      try Scene(canvas: Canvas(width: 400, height: 400), root: root, duration: 1))
    let a = try #require(compiled.frame(of: "a"))
    let b = try #require(compiled.frame(of: "b"))
    #expect(a.height > 40 && a.height < 80)
    #expect(near(b.height, 2 * a.height, 1.5))  // layout rounds to whole pixels
    #expect(near(b.minY, a.maxY + 10))
    #expect(a.width == 400)
  }
}
