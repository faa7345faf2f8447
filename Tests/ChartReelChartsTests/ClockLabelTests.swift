import ChartReelCore
import ChartReelInput
import Foundation
import TestSupport
import Testing

@testable import ChartReelCharts

/// Intraday x labels read round times of the day: strides that divide a day, on its multiples.
@Suite struct ClockLabelTests {
  /// A line chart of `count` points `stepMinutes` apart from 2019-01-01 plus `startMinutes`,
  /// showing its first `windowHours` hours on a `width` × `height` canvas: the x labels at rest,
  /// left to right.
  func labels(
    stepMinutes: Int, startMinutes: Int, windowHours: Double, width: Int, height: Int
  ) throws -> [String] {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let count = Int(windowHours * 60 / Double(stepMinutes)) * 3
    let xs = (0..<count).map {
      String(1_546_300_800_000 + (startMinutes + $0 * stepMinutes) * 60_000)
    }
    let ys = (0..<count).map { String(100 + ($0 * 37) % 50) }
    try """
    {"columns": [["x", \(xs.joined(separator: ","))], ["y0", \(ys.joined(separator: ","))]],
     "types": {"x": "x", "y0": "line"}, "names": {"y0": "Requests"}, "colors": {"y0": "#3497ED"}}
    """.write(toFile: folder + "/d.json", atomically: true, encoding: .utf8)
    let upper = windowHours * 60 / Double(stepMinutes) / Double(count - 1)
    try """
    {"canvas": {"width": \(width), "height": \(height), "fps": 30}, "duration": 1,
     "data": {"file": "d.json"}, "title": "Requests", "initial": {"window": [0, \(upper)]}}
    """.write(toFile: folder + "/s.json", atomically: true, encoding: .utf8)
    let scene = TestPaths.compile(try SceneDecoder.load(path: folder + "/s.json"))
    return scene.texts(at: 0.5, measurer: ApproximateTextMeasurer())
      .filter { $0.role == .xLabel }.sorted { $0.box.minX < $1.box.minX }.map(\.text)
  }

  /// The labels' times in minutes from the first midnight: "13:45" is a time of day after the
  /// label before it, a date ("Jan 2") the next midnight.
  func minutes(_ labels: [String]) -> [Int] {
    var times: [Int] = []
    for label in labels {
      let previous = times.last ?? -1
      let parts = label.split(separator: ":").compactMap { Int($0) }
      let ofDay = parts.count >= 2 ? parts[0] * 60 + parts[1] : 0
      var time = (previous / 1440) * 1440 + ofDay
      while time <= previous { time += 1440 }
      times.append(time)
    }
    return times
  }

  @Test(
    "labels less than a day apart divide the day and sit on its multiples",
    arguments: [(480, 480), (1280, 720), (1080, 1920), (3840, 2160)])
  func labelsOnTheClock(width: Int, height: Int) throws {
    for (step, start) in [(60, 0), (60, 180), (5, 0), (5, 5), (10, 70), (120, 0), (15, 45)] {
      for hours in [6.0, 20, 36, 50, 72, 90, 120] where hours * 60 / Double(step) >= 6 {
        let labels = try labels(
          stepMinutes: step, startMinutes: start, windowHours: hours, width: width,
          height: height)
        let times = minutes(labels)
        let gaps = Set(zip(times, times.dropFirst()).map { $1 - $0 })
        let what =
          "\(step)-minute data from +\(start) min, \(hours) h at \(width)×\(height): \(labels)"
        guard let gap = gaps.min(), gap < 1440 else { continue }
        #expect(1440 % gap == 0, "labels \(gap) minutes apart: \(what)")
        #expect(times.allSatisfy { $0 % gap == 0 }, "labels off the \(gap)-minute clock: \(what)")
      }
    }
  }
}
