import ChartReelCharts
import ChartReelCore
import ChartReelInput
import Foundation
import TestSupport
import Testing

/// A data file named by many charts of a scene is read and parsed once, its data shared; a
/// chart has at most `InputLimits.seriesPerChart` series.
@Suite struct SceneDataTests {
  /// Counts the files a decode reads.
  final class Reads: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: [String] = []
    func add(_ path: String) {
      lock.lock()
      paths.append(path)
      lock.unlock()
    }
    var all: [String] {
      lock.lock()
      defer { lock.unlock() }
      return paths
    }
  }

  @Test("40 charts naming one Telegram file and 40 naming one CSV file: each read once, shared")
  func sharedFiles() throws {
    let telegram = (0..<40).map {
      #"{"type": "chart", "id": "t\#($0)", "data": {"file": "data/chart_data.json", "chart": 0}}"#
    }
    let csv = (0..<40).map {
      #"{"type": "chart", "id": "c\#($0)", "data": {"csv": "data/followers.csv", "x": "date"}}"#
    }
    let json = """
      {"canvas": {"width": 1280, "height": 720, "fps": 10}, "duration": 1,
       "root": {"type": "row", "children": [
         {"type": "column", "children": [\(telegram.joined(separator: ","))]},
         {"type": "column", "children": [\(csv.joined(separator: ","))]}]}}
      """
    let reads = Reads()
    let scene = try SceneDecoder.decode(Array(json.utf8), file: "inline.json") {
      path throws(InputError) in
      reads.add(path)
      return try DataFiles().read(TestPaths.root + "/Scenes/" + path)
    }
    #expect(reads.all.sorted() == ["data/chart_data.json", "data/followers.csv"])
    let charts = scene.entries.compactMap { $0.node.content as? ChartContent }
    #expect(charts.count == 80)
    for group in [charts[..<40], charts[40...]] {
      let buffers = group.map {
        $0.data.x.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
      }
      #expect(Set(buffers).count == 1, "each chart holds its own copy of the dates")
    }
  }

  /// The problems of a scene whose one chart reads a CSV file of `count` series and 3 rows.
  func problems(series count: Int) -> [String] {
    var csv = "date," + (0..<count).map { "s\($0)" }.joined(separator: ",") + "\n"
    for day in 1...3 {
      csv +=
        "2024-01-0\(day)," + (0..<count).map { String(($0 + day) % 10) }.joined(separator: ",")
        + "\n"
    }
    let json =
      #"{"canvas": {"width": 320, "height": 180, "fps": 10}, "duration": 1, "data": {"csv": "wide.csv", "x": "date"}}"#
    let bytes = Array(csv.utf8)
    do {
      _ = try SceneDecoder.decode(Array(json.utf8), file: "wide.json") { path throws(InputError) in
        InputFile(path: path, bytes: bytes)
      }
      return []
    } catch {
      return error.problems.map(\.description)
    }
  }

  @Test("a chart of 10,000 series is valid; of 10,001 it is refused, naming the file and the limit")
  func seriesPerChart() {
    #expect(problems(series: 10_000) == [])
    #expect(
      problems(series: 10_001) == [
        "wide.csv: line 1: 10,001 series in one chart; expected at most 10,000 (see docs/limits.md)"
      ])
  }
}
