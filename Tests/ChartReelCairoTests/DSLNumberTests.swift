import ChartReel
import Foundation
import TestSupport
import Testing

/// Every scene DSL modifier and script call that takes a number, called with bad numbers.
///
/// NaN, ±∞, 0, negative and the largest values: the scene is refused with an `InputError`
/// when it is built, or it builds, compiles, probes and renders (a clamp, as documented). None
/// traps. Queries and render options are `LibraryNumberTests`'s.
@Suite struct DSLNumberTests {
  static let values: [Double] = [
    .nan, .infinity, -.infinity, 0, -1, -.greatestFiniteMagnitude, .greatestFiniteMagnitude,
  ]
  static let integers = [Int.min, -1, 0, Int.max]
  static let data: ChartData = {
    do { return try ChartData.load(TestPaths.scene("data/chart_data.json"), chart: 0) } catch {
      fatalError("chart_data.json: \(error)")
    }
  }()
  static let canvas = Canvas(width: 320, height: 180, fps: 10)
  static let (main, text, shape, slider) = (
    ChartHandle("main"), TextHandle("text"), ShapeHandle("shape"), SliderHandle("slider")
  )

  /// What became of a scene: refused (with the message), or built and drawn.
  enum Outcome: Equatable {
    case refused(String)
    case drawn
  }

  /// Builds a scene holding the chart, a text, a shape, a slider and `node` with `script`; when it builds, probes and renders its first, middle
  /// and last frames.
  static func outcome(
    canvas: Canvas = canvas, duration: Double? = nil, node: (any SceneNode)? = nil,
    chart: Chart? = nil, @ScriptBuilder script: () -> [Action] = { [] }
  ) -> Outcome {
    let scene: Scene
    do {
      scene = try Scene(canvas: canvas, duration: duration) {
        Column(padding: 8, gap: 4) {
          chart ?? Chart(id: main, data: data)
          Text("Text", id: text)
          if let node { node.node }
          Shape(.rect, id: shape).frame(height: 8)
          Slider(id: slider, range: 0...10, step: 1, values: 2...8)
        }
      } script: {
        At(0, duration: 0.5) { text.opacity(0.5) }
        script()
      }
    } catch {
      return .refused(error.description)
    }
    do {
      let compiled = try scene.compiled()
      let frames = scene.frameCount
      for frame in Set([0, frames / 2, frames - 1]) {
        _ = try compiled.png(frame: frame)
        _ = try scene.probe(at: scene.time(ofFrame: frame))
      }
      return .drawn
    } catch {
      return .refused("after building: \(error)")
    }
  }

  /// The cases: a name and the outcome for a value; nil for NaN where the call takes a
  /// `ClosedRange`, which Swift cannot form with a NaN bound (it traps in the caller's code).
  static var cases: [(String, (Double) -> Outcome?)] {
    [
      ("Text.opacity", { v in outcome(node: Text("t").opacity(v)) }),
      ("Text.offset(x:)", { v in outcome(node: Text("t").offset(x: v)) }),
      ("Text.offset(y:)", { v in outcome(node: Text("t").offset(y: v)) }),
      ("Text.scale", { v in outcome(node: Text("t").scale(v)) }),
      ("Text.size", { v in outcome(node: Text("t").size(v)) }),
      ("frame(width:)", { v in outcome(node: Text("t").frame(width: v)) }),
      ("frame(height:)", { v in outcome(node: Text("t").frame(height: v)) }),
      ("grow", { v in outcome(node: Text("t").grow(v)) }),
      (
        "position x",
        { v in outcome(node: Text("t").position(Rect(x: v, y: 0, width: 9, height: 9))) }
      ),
      (
        "position width",
        { v in outcome(node: Text("t").position(Rect(x: 0, y: 0, width: v, height: 9))) }
      ),
      ("Column(padding:)", { v in outcome(node: Column(padding: v) { Text("t") }) }),
      (
        "Row(gap:)",
        { v in
          outcome(
            node: Row(gap: v) {
              Text("t"); Text("u")
            })
        }
      ),
      (
        "padding(top:)",
        { v in outcome(node: Row { Text("t") }.padding(top: v, right: 0, bottom: 0, left: 0)) }
      ),
      (
        "Shape.stroke(lineWidth:)",
        { v in outcome(node: Shape(.line).stroke(.black, lineWidth: v).frame(height: 9)) }
      ),
      ("Shape.cornerRadius", { v in outcome(node: Shape(.rect).cornerRadius(v).frame(height: 9)) }),
      ("Slider(step:)", { v in outcome(node: Slider(range: 0...10, step: v)) }),
      ("Slider(size:)", { v in outcome(node: Slider(range: 0...10, step: 1, size: v)) }),
      (
        "Slider(range:)",
        { v in
          v.isNaN
            ? nil
            : outcome(node: Slider(range: min(v, 0)...max(v, 0), step: 1))
        }
      ),
      (
        "Slider(values:)",
        { v in
          v.isNaN
            ? nil
            : outcome(node: Slider(range: 0...10, step: 1, values: min(v, 0)...max(v, 0)))
        }
      ),
      (
        "Chart.initialWindow",
        { v in
          v.isNaN
            ? nil : outcome(chart: Chart(id: main, data: data).initialWindow(min(v, 0)...max(v, 0)))
        }
      ),
      (
        "Chart.initialIndicator",
        { v in outcome(chart: Chart(id: main, data: data).initialIndicator(v)) }
      ),
      (
        "Band(from:)",
        { v in outcome(chart: Chart(id: main, data: data) { Band(from: v, to: data.x[5]) }) }
      ),
      ("XLine(x:)", { v in outcome(chart: Chart(id: main, data: data) { XLine(x: v) }) }),
      ("YLine(y:)", { v in outcome(chart: Chart(id: main, data: data) { YLine(y: v) }) }),
      (
        "annotation opacity",
        { v in outcome(chart: Chart(id: main, data: data) { XLine(x: data.x[3]).opacity(v) }) }
      ),
      (
        "annotation offset",
        { v in
          outcome(chart: Chart(id: main, data: data) { XLine(x: data.x[3]).offset(x: v, y: v) })
        }
      ),
      (
        "annotation scale",
        { v in outcome(chart: Chart(id: main, data: data) { XLine(x: data.x[3]).scale(v) }) }
      ),
      ("At(time)", { v in outcome { At(v) { text.opacity(1) } } }),
      ("At(duration:)", { v in outcome { At(0, duration: v) { text.opacity(1) } } }),
      ("Scene(duration:)", { v in outcome(duration: v) }),
      ("opacity()", { v in outcome { At(0.5) { text.opacity(v) } } }),
      ("offset()", { v in outcome { At(0.5) { text.offset(x: v, y: v) } } }),
      ("scale()", { v in outcome { At(0.5) { shape.scale(v) } } }),
      ("window(from:)", { v in outcome { At(0.5) { main.window(from: v, to: 0.9) } } }),
      ("window(to:)", { v in outcome { At(0.5) { main.window(from: 0.1, to: v) } } }),
      ("pan", { v in outcome { At(0.5) { main.pan(v) } } }),
      ("zoom", { v in outcome { At(0.5) { main.zoom(v) } } }),
      ("indicator", { v in outcome { At(0.5) { main.indicator(v) } } }),
      ("pinch", { v in outcome { At(0.5) { main.pinch(v) } } }),
      ("pinch(focus:)", { v in outcome { At(0.5) { main.pinch(2, focus: Point(x: v, y: v)) } } }),
      ("drag(by:)", { v in outcome { At(0.5) { main.drag(by: Point(x: v, y: v)) } } }),
      (
        "drag(from:)",
        { v in outcome { At(0.5) { main.drag(by: Point(x: 9, y: 0), from: Point(x: v, y: v)) } } }
      ),
      ("fling", { v in outcome { At(0.5) { main.fling(velocity: v) } } }),
      ("doubleTap", { v in outcome { At(0.5) { main.doubleTap(at: Point(x: v, y: v)) } } }),
      ("slider values", { v in outcome { At(0.5) { slider.values(v, 8) } } }),
      ("slider drag", { v in outcome { At(0.5) { slider.drag(.upper, to: v) } } }),
    ]
  }

  @Test("each modifier and script call: NaN and ±∞ are refused at Scene(…), naming its line")
  func nonFiniteRefused() {
    for (name, make) in Self.cases {
      for value in Self.values where !value.isFinite {
        guard let outcome = make(value) else { continue }
        guard case .refused(let message) = outcome else {
          Issue.record("\(name)(\(value)) was accepted")
          continue
        }
        // Each problem names the line that passed the value (a padding's four sides, or an
        // action's start and the scene length it gives, are problems of their own).
        for line in message.split(separator: "\n") {
          #expect(line.hasPrefix("DSLNumberTests.swift:"), "\(name)(\(value)): \(message)")
        }
        #expect(!message.contains("after building"), "\(name)(\(value)): \(message)")
      }
    }
  }

  @Test("each modifier and script call: 0, -1 and ±.greatestFiniteMagnitude are refused or drawn")
  func finiteExtremes() {
    var drawn = 0
    for (name, make) in Self.cases {
      for value in Self.values where value.isFinite {
        switch make(value) {
        case nil: continue
        case .drawn: drawn += 1
        case .refused(let message):
          #expect(message.hasPrefix("DSLNumberTests.swift:"), "\(name)(\(value)): \(message)")
          #expect(!message.contains("after building"), "\(name)(\(value)): \(message)")
        }
      }
    }
    // 0 is in range for most of them: the scenes that hold it really are drawn.
    #expect(drawn >= Self.cases.count / 2)
  }

  @Test("a fling at ±∞ names its velocity, not the endless duration it would have")
  func flingVelocity() {
    for value in [Double.infinity, -.infinity] {
      let outcome = Self.outcome { At(0.5) { Self.main.fling(velocity: value) } }
      guard case .refused(let message) = outcome else {
        Issue.record("fling(velocity: \(value)) was accepted")
        continue
      }
      #expect(
        message.hasSuffix(
          "At(0.5) { main.fling }: expected a velocity from -100000 to 100000 px/s, found \(value)"),
        "\(message)")
    }
  }

  @Test("a canvas of no size, a negative size, Int.max or no frame rate is refused at Scene(…)")
  func canvasNumbers() {
    for value in Self.integers {
      for canvas in [
        Canvas(width: value, height: 180, fps: 10), Canvas(width: 320, height: value, fps: 10),
        Canvas(width: 320, height: 180, fps: value),
      ] {
        guard case .refused(let message) = Self.outcome(canvas: canvas) else {
          Issue.record("\(canvas) was accepted")
          continue
        }
        #expect(message.hasPrefix("DSLNumberTests.swift:"), "\(message)")
      }
    }
  }
}
