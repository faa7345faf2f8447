import ChartReelCharts
import ChartReelCore
import Testing

/// Leading-dot changes build the same scene as the change types, and a node's opacity, frame
/// and text at t read nil for an unknown id.
@Suite struct TypedStateTests {
  static func scene(_ actions: [Action]) throws -> CompiledScene {
    let data = try ChartData(
      x: (0..<20).map { Double($0) * 86_400_000 },
      series: ["y0", "y1"].map { id in
        ChartSeries(
          id: id, name: id, color: .black, kind: .line, values: (0..<20).map { Double($0) })
      })
    let scene = try Scene(
      canvas: Canvas(width: 320, height: 180, fps: 10),
      root: .column([.text("Before", id: "title"), .chart(id: "main", data: data)]),
      actions: actions)
    return CompiledScene(scene, measurer: ApproximateTextMeasurer())
  }

  @Test("leading-dot changes give the states the change types give")
  func leadingDot() throws {
    let dotted = try Self.scene([
      Action(at: 0, duration: 1, target: "main", .window(0.4...0.8)),
      Action(at: 0, duration: 1, target: "main", .hide("y1")),
      Action(at: 0, duration: 1, target: "title", .opacity(0.5)),
      Action(at: 0, duration: 1, target: "title", .offset(10, 0)),
      Action(at: 0, duration: 1, target: "title", .text("After")),
    ])
    let typed = try Self.scene([
      Action(at: 0, duration: 1, target: "main", WindowChange(Window(0.4, 0.8))),
      Action(at: 0, duration: 1, target: "main", SeriesVisibilityChange(.hide, "y1")),
      Action(at: 0, duration: 1, target: "title", OpacityChange(0.5)),
      Action(at: 0, duration: 1, target: "title", OffsetChange(Point(x: 10, y: 0))),
      Action(at: 0, duration: 1, target: "title", TextChange("After")),
    ])
    for t in [0, 0.5, 1.2] {
      let a = try #require(dotted.chart("main")).state(at: t)
      let b = try #require(typed.chart("main")).state(at: t)
      #expect(a.isApproximatelyEqual(to: b))
      #expect(dotted.opacity(of: "title", at: t) == typed.opacity(of: "title", at: t))
      #expect(dotted.frame(of: "title", at: t) == typed.frame(of: "title", at: t))
    }
    let end = try #require(dotted.chart("main")).state(at: 1.2)
    #expect(end.window.isApproximatelyEqual(to: Window(0.4, 0.8)))
    #expect(dotted.opacity(of: "title", at: 1.2) == 0.5)
    #expect(dotted.text(of: "title", at: 1.2) == "After")
    let laidOut = try #require(dotted.frame(of: "title"))
    #expect(dotted.frame(of: "title", at: 1.2)?.x == laidOut.x + 10)
  }

  @Test("an unknown id, or a text asked of a chart, reads nil")
  func unknownIDs() throws {
    let compiled = try Self.scene([])
    #expect(compiled.opacity(of: "captoin", at: 0) == nil)
    #expect(compiled.frame(of: "captoin", at: 0) == nil)
    #expect(compiled.text(of: "captoin", at: 0) == nil)
    #expect(compiled.text(of: "main", at: 0) == nil)
    #expect(compiled.text(of: "title", at: 0) == "Before")
    #expect(compiled.opacity(of: "main", at: 0) == 1)
  }
}
