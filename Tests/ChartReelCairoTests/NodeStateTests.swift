import ChartReel
import Foundation
import TestSupport
import Testing

/// Every node's state at a time, read through its typed handle: nil for an unknown id or a
/// node of another kind, never a trap.
@Suite struct NodeStateTests {
  let compiled: CompiledScene
  let title = TextHandle("title")
  let main = ChartHandle("main")
  let note = TextHandle("note")
  let bar = ShapeHandle("bar")

  init() throws {
    compiled = CompiledScene(
      try SceneBuilderTests.builtScene(), measurer: ApproximateTextMeasurer())
  }

  @Test("a text node's opacity, offset and frame interpolate")
  func textNode() throws {
    let before = try #require(compiled.state(of: note, at: 1))
    let half = try #require(compiled.state(of: note, at: 1.4))
    #expect(before.opacity == 0 && before.type == "text" && before.id == "note")
    #expect(half.opacity.isApproximatelyEqual(to: 0.5))
    #expect(half.offset.isApproximatelyEqual(to: Point(x: 0, y: -5)))
    var moved = half.layoutFrame
    moved.y -= 5
    #expect(half.frame.isApproximatelyEqual(to: moved))
    #expect(!half.frame.isApproximatelyEqual(to: half.layoutFrame))
    #expect(half.scale == 1 && half.text == "Promo week doubled sign-ups")
  }

  @Test("a text cross-fade and the theme's text colour")
  func textAndColour() throws {
    let start = try #require(compiled.state(of: title, at: 0))
    #expect(start.text == "Joined and left" && start.textProgress == 1)
    #expect(start.color.isApproximatelyEqual(to: Palette.day.text))
    let fading = try #require(compiled.state(of: title, at: 2.3))
    #expect(fading.previousText == "Joined and left" && fading.text == "After the promo")
    #expect(fading.textProgress.isApproximatelyEqual(to: 0.5))  // easeInOut is symmetric
    let turning = try #require(compiled.state(of: title, at: 3.1))  // theme half way
    #expect(turning.color.isApproximatelyEqual(to: Palette.blended(0.5).text))
    #expect(!turning.color.isApproximatelyEqual(to: Palette.day.text))
    #expect(
      try #require(compiled.state(of: title, at: 3.9)).color.isApproximatelyEqual(
        to: Palette.night.text))
  }

  @Test("a shape's fill and a chart's state")
  func shapeAndChart() throws {
    let shape = try #require(compiled.state(of: bar, at: 2.7))
    let green = Color(rgb: 0x3DC23F)
    let red = Color(rgb: 0xF34C44)
    #expect(
      shape.fill.isApproximatelyEqual(to: Color.interpolate(from: green, to: red, fraction: 0.5)))
    #expect(shape.stroke == .clear && shape.type == "shape")
    let chart = try #require(compiled.state(of: main, at: 1.5))
    #expect(chart.window.isApproximatelyEqual(to: Window(0.4, 0.8)))
    #expect(
      try #require(compiled.state(of: main, at: 0.75)).window.lower.isApproximatelyEqual(to: 0.625))
    #expect(chart == compiled.chart("main")?.state(at: 1.5))
    let band = try #require(compiled.state(of: NodeHandle("promo"), at: 0))
    #expect(band.type == "band" && band.opacity == 1)
  }

  @Test("an unknown id, or a handle of another kind, gives nil")
  func unknown() {
    #expect(compiled.state(of: TextHandle("captoin"), at: 1) == nil)
    #expect(compiled.state(of: NodeHandle("captoin"), at: 1) == nil)
    #expect(compiled.state(of: ChartHandle("note"), at: 1) == nil)
    #expect(compiled.state(of: TextHandle("main"), at: 1) == nil)
    #expect(compiled.state(of: ShapeHandle("title"), at: 1) == nil)
    #expect(compiled.state(of: SliderHandle("bar"), at: 1) == nil)
    #expect(compiled.state(of: NodeID("note"), at: -5)?.opacity == 0)  // before the start
  }

  @Test("a node's effective opacity is its own times its parents'")
  func effectiveOpacity() throws {
    let inner = TextHandle("inner")
    let scene = try Scene(canvas: Canvas(width: 320, height: 240, fps: 10)) {
      Column(id: "outer") {
        Stack(id: "group") { Text("x", id: inner).opacity(0.5) }.opacity(0.5)
      }
    } script: {
      At(0, duration: 1) { NodeHandle("outer").opacity(0) }
    }
    let compiled = CompiledScene(scene, measurer: ApproximateTextMeasurer())
    let state = try #require(compiled.state(of: inner, at: 0.5))
    #expect(state.opacity == 0.5)
    #expect(state.effectiveOpacity.isApproximatelyEqual(to: 0.125))
  }

  @Test("a slider's values interpolate")
  func slider() throws {
    let price = SliderHandle("price")
    let scene = try Scene(canvas: Canvas(width: 320, height: 240, fps: 10)) {
      Slider(id: price, range: 0...100, step: 5, values: 20...80)
    } script: {
      At(1, duration: 1) { price.values(40, 60) }
    }
    let compiled = CompiledScene(scene, measurer: ApproximateTextMeasurer())
    #expect(compiled.state(of: price, at: 0)?.values == [20, 80])
    let half = try #require(compiled.state(of: price, at: 1.5))
    #expect(half.values.isApproximatelyEqual(to: [30, 70]) && half.type == "slider")
    #expect(compiled.state(of: TextHandle("price"), at: 1) == nil)
  }

  @Test("approximate equality: relative above 1, absolute below, the stated default 1e-9")
  func approximate() {
    #expect(Approximate.tolerance == 1e-9)
    #expect(
      Color(red: 0.5, green: 0, blue: 0).isApproximatelyEqual(
        to: Color(red: 0.5 + 5e-10, green: 0, blue: 0)))
    #expect(
      !Color(red: 0.5, green: 0, blue: 0).isApproximatelyEqual(
        to: Color(red: 0.5 + 2e-9, green: 0, blue: 0)))
    #expect(!Color.black.isApproximatelyEqual(to: Color.black.fading(0.999)))
    #expect(Color.black.isApproximatelyEqual(to: Color.black.fading(0.999), tolerance: 0.01))
    let rect = Rect(x: 0, y: 0, width: 1280, height: 720)
    #expect(rect.isApproximatelyEqual(to: Rect(x: 0, y: 0, width: 1280 + 1e-7, height: 720)))
    #expect(!rect.isApproximatelyEqual(to: Rect(x: 0, y: 0, width: 1280.001, height: 720)))
    #expect((0.4...0.8).isApproximatelyEqual(to: 0.39999999999999997...0.8000000000000002))
    #expect(!(0.4...0.8).isApproximatelyEqual(to: 0.4...0.81))
    #expect(ValueRange(0, 1e6).isApproximatelyEqual(to: ValueRange(0, 1e6 + 1e-4)))
    #expect(!ValueRange(0, 1e6).isApproximatelyEqual(to: ValueRange(0, 1e6 + 1)))
  }
}
