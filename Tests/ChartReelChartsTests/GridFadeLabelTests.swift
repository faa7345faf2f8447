import ChartReelCore
import ChartReelInput
import Foundation
import TestSupport
import Testing

@testable import ChartReelCharts

/// While two sets of grid lines cross-fade, a set whose lines lie closer than one and a half
/// label heights keeps its lines but not its labels (docs/scene-format.md, "The cross-fade is a
/// pure function of time too"): labels never stand as a column of digits (issue 37.3: with the
/// bound at one label height, no test noticed).
@Suite struct GridFadeLabelTests {
  /// A line chart of 60 days: `y0` between 100 and 120, `y1` up to `peak`, at `width` ×
  /// `height`; `y1` hides at 0.2 s and shows again at 1.2 s.
  static func chart(peak: Double, width: Int, height: Int) throws -> CompiledScene {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let days = (0..<60).map { String(1_704_067_200_000 + $0 * 86_400_000) }
    let low = (0..<60).map { String(100 + ($0 * 7) % 20) }
    let high = (0..<60).map { String(peak * (0.8 + Double(($0 * 13) % 20) / 100)) }
    try """
    {"columns": [["x", \(days.joined(separator: ","))], ["y0", \(low.joined(separator: ","))],
      ["y1", \(high.joined(separator: ","))]],
     "types": {"x": "x", "y0": "line", "y1": "line"},
     "names": {"y0": "Low", "y1": "High"}, "colors": {"y0": "#3DC23F", "y1": "#F34C44"}}
    """.write(toFile: folder + "/d.json", atomically: true, encoding: .utf8)
    try """
    {"canvas": {"width": \(width), "height": \(height), "fps": 30}, "duration": 2,
     "data": {"file": "d.json"}, "title": "Fade", "initial": {"window": [0, 1]},
     "actions": [{"at": 0.2, "hide": "y1"}, {"at": 1.2, "show": "y1"}]}
    """.write(toFile: folder + "/s.json", atomically: true, encoding: .utf8)
    return TestPaths.compile(try SceneDecoder.load(path: folder + "/s.json"))
  }

  /// The drawing of the scene's chart at `t`, text measured approximately.
  static func drawing(_ compiled: CompiledScene, at t: Double) -> ChartDrawing {
    let renderer = compiled.charts[0]
    return ChartDrawing(
      renderer, renderer.overview, state: renderer.state(at: t),
      context: compiled.drawContext(at: t, measurer: ApproximateTextMeasurer()))
  }

  @Test(
    "every labelled set of grid lines is at least one and a half label heights apart, while a hide and a show move the range 1.5 to 6 times",
    arguments: [(1280, 720), (640, 360), (1080, 1920), (1280, 420), (480, 270)])
  func labelledSetsAreApart(width: Int, height: Int) throws {
    let tolerance = 0.5 + 1e-6  // px: each line is placed on a half pixel
    var fading = 0
    for peak in [150.0, 200, 250, 300, 350, 400, 500, 600] {
      let compiled = try Self.chart(peak: peak, width: width, height: height)
      for t in stride(from: 0.2, through: 1.7, by: 1.0 / 60) {
        let drawing = Self.drawing(compiled, at: t)
        let labelHeight = ChartLayout.Metrics.axisTextSize * drawing.unit * 1.25
        for owner in drawing.grid() {
          let steps = Set(owner.lines.map(\.step))
          if steps.count > 1 { fading += 1 }
          for step in steps {
            let ys = owner.lines.filter { $0.step == step && $0.label > 0 }.map(\.y).sorted()
            for (a, b) in zip(ys, ys.dropFirst()) {
              #expect(
                b - a >= 1.5 * labelHeight - tolerance,
                "peak \(peak) at \(t) s, \(width)×\(height): labels of step \(step) \(b - a) px apart, a label is \(labelHeight) px"
              )
            }
          }
        }
      }
    }
    #expect(fading > 0, "no cross-fade was sampled")
  }

  @Test(
    "while a hide shrinks the range up to 300 times, the grid's lines never crowd into a band",
    arguments: [(480, 480), (1920, 1080), (1080, 1920)])
  func squeezedLinesAreNotDrawn(width: Int, height: Int) throws {
    for peak in [600.0, 3000, 30000] {
      let compiled = try Self.chart(peak: peak, width: width, height: height)
      for t in stride(from: 0.2, through: 0.7, by: 1.0 / 60) {
        let drawing = Self.drawing(compiled, at: t)
        for owner in drawing.grid() {
          // Each set's stroked lines are at least 3 units apart, so any six in a row span at
          // least two gaps of one set: 6 units (less a pixel for the half-pixel placing).
          let ys = owner.lines.filter { $0.stroke * owner.alpha >= 0.02 }.map(\.y).sorted()
          for i in ys.indices.dropLast(5) {
            #expect(
              ys[i + 5] - ys[i] >= 6 * drawing.unit - 1,
              "peak \(peak) at \(t) s, \(width)×\(height): six lines within \(ys[i + 5] - ys[i]) px"
            )
          }
        }
      }
    }
  }

  @Test(
    "the labels of the range a hide moves to are all shown within 0.15 s of its getting there, and the axis is never bare on the way",
    arguments: [(1080, 1080), (480, 480), (1920, 1080), (1080, 1920)])
  func labelsSettleWithTheRange(width: Int, height: Int) throws {
    let measurer = ApproximateTextMeasurer()
    // Up to 6 times: a range that shrinks 25 times leaves the axis bare for about 0.2 s, while
    // the old labels have left and the new lines are still too close (docs/scene-format.md).
    for peak in [150.0, 300, 600] {
      let scene = try Self.chart(peak: peak, width: width, height: height)
      func labels(at t: Double) -> [(text: String, opacity: Double)] {
        scene.texts(at: t, measurer: measurer).filter { $0.role == .yLabel }
          .map { ($0.text, $0.opacity) }
      }
      // The hide at 0.2 s moves the range for 0.4 s; the grid's steps follow the range it moves
      // to, so the new labels need little fade of their own once it is there.
      for t in stride(from: 0.2, through: 0.6, by: 1.0 / 60) {
        let clear = labels(at: t).filter { $0.opacity >= 0.5 }
        #expect(!clear.isEmpty, "peak \(peak) at \(t) s, \(width)×\(height): \(labels(at: t))")
      }
      // Labels whose lines parted only as the range got there fade in for 0.15 s more
      // (`labelsNeverPop`), no longer.
      let settled = labels(at: 0.6 + 0.15 + 1.0 / 60)
      #expect(settled.count >= 2, "peak \(peak), \(width)×\(height): \(settled)")
      #expect(
        settled.allSatisfy { $0.opacity > 0.99 },
        "peak \(peak), \(width)×\(height), the range just settled: \(settled)")
    }
  }

  @Test(
    "no y label inside the range jumps by half its opacity or more between two frames at 60 fps, through a hide that shrinks the range 1.5 to 6 times, as it settles, and through the show that grows it back",
    arguments: [(480, 480), (1080, 1080), (1920, 1080), (1080, 1920), (480, 270)])
  func labelsNeverPop(width: Int, height: Int) throws {
    let measurer = ApproximateTextMeasurer()
    // The show at 1.2 s squeezes the old lines closer than a label within a few frames: their
    // labels fade out over the 0.075 s before.
    for peak in [150.0, 200, 300, 450, 600] {
      let scene = try Self.chart(peak: peak, width: width, height: height)
      var previous: (opacities: [Double: Double], inner: ClosedRange<Double>)?
      for frame in 0...119 {
        let t = Double(frame) / 60
        let range = scene.charts[0].state(at: t).yRange
        let inner = (range.min + 0.1 * range.span)...(range.max - 0.1 * range.span)
        var opacities: [Double: Double] = [:]
        for label in scene.texts(at: t, measurer: measurer) where label.role == .yLabel {
          guard let value = RoundLabelsOverTimeTests.read(label.text)?.value else { continue }
          opacities[value] = max(opacities[value] ?? 0, label.opacity)
        }
        if let previous {
          for value in Set(opacities.keys).union(previous.opacities.keys)
          where inner.contains(value) && previous.inner.contains(value) {
            let before = previous.opacities[value] ?? 0
            let now = opacities[value] ?? 0
            #expect(
              abs(now - before) < 0.5,
              "peak \(peak), \(width)×\(height), \(t) s: \(value) from \(before) to \(now)")
          }
        }
        previous = (opacities, inner)
      }
    }
  }

  @Test(
    "a line the old and new steps share keeps its label whole while the new labels go on fading in after the range settles",
    arguments: [(1080, 1080), (1920, 1080), (480, 480)])
  func sharedLineKeepsItsLabel(width: Int, height: Int) throws {
    let measurer = ApproximateTextMeasurer()
    // 100 is on both steps, 50 before the hide and 5 after; the new labels fade in until
    // about 0.75 s.
    let scene = try Self.chart(peak: 300, width: width, height: height)
    for t in stride(from: 0.55, through: 0.8, by: 1.0 / 60) {
      let shared = scene.texts(at: t, measurer: measurer).filter {
        $0.role == .yLabel && $0.text == "100"
      }
      #expect(
        shared.count == 1 && shared[0].opacity > 0.99,
        "\(width)×\(height) at \(t) s: 100 at \(shared.map(\.opacity))")
    }
  }

  @Test(
    "a pan that keeps the grid's step leaves every label whole, even on a plot so short that its lines stand closer than 1.8 label heights",
    arguments: [(480, 225), (480, 270), (1920, 300)])
  func sameStepMoveKeepsLabels(width: Int, height: Int) throws {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // A wave between about ±10 that decays to ±8: the range moves, its step stays 2.5.
    let rows = (0..<300).map { day -> String in
      let date = Date(timeIntervalSince1970: 1_577_836_800 + Double(day) * 86_400)
      let value = 10 * sin(Double(day)) * (1 - Double(day) / 1500)
      return "\(date.ISO8601Format()),\(value)"
    }
    try (["date,a"] + rows).joined(separator: "\n")
      .write(toFile: folder + "/d.csv", atomically: true, encoding: .utf8)
    try """
    {"canvas": {"width": \(width), "height": \(height), "fps": 60}, "duration": 3.5,
     "data": {"csv": "d.csv"}, "title": "Pan", "initial": {"window": [0, 0.2]},
     "actions": [{"at": 0.2, "duration": 3, "pan": 0.8, "curve": "linear"}]}
    """.write(toFile: folder + "/s.json", atomically: true, encoding: .utf8)
    let scene = TestPaths.compile(try SceneDecoder.load(path: folder + "/s.json"))
    let measurer = ApproximateTextMeasurer()
    var moved = false
    for frame in 0...210 {
      let t = Double(frame) / 60
      let drawing = Self.drawing(scene, at: t)
      #expect(Set(drawing.grid()[0].lines.map(\.step)) == [2.5], "\(t) s: the step changed")
      if frame > 0, drawing.state.yRange != Self.drawing(scene, at: 0).state.yRange { moved = true }
      for label in scene.texts(at: t, measurer: measurer) where label.role == .yLabel {
        #expect(
          label.opacity > 0.99, "\(width)×\(height) at \(t) s: \(label.text) at \(label.opacity)")
      }
    }
    #expect(moved, "the range never moved")
  }

  @Test(
    "as a stack grows, the labels of the grid lines closing in fade out rather than vanish (Scenes/stacked-bars.json at 60 fps)"
  )
  func closingLabelsFade() throws {
    let measurer = ApproximateTextMeasurer()
    let scene = TestPaths.compile(try TestPaths.loadScene("stacked-bars.json"))
    var previous: [Double: Double] = [:]
    for frame in 0...Int(scene.scene.duration * 60) {
      let t = Double(frame) / 60
      let range = scene.charts[0].state(at: t).yRange
      var now: [Double: Double] = [:]
      for label in scene.texts(at: t, measurer: measurer) where label.role == .yLabel {
        guard let value = RoundLabelsOverTimeTests.read(label.text)?.value else { continue }
        now[value] = max(now[value] ?? 0, label.opacity)
      }
      // Labels whose lines leave the range, or reach its ends, go with them.
      let inner = (range.min + 0.1 * range.span)...(range.max - 0.1 * range.span)
      for (value, opacity) in previous where opacity > 0.4 && inner.contains(value) {
        #expect((now[value] ?? 0) > 0, "\(t) s: \(value) at \(opacity) is gone")
      }
      previous = now
    }
  }
}
