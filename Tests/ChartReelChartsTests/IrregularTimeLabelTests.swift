import ChartReelCore
import ChartReelInput
import Foundation
import TestSupport
import Testing

@testable import ChartReelCharts

/// X labels of data recorded at irregular times stand on round times, evenly spaced, and name
/// the day at midnight.
@Suite struct IrregularTimeLabelTests {
  /// Readings `gaps` (milliseconds, picked at random) apart for `days` days from `start`, as a
  /// CSV of unix milliseconds, shown by a scene of `canvas` and `rest` keys.
  static func readings(
    start: Double, days: Double, gaps: [Double], seed: UInt64, canvas: String, rest: String
  ) throws -> CompiledScene {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var random = SeededGenerator(seed: seed)
    var time = start
    var lines = ["time_ms,value"]
    while time < start + days * 86_400_000 {
      lines.append("\(Int64(time)),\(50 + Double(random.next() % 3000) / 100)")
      time += gaps[Int(random.next() % UInt64(gaps.count))]
    }
    try lines.joined(separator: "\n").write(
      toFile: folder + "/d.csv", atomically: true, encoding: .utf8)
    try #"{"canvas": \#(canvas), "data": {"csv": "d.csv"}, \#(rest)}"#.write(
      toFile: folder + "/s.json", atomically: true, encoding: .utf8)
    return TestPaths.compile(try SceneDecoder.load(path: folder + "/s.json"))
  }

  /// Latencies logged 1 s to 5 min apart (at odd milliseconds) over three days from 1 June
  /// 2024, on a `width` × `height` canvas; the window goes from `from` to `to` in 1 s.
  func loggedChart(width: Int, height: Int, from: [Double], to: [Double]) throws
    -> CompiledScene
  {
    try Self.readings(
      start: 1_717_200_001_500, days: 3, gaps: [1_000, 2_000, 1_500, 30_000, 61_000, 300_000],
      seed: 7, canvas: #"{"width": \#(width), "height": \#(height), "fps": 30}"#,
      rest:
        #""duration": 2, "initial": {"window": \#(from)}, "actions": [{"at": 0.5, "duration": 1, "window": \#(to)}]"#
    )
  }

  /// Whether `text` is a round time ("06:00", "14:15") or a day ("Jun 2").
  static func isRound(_ text: String) -> Bool {
    if text.hasPrefix("Jun ") { return true }
    let parts = text.split(separator: ":")
    guard parts.count == 2, let minutes = Int(parts[1]) else { return false }
    return minutes % 5 == 0
  }

  @Test(
    "at rest and while the window zooms and pans, labels read round times, evenly spaced",
    arguments: [(1080, 1080), (1280, 720), (480, 480), (1080, 1920)])
  func roundTimes(width: Int, height: Int) throws {
    let scene = try loggedChart(
      width: width, height: height, from: [0, 1], to: [0.4, 0.45])
    let measurer = ApproximateTextMeasurer()
    for t in stride(from: 0.0, through: 2, by: 1.0 / 30) {
      let labels = scene.texts(at: t, measurer: measurer).filter {
        $0.role == .xLabel && $0.opacity > 0.05
      }
      #expect(labels.allSatisfy { Self.isRound($0.text) }, "at \(t): \(labels.map(\.text))")
      guard t == 0 || t == 2 else { continue }
      // At rest: four or more, the same distance apart (within a pixel).
      let centers = labels.filter { $0.opacity > 0.999 }.map(\.box.midX).sorted()
      #expect(centers.count >= 4, "at \(t): \(labels.map(\.text))")
      let gaps = zip(centers, centers.dropFirst()).map { $1 - $0 }
      #expect(
        (gaps.max() ?? 0) - (gaps.min() ?? 0) <= 1, "at \(t): \(labels.map(\.text)), \(gaps)")
    }
    // Three days in view name their days at midnight.
    let whole = scene.texts(at: 0, measurer: measurer).filter { $0.role == .xLabel }
    #expect(whole.contains { $0.text == "Jun 2" } && whole.contains { $0.text == "Jun 3" })
  }

  @Test(
    "months of readings at irregular times read evenly spaced days, about six of them",
    arguments: [(1080, 1080), (480, 480), (1920, 1080)])
  func monthsOfReadings(width: Int, height: Int) throws {
    let scene = try Self.readings(
      start: 1_704_067_200_000, days: 300, gaps: [3_600_000, 5_400_000, 21_600_000, 61_500],
      seed: 11, canvas: #"{"width": \#(width), "height": \#(height)}"#,
      rest: #""initial": {"window": [0, 1]}"#)
    let labels = scene.texts(at: 0, measurer: ApproximateTextMeasurer()).filter {
      $0.role == .xLabel && $0.opacity > 0.999
    }
    let centers = labels.map(\.box.midX).sorted()
    let gaps = zip(centers, centers.dropFirst()).map { $1 - $0 }
    #expect((3...8).contains(labels.count), "\(labels.map(\.text))")
    #expect((gaps.max() ?? 0) - (gaps.min() ?? 0) <= 1, "\(labels.map(\.text)), \(gaps)")
  }

  @Test("period starts lie between the window's points, each with the first point after it")
  func periodStarts() {
    let x: [Double] = [1_000, 2_500, 3_700, 6_100, 9_900]
    let starts = PeriodTicks.starts(length: 2_000, x: x, indices: 0...4)
    #expect(starts.map(\.start) == [2_000, 4_000, 6_000, 8_000])
    #expect(starts.map(\.index) == [1, 3, 3, 4])
    #expect(PeriodTicks.starts(length: 2_000, x: x, indices: 1...2).map(\.start) == [])
    #expect(ChartData.isIrregular(x, step: 1_200))
    #expect(!ChartData.isIrregular([0, 300, 900, 1_200], step: 300))
  }
}
