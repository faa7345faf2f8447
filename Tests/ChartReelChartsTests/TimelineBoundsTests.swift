import ChartReelCore
import Foundation
import TestSupport
import Testing

@testable import ChartReelCharts
@testable import ChartReelInput

/// A timeline of many intervals: at most `InputLimits.timelineIntervals`, refused before it is
/// parsed, and a frame draws only the intervals its window shows.
@Suite struct TimelineBoundsTests {
  let folder = TestPaths.temporaryFolder()

  /// `count` intervals of up to `longest` minutes over the day, with a few spanning hours.
  static func intervals(_ count: Int, longest: Double, seed: UInt64) -> [TimelineData.Interval] {
    var random = SeededGenerator(seed: seed)
    return (0..<count).map { index in
      let start = Double.random(in: 0..<1430, using: &random).rounded()
      let length =
        index % 97 == 0
        ? Double.random(in: 60...600, using: &random)
        : Double.random(in: 0.5...longest, using: &random)
      return .init(start: start, end: min(1440, start + length), color: Color(rgb: 0x4BD964))
    }
  }

  @Test("the index finds exactly the intervals a window meets, in the data's order")
  func indexMatchesAScan() {
    var random = SeededGenerator(seed: 7)
    for count in [0, 1, 2, 50, 3000] {
      let intervals = Self.intervals(count, longest: 30, seed: UInt64(count))
      let index = TimelineIndex(intervals)
      for _ in 0..<200 {
        let a = Double.random(in: -10...1450, using: &random)
        let b = a + Double.random(in: 0...300, using: &random)
        let expected = intervals.indices.filter {
          intervals[$0].start <= b && intervals[$0].end >= a
        }
        #expect(index.overlapping(a, b) == expected, "\(count) intervals, \(a)…\(b)")
      }
    }
  }

  /// Writes `text` as `name` in the test's folder; returns its path.
  func write(_ name: String, _ text: String) throws -> String {
    let path = folder + "/" + name
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// The problems of a scene whose chart is the timeline `file`, as printed.
  func problems(timeline file: String) throws -> [String] {
    let scene = try write(
      "scene.json",
      #"{"canvas": {"width": 640, "height": 360}, "duration": 1, "data": {"timeline": "\#(file)"}}"#
    )
    do {
      _ = try SceneDecoder.load(path: scene, files: DataFiles())
      return []
    } catch {
      return error.problems.map { $0.description.replacingOccurrences(of: folder + "/", with: "") }
    }
  }

  @Test("a timeline file of more intervals than the limit is refused naming the file and key")
  func limitIsChecked() throws {
    let limit = InputLimits.timelineIntervals
    let interval = ##"{"start": "08:00", "end": "08:01", "color": "#4BD964"}"##
    let body = Array(repeating: interval, count: limit + 1).joined(separator: ",\n")
    _ = try write("many.json", #"{"intervals": ["# + body + "]}")
    #expect(
      try problems(timeline: "many.json") == [
        "many.json: intervals: holds 100,001 intervals; a timeline has at most 100,000 (see docs/limits.md)"
      ])
    let row = "08:00,08:01,#4BD964\n"
    _ = try write(
      "many.csv", "start,end,color\n" + String(repeating: row, count: limit + 1))
    #expect(
      try problems(timeline: "many.csv") == [
        "many.csv: holds 100,001 intervals (lines after the header); a timeline has at most 100,000 (see docs/limits.md)"
      ])
    // Braces inside labels are not intervals.
    let labelled =
      ##"{"intervals": [{"start": "08:00", "end": "09:00", "color": "#4BD964", "label": "{{\"{"}]}"##
    #expect(TimelineDecoder.objectCount(Array(labelled.utf8)) == 2)
    _ = try write("labelled.json", labelled)
    #expect(try problems(timeline: "labelled.json") == [])
    // A timeline built in Swift is held to the same limit.
    let chart = ChartContent(
      timeline: TimelineData(intervals: Self.intervals(limit + 1, longest: 5, seed: 1)))
    #expect(
      chart.problems(children: []).map { "\($0.key): \($0.message)" } == [
        "data.timeline: 100,001 intervals; expected at most 100,000 (see docs/limits.md)"
      ])
  }

  /// The display nodes of `nodes`, groups and transforms opened.
  static func count(_ nodes: [DisplayNode]) -> Int {
    nodes.reduce(0) { total, node in
      switch node {
      case .group(_, _, let children), .transform(_, let children), .tile(_, let children):
        return total + 1 + count(children)
      default: return total + 1
      }
    }
  }

  @Test("a frame draws the intervals its window shows, and its budget counts them all")
  func framesDrawWhatTheyShow() throws {
    let intervals = Self.intervals(20_000, longest: 10, seed: 3)
    let rows = intervals.map { interval in
      func clock(_ minutes: Double) -> String {
        let seconds = Int(minutes * 60)
        return String(format: "%02d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60)
      }
      return "\(clock(interval.start)),\(clock(interval.end)),#4BD964\n"
    }
    let file = try write("day.csv", "start,end,color\n" + rows.joined())
    func frame(window: String) throws -> (nodes: Int, compiled: CompiledScene) {
      let json = """
        {"canvas": {"width": 800, "height": 400, "fps": 30}, "duration": 1,
         "data": {"timeline": "\(file)"}, "initial": {"window": \(window)}}
        """
      let scene = try SceneDecoder.decode(Array(json.utf8), file: "scene.json") {
        path throws(InputError) in try DataFiles().read(path)
      }
      let compiled = TestPaths.compile(scene)
      let list = compiled.displayList(at: 0.5, measurer: ApproximateTextMeasurer())
      return (Self.count(list.nodes), compiled)
    }
    let day = try frame(window: "[0, 1]")
    let twoHours = try frame(window: "[0.5, 0.5833333]")
    #expect(day.nodes > 20_000, "the whole day shows every interval")
    // About 1/12 of the intervals, the long ones that reach in, and the chart's other nodes.
    #expect(twoHours.nodes < 2_500, "\(twoHours.nodes) nodes for two hours")
    #expect(day.compiled.drawingBytes >= 20_000 * TimelineIndex.bytesPerInterval)
  }
}
