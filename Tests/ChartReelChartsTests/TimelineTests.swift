import ChartReelCore
import ChartReelInput
import Foundation
import TestSupport
import Testing

@testable import ChartReelCharts

/// 24-hour timelines: their data files, the window, "now", scrolling and right to left.
@Suite struct TimelineTests {
  func scene(direction: String = "ltr", actions: String = "", data: String = "data/usage.json")
    throws -> CompiledScene
  {
    TestPaths.compile(
      try TestPaths.scene(
        json: """
          {"canvas": {"width": 800, "height": 400, "fps": 30, "direction": "\(direction)"},
           "data": {"timeline": "\(data)"}, "actions": [\(actions)], "duration": 4}
          """))
  }

  @Test("the JSON and the CSV form read the same intervals")
  func formats() throws {
    let json = try TimelineDecoder.decode(
      [UInt8](try Data(contentsOf: URL(fileURLWithPath: TestPaths.scene("data/usage.json")))),
      file: "usage.json")
    let csv = try TimelineDecoder.decode(
      [UInt8](try Data(contentsOf: URL(fileURLWithPath: TestPaths.scene("data/usage.csv")))),
      file: "usage.csv")
    #expect(json.now == 940.0)
    #expect(csv.now == nil)
    #expect(json.intervals == csv.intervals)
    #expect(
      json.intervals[1].start == 8 * 60 + 30
        && json.intervals[1].gradientTo == Color(hex: "#2E9E48"))
  }

  @Test("errors name the interval and the key")
  func errors() {
    let text = #"""
      {"now": "25:00", "intervals": [
        {"start": "08:00", "end": "09:00", "color": "#4BD964"},
        {"start": "10:00", "end": "09:30", "color": "#4BD964"},
        {"start": "11:00", "end": "24:01", "color": "green"},
        {"start": "12:00", "end": "13:00", "color": "#4BD964", "gradient": ["#4BD964"]}
      ]}
      """#
    do {
      _ = try TimelineDecoder.decode(Array(text.utf8), file: "usage.json")
      Issue.record("accepted")
    } catch {
      #expect(
        error.problems.map(\.description) == [
          "usage.json: now: expected a time from 00:00 to 24:00 like \"08:30\", found \"25:00\"",
          "usage.json: intervals[1].end: expected an end after the start (10:00), found 09:30",
          "usage.json: intervals[2].end: expected a time from 00:00 to 24:00 like \"08:30\", found \"24:01\"",
          "usage.json: intervals[2].color: expected a colour like \"#3DC23F\", found \"green\"",
          "usage.json: intervals[3].gradient: expected two colours [from, to], found 1",
        ])
    }
  }

  @Test("two hours are shown at every frame, around now; scrollTo centres a time")
  func windowAndScroll() throws {
    let compiled = try scene(
      actions:
        #"{"at": 0.5, "duration": 1, "scrollTo": "09:00"}, {"at": 2, "duration": 0.5, "scrollTo": "now"}"#
    )
    let chart = compiled.charts[0]
    for k in 0...120 {
      let window = chart.state(at: Double(k) / 30).window
      #expect(abs(window.width - 2 / 24.0) < 1e-9)
    }
    #expect(abs(chart.state(at: 0).window.center - (15 * 60 + 40) / 1440.0) < 1e-9)
    #expect(abs(chart.state(at: 1.5).window.center - 9 * 60 / 1440.0) < 1e-9)
    #expect(abs(chart.state(at: 3).window.center - (15 * 60 + 40) / 1440.0) < 1e-9)
  }

  @Test("the marker is on its time, mirrored on a right-to-left canvas")
  func marker() throws {
    for direction in ["ltr", "rtl"] {
      let compiled = try scene(direction: direction)
      let chart = compiled.charts[0]
      let probe = compiled.probe(at: 1, measurer: ApproximateTextMeasurer())
      let plot = chart.layout.plot
      let window = chart.state(at: 1).window
      let fraction = ((15 * 60 + 40) / 1440.0 - window.lower) / window.width
      let expected =
        direction == "ltr"
        ? plot.minX + fraction * plot.width : plot.maxX - fraction * plot.width
      guard case .number(let x)? = probe["marker"]?["x"] else {
        Issue.record("no marker")
        continue
      }
      #expect(abs(x - expected) < 1e-6)
      #expect(probe["kind"] == .string("timeline"))
      guard case .array(let range)? = probe["xRange"], case .number(let low) = range[0] else {
        Issue.record("no xRange")
        continue
      }
      #expect(abs(low - window.lower * 1440) < 1e-6)
    }
    // Scrolled away from now, there is no marker.
    let away = try scene(actions: #"{"at": 0, "duration": 0, "scrollTo": "03:00"}"#)
    #expect(away.probe(at: 1, measurer: ApproximateTextMeasurer())["marker"] == .null)
  }

  @Test("a right-to-left timeline draws every interval at the mirror of its left-to-right place")
  func mirroredGeometry() throws {
    let ltr = try scene()
    let rtl = try scene(direction: "rtl")
    let plot = ltr.charts[0].layout.plot
    #expect(plot == rtl.charts[0].layout.plot)
    func rects(_ compiled: CompiledScene) -> [Rect] {
      compiled.nodes(at: 1, measurer: ApproximateTextMeasurer()).leaves.compactMap { node in
        switch node {
        case .fill(let path, _), .gradientFill(let path, _):
          guard path.elements.count == 6, case .move(let a) = path.elements[0],
            case .line(let b) = path.elements[2]
          else { return nil }
          return Rect(
            x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
        default: return nil
        }
      }.filter { $0.minY >= plot.minY && $0.maxY <= plot.maxY + 0.01 && $0.width > 0 }
    }
    let left = rects(ltr)
    let right = rects(rtl).map { $0.mirrored(about: plot.midX) }
    #expect(left.count >= 2)
    #expect(left.count == right.count)
    for (a, b) in zip(left, right) {
      #expect(abs(a.minX - b.minX) < 1e-6 && abs(a.width - b.width) < 1e-6 && a.minY == b.minY)
    }
  }

  @Test("scrollTo only on timelines, and now only when the data has one")
  func scrollErrors() throws {
    #expect(throws: InputError.self) {
      _ = try TestPaths.scene(
        json:
          #"{"canvas": {"width": 320, "height": 180}, "data": {"file": "data/chart_data.json", "chart": 0}, "actions": [{"at": 0, "scrollTo": "now"}]}"#
      )
    }
    #expect(throws: InputError.self) {
      _ = try self.scene(actions: #"{"at": 0, "scrollTo": "now"}"#, data: "data/usage.csv")
    }
  }
}
