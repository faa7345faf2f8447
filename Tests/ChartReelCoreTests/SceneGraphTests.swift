import ChartReelCore
import Testing

/// Scenes built in Swift: checked like decoded ones, animated by id, probed to the pixel.
@Suite struct SceneGraphTests {
  let canvas = Canvas(width: 800, height: 400, fps: 30)

  func column() -> Node {
    Node(
      LinearContainer(axis: .vertical, gap: 16, padding: Insets(all: 32)),
      children: [
        Node(id: "title", TextContent("Hello", size: 30, weight: .bold)),
        Node(id: "box", ShapeContent(.rect, fill: Color(rgb: 0xFF0000)), sizing: Sizing(grow: 1)),
        Node(id: "note", TextContent("Note", size: 20), style: NodeStyle(opacity: 0)),
      ])
  }

  @Test("opacity, offset, scale and text animate by id, linearly")
  func animatesByID() throws {
    let scene = try Scene(
      canvas: canvas, root: column(),
      actions: [
        Action(at: 1, duration: 1, target: "note", OpacityChange(1)),
        Action(at: 0, duration: 2, target: "box", OffsetChange(Point(x: 100, y: -20))),
        Action(at: 0, duration: 1, target: "box", ScaleChange(0.5)),
        Action(at: 2, duration: 0.5, target: "title", TextChange("Bye")),
      ])
    let compiled = CompiledScene(scene, measurer: ApproximateTextMeasurer())
    let timeline = compiled.timeline
    #expect(abs(try #require(timeline.value(.opacity("note"), at: 1.25)) - 0.25) < 1e-12)
    #expect(timeline.value(.offset("box"), at: 1) == Point(x: 50, y: -10))
    let probe = compiled.probe(at: 1, measurer: ApproximateTextMeasurer())
    let box = probe["nodes"]?["box"]
    // The box's laid-out frame: x 32, y 32 + 36 (title) + 16 = 84, 736 wide, 400 − 64 − 36 −
    // 24 (note) − 32 (gaps) = 244 tall. At 1 s it is at half scale about its centre and
    // shifted by (50, −10).
    #expect(
      box?["frame"] == .rect(Rect(x: 32 + 184 + 50, y: 84 + 61 - 10, width: 368, height: 122)))
    #expect(probe["nodes"]?["title"]?["text"] == .string("Hello"))
    let after = compiled.probe(at: 2.5, measurer: ApproximateTextMeasurer())
    #expect(after["nodes"]?["title"]?["text"] == .string("Bye"))
  }

  @Test("a text change cross-fades the old text out as the new one fades in")
  func textCrossFade() throws {
    let scene = try Scene(
      canvas: canvas, root: column(),
      actions: [Action(at: 0, duration: 1, target: "title", TextChange("Bye"))])
    let compiled = CompiledScene(scene, measurer: ApproximateTextMeasurer())
    let runs = compiled.nodes(at: 0.25, measurer: ApproximateTextMeasurer()).textRunsInCore
    let hello = runs.first { $0.text == "Hello" }
    let bye = runs.first { $0.text == "Bye" }
    #expect(hello.map { abs($0.opacity - 0.75) < 1e-12 } == true)
    #expect(bye.map { abs($0.opacity - 0.25) < 1e-12 } == true)
    // The probe reports the same runs with the same opacities.
    let texts = compiled.texts(at: 0.25, measurer: ApproximateTextMeasurer())
    #expect(texts.map(\.text) == ["Hello", "Bye"])
    #expect(texts.map { ($0.opacity * 100).rounded() } == [75, 25])
    #expect(texts.allSatisfy { $0.node == "title" && $0.role == .text })
  }

  @Test("unknown targets, duplicate ids and changes a node cannot take are errors, not traps")
  func problemsAreErrors() {
    let duplicate = Node(
      LinearContainer(axis: .vertical),
      children: [Node(id: "a", TextContent("x")), Node(id: "a", TextContent("y"))])
    #expect(throws: InputError.self) { try Scene(canvas: canvas, root: duplicate) }
    do {
      _ = try Scene(
        canvas: canvas, root: column(),
        actions: [
          Action(at: 0, target: "titel", OpacityChange(0)),
          Action(at: 0, duration: -1, target: "box", OpacityChange(0)),
          Action(at: 0, curve: TimingCurve(2, 0, 0.5, 1), target: "box", OpacityChange(0)),
          Action(at: 0, target: "box", TextChange("no")),
        ])
      Issue.record("accepted")
    } catch {
      let lines = error.problems.map(\.description)
      #expect(
        lines == [
          "scene: actions[0].target: unknown target \"titel\"; did you mean \"title\"? the scene has \"title\", \"box\", \"note\"",
          "scene: actions[1].duration: expected a duration from 0 to 86400 s, found -1",
          "scene: actions[2].curve: expected x1 from 0 to 1, found 2",
          "scene: actions[3].text: only text nodes take \"text\"",
        ])
    }
    do {
      _ = try Scene(canvas: canvas, root: duplicate)
    } catch {
      #expect(
        error.problems.map(\.description) == [
          "scene: children[1].id: duplicate id \"a\"; children[0].id has it too: ids must be unique"
        ])
    }
  }

  /// A change type of the user's own: `Change` is public, how changes apply is the library's.
  struct Blink: Change {}

  @Test("a change of a type the library does not ship is refused with an InputError")
  func foreignChangeIsRefused() {
    do {
      _ = try Scene(
        canvas: canvas, root: column(), actions: [Action(at: 0, target: "box", Blink())])
      Issue.record("accepted")
    } catch {
      #expect(
        error.problems.map(\.description) == [
          "scene: actions[0].Blink: Blink is not a change the library can apply; use one of its changes (WindowChange, OpacityChange, …)"
        ])
    }
  }

  /// A content type of the user's own: `NodeContent` is public, how contents draw is the
  /// library's.
  struct Sparkle: NodeContent {}

  @Test("content of a type the library does not ship is refused with an InputError")
  func foreignContentIsRefused() {
    do {
      _ = try Scene(canvas: canvas, root: Node(id: "s", Sparkle()))
      Issue.record("accepted")
    } catch {
      #expect(
        error.problems.map(\.description) == [
          "scene: type: Sparkle is not a node content the library can draw; use one of its contents (TextContent, ShapeContent, ChartContent, …)"
        ])
    }
  }

  @Test("a frame changes only where a node changed")
  func localChanges() throws {
    let scene = try Scene(
      canvas: canvas, root: column(),
      actions: [Action(at: 0, duration: 1, target: "note", OpacityChange(1))])
    let compiled = CompiledScene(scene, measurer: ApproximateTextMeasurer())
    let before = compiled.nodes(at: 0.2, measurer: ApproximateTextMeasurer())
    let after = compiled.nodes(at: 0.8, measurer: ApproximateTextMeasurer())
    // The title and the box draw the same nodes; only the note's group differs.
    #expect(Array(before.prefix(2)) == Array(after.prefix(2)))
    try #require(before.count == 3 && after.count == 3)
    #expect(before[2] != after[2])
  }

  @Test("the theme cross-fades every shared colour, text staying readable")
  func themeContrast() {
    for step in 0...100 {
      let palette = Palette.blended(Double(step) / 100)
      #expect(
        palette.text.composited(over: palette.background).contrast(with: palette.background) >= 3
          - 1e-6)
      #expect(
        palette.secondaryText.composited(over: palette.background).contrast(
          with: palette.background)
          >= 3 - 1e-6, "at \(step) %")
    }
  }

  @Test("probe numbers are cleaned of float noise")
  func cleanNumbers() {
    #expect(NumberText.clean(0.499_999_999_999_999_56) == "0.5")
    #expect(NumberText.clean(0.1 + 0.2) == "0.3")
    #expect(NumberText.clean(1_554_249_600_000) == "1554249600000")
    #expect(NumberText.clean(-2.25) == "-2.25")
    #expect(JSONValue.pair(1.0 / 3, 2).serialized == "[0.333333333333,2]")
  }
}

extension Array where Element == DisplayNode {
  /// Every text run, inside groups and transforms too.
  var textRunsInCore: [TextRun] {
    flatMap { node -> [TextRun] in
      switch node {
      case .text(let run): return [run]
      case .group(_, _, let children), .transform(_, let children), .tile(_, let children):
        return children.textRunsInCore
      default: return []
      }
    }
  }
}
