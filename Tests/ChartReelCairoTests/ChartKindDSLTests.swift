import ChartReel
import Foundation
import TestSupport
import Testing

/// The kind, two axes and long rows chosen in Swift follow the JSON's rules (issue 33.7).
@Suite struct ChartKindDSLTests {
  static let rows: [ChartRow] = (0..<24).flatMap { month -> [ChartRow] in
    let x = CalendarDate.milliseconds(monthsSinceYearZero: 2020 * 12 + month)
    return [
      ChartRow(x: x, series: "Coal", value: Double(40 - month)),
      ChartRow(x: x, series: "Wind", value: Double(5 + month)),
    ]
  }

  static func scene(_ chart: Chart) throws -> Scene {
    try Scene(canvas: Canvas(width: 640, height: 480, fps: 30)) {
      chart
    } script: {
    }
  }

  @Test func theDSLsKindIsTheSceneFilesKind() throws {
    let data = try ChartData(rows: Self.rows)
    let swift = try Self.scene(Chart(id: "main", data: data).kind(.stackedBar))
    let csv =
      "month,source,mwh\n"
      + Self.rows.map {
        "\(CalendarDate(milliseconds: $0.x).year)-\(String(format: "%02d", CalendarDate(milliseconds: $0.x).month)),\($0.series),\(Int($0.value))"
      }.joined(separator: "\n")
    let json =
      #"{"canvas": {"width": 640, "height": 480, "fps": 30}, "root": {"type": "chart", "id": "main", "data": {"csv": "d.csv", "pivot": {"series": "source", "value": "mwh"}, "kind": "stackedBar"}}}"#
    let file = try SceneDecoder.decode(Array(json.utf8), file: "scene.json") {
      path throws(InputError) in InputFile(path: path, bytes: Array(csv.utf8))
    }
    let measurer = ApproximateTextMeasurer()
    let (one, two) = (
      CompiledScene(swift, measurer: measurer), CompiledScene(file, measurer: measurer)
    )
    #expect(one.probe(at: 0, measurer: measurer)["kind"] == .string("stackedBar"))
    #expect(one.probe(at: 0, measurer: measurer) == two.probe(at: 0, measurer: measurer))
  }

  @Test func twoAxesOnThreeSeriesIsRefusedWithTheJSONsMessage() throws {
    var rows = Self.rows
    rows.append(ChartRow(x: rows[0].x, series: "Gas", value: 3))
    let data = try ChartData(rows: rows)
    #expect {
      try Self.scene(Chart(id: "main", data: data).twoAxes())
    } throws: { error in
      "\(error)".contains("two y-axes need two series, found 3")
    }
    let two = try Self.scene(Chart(id: "main", data: try ChartData(rows: Self.rows)).twoAxes())
    let probe = CompiledScene(two, measurer: ApproximateTextMeasurer()).probe(
      at: 0, measurer: ApproximateTextMeasurer())
    #expect(probe["yRanges"]?["Coal"] != nil && probe["yRanges"]?["Wind"] != nil)
  }
}
