import ChartReelCore
import ChartReelInput
import Foundation
import TestSupport
import Testing

@testable import ChartReelCharts

/// Intraday x labels read round times of the day: strides that divide a day, on its multiples.
@Suite struct ClockLabelTests {
  /// A line chart of points `stepSeconds` apart from 2019-01-01 plus `startSeconds`, showing
  /// its first `windowHours` hours on a `width` × `height` canvas: the x labels at rest, left to
  /// right.
  func labels(
    stepSeconds: Int, startSeconds: Int, windowHours: Double, width: Int, height: Int
  ) throws -> [String] {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let count = Int(windowHours * 3600 / Double(stepSeconds)) * 3
    let xs = (0..<count).map {
      String(1_546_300_800_000 + (startSeconds + $0 * stepSeconds) * 1_000)
    }
    let ys = (0..<count).map { String(100 + ($0 * 37) % 50) }
    try """
    {"columns": [["x", \(xs.joined(separator: ","))], ["y0", \(ys.joined(separator: ","))]],
     "types": {"x": "x", "y0": "line"}, "names": {"y0": "Requests"}, "colors": {"y0": "#3497ED"}}
    """.write(toFile: folder + "/d.json", atomically: true, encoding: .utf8)
    let upper = windowHours * 3600 / Double(stepSeconds) / Double(count - 1)
    try """
    {"canvas": {"width": \(width), "height": \(height), "fps": 30}, "duration": 1,
     "data": {"file": "d.json"}, "title": "Requests", "initial": {"window": [0, \(upper)]}}
    """.write(toFile: folder + "/s.json", atomically: true, encoding: .utf8)
    let scene = TestPaths.compile(try SceneDecoder.load(path: folder + "/s.json"))
    return scene.texts(at: 0.5, measurer: ApproximateTextMeasurer())
      .filter { $0.role == .xLabel }.sorted { $0.box.minX < $1.box.minX }.map(\.text)
  }

  /// The labels' times in seconds from the first midnight: "13:45" or "13:45:20" is a time of
  /// day after the label before it, a date ("Jan 2") the next midnight.
  func seconds(_ labels: [String]) -> [Int] {
    var times: [Int] = []
    for label in labels {
      let previous = times.last ?? -1
      let parts = label.split(separator: ":").compactMap { Int($0) }
      let ofDay =
        parts.count >= 2 ? parts[0] * 3600 + parts[1] * 60 + (parts.count > 2 ? parts[2] : 0) : 0
      var time = (previous / 86_400) * 86_400 + ofDay
      while time <= previous { time += 86_400 }
      times.append(time)
    }
    return times
  }

  @Test(
    "labels less than a day apart divide the day and sit on its multiples",
    arguments: [(480, 480), (1280, 720), (1080, 1920), (3840, 2160)])
  func labelsOnTheClock(width: Int, height: Int) throws {
    // (step, start) in seconds: hourly, 5-minute, 10-minute, 2-hourly, 15-minute, minute and
    // second data, some starting off the hour.
    let data = [
      (3600, 0), (3600, 10_800), (300, 0), (300, 300), (600, 4_200), (7200, 0), (900, 2_700),
      (60, 0), (60, 420), (1, 0), (1, 17),
    ]
    for (step, start) in data {
      for hours in [0.05, 0.2, 1, 6, 20, 36, 50, 72, 90, 120]
      where hours * 3600 / Double(step) >= 8 && hours * 3600 / Double(step) <= 20_000 {
        let labels = try labels(
          stepSeconds: step, startSeconds: start, windowHours: hours, width: width, height: height)
        let times = seconds(labels)
        let gaps = Set(zip(times, times.dropFirst()).map { $1 - $0 })
        let what =
          "\(step)-second data from +\(start) s, \(hours) h at \(width)×\(height): \(labels)"
        guard let gap = gaps.min(), gap < 86_400 else { continue }
        // Seconds that divide a minute, minutes that divide an hour, hours that divide a day.
        let unit = gap < 60 ? 60 : gap < 3600 ? 3600 : 86_400
        let whole = gap < 60 ? 1 : gap < 3600 ? 60 : 3600
        #expect(unit % gap == 0 && gap % whole == 0, "labels \(gap) s apart: \(what)")
        #expect(times.allSatisfy { $0 % gap == 0 }, "labels off the \(gap)-second clock: \(what)")
      }
    }
  }

  @Test(
    "points off the round times — sensor data at :13:20, 15-minute data at :07:30 — label each day's first point with its day",
    arguments: [(480, 480), (1280, 720), (1080, 1920)])
  func pointsOffTheClock(width: Int, height: Int) throws {
    // (step, start, window) in seconds and hours: the start 22:13:20, 00:07:30, 00:00:30.
    for (step, start, hours) in [
      (3600, 80_000, 288.0), (3600, 80_000, 72), (900, 450, 72), (3600, 30, 288), (300, 47, 40),
    ] {
      let labels = try labels(
        stepSeconds: step, startSeconds: start, windowHours: hours, width: width, height: height)
      let what = "\(step)-second data from +\(start) s, \(hours) h at \(width)×\(height): \(labels)"
      #expect(labels.count >= 3, "\(what)")
      // Neighbours never read alike (each day's "22:13" was one label across 12 days).
      #expect(zip(labels, labels.dropFirst()).allSatisfy { $0 != $1 }, "\(what)")
      // The window spans days: some labels name them ("Jan 2"), as on data on the hour.
      #expect(labels.contains { $0.hasPrefix("Jan") }, "no day named: \(what)")
      // A label names a day only on that day's first point: the days follow one another.
      let days = labels.filter { $0.hasPrefix("Jan") }.compactMap {
        Int($0.split(separator: " ")[1])
      }
      #expect(zip(days, days.dropFirst()).allSatisfy { $0 < $1 }, "\(what)")
    }
  }

  @Test("a window of less than a day that reaches over midnight names the day at midnight")
  func midnightInAShortWindow() throws {
    // 5-minute data from 14:00, the first 22 hours in view: 16:00 20:00 Jan 2 04:00 08:00.
    let labels = try labels(
      stepSeconds: 300, startSeconds: 14 * 3600, windowHours: 22, width: 1280, height: 720)
    #expect(labels.contains("Jan 2"), "\(labels)")
    #expect(!labels.contains("00:00"), "\(labels)")
  }
}
