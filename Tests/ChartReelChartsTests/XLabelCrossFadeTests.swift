import ChartReelCore
import ChartReelInput
import Foundation
import TestSupport
import Testing

@testable import ChartReelCharts

/// While a zoom changes how x labels read ("Jul 12" to "Jul", "Jul" to "2024"), the old
/// labels fade out as the new ones fade in: none vanishes from one frame to the next.
@Suite struct XLabelCrossFadeTests {
  /// A chart of one series over `count` points `step` milliseconds apart from 1 Jan 2023, read
  /// from CSV, its window moved from `from` to `to` (the whole data) over a second from 0.2 s.
  func windowMoving(
    step: Double, count: Int, from: [Double], to: [Double] = [0, 1], size: (Int, Int)
  ) throws -> CompiledScene {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let start = 1_672_531_200_000.0
    let rows = (0..<count).map { index -> String in
      let date = Date(timeIntervalSince1970: (start + Double(index) * step) / 1000)
      let value = 50 + 30 * sin(Double(index) / 7)
      return "\(date.ISO8601Format()),\(value)"
    }
    try (["date,visits"] + rows).joined(separator: "\n")
      .write(toFile: folder + "/d.csv", atomically: true, encoding: .utf8)
    try """
    {"canvas": {"width": \(size.0), "height": \(size.1), "fps": 30}, "duration": 1.6,
     "data": {"csv": "d.csv"}, "title": "Zoom", "initial": {"window": \(from)},
     "actions": [{"at": 0.2, "duration": 1, "window": \(to)}]}
    """.write(toFile: folder + "/s.json", atomically: true, encoding: .utf8)
    return TestPaths.compile(try SceneDecoder.load(path: folder + "/s.json"))
  }

  /// The plot's rectangle of `scene`'s chart at `t`.
  static func plot(_ scene: CompiledScene, at t: Double, measurer: any TextMeasuring) -> Rect {
    let chart = scene.charts[0]
    return ChartDrawing(
      chart, chart.overview, state: chart.state(at: t),
      context: scene.drawContext(at: t, measurer: measurer)
    ).plot
  }

  @Test(
    "while a zoom changes how x labels read, no label well inside the plot drops by more than 5/8 in a frame",
    arguments: [
      // Daily, 300 → 900 days: "Jul 12" becomes "Jul" at 400.
      (86_400_000.0, 900, [0.3, 0.633]),
      // Monthly over 40 years: months become years.
      (30.44 * 86_400_000, 480, [0.45, 0.55]),
      // Weekly over 12 years: "Jul 2022" months become years.
      (7 * 86_400_000.0, 626, [0.4, 0.6]),
    ])
  func labelsFadeOut(step: Double, count: Int, from: [Double]) throws {
    let measurer = ApproximateTextMeasurer()
    for size in [(1280, 720), (1080, 1080), (480, 854)] {
      let scene = try windowMoving(step: step, count: count, from: from, size: size)
      var previous: [String: (opacity: Double, box: Rect)] = [:]
      for frame in 0...48 {
        let t = Double(frame) / 30
        let plot = Self.plot(scene, at: t, measurer: measurer)
        let labels = scene.texts(at: t, measurer: measurer).filter { $0.role == .xLabel }
        for (text, last) in previous {
          // A label near an edge may be carried out of the plot within a frame.
          let margin = last.box.width + 10
          guard last.box.minX > plot.minX + margin, last.box.maxX < plot.maxX - margin else {
            continue
          }
          let drawn = labels.filter { $0.text == text }.map(\.opacity).max() ?? 0
          #expect(
            // Where labels of the old and new reading crowd each other, the more shown is
            // kept: the two change places half-way through their fades (a drop of 1/2, 5/8
            // where the tie breaks the other way); before, the old ones vanished whole.
            last.opacity - drawn <= 5.0 / 8 + 1e-9,
            "\(count) points \(step) ms apart at \(size) at \(t) s: \(text) \(last.opacity) → \(drawn)"
          )
        }
        previous = Dictionary(
          labels.map { ($0.text, ($0.opacity, $0.box)) },
          uniquingKeysWith: { $0.opacity >= $1.opacity ? $0 : $1 })
      }
    }
  }

  @Test("the probe reports a label sliding under the plot's edge by the part drawn")
  func probeClipsLabels() throws {
    let measurer = ApproximateTextMeasurer()
    let scene = try windowMoving(
      step: 86_400_000, count: 900, from: [0.5, 0.6], to: [0.3, 0.4], size: (1280, 720))
    var cut = 0
    for frame in 0...48 {
      let t = Double(frame) / 30
      let plot = Self.plot(scene, at: t, measurer: measurer)
      for label in scene.texts(at: t, measurer: measurer) where label.role == .xLabel {
        #expect(
          label.box.minX >= plot.minX - 0.5 - 1e-9 && label.box.maxX <= plot.maxX + 0.5 + 1e-9,
          "\(label.text) at \(t) s: \(label.box) outside \(plot)")
        // A clipped box ends on the clip, half a pixel past the plot.
        if abs(label.box.minX - (plot.minX - 0.5)) < 1e-6
          || abs(label.box.maxX - (plot.maxX + 0.5)) < 1e-6
        {
          cut += 1
        }
      }
    }
    #expect(cut > 0, "labels leave the plot while it zooms out")
  }
}
