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
    let matrix = MatrixScenes.Case(
      kind: "line", width: 1280, height: 720, series: 3, spacing: "yearly", night: false,
      rightToLeft: false)
    let path = try MatrixScenes.write(matrix, to: folder)
    let measurer = try PangoTextMeasurer()
    let compiled = CompiledScene(try SceneDecoder.load(path: path), measurer: measurer)
    let labels = compiled.texts(at: 1.5, measurer: measurer).filter { $0.role == .xLabel }
    #expect(labels.count >= 3)
    #expect(
      labels.allSatisfy { $0.text.count == 4 && Int($0.text) != nil }, "\(labels.map(\.text))")
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
    let matrix = MatrixScenes.Case(
      kind: "line", width: 1280, height: 720, series: 17, spacing: "daily", night: false,
      rightToLeft: false)
    let path = try MatrixScenes.write(matrix, to: folder)
    let measurer = try PangoTextMeasurer()
    let scene = try SceneDecoder.load(path: path)
    let compiled = CompiledScene(scene, measurer: measurer)
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
    #expect(scene.actions.isEmpty)
  }
}
