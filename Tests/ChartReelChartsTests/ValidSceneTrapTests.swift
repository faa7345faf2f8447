import ChartReelCharts
import ChartReelCore
import ChartReelInput
import TestSupport
import Testing

/// Scenes that validate and used to trap while they were compiled, probed or drawn: each is
/// now drawn at a few times, probed and laid out as a contact sheet.
@Suite struct ValidSceneTrapTests {
  /// A scene of one chart on `file` (its bytes `data`), with the chart's keys `extra`.
  func scene(data: String, file: String, extra: String = "") throws -> Scene {
    let json = """
      { "canvas": { "width": 320, "height": 180, "fps": 10 }, "duration": 1,
        "root": { "type": "chart", "id": "main",
          "data": { "\(file.hasSuffix(".csv") ? "csv" : "file")": "\(file)" } \(extra) },
        "actions": [ { "at": 0.2, "duration": 0.5, "target": "main", "window": [0, 1] } ] }
      """
    return try SceneDecoder.decode(Array(json.utf8), file: "scene.json") {
      path throws(InputError) in InputFile(path: path, bytes: Array(data.utf8))
    }
  }

  /// Draws, probes and lays out a sheet of the scene: none of it may trap.
  func exercise(_ scene: Scene) -> [DisplayNode] {
    let measurer = ApproximateTextMeasurer()
    let compiled = CompiledScene(scene, measurer: measurer)
    var nodes: [DisplayNode] = []
    for t in [0, 0.3, 0.5, scene.duration] {
      nodes += compiled.nodes(at: t, measurer: measurer)
      _ = compiled.probe(at: t, chart: 0, measurer: measurer).serialized
    }
    _ = ContactSheet(compiled, columns: 2, rows: 1, cellWidth: 160).displayList(measurer: measurer)
    return nodes
  }

  static let lines = "x,a\n2020-01-01,1\n2020-01-02,5\n2020-01-03,3\n"

  @Test("an annotation without an id is drawn with the tracks declared for it")
  func annotationWithoutID() throws {
    let scene = try scene(
      data: Self.lines, file: "d.csv",
      extra: #", "annotations": [{ "type": "yLine", "y": 3, "label": "Goal" }]"#)
    #expect(exercise(scene).textRuns.map(\.text).contains("Goal"))
  }

  @Test(
    "near-equal and huge values draw a grid",
    arguments: [
      "0.3\n2020-01-02,0.30000000000000004\n2020-01-03,0.3",
      "1e15\n2020-01-02,999999999999999.9\n2020-01-03,1e15",
      "-1e15\n2020-01-02,-999999999999999.8\n2020-01-03,-1e15",
    ])
  func nearEqualValues(values: String) throws {
    _ = exercise(try scene(data: "x,a\n2020-01-01," + values + "\n", file: "d.csv"))
  }

  @Test("x values 1e-13 ms apart are labelled")
  func subMillisecondSteps() throws {
    let data = """
      {"columns": [["x", 1, 1.0000000000001, 1.0000000000002, 1.0000000000003, 1.0000000000004],
        ["y0", 1, 2, 3, 4, 5]], "types": {"x": "x", "y0": "line"}, "names": {"y0": "A"},
        "colors": {"y0": "#FF0000"}}
      """
    _ = exercise(try scene(data: data, file: "d.json"))
    #expect(XAxisLabels.marks(visibleSteps: 1e30, indices: 0...4, base: Int.max).count <= 5)
  }

  static let x = [0.0, 1000, 2000, 3000]

  static func series(_ values: [Double]) -> [ChartSeries] {
    [ChartSeries(id: "y0", name: "A", color: .black, kind: .line, values: values)]
  }

  @Test(
    "Swift-built data that cannot be drawn is refused by the scene's checks",
    arguments: [
      (ChartData(x: [], series: []), "expected at least two points, found 0"),
      (ChartData(x: [0], series: series([1])), "expected at least two points, found 1"),
      (ChartData(x: x, series: []), "expected at least one series besides x, found none"),
      (
        ChartData(x: [0, 2000, 1000, 3000], series: series([1, 2, 3, 4])),
        "x[2]: expected x values in increasing order without duplicates, found 1000 after 2000"
      ),
      (
        ChartData(x: x, series: series([1, 2])),
        "series \"y0\": expected 4 values (one per x value), found 2"
      ),
      (
        ChartData(x: [0, .infinity], series: series([1, 2])),
        "x[1]: expected a finite number, found inf"
      ),
      (
        ChartData(x: x, series: series([1, 2, .infinity, 4])),
        "series \"y0\": expected numbers from -1e15 to 1e15, found inf"
      ),
      (
        ChartData(x: x, series: series([.nan, .nan, .nan, .nan])),
        "series \"y0\": expected at least one value, found only gaps"
      ),
    ])
  func swiftBuiltData(data: ChartData, message: String) {
    let canvas = Canvas(width: 320, height: 180, fps: 10)
    #expect {
      try Scene(canvas: canvas, root: Node(id: "c", ChartContent(data: data)))
    } throws: {
      ($0 as? InputError)?.description == "scene: data: \(message)"
    }
  }

  @Test func swiftBuiltDataThatFitsIsDrawn() throws {
    let data = ChartData(x: Self.x, series: Self.series([1, .nan, 3, 4]))
    let scene = try Scene(
      canvas: Canvas(width: 320, height: 180, fps: 10), root: Node(ChartContent(data: data)),
      duration: 1)
    #expect(!exercise(scene).isEmpty)
  }
}
