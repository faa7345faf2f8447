import ChartReel
import Foundation
import TestSupport
import Testing

/// The Swift API as a user meets it: data from dates, typed series, windows that never trap,
/// errors at the user's line, renders that say what they wrote.
@Suite struct SwiftAPITests {
  static let canvas = Canvas(width: 640, height: 360, fps: 30)
  /// Thirty days from 2019-03-01 00:00 UTC.
  static let days = (0..<30).map {
    Date(timeIntervalSince1970: 1_551_398_400 + Double($0) * 86_400)
  }

  static func data() throws -> ChartData {
    try ChartData(
      dates: days,
      series: [
        ChartSeries(
          id: "signups", name: "Sign-ups", color: .black, kind: .line,
          values: days.indices.map { Double($0 * 3 % 17) }),
        ChartSeries(
          id: "churn", name: "Churn", color: .black, kind: .line,
          values: days.indices.map { Double($0 % 5) }),
      ])
  }

  @Test("data from dates keeps them as milliseconds since 1970, and names dates in errors")
  func dataFromDates() throws {
    let data = try Self.data()
    #expect(data.x.first == 1_551_398_400_000 && data.dates == Self.days)
    do {
      _ = try ChartData(
        dates: [Self.days[1], Self.days[0]],
        series: [ChartSeries(id: "a", name: "A", color: .black, kind: .line, values: [1, 2])])
      Issue.record("expected an InputError")
    } catch {
      #expect(error.problems.map(\.keyPath) == ["dates[1]"])
    }
    do {
      _ = try ChartData(
        dates: Self.days,
        series: [ChartSeries(id: "a", name: "A", color: .black, kind: .line, values: [1, 2])])
      Issue.record("expected an InputError")
    } catch {
      #expect(error.description.contains("has 2 values but dates has 30"))
    }
  }

  @Test("a series handle hides and shows a series, and the state reads its alpha by handle")
  func seriesHandles() throws {
    let main = ChartHandle("main")
    let signups = main.series("signups")
    let data = try Self.data()
    let scene = try Scene(canvas: Self.canvas) {
      Chart(id: main, data: data)
    } script: {
      At(1, duration: 0.4) { main.hide(signups) }
      At(2, duration: 0.4) { main.show(signups) }
    }
    let compiled = CompiledScene(scene, measurer: ApproximateTextMeasurer())
    let hiding = try #require(compiled.state(of: main, at: 1.2))
    #expect(try #require(hiding.alpha(of: signups)).isApproximatelyEqual(to: 0.5))
    #expect(hiding.alpha("churn") == 1)
    #expect(hiding.alpha("nope") == nil)
    #expect(compiled.state(of: main, at: 1.5)?.alpha(of: signups) == 0)
    #expect(compiled.state(of: main, at: 2.5)?.alpha(of: signups) == 1)
  }

  @Test("a series the chart lacks fails at the line of the call, with a did-you-mean")
  func unknownSeries() throws {
    let main = ChartHandle("main")
    let other = ChartHandle("other")
    let data = try Self.data()
    let line = #line + 7
    do {
      _ = try Scene(canvas: Self.canvas) {
        Chart(id: main, data: data)
        Chart(id: other, data: data)
      } script: {
        At(1) {
          main.hide(main.series("signup"))
          other.show(main.series("churn"))
        }
      }
      Issue.record("expected an InputError")
    } catch {
      #expect(
        error.description.components(separatedBy: "\n") == [
          "SwiftAPITests.swift:\(line): At(1) { main.hide }: unknown series \"signup\"; did you mean \"signups\"? the chart has \"signups\", \"churn\"",
          "SwiftAPITests.swift:\(line + 1): At(1) { other.show }: the series handle is chart \"main\"'s, and the change is aimed at chart \"other\"; expected a series of the chart changed (other.series(…))",
        ])
    }
  }

  /// Only the other forms: a backwards `ClosedRange` cannot reach ChartReel, since
  /// `0.9...0.1` traps in the standard library, and so does `ClosedRange(uncheckedBounds:)`
  /// in a debug build.
  @Test("a backwards window is an InputError at the user's line, never a trap")
  func backwardsWindows() throws {
    let main = ChartHandle("main")
    let data = try Self.data()
    let line = #line + 5
    do {
      _ = try Scene(canvas: Self.canvas) {
        Chart(id: main, data: data)
      } script: {
        At(1) { main.window(from: 0.9, to: 0.1) }
        At(2) { main.window(from: Self.days[20], to: Self.days[10]) }
        At(3) { main.window(from: -0.5, to: 2) }
      }
      Issue.record("expected an InputError")
    } catch {
      let lines = error.description.components(separatedBy: "\n")
      #expect(lines.count == 3)
      #expect(lines[0].hasPrefix("SwiftAPITests.swift:\(line): At(1) { main.window }: "))
      #expect(
        lines[1]
          == "SwiftAPITests.swift:\(line + 1): At(2) { main.window }: expected dates from earlier to later"
      )
      #expect(lines[2].hasPrefix("SwiftAPITests.swift:\(line + 2): At(3) { main.window }: "))
    }
    let scene = try Scene(canvas: Self.canvas) {
      Chart(id: main, data: data)
    } script: {
      At(0, duration: 1) { main.window(from: Self.days[10], to: Self.days[20]) }
    }
    let window = try #require(
      CompiledScene(scene, measurer: ApproximateTextMeasurer()).state(of: main, at: 1)
    ).window
    #expect(window.isApproximatelyEqual(to: Window(10.0 / 29, 20.0 / 29)))
  }

  @Test("a negative duration is reported at its At first, not as the scene's end it causes")
  func negativeDuration() throws {
    let note = TextHandle("note")
    let line = #line + 5
    do {
      _ = try Scene(canvas: Self.canvas) {
        Text("Note", id: note)
      } script: {
        At(1, duration: -1) { note.opacity(0) }
      }
      Issue.record("expected an InputError")
    } catch {
      #expect(
        error.description
          == "SwiftAPITests.swift:\(line): At(1, duration: -1): duration: expected a duration from 0 to 86400 s, found -1"
      )
    }
  }

  @Test("a node's problem names its line, and the canvas's names the Scene's")
  func nodeAndCanvasLines() throws {
    let line = #line + 2
    do {
      _ = try Scene(canvas: Canvas(width: 640, height: 360, fps: 0)) {
        Column {
          Text("Note").opacity(2)
        }
      }
      Issue.record("expected an InputError")
    } catch {
      #expect(
        error.description.components(separatedBy: "\n") == [
          "SwiftAPITests.swift:\(line): Scene(…): canvas.fps: expected a whole number from 1 to 240, found 0",
          "SwiftAPITests.swift:\(line + 2): Text: opacity: expected an opacity from 0 to 1, found 2",
        ])
    }
  }

  @Test("render returns its summary, takes a folder URL, and refuses zero threads")
  func renderSummaryAndURL() throws {
    let scene = try Scene(canvas: Canvas(width: 64, height: 36, fps: 10), duration: 0.3) {
      Text("Hi")
    }
    let folder = URL(fileURLWithPath: TestPaths.temporaryFolder(), isDirectory: true)
      .appendingPathComponent("frames", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let summary = try scene.render(to: folder)
    #expect(summary.frames == 3)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "frame-00000.png", "frame-00001.png", "frame-00002.png",
      ])
    #expect {
      try scene.render(
        to: folder.appendingPathComponent("x.mp4"), options: RenderOptions(threads: 0))
    } throws: {
      "\($0)".contains("options.threads is 0; expected 1 to 32")
    }
  }

  @Test("a URL that is not a file's is refused, and nothing is written at its path")
  func webURLsAreRefused() async throws {
    let scene = try Scene(canvas: Canvas(width: 64, height: 36, fps: 10), duration: 0.3) {
      Text("Hi")
    }
    let name = "chartreel-\(UInt32.random(in: 0...UInt32.max)).png"
    let web = URL(string: "https://example.com/\(name)")!
    defer { try? FileManager.default.removeItem(atPath: "/" + name) }
    #expect {
      try scene.render(to: web, options: RenderOptions(frames: 0..<1))
    } throws: {
      "\($0)".contains("expected a file URL to render to")
    }
    await #expect(throws: (any Error).self) {
      try await scene.render(to: web, options: RenderOptions(frames: 0..<1)) { _, _ in }
    }
    await #expect(throws: (any Error).self) {
      for try await _ in scene.renderProgress(to: web, options: RenderOptions(frames: 0..<1)) {}
    }
    #expect(!FileManager.default.fileExists(atPath: "/" + name))
  }
}
