import ChartReel
import Foundation
import TestSupport
import Testing

/// The scene DSL builds the same scene as the initialisers: same tree, same script, same
/// probe at every time.
@Suite struct SceneBuilderTests {
  static let data: ChartData = {
    do { return try ChartData.load(TestPaths.scene("data/chart_data.json"), chart: 0) } catch {
      fatalError("chart_data.json: \(error)")
    }
  }()
  static let canvas = Canvas(width: 1280, height: 720, fps: 30)

  /// docs/swift.md's promo scene, built with the initialisers.
  static func initialiserScene() throws -> Scene {
    try Scene(
      canvas: canvas,
      root: .column(
        padding: 32, gap: 16,
        [
          .text("Joined and left", id: "title", size: 34, weight: .bold),
          .chart(
            id: "main", data: data,
            annotations: [
              .annotation(
                .band(from: data.x[60], to: data.x[67]), id: "promo", label: "Promo week"),
              .annotation(.xLine(x: data.x[70]), label: "Launch"),
            ]),
          .text("Promo week doubled sign-ups", id: "note", size: 22, opacity: 0),
          .shape(.rect, id: "bar", fill: Color(rgb: 0x3DC23F), height: 8),
        ]),
      actions: [
        Action(at: 0.5, duration: 1, target: "main", .window(0.4...0.8)),
        Action(at: 1.2, duration: 0.4, target: "note", .opacity(1)),
        Action(at: 1.2, duration: 0.4, target: "note", .offset(0, -10)),
        Action(at: 2, duration: 0.6, curve: .easeInOut, target: "title", .text("After the promo")),
        Action(at: 2, target: "main", .hide("y1")),
        Action(at: 2.5, target: "bar", ShapeColorChange(.fill, Color(rgb: 0xF34C44))),
        Action(at: 2.8, duration: 0.6, .theme(.night)),
      ])
  }

  /// The same scene written with the DSL.
  static func builtScene() throws -> Scene {
    let (title, main, note, bar) = (
      TextHandle("title"), ChartHandle("main"), TextHandle("note"), ShapeHandle("bar")
    )
    let dates = data.dates
    return try Scene(canvas: canvas) {
      Column(padding: 32, gap: 16) {
        Text("Joined and left", id: title).size(34).bold()
        Chart(id: main, data: data) {
          Band(from: dates[60], to: dates[67], label: "Promo week", id: "promo")
          XLine(at: dates[70], label: "Launch")
        }
        Text("Promo week doubled sign-ups", id: note).size(22).opacity(0)
        Shape(.rect, id: bar).fill(Color(rgb: 0x3DC23F)).frame(height: 8)
      }
    } script: {
      At(0.5, duration: 1) { main.window(0.4...0.8) }
      At(1.2, duration: 0.4) {
        note.opacity(1)
        note.offset(y: -10)
      }
      At(2, duration: 0.6, curve: .easeInOut) { title.text("After the promo") }
      At(2) { main.hide("y1") }
      At(2.5) { bar.fill(Color(rgb: 0xF34C44)) }
      At(2.8, duration: 0.6) { .theme(.night) }
    }
  }

  @Test("the DSL's scene has the initialisers' nodes, actions and probe at every time")
  func sameScene() throws {
    let (made, built) = (try Self.initialiserScene(), try Self.builtScene())
    #expect(made.duration == built.duration)
    #expect(made.entries.map(\.id) == built.entries.map(\.id))
    #expect(made.entries.map(\.path) == built.entries.map(\.path))
    #expect(made.entries.map(\.node.builtIn.typeName) == built.entries.map(\.node.builtIn.typeName))
    #expect(made.actions.map(\.changeKey) == built.actions.map(\.changeKey))
    #expect(made.actions.map(\.target) == built.actions.map(\.target))
    #expect(made.actions.map(\.timing) == built.actions.map(\.timing))
    let measurer = ApproximateTextMeasurer()
    let (one, two) = (
      CompiledScene(made, measurer: measurer), CompiledScene(built, measurer: measurer)
    )
    var probed = 0
    for t in ChartRenderer.sampleTimes(every: 0.1, through: made.duration) {
      #expect(one.probe(at: t, measurer: measurer) == two.probe(at: t, measurer: measurer))
      #expect(
        one.displayList(at: t, measurer: measurer) == two.displayList(at: t, measurer: measurer))
      probed += 1
    }
    #expect(probed == 40)
    // The probe tells times apart, so equal probes say something.
    #expect(one.probe(at: 0, measurer: measurer) != one.probe(at: 1, measurer: measurer))
  }

  @Test("if, for and several top-level nodes build what they say")
  func controlFlow() throws {
    let showNote = false
    let scene = try Scene(canvas: Self.canvas) {
      Text("Back")
      Column(id: "list") {
        for index in 0..<3 { Text("Line \(index)", id: TextHandle("line\(index)")) }
        if showNote { Text("Note") } else { Shape(.ellipse).frame(width: 10, height: 10) }
      }
    }
    #expect(scene.root.content is StackContainer)
    #expect(
      scene.entries.map(\.id.rawValue).filter { !$0.hasPrefix("#") } == [
        "list", "line0", "line1", "line2",
      ])
    #expect(scene.entries.last?.node.builtIn.typeName == "shape")
    #expect(scene.entries.last?.node.sizing.width == 10)
  }

  @Test("dates on the data are milliseconds since 1970 in UTC")
  func dates() throws {
    let date = Date(chartX: 1_551_398_400_000)  // 2019-03-01 00:00 UTC
    let band = Band(from: date, to: date.addingTimeInterval(86_400)).node
    #expect(
      (band.content as? AnnotationContent)?.kind
        == .band(from: 1_551_398_400_000, to: 1_551_484_800_000))
    #expect(
      (Dot(series: "y0", at: date).node.content as? AnnotationContent)?.kind
        == .point(series: "y0", x: 1_551_398_400_000))
    let zoom = ChartHandle("main").zoomIn(date.addingTimeInterval(86_399)).change
    #expect((zoom as? ZoomInChange)?.day == "2019-03-01")
    let scroll = ChartHandle("t").scrollTo(date.addingTimeInterval(15 * 3600 + 40 * 60)).change
    #expect((scroll as? ScrollToChange)?.minutes == 940)
    #expect(Self.data.dates.first == Date(chartX: Self.data.x[0]))
  }

  @Test("a window and an indicator given as dates are at those dates' fractions of the data")
  func dateWindow() throws {
    let (main, data) = (ChartHandle("main"), Self.data)
    let dates = data.dates
    let fraction = { (index: Int) in data.fraction(ofX: data.x[index]) }
    let scene = try Scene(canvas: Self.canvas) {
      Chart(id: main, data: data)
    } script: {
      At(0, duration: 1) { main.window(dates[40]...dates[100]) }
      At(1) { main.indicator(at: dates[70]) }
    }
    let compiled = CompiledScene(scene, measurer: ApproximateTextMeasurer())
    let state = try #require(compiled.state(of: main, at: 2))
    #expect(state.window.isApproximatelyEqual(to: Window(fraction(40), fraction(100))))
    #expect(!state.window.isApproximatelyEqual(to: Window(fraction(41), fraction(100))))
    #expect(
      state.indicatorPosition.isApproximatelyEqual(to: fraction(70)) && state.indicatorAlpha == 1)
    let line = #line + 5  // the first At's
    do {
      _ = try Scene(canvas: Self.canvas) {
        Chart(id: main, data: data)
      } script: {
        At(0) { main.window(dates[0].addingTimeInterval(-86_400)...dates[9]) }
        At(0) { main.indicator(at: dates.last!.addingTimeInterval(1)) }
      }
      Issue.record("expected an InputError")
    } catch {
      #expect(
        error.localizedDescription.components(separatedBy: "\n") == [
          "SceneBuilderTests.swift:\(line): At(0) { main.window }: expected dates within the chart's data",
          "SceneBuilderTests.swift:\(line + 1): At(0) { main.indicator }: expected a date within the chart's data",
        ])
    }
  }

  @Test("a timeline scrolls to a date's time of day (UTC)")
  func timelineScroll() throws {
    let usage = ChartHandle("usage")
    let day = TimelineData(
      now: 600, intervals: [TimelineData.Interval(start: 0, end: 1440, color: .black)])
    let afternoon = Date(chartX: 1_551_398_400_000).addingTimeInterval(15 * 3600 + 40 * 60)
    let scene = try Scene(canvas: Self.canvas) {
      Chart(id: usage, timeline: day)
    } script: {
      At(0, duration: 1) { usage.scrollTo(afternoon) }
    }
    let compiled = CompiledScene(scene, measurer: ApproximateTextMeasurer())
    let before = try #require(compiled.state(of: usage, at: 0)).window
    let after = try #require(compiled.state(of: usage, at: 1)).window
    #expect(((before.lower + before.upper) / 2).isApproximatelyEqual(to: 600 / 1440))
    #expect(((after.lower + after.upper) / 2).isApproximatelyEqual(to: 940 / 1440))
  }

  @Test("a chart handle on a text node is refused by the scene's checks, at its line")
  func wrongHandle() throws {
    let line = #line + 5  // the At's
    do {
      _ = try Scene(canvas: Self.canvas) {
        Text("Title", id: "title")
      } script: {
        At(1) { ChartHandle("title").window(0.4...0.8) }
      }
      Issue.record("expected an InputError")
    } catch {
      #expect(
        error.localizedDescription
          == "SceneBuilderTests.swift:\(line): At(1) { title.window }: \"window\" applies to charts, not to text nodes"
      )
    }
  }
}
