// Shared by the fuzz target (scripts/fuzz compiles this file with Fuzz/FuzzTarget.swift against
// instrumented builds of ChartReelCore, ChartReelCharts and ChartReelInput) and by
// FuzzRegressionTests, which replays every input the fuzzer found to crash, kept in
// Tests/Fixtures/fuzz.
import ChartReelCharts
import ChartReelCore
import ChartReelInput

#if canImport(TestSupport)
  import TestSupport
#endif

/// One fuzz input: its first byte chooses what the rest is, as `Mode` says.
enum FuzzInput {
  enum Mode: UInt8, CaseIterable {
    /// A Telegram chart JSON file.
    case telegram
    /// A CSV file, read with its first column as x and every other as a series.
    case csv
    /// A scene whose data files are real ones, found by file name.
    case scene
    /// A scene, a zero byte, then the bytes of the data file it names (whatever its name).
    case sceneAndData
    /// A 24-hour timeline file, JSON or CSV.
    case timeline
    /// Random choices for `ValidSceneGenerator`: a scene meant to be valid, whose data and
    /// script the fuzzer steers through the bytes.
    case generated
  }

  /// Decodes the input and, when that succeeds, compiles and lays out the result.
  ///
  /// Whatever the bytes, this must not crash. `realFiles` holds the real data files by name.
  static func run(_ bytes: [UInt8], realFiles: [String: [UInt8]]) {
    guard let first = bytes.first else { return }
    let input = Array(bytes.dropFirst())
    switch Mode(rawValue: first % UInt8(Mode.allCases.count))! {
    case .telegram:
      guard let contents = try? TelegramChartDecoder.decode(input, file: "data.json") else {
        return
      }
      for chart in contents.charts { exercise(sceneShowing(chart)) }
    case .csv:
      guard let table = try? CSVTable(input, file: "data.csv"),
        let chart = try? CSVChartDecoder.chart(table, .all(of: table))
      else { return }
      exercise(sceneShowing(chart))
    case .scene:
      let scene = try? SceneDecoder.decode(input, file: "scene.json") {
        path throws(InputError) in
        let name = String(path.split(separator: "/").last ?? "")
        guard let bytes = realFiles[name] else {
          throw InputError(file: path, message: "no such file")
        }
        return InputFile(path: path, bytes: bytes)
      }
      if let scene { exercise(scene) }
    case .sceneAndData:
      let split = input.firstIndex(of: 0) ?? input.endIndex
      let data = split < input.endIndex ? Array(input[(split + 1)...]) : []
      let scene = try? SceneDecoder.decode(Array(input[..<split]), file: "scene.json") {
        path throws(InputError) in InputFile(path: path, bytes: data)
      }
      if let scene { exercise(scene) }
    case .timeline:
      guard let timeline = try? TimelineDecoder.decode(input, file: "timeline.json") else {
        return
      }
      exercise(sceneShowing(timeline))
    case .generated:
      var generator = ValidSceneGenerator(random: ByteGenerator(input))
      exercise(try? generator.scene().decode())
    }
  }

  /// A scene that scrolls and zooms a decoded timeline, or nil when the scene's checks refuse
  /// it.
  static func sceneShowing(_ timeline: TimelineData) -> Scene? {
    let chart = Node(id: "chart", ChartContent(timeline: timeline, title: "Fuzz"))
    let actions = [
      Action(at: 0, duration: 0.5, ScrollToChange(minutes: 23 * 60)),
      Action(at: 0.5, duration: 0.5, ZoomChange(0.01)),
      Action(at: 1, duration: 0.5, WindowChange(.full)),
    ]
    return try? Scene(
      file: "fuzz.json", canvas: Canvas(width: 320, height: 180, fps: 10, direction: .rightToLeft),
      root: chart, actions: actions, duration: 2)
  }

  /// A scene that puts decoded data through every kind of action, or nil when the scene's
  /// checks refuse it.
  static func sceneShowing(_ data: ChartData) -> Scene? {
    let chart = Node(
      id: "chart",
      ChartContent(data: data, title: "Fuzz", initial: InitialState(window: .full, indicator: 0.9)),
      children: [
        Node(id: "band", AnnotationContent(.band(from: data.x[0], to: data.x[data.x.count - 1])))
      ])
    let root = Node(
      LinearContainer(axis: .vertical, gap: 4, padding: Insets(all: 4)),
      children: [Node(id: "title", TextContent("Fuzz", size: 12)), chart])
    let actions = [
      Action(at: 0, duration: 0.5, ZoomChange(0.01)),
      Action(at: 0.25, duration: 0.5, PanChange(-0.3)),
      Action(at: 0.5, duration: 0.5, SeriesVisibilityChange(.hide, data.series[0].id)),
      Action(at: 0.5, duration: 0.5, IndicatorChange(0.3)),
      Action(at: 1, duration: 0.5, WindowChange(.full)),
      Action(at: 1, duration: 0.5, target: "title", TextChange("Done")),
    ]
    return try? Scene(
      file: "fuzz.json", canvas: Canvas(width: 320, height: 180, fps: 10), root: root,
      actions: actions, duration: 2)
  }

  /// Compiles the scene, samples its state and lays frames out: everything but the pixels.
  static func exercise(_ scene: Scene?) {
    guard let scene else { return }
    _ = scene.warnings
    let measurer = ApproximateTextMeasurer()
    let compiled = CompiledScene(scene, measurer: measurer)
    for t in [0, scene.duration / 3, scene.duration / 2, scene.duration] {
      _ = compiled.displayList(at: t, measurer: measurer)
      for chart in 0..<max(1, compiled.chartCount) {
        _ = compiled.probe(at: t, chart: chart, measurer: measurer).serialized
      }
    }
    for chart in compiled.charts { _ = chart.samples(every: scene.duration / 7) }
    _ = ContactSheet(compiled, columns: 2, rows: 1, cellWidth: 160).displayList(measurer: measurer)
  }
}

/// Random numbers drawn from fuzz input: each is the next 8 bytes mixed into a SplitMix64
/// stream seeded by the input's length, so that every byte the fuzzer changes changes a choice.
struct ByteGenerator: RandomNumberGenerator {
  private let bytes: [UInt8]
  private var offset = 0
  private var state: UInt64

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    state = UInt64(bytes.count)
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    var word: UInt64 = 0
    for _ in 0..<8 where offset < bytes.count {
      word = word << 8 | UInt64(bytes[offset])
      offset += 1
    }
    return (z ^ (z >> 31)) ^ word
  }
}
