import ChartReelCharts
import ChartReelCore
import TestSupport
import Testing

/// Scenes built in Swift are checked like decoded ones: each slider and gesture problem names
/// its key path (the decoded forms are in Tests/Fixtures/invalid).
@Suite struct ControlErrorTests {
  /// The key paths and messages of the problems of a column holding a slider and a chart, with
  /// `action` on the node `target`.
  func problems(
    slider: SliderContent = SliderContent(minimum: 0, maximum: 1000, step: 25),
    _ change: (any Change)? = nil, target: NodeID = "price"
  ) throws -> [String] {
    let data = try #require(TestPaths.loadScene("pan.json").chartContents.first).data
    let root = Node(
      LinearContainer(axis: .vertical),
      children: [
        Node(id: "price", slider), Node(id: "note", TextContent("Note")),
        Node(id: "chart", ChartContent(data: data)),
      ])
    do {
      _ = try Scene(
        canvas: Canvas(width: 320, height: 180), root: root,
        actions: change.map { [Action(at: 0, target: target, $0)] } ?? [], duration: 1)
      return []
    } catch {
      return error.problems.map { "\($0.keyPath): \($0.message)" }
    }
  }

  @Test func sliderSettings() throws {
    #expect(
      try problems(slider: SliderContent(minimum: 0, maximum: 1000, step: 30)) == [
        "children[0].step: a step of 30 does not divide the range from 0 to 1000 (33.33 steps); expected a step that does"
      ])
    #expect(
      try problems(slider: SliderContent(minimum: 5, maximum: 1, step: 1)) == [
        "children[0].max: expected a maximum greater than the minimum 5, found 1"
      ])
    #expect(
      try problems(slider: SliderContent(minimum: 0, maximum: 10, step: 0)) == [
        "children[0].step: expected a step greater than 0, found 0"
      ])
    #expect(
      try problems(slider: SliderContent(minimum: 0, maximum: 10, step: 1, values: [2, 11])) == [
        "children[0].values[1]: expected a value from 0 to 10, found 11"
      ])
    #expect(
      try problems(slider: SliderContent(minimum: 0, maximum: 10, step: 1, values: [1, 2, 3])) == [
        "children[0].values: expected [lower, upper], found 3 values"
      ])
    let euros = NumberFormat(style: .currency, locale: "de_DE", fractionDigits: 20)
    #expect(
      try problems(slider: SliderContent(minimum: 0, maximum: 10, step: 1, format: euros)) == [
        "children[0].format.currency: missing key, expected an ISO 4217 code like \"EUR\"",
        "children[0].format.fractionDigits: expected a whole number from 0 to 12, found 20",
      ])
  }

  @Test("off-step values are refused on any range: steps are counted in exact decimals")
  func offStepOnWideRange() throws {
    let wide = try problems(
      slider: SliderContent(minimum: -1e15, maximum: 1e15, step: 2e6, values: [3, 5]))
    #expect(wide.count == 1)
    #expect(
      wide.first?.hasPrefix("children[0].values[0]: 3 is not a whole number of steps of ") == true,
      "\(wide)")
    #expect(
      try problems(
        slider: SliderContent(minimum: -1e15, maximum: 1e15, step: 2e6, values: [0, 4e6])) == [])
    #expect(
      try problems(slider: SliderContent(minimum: 0, maximum: 1, step: 0.1, values: [0.3, 0.7]))
        == [])
    let tenths = try problems(
      slider: SliderContent(minimum: 0, maximum: 1, step: 0.1, values: [0.3, 0.75]))
    #expect(tenths.first?.hasPrefix("children[0].values[1]: 0.75 is not a whole number") == true)
    let range = try problems(slider: SliderContent(minimum: 0, maximum: 1_000_000.5, step: 1))
    #expect(range.first?.hasPrefix("children[0].step: a step of 1 does not divide") == true)
  }

  @Test func sliderActions() throws {
    #expect(
      try problems(SliderValuesChange(0, 110)) == [
        "actions[0].values[1]: 110 is not a whole number of steps of 25 from 0; the nearest are 100 and 125"
      ])
    #expect(
      try problems(SliderDragChange(.upper, to: 2000)) == [
        "actions[0].to: expected a value from 0 to 1000, found 2000"
      ])
    #expect(
      try problems(SliderValuesChange(0, 100), target: "note") == [
        "actions[0].values: \"values\" applies to sliders, not to text nodes"
      ])
  }

  @Test("the Swift example of docs/controls.md is a valid scene")
  func documentedExample() throws {
    let slider = SliderContent(
      minimum: 0, maximum: 1000, step: 25, values: [100, 400],
      format: NumberFormat(style: .currency, currency: "EUR", locale: "de_DE"))
    let actions: [(NodeID, any Change)] = [
      ("price", SliderDragChange(.upper, to: 780)),
      ("chart", PinchChange(scale: 2, focus: Point(x: 0.3, y: 0.5))),
      ("chart", DragChange(by: Point(x: -300, y: 0))),
      ("chart", FlingChange(velocity: -750)),
      ("chart", DoubleTapChange(at: Point(x: 0.5, y: 0.5))),
    ]
    for (target, change) in actions {
      #expect(
        try problems(slider: slider, change, target: target).isEmpty, "\(change.scripted.key)")
    }
  }

  @Test func gestures() throws {
    #expect(
      try problems(PinchChange(scale: 0), target: "chart") == [
        "actions[0].pinch.scale: expected a scale greater than 0 and at most 1000, found 0"
      ])
    #expect(
      try problems(PinchChange(scale: 2, focus: Point(x: 0.5, y: 1.5)), target: "chart") == [
        "actions[0].pinch.focus[1]: expected a fraction of the plot from 0 to 1, found 1.5"
      ])
    #expect(
      try problems(DoubleTapChange(at: Point(x: -1, y: 0)), target: "chart") == [
        "actions[0].doubleTap.at[0]: expected a fraction of the plot from 0 to 1, found -1"
      ])
    #expect(
      try problems(PinchChange(scale: 2), target: "note") == [
        "actions[0].pinch: \"pinch\" is a gesture on charts, not on text nodes"
      ])
    #expect(
      try problems(DragChange(by: Point(x: 10, y: 0)), target: "price") == [
        "actions[0].drag: \"drag\" is a gesture on charts, not on slider nodes; a slider's drag is \"lower\" or \"upper\" with \"to\""
      ])
    #expect(try problems(FlingChange(velocity: 1e6), target: "chart").count == 1)
  }
}
