import ChartReel
import Foundation
import TestSupport
import Testing

/// The details a designer would notice (issue 19), read from the probe's texts and parts.
@Suite struct FrameDetailTests {
  func texts(_ json: String, at t: Double) throws -> [ProbedText] {
    let measurer = try PangoTextMeasurer()
    let scene = try TestPaths.scene(json: json)
    return CompiledScene(scene, measurer: measurer).texts(at: t, measurer: measurer)
  }

  func texts(scene name: String, at t: Double) throws -> [ProbedText] {
    let measurer = try PangoTextMeasurer()
    let scene = try TestPaths.loadScene(name)
    return CompiledScene(scene, measurer: measurer).texts(at: t, measurer: measurer)
  }

  /// A scene of the layout matrix with `series` line series `spacing` apart at 1280 × 720,
  /// written into `folder`, and compiled.
  func matrixScene(
    series: Int, spacing: String, width: Int = 1280, height: Int = 720,
    rightToLeft: Bool = false, in folder: String
  ) throws -> (path: String, compiled: CompiledScene, measurer: PangoTextMeasurer) {
    let matrix = MatrixScenes.Case(
      kind: "line", width: width, height: height, series: series, spacing: spacing, night: false,
      rightToLeft: rightToLeft)
    let path = try MatrixScenes.write(matrix, to: folder)
    let measurer = try PangoTextMeasurer()
    return (path, CompiledScene(try SceneDecoder.load(path: path), measurer: measurer), measurer)
  }

  @Test("at rest every x label is fully opaque: no ghosts (zoom-day.json at 0.3 s)")
  func noGhostLabels() throws {
    let labels = try texts(scene: "zoom-day.json", at: 0.3).filter { $0.role == .xLabel }
    #expect(labels.count >= 3)
    #expect(labels.allSatisfy { abs($0.opacity - 1) < 1e-9 }, "\(labels.map(\.opacity))")
    // No two neighbours read the same.
    #expect(zip(labels, labels.dropFirst()).allSatisfy { $0.text != $1.text })
  }

  @Test("yearly data is labelled by year")
  func yearlyLabels() throws {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (_, compiled, measurer) = try matrixScene(series: 3, spacing: "yearly", in: folder)
    let labels = compiled.texts(at: 1.5, measurer: measurer).filter { $0.role == .xLabel }
    #expect(labels.count >= 3)
    #expect(
      labels.allSatisfy { $0.text.count == 4 && Int($0.text) != nil }, "\(labels.map(\.text))")
  }

  @Test(
    "the header's dates end on the last visible day: daily points are days, a day of hours ends before midnight"
  )
  func headerEndsOnLastDay() throws {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let measurer = try PangoTextMeasurer()
    func header(_ rows: [String]) throws -> String? {
      try (["time,value"] + rows).joined(separator: "\n").write(
        toFile: folder + "/h.csv", atomically: true, encoding: .utf8)
      try """
      {"canvas": {"width": 1280, "height": 720, "fps": 30}, "title": "T", "duration": 1,
       "data": {"csv": "h.csv", "x": "time"}, "initial": {"window": [0, 1]}}
      """.write(toFile: folder + "/h.json", atomically: true, encoding: .utf8)
      let compiled = CompiledScene(
        try SceneDecoder.load(path: folder + "/h.json"), measurer: measurer)
      return compiled.texts(at: 0.5, measurer: measurer).first { $0.role == .header }?.text
    }
    let days = (1...31).map { String(format: "2025-12-%02d,%d", $0, $0) }
    let daily = try header(days)
    #expect(daily == "1 December 2025 – 31 December 2025", "\(daily ?? "none")")
    let hours = (0...24).map {
      String(format: "2025-12-%02dT%02d:00:00,%d", 1 + $0 / 24, $0 % 24, $0)
    }
    #expect(try header(hours) == "Monday, 1 December 2025")
  }

  @Test("the pie's shown labels add up to 100")
  func pieLabelsAddUp() throws {
    let labels = try texts(scene: "percentage.json", at: 4.5).filter { $0.role == .pieLabel }
    let sum = labels.compactMap { Int($0.text.dropLast()) }.reduce(0, +)
    #expect(labels.count >= 5)
    #expect(sum == 100, "\(labels.map(\.text))")
  }

  @Test("percent signs and separators come from the locale")
  func localePercent() {
    // Arabic digits and percent sign (Foundation adds a bidi mark after the sign).
    #expect(LabelFormat(locale: "ar_EG").percent(42).hasPrefix("٤٢٪"))
    #expect(
      LabelFormat(locale: "de_DE").percent(7.3) == "7,3 %"
        || LabelFormat(locale: "de_DE").percent(7.3) == "7,3%")
    #expect(LabelFormat(locale: nil).percent(7.3) == "7.3%")
  }

  @Test("coinciding slider handles share one label")
  func sliderLabelsMerge() throws {
    let json = """
      {"canvas": {"width": 640, "height": 200, "fps": 30},
       "root": {"type": "slider", "id": "price", "min": 0, "max": 1000, "step": 25,
                "values": [100, 400], "size": 28},
       "actions": [{"at": 0, "duration": 0.5, "target": "price", "values": [775, 775]}],
       "duration": 1}
      """
    let apart = try texts(json, at: 0).filter { $0.role == .sliderLabel }
    let together = try texts(json, at: 0.9).filter { $0.role == .sliderLabel }
    #expect(apart.count == 2)
    #expect(together.count == 1)
  }

  @Test("17 series gather the last into a +N pill that actions still toggle")
  func legendCollapses() throws {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (path, compiled, measurer) = try matrixScene(series: 17, spacing: "daily", in: folder)
    let probe = compiled.probe(at: 1.5, measurer: measurer)
    guard case .array(let collapsed) = probe["legendCollapsed"] else {
      Issue.record("no legendCollapsed")
      return
    }
    #expect(!collapsed.isEmpty && collapsed.count < 17)
    let pills = compiled.texts(at: 1.5, measurer: measurer).filter { $0.role == .legend }
    #expect(pills.last?.text == "+\(collapsed.count)")
    #expect(pills.count == 17 - collapsed.count + 1)
    // A series in the "+N" pill still hides.
    guard case .string(let id) = collapsed[0] else { return }
    let text = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(
      of: #""actions": []"#,
      with: #""actions": [{"at": 0.5, "duration": 0.2, "target": "main", "hide": "\#(id)"}]"#)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let hiding = CompiledScene(try SceneDecoder.load(path: path), measurer: measurer)
    let index = try #require(Int(id.dropFirst()))
    #expect(hiding.charts[0].state(at: 1.5).seriesAlpha[index] == 0)
    #expect(compiled.charts[0].state(at: 1.5).seriesAlpha[index] == 1)
  }

  @Test("a portrait frame's legend takes up to six rows before it gathers series into +N")
  func portraitLegendsTakeMoreRows() throws {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    func legend(width: Int, height: Int) throws -> (pills: Int, rows: Int) {
      let (_, compiled, measurer) = try matrixScene(
        series: 17, spacing: "daily", width: width, height: height, in: folder)
      let pills = compiled.texts(at: 1.5, measurer: measurer).filter { $0.role == .legend }
      return (pills.count, Set(pills.map { $0.box.midY.rounded() }).count)
    }
    let square = try legend(width: 1080, height: 1080)
    let portrait = try legend(width: 1080, height: 1920)
    #expect(square.rows <= 3 && portrait.rows > 3 && portrait.rows <= 6, "\(square) \(portrait)")
    #expect(portrait.pills > square.pills, "\(square) \(portrait)")
  }

  @Test(
    "a legend name too wide for the chart at full size shrinks its pills before it is shortened",
    arguments: [(1080, 1920), (1080, 1080), (1920, 1080)])
  func longLegendNamesStayWhole(width: Int, height: Int) throws {
    let names = [
      "Zymotic diseases in the hospitals of Scutari", "Wounds and injuries", "All other causes",
      "Cholera", "Scurvy and frostbite", "Fever",
    ]
    let x = (0..<48).map { 1_420_070_400_000 + Double($0) * 2_629_746_000 }
    let series = names.enumerated().map { k, name in
      ChartSeries(
        id: "s\(k)", name: name, color: Color(rgb: UInt32(0x3DC23F + k * 0x101010)), kind: .line,
        values: x.indices.map { Double(($0 * (k + 3)) % 17 + 1) })
    }
    let chart = Node(id: "chart", ChartContent(data: try ChartData(x: x, series: series)))
    let scene = try Scene(
      file: "legend.json", canvas: Canvas(width: width, height: height, fps: 30), root: chart,
      actions: [], duration: 1)
    let measurer = try PangoTextMeasurer()
    let legend = CompiledScene(scene, measurer: measurer).texts(at: 0.5, measurer: measurer)
      .filter { $0.role == .legend }.map(\.text)
    // Each pill shows a whole name (or gathers the last into "+N"), the long one included.
    #expect(legend.first == names[0], "\(width)×\(height): \(legend)")
    #expect(
      legend.allSatisfy { names.contains($0) || $0.hasPrefix("+") }, "\(width)×\(height): \(legend)"
    )
  }

  @Test("the +N pill writes its count in the locale's digits, as the tooltip's +N more does")
  func morePillInTheLocalesDigits() throws {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (path, _, measurer) = try matrixScene(
      series: 17, spacing: "daily", rightToLeft: true, in: folder)
    let arabic = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(
      of: #""direction": "rtl""#, with: #""direction": "rtl", "locale": "ar_EG""#)
    try arabic.write(toFile: path, atomically: true, encoding: .utf8)
    let compiled = CompiledScene(try SceneDecoder.load(path: path), measurer: measurer)
    let more = try #require(
      compiled.texts(at: 1.5, measurer: measurer).last { $0.role == .legend }?.text)
    // Arabic-Indic digits (U+0660…U+0669), no ASCII ones.
    #expect(
      more.hasPrefix("+") && more.dropFirst().allSatisfy { ("\u{660}"..."\u{669}").contains($0) },
      "\(more)")
  }

  /// A y label's value: "300K" → 300 000, "2.5M", "6T", "40", "−5".
  static func value(_ label: String) -> Double? {
    let label = label.replacingOccurrences(of: "\u{2212}", with: "-")
    let scales: [Character: Double] = ["K": 1e3, "M": 1e6, "B": 1e9, "T": 1e12]
    if let last = label.last, let scale = scales[last] {
      return Double(label.dropLast()).map { $0 * scale }
    }
    return Double(label)
  }

  @Test(
    "two y-axes read round numbers, evenly spaced on each side, while the window moves and at rest",
    arguments: [0.8, 1.2, 1.9, 4.0])
  func twoAxesReadRound(at t: Double) throws {
    // From 0.5 s to 1.9 s the ranges follow the window's move (at 1.9 s they have not yet
    // moved for the hide at 2 s): the labels at half opacity or more are one round set on each
    // side.
    let texts = try texts(scene: "two-axes.json", at: t).filter {
      $0.role == .yLabel && $0.opacity >= 0.5
    }
    let middle = 640.0
    for side in [texts.filter { $0.box.midX < middle }, texts.filter { $0.box.midX > middle }] {
      let values = try side.map { try #require(Self.value($0.text), "\($0.text)") }.sorted()
      #expect(values.count >= 4, "\(side.map(\.text))")
      let steps = zip(values, values.dropFirst()).map { $1 - $0 }
      let step = try #require(steps.first)
      #expect(steps.allSatisfy { abs($0 - step) <= 1e-9 * step }, "\(side.map(\.text))")
      // 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 7.5 or 8 × 10ᵏ.
      let mantissa = step / pow(10, log10(step).rounded(.down))
      #expect(
        [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 7.5, 8, 10].contains { abs($0 - mantissa) < 1e-6 },
        "step \(step)")
    }
  }

  @Test(
    "timeline labels lie inside the visible part of their own interval",
    arguments: ["timeline.json", "timeline-ar.json"])
  func timelineLabelsInside(_ name: String) throws {
    let file = try String(contentsOfFile: TestPaths.scene("data/usage.json"), encoding: .utf8)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(file.utf8)) as? [String: Any])
    let intervals = try #require(json["intervals"] as? [[String: Any]])
    func minutes(_ time: Any?) -> Double {
      let parts = ((time as? String) ?? "0:0").split(separator: ":").compactMap { Double($0) }
      return parts[0] * 60 + parts[1]
    }
    let measurer = try PangoTextMeasurer()
    let compiled = CompiledScene(try TestPaths.loadScene(name), measurer: measurer)
    var checked = 0
    for t in stride(from: 0.0, through: compiled.scene.duration - 0.01, by: 0.5) {
      let probe = compiled.probe(at: t, measurer: measurer)
      guard case .array(let range) = probe["xRange"] ?? .null,
        case .number(let low) = range[0], case .number(let high) = range[1],
        case .array(let plotValues) = probe["parts"]?["plot"] ?? .null
      else { continue }
      let plot = plotValues.compactMap { value -> Double? in
        if case .number(let number) = value { return number }
        return nil
      }
      let rightToLeft = name.contains("-ar")
      func x(_ minute: Double) -> Double {
        let fraction = (minute - low) / (high - low)
        return rightToLeft ? plot[0] + plot[2] * (1 - fraction) : plot[0] + plot[2] * fraction
      }
      for text in compiled.texts(at: t, measurer: measurer) where text.role == .timelineLabel {
        let stem = text.text.hasSuffix("…") ? String(text.text.dropLast()) : text.text
        let owners = intervals.filter { ($0["label"] as? String)?.hasPrefix(stem) == true }
        let inside = owners.contains { interval in
          let (a, b) = (x(minutes(interval["start"])), x(minutes(interval["end"])))
          let left = max(min(a, b), plot[0])
          let right = min(max(a, b), plot[0] + plot[2])
          return text.box.minX >= left - 0.5 && text.box.maxX <= right + 0.5
        }
        #expect(inside, "\(text.text) \(text.box) at \(t) s")
        checked += 1
      }
    }
    #expect(checked >= 5)
  }
}
