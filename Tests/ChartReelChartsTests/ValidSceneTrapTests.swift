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

  /// Data built without `ChartData.init`'s checks, as data changed after it was built is.
  static func data(_ x: [Double], _ series: [ChartSeries]) -> ChartData {
    ChartData.unchecked(x: x, series: series)
  }

  @Test(
    "Swift-built data that cannot be drawn is refused by the scene's checks",
    arguments: [
      (data([], []), "data.x: expected at least 2 points, found 0"),
      (data([0], series([1])), "data.x: expected at least 2 points, found 1"),
      (data(x, []), "data.series: expected at least one series besides x, found none"),
      (
        data([0, 2000, 1000, 3000], series([1, 2, 3, 4])),
        "data.x[2]: expected x values in increasing order without duplicates, found 1000 after 2000"
      ),
      (
        data(x, series([1, 2])),
        "data.series[0].values: series \"y0\" has 2 values but x has 4; expected the same length"
      ),
      (
        data([0, .infinity], series([1, 2])),
        "data.x[1]: expected a date from the year 1 to 9999, found inf"
      ),
      (
        data(x, series([1, 2, .infinity, 4])),
        "data.series[0].values[2]: expected a number from -1e15 to 1e15, found inf"
      ),
      (
        data(x, series([.nan, .nan, .nan, .nan])),
        "data.series[0].values: series \"y0\" holds only gaps (NaN); expected at least one number"
      ),
    ])
  func swiftBuiltData(data: ChartData, message: String) {
    let canvas = Canvas(width: 320, height: 180, fps: 10)
    #expect {
      try Scene(canvas: canvas, root: Node(id: "c", ChartContent(data: data)))
    } throws: {
      ($0 as? InputError)?.description == "scene: \(message)"
    }
  }

  @Test func swiftBuiltDataThatFitsIsDrawn() throws {
    let data = try ChartData(x: Self.x, series: Self.series([1, .nan, 3, 4]))
    let scene = try Scene(
      canvas: Canvas(width: 320, height: 180, fps: 10), root: Node(ChartContent(data: data)),
      duration: 1)
    #expect(!exercise(scene).isEmpty)
  }
}
