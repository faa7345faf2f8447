import ChartReel
import Foundation
import TestSupport
import Testing

/// Charts that line up on one canvas look like one design (`AlignedGroups`): one type scale, and plots
/// side by side that start and end level, however many legend rows or titles each has.
@Suite struct ChartAlignmentTests {
  static let sizes = [(480, 480), (1280, 720), (1080, 1920), (3840, 2160)]

  /// A chart node: two series (chart_data 0 or 1), or six percentage areas (round 2, 5).
  static func chart(_ id: String, _ file: String, title: String?) -> String {
    let data =
      file == "six"
      ? #"{"file": "data/round2/5/overview.json"}"#
      : #"{"file": "data/chart_data.json", "chart": \#(file)}"#
    let title = title.map { #", "title": "\#($0)""# } ?? ""
    return #"{"type": "chart", "id": "\#(id)", "data": \#(data)\#(title)}"#
  }

  static func compile(_ width: Int, _ height: Int, root: String) throws -> CompiledScene {
    let json = #"{"canvas": {"width": \#(width), "height": \#(height)}, "root": \#(root)}"#
    return CompiledScene(try TestPaths.scene(json: json), measurer: try PangoTextMeasurer())
  }

  /// The chart's parts and the heights of its texts of each role.
  struct Probed {
    var plot: Rect
    var minimap: Rect?
    var heights: [String: Set<Double>]
  }

  static func probe(_ compiled: CompiledScene, _ ids: [String]) throws -> [Probed] {
    let measurer = try PangoTextMeasurer()
    let probe = compiled.probe(at: 0, measurer: measurer)
    let texts = compiled.texts(at: 0, measurer: measurer)
    return try ids.map { id in
      let parts = try #require(probe["nodes"]?[id]?["parts"])
      var heights: [String: Set<Double>] = [:]
      for text in texts where text.node?.rawValue == id && text.role != .yLabel {
        heights[text.role.rawValue, default: []].insert((text.box.height * 10).rounded() / 10)
      }
      return Probed(
        plot: try #require(parts["plot"]?.rect), minimap: parts["minimap"]?.rect, heights: heights)
    }
  }

  @Test(
    "charts side by side share their type scale, and their plots and mini-maps line up",
    arguments: sizes)
  func sideBySide(_ size: (Int, Int)) throws {
    let root = """
      {"type": "row", "gap": 16, "padding": 16, "children": [
        \(Self.chart("a", "0", title: "Followers")), \(Self.chart("b", "six", title: "Fruit")),
        \(Self.chart("c", "1", title: nil))]}
      """
    let charts = try Self.probe(try Self.compile(size.0, size.1, root: root), ["a", "b", "c"])
    let label = "\(size.0)×\(size.1)"
    for chart in charts.dropFirst() {
      #expect(chart.plot.minY == charts[0].plot.minY, "plot tops: \(label)")
      #expect(chart.plot.maxY == charts[0].plot.maxY, "plot bottoms: \(label)")
      #expect(
        abs((chart.minimap?.minY ?? 0) - (charts[0].minimap?.minY ?? 0)) < 0.01,
        "mini-maps: \(label)")
    }
    // One title size, one axis size, one pill size.
    for role in ["title", "xLabel", "legend"] {
      let heights = charts.map { $0.heights[role] ?? [] }.reduce(into: Set<Double>()) {
        $0.formUnion($1)
      }
      #expect(heights.count == 1, "\(role) heights \(heights): \(label)")
    }
  }

  @Test(
    "charts one above another (the charts short form) share their type scale",
    arguments: sizes)
  func column(_ size: (Int, Int)) throws {
    let json = """
      {"canvas": {"width": \(size.0), "height": \(size.1)}, "charts": [
        {"data": {"file": "data/chart_data.json", "chart": 0}, "title": "Followers"},
        {"data": {"file": "data/round2/5/overview.json"}, "title": "Fruit"}]}
      """
    let measurer = try PangoTextMeasurer()
    let compiled = CompiledScene(try TestPaths.scene(json: json), measurer: measurer)
    let texts = compiled.texts(at: 0, measurer: measurer)
    for role in [TextRole.title, .xLabel, .legend] {
      let heights = Set(texts.filter { $0.role == role }.map { ($0.box.height * 10).rounded() })
      #expect(heights.count == 1, "\(role) heights \(heights): \(size.0)×\(size.1)")
    }
  }

  @Test("charts under titles of their own, side by side, line their plots up")
  func cousins() throws {
    let root = """
      {"type": "row", "gap": 16, "padding": 16, "children": [
        {"type": "column", "gap": 8, "children": [{"type": "text", "text": "Left", "size": 28},
          \(Self.chart("a", "0", title: "Followers"))]},
        {"type": "column", "gap": 8, "children": [{"type": "text", "text": "Right", "size": 28},
          \(Self.chart("b", "six", title: "Fruit"))]}]}
      """
    let charts = try Self.probe(try Self.compile(1280, 720, root: root), ["a", "b"])
    #expect(charts[0].plot.minY == charts[1].plot.minY)
    #expect(charts[0].plot.maxY == charts[1].plot.maxY)
    #expect(charts[0].heights["legend"] == charts[1].heights["legend"])
  }

  /// Groups of two to four charts: a row, a column and a grid, on `charts` of each kind.
  static let groups: [(name: String, root: String)] = [
    (
      "row of three",
      """
      {"type": "row", "gap": 12, "padding": 16, "children": [\(chart("a", "0", title: "Joined")),
        \(chart("b", "1", title: "Views")), \(chart("c", "six", title: "Fruit"))]}
      """
    ),
    (
      "grid of four",
      """
      {"type": "column", "gap": 12, "padding": 16, "children": [
        {"type": "row", "gap": 12, "children": [\(chart("a", "0", title: "A")),
          \(chart("b", "1", title: "B"))]},
        {"type": "row", "gap": 12, "children": [\(chart("c", "2", title: "C")),
          \(chart("d", "six", title: "D"))]}]}
      """
    ),
  ]

  @Test(
    "every chart of an aligned group is clean and legible: its texts apart and inside it, axis text of 8 px or more, half its height for the plot",
    arguments: sizes)
  func clean(_ size: (Int, Int)) throws {
    let measurer = try PangoTextMeasurer()
    for group in Self.groups {
      let compiled = try Self.compile(size.0, size.1, root: group.root)
      let probe = compiled.probe(at: 0, measurer: measurer)
      let texts = compiled.texts(at: 0, measurer: measurer).filter { $0.opacity >= 0.5 }
      let label = "\(group.name) at \(size.0)×\(size.1)"
      for id in ["a", "b", "c", "d"] {
        guard let node = probe["nodes"]?[id] else { continue }
        let frame = try #require(node["frame"]?.rect)
        let plot = try #require(node["parts"]?["plot"]?.rect)
        #expect(plot.height >= frame.height / 2 - 1, "\(id)'s plot \(plot) in \(frame): \(label)")
        for text in texts where text.node?.rawValue == id {
          #expect(frame.contains(text.box, tolerance: 0.5), "\(text.text) outside \(id): \(label)")
          if text.role == .xLabel || text.role == .yLabel {
            // DejaVu Sans lines are 1.16 em tall: 8 px text takes 9.3 px.
            #expect(text.box.height >= 9.2, "\(text.text) \(text.box.height) px: \(label)")
          }
        }
      }
      for (i, a) in texts.enumerated() {
        for b in texts[(i + 1)...] where a.box.insetBy(dx: 0.5, dy: 0.5).intersects(b.box) {
          Issue.record("\"\(a.text)\" (\(a.role)) overprints \"\(b.text)\" (\(b.role)): \(label)")
        }
      }
    }
  }

  @Test(
    "charts under titles of different heights, side by side, share their type scale and end their plots level"
  )
  func unevenTitles() throws {
    let root = """
      {"type": "row", "gap": 16, "padding": 16, "children": [
        {"type": "column", "gap": 8, "children": [{"type": "text", "text": "Left", "size": 28},
          \(Self.chart("a", "0", title: "Followers"))]},
        {"type": "column", "gap": 8, "children": [
          {"type": "text", "text": "Right, under a title of two lines", "size": 28},
          \(Self.chart("b", "six", title: "Fruit"))]}]}
      """
    for size in Self.sizes {
      let charts = try Self.probe(try Self.compile(size.0, size.1, root: root), ["a", "b"])
      #expect(charts[0].plot.maxY == charts[1].plot.maxY, "\(size)")
      #expect(charts[0].heights["title"] == charts[1].heights["title"], "\(size)")
      #expect(charts[0].heights["legend"] == charts[1].heights["legend"], "\(size)")
    }
  }

  @Test(
    "a wide chart over a row of two shares their type scale, its plot's edges over theirs",
    arguments: sizes)
  func wideOverRow(_ size: (Int, Int)) throws {
    let root = """
      {"type": "column", "gap": 16, "padding": 32, "children": [
        {"type": "text", "text": "Channel statistics", "size": 40},
        {"type": "chart", "id": "a", "grow": 2, "title": "Followers",
         "data": {"file": "data/chart_data.json", "chart": 0}},
        {"type": "row", "gap": 16, "children": [\(Self.chart("b", "1", title: "Views")),
          \(Self.chart("c", "six", title: "Fruit"))]}]}
      """
    let charts = try Self.probe(try Self.compile(size.0, size.1, root: root), ["a", "b", "c"])
    let label = "\(size.0)×\(size.1)"
    #expect(charts[0].plot.minX == charts[1].plot.minX, "\(label)")
    #expect(charts[0].plot.maxX == charts[2].plot.maxX, "\(label)")
    for role in ["title", "xLabel"] {
      let heights = charts.map { $0.heights[role] ?? [] }.reduce(into: Set<Double>()) {
        $0.formUnion($1)
      }
      #expect(heights.count == 1, "\(role) heights \(heights): \(label)")
    }
  }

  @Test("gestures on a chart of an aligned group find its plot where the group put it")
  func gestures() throws {
    let root = """
      {"type": "row", "gap": 16, "padding": 16, "children": [
        \(Self.chart("a", "0", title: "Followers")), \(Self.chart("b", "1", title: nil))]}
      """
    let json = """
      {"canvas": {"width": 1280, "height": 720}, "root": \(root), "actions": [{"at": 0,
        "duration": 1, "target": "b", "pinch": {"scale": 2, "focus": [0.5, 0.25]}}]}
      """
    let measurer = try PangoTextMeasurer()
    let compiled = CompiledScene(try TestPaths.scene(json: json), measurer: measurer)
    let probe = compiled.probe(at: 0.5, chart: 1, measurer: measurer)
    let plot = try #require(probe["nodes"]?["b"]?["parts"]?["plot"]?.rect)
    let a = try #require(probe["nodes"]?["a"]?["parts"]?["plot"]?.rect)
    #expect(plot.minY == a.minY)
    guard case .array(let fingers)? = probe["touches"], fingers.count == 2 else {
      Issue.record("no fingers: \(String(describing: probe["touches"]))")
      return
    }
    let ys = fingers.compactMap { finger -> Double? in
      guard case .array(let xy) = finger, case .number(let y) = xy[1] else { return nil }
      return y
    }
    #expect(abs(ys.reduce(0, +) / 2 - (plot.minY + plot.height / 4)) < 1, "\(ys) in \(plot)")
  }
}
