import ChartReelCore
import ChartReelInput
import Foundation
import TestSupport
import Testing

@testable import ChartReelCharts

/// X labels of irregularly spaced data keep room between them.
@Suite struct IrregularLabelGapTests {
  /// Daily dates 1 to 13 days apart, with gaps in the values, as measurements are taken.
  func irregularChart(seed: UInt64, width: Int, height: Int) throws -> CompiledScene {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var random = SeededGenerator(seed: seed)
    var day = 1_583_020_800_000.0  // 2020-03-01
    var lines = ["date,alpha,beta"]
    for i in 0..<60 {
      day += Double([1, 1, 2, 3, 7, 13][Int(random.next() % 6)]) * 86_400_000
      let a = i % 11 == 5 ? "" : String(10 + Double(random.next() % 500) / 100)
      lines.append("\(Int(day / 1000)),\(a),\(5 + Double(random.next() % 300) / 100)")
    }
    try lines.joined(separator: "\n").write(
      toFile: folder + "/d.csv", atomically: true, encoding: .utf8)
    try """
    {"canvas": {"width": \(width), "height": \(height), "fps": 30}, "duration": 1,
     "data": {"csv": "d.csv"}, "title": "Readings", "initial": {"window": [0.3, 1]}}
    """.write(toFile: folder + "/s.json", atomically: true, encoding: .utf8)
    return TestPaths.compile(try SceneDecoder.load(path: folder + "/s.json"))
  }

  @Test(
    "at rest, neighbouring x labels of irregular dates keep half an em between them",
    arguments: [(480, 480), (1280, 720), (1080, 1920)])
  func labelsKeepApart(width: Int, height: Int) throws {
    let measurer = ApproximateTextMeasurer()
    for seed in 1...12 as ClosedRange<UInt64> {
      let scene = try irregularChart(seed: seed, width: width, height: height)
      let labels = scene.texts(at: 0.5, measurer: measurer).filter { $0.role == .xLabel }
        .sorted { $0.box.minX < $1.box.minX }
      // A label's line is 1.2 to 1.5 times its font's size: half an em apart clears this.
      let gap = (labels.first?.box.height ?? 0) * 0.33
      for (left, right) in zip(labels, labels.dropFirst()) {
        #expect(
          right.box.minX - left.box.maxX >= gap,
          "seed \(seed) at \(width)×\(height): \(left.text) and \(right.text) nearly touch")
      }
    }
  }

  @Test(
    "a year whose January is missing reads the year at its first point, not its month",
    arguments: [(480, 480), (1280, 720), (1080, 1920)])
  func missingJanuaryNamesTheYear(width: Int, height: Int) throws {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // Monthly sales 2015–2020 with no row for January 2018 or January 2019.
    let months = (2015...2020).flatMap { year in (1...12).map { (year, $0) } }
      .filter { !([2018, 2019].contains($0.0) && $0.1 == 1) }
    let rows = months.enumerated().map { index, month in
      String(format: "%04d-%02d,%d", month.0, month.1, 100 + index % 17)
    }
    try (["month,sales"] + rows).joined(separator: "\n")
      .write(toFile: folder + "/d.csv", atomically: true, encoding: .utf8)
    let measurer = ApproximateTextMeasurer()
    for window in [[0.3, 0.6], [0.5, 0.8], [0.6, 0.9]] {
      try """
      {"canvas": {"width": \(width), "height": \(height), "fps": 30}, "duration": 1,
       "data": {"csv": "d.csv"}, "title": "Sales", "initial": {"window": \(window)}}
      """.write(toFile: folder + "/s.json", atomically: true, encoding: .utf8)
      let scene = TestPaths.compile(try SceneDecoder.load(path: folder + "/s.json"))
      let labels = scene.texts(at: 0.5, measurer: measurer).filter { $0.role == .xLabel }
        .sorted { $0.box.minX < $1.box.minX }.map(\.text)
      let context = "window \(window) at \(width)×\(height): \(labels)"
      // February is labelled only as the first point of 2018 or 2019: it must read the year.
      #expect(!labels.contains("Feb"), "\(context)")
      #expect(labels.contains { Int($0) != nil }, "\(context)")
    }
  }
}
