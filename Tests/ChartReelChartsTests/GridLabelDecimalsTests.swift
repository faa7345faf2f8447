import ChartReelCore
import ChartReelInput
import Foundation
import TestSupport
import Testing

@testable import ChartReelCharts

/// Grid labels tell their lines apart and show a fractional step's decimals on every line.
@Suite struct GridLabelDecimalsTests {
  @Test("a label has the decimals its step needs, the same on every line")
  func labelsFollowTheStep() {
    let cases: [(Double, Double, String)] = [
      (0.0004, 0.00005, "0.00040"), (0.00045, 0.00005, "0.00045"),
      (-0.00035, 0.00005, "\u{2212}0.00035"), (7, 0.5, "7.0"), (6.5, 0.5, "6.5"), (0, 0.5, "0.0"),
      (0.000001, 0.0000002, "0.0000010"), (1000.25, 0.25, "1000.25"), (1000.5, 0.25, "1000.50"),
      (123_457, 1, "123457"), (2_501_000_000, 1e6, "2.501B"), (2_500_000_000, 1e6, "2.500B"),
      (1200, 200, "1.2K"), (1000, 200, "1.0K"), (800, 200, "800"), (3_450_000, 50_000, "3.45M"),
      (3_000_000_000, 100_000_000, "3.0B"), (3e9, 1e9, "3B"), (950, 50, "950"),
      (-1500, 500, "\u{2212}1.5K"), (0, 7.5, "0.0"), (15, 7.5, "15.0"), (22.5, 7.5, "22.5"),
      (360, 2.5, "360.0"), (-5, 5, "\u{2212}5"), (1000, 500, "1.0K"), (1000, 250, "1.00K"),
    ]
    for (value, step, expected) in cases {
      #expect(YAxisTicks.label(value, step: step) == expected, "\(value) on steps of \(step)")
    }
  }

  @Test("amounts with cents keep two decimals on steps under a unit, in the thousands too")
  func centsOnTheAxis() {
    #expect(YAxisTicks.label(12.5, step: 2.5, largest: 20, leastDecimals: 2) == "12.50")
    #expect(YAxisTicks.label(1_000.5, step: 0.5, largest: 1_003, leastDecimals: 2) == "1000.50")
    #expect(YAxisTicks.label(1_000, step: 0.5, largest: 1_003, leastDecimals: 2) == "1000.00")
    #expect(YAxisTicks.label(1_500, step: 500, largest: 3_000, leastDecimals: 2) == "1.5K")
    #expect(YAxisTicks.label(20, step: 5, largest: 30, leastDecimals: 2) == "20")
  }

  @Test("below 1, a step of more than two decimals writes its labels with a power of ten")
  func smallValuesUseAPowerOfTen() {
    let cases: [(value: Double, step: Double, largest: Double, expected: String)] = [
      (0.0025, 0.0025, 0.0125, "2.5\u{00D7}10\u{207B}\u{00B3}"),
      (0.01, 0.0025, 0.0125, "10.0\u{00D7}10\u{207B}\u{00B3}"),
      (0, 0.0025, 0.0125, "0"),
      (-0.005, 0.005, 0.02, "\u{2212}5\u{00D7}10\u{207B}\u{00B3}"),
      (0.0004, 0.00005, 0.00045, "400\u{00D7}10\u{207B}\u{2076}"),
      (0.00045, 0.00005, 0.00045, "450\u{00D7}10\u{207B}\u{2076}"),
      (3e-9, 1e-9, 5e-9, "3\u{00D7}10\u{207B}\u{2079}"),
      (2.5e-7, 2.5e-8, 3e-7, "250\u{00D7}10\u{207B}\u{2079}"),
      // No mantissa below 1: steps of 0.0001 read 200×10⁻⁶, not 0.2×10⁻³.
      (0.0002, 0.0001, 0.0006, "200\u{00D7}10\u{207B}\u{2076}"),
      (0.0015, 0.0005, 0.002, "1.5\u{00D7}10\u{207B}\u{00B3}"),
      (0.003, 0.001, 0.005, "3\u{00D7}10\u{207B}\u{00B3}"),
      // Two decimals or fewer, or a range reaching 1, keep plain decimals.
      (0.05, 0.01, 0.06, "0.05"), (0.25, 0.05, 0.3, "0.25"),
      (1.0815, 0.0005, 1.083, "1.0815"),
    ]
    for (value, step, largest, expected) in cases {
      #expect(
        YAxisTicks.label(value, step: step, largest: largest) == expected,
        "\(value) on steps of \(step) up to \(largest)")
    }
  }

  /// A line chart of 60 daily points around `base`, `swing` either way, at `width` × `height`.
  func wavyChart(base: Double, swing: Double, width: Int, height: Int) throws -> CompiledScene {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let days = (0..<60).map { String(1_704_067_200_000 + $0 * 86_400_000) }
    let values = (0..<60).map { "\(base + swing * sin(Double($0) / 5))" }
    try """
    {"columns": [["x", \(days.joined(separator: ","))], ["y0", \(values.joined(separator: ","))]],
     "types": {"x": "x", "y0": "line"}, "names": {"y0": "Index"}, "colors": {"y0": "#3497ED"}}
    """.write(toFile: folder + "/d.json", atomically: true, encoding: .utf8)
    try """
    {"canvas": {"width": \(width), "height": \(height), "fps": 30}, "duration": 1,
     "data": {"file": "d.json"}, "title": "Index", "initial": {"window": [0, 1]}}
    """.write(toFile: folder + "/s.json", atomically: true, encoding: .utf8)
    return TestPaths.compile(try SceneDecoder.load(path: folder + "/s.json"))
  }

  @Test(
    "values close together on a large base read as distinct labels, small ones with even decimals",
    arguments: [(480, 480), (1280, 720), (1080, 1920)])
  func labelsAreDistinct(width: Int, height: Int) throws {
    let measurer = ApproximateTextMeasurer()
    for (base, swing) in [
      (1001, 0.8), (123_459, 3), (2.503e9, 3e6), (0.0004, 0.00005), (-0.00045, 0.0001), (7, 0.7),
    ] {
      let scene = try wavyChart(base: base, swing: swing, width: width, height: height)
      let labels = scene.texts(at: 0.5, measurer: measurer).filter { $0.role == .yLabel }
        .map(\.text)
      let label = "\(base) ± \(swing) at \(width)×\(height): \(labels)"
      #expect(labels.count >= 3, "\(label)")
      #expect(Set(labels).count == labels.count, "\(label)")
      let decimals = Set(
        labels.filter { $0 != "0" }.map { $0.split(separator: ".").dropFirst().first?.count ?? 0 })
      #expect(decimals.count == 1, "\(label)")
    }
  }

  @Test(
    "mid-show, a whole-number set of labels is written without decimals",
    arguments: [(1080, 1080), (480, 480)])
  func wholeLabelsMidShow(width: Int, height: Int) throws {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // A flat series at 7 (quarters at rest) and a wave from 5.5 to 13.5 that shows at 1 s.
    let rows = (0..<120).map {
      "\(1_704_067_200_000 + $0 * 86_400_000),7,\(9.5 + 4 * sin(Double($0) / 7))"
    }
    try (["date,flat,wave"] + rows).joined(separator: "\n")
      .write(toFile: folder + "/d.csv", atomically: true, encoding: .utf8)
    try """
    {"canvas": {"width": \(width), "height": \(height), "fps": 30}, "duration": 2.4,
     "data": {"csv": "d.csv", "x": "date"}, "title": "Throughput",
     "initial": {"window": [0.5, 1], "hidden": ["wave"]}, "actions": [{"at": 1, "show": "wave"}]}
    """.write(toFile: folder + "/s.json", atomically: true, encoding: .utf8)
    let scene = TestPaths.compile(try SceneDecoder.load(path: folder + "/s.json"))
    let measurer = ApproximateTextMeasurer()
    var wholeSets = 0
    for frame in 30...60 {
      let t = Double(frame) / 30
      let clear = scene.texts(at: t, measurer: measurer)
        .filter { $0.role == .yLabel && $0.opacity >= 0.5 }.map(\.text)
      let values = clear.compactMap { Double($0.replacingOccurrences(of: "\u{2212}", with: "-")) }
      // A set: a lone line shared by both sets reads in the step of the one that shows most of
      // its label (8.00 among quarters fading out, before 6 and 10 come into view).
      guard clear.count >= 2, values.count == clear.count,
        values.allSatisfy({ $0 == $0.rounded() })
      else { continue }
      wholeSets += 1
      #expect(!clear.contains { $0.contains(".") }, "at \(t) s, \(width)×\(height): \(clear)")
    }
    #expect(wholeSets >= 10, "the whole-number set shows for most of the fade")
  }
}
