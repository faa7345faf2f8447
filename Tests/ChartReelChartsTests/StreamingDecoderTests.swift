import ChartReelCharts
import ChartReelCore
import ChartReelInput
import Foundation
import TestSupport
import Testing

/// The streaming Telegram decoder agrees with the tree decoder it replaced: the same charts,
/// bit for bit, from valid files, and the same problems, in the same order, from broken ones.
@Suite struct StreamingDecoderTests {
  /// Both decoders' outcome for `bytes`: charts compared by bits (NaN gaps included), errors
  /// compared exactly.
  static func expectAgreement(
    _ bytes: [UInt8], _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let streamed = Result { () throws(InputError) in
      try TelegramChartDecoder.decode(bytes, file: "data.json")
    }
    let tree = Result { () throws(InputError) in
      try TreeTelegramDecoder.decode(bytes, file: "data.json")
    }
    switch (streamed, tree) {
    case (.success(let a), .success(let b)):
      #expect(a.isCollection == b.isCollection, comment, sourceLocation: sourceLocation)
      #expect(
        a.charts.map(ChartBits.init) == b.charts.map(ChartBits.init), comment,
        sourceLocation: sourceLocation)
    case (.failure(let a), .failure(let b)):
      #expect(a == b, comment, sourceLocation: sourceLocation)
    default:
      Issue.record("streamed \(streamed), tree \(tree)", sourceLocation: sourceLocation)
    }
  }

  /// Every Telegram file of the project (and the shared contest data, when it is there).
  static var realFiles: [String] {
    let roots = [TestPaths.root + "/Scenes/data", "/work/shared/data/telegram"]
    return roots.flatMap { root -> [String] in
      guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
      return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".json") }
        .map { root + "/" + $0 }
    }.filter { !$0.hasSuffix("usage.json") }
  }

  @Test func agreesOnRealFiles() throws {
    let files = Self.realFiles
    #expect(files.count >= 10)
    for path in files {
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
      Self.expectAgreement(bytes, "\(path)")
      #expect(throws: Never.self, "\(path)") {
        try TelegramChartDecoder.decode(bytes, file: path)
      }
    }
  }

  @Test func agreesOnGeneratedFilesOfManyShapes() {
    var maker = TelegramFileMaker(seed: 14)
    var valid = 0
    for round in 0..<400 {
      let text = maker.file(broken: round % 3 == 2)
      Self.expectAgreement(Array(text.utf8), "\(text)")
      if (try? TelegramChartDecoder.decode(Array(text.utf8), file: "d.json")) != nil { valid += 1 }
    }
    #expect((100...300).contains(valid), "\(valid) of 400 files valid")
  }

  @Test func decodesGeneratedValuesExactly() throws {
    var maker = TelegramFileMaker(seed: 7)
    for _ in 0..<50 {
      let (text, x, y) = maker.plainFile(points: Int.random(in: 2...300, using: &maker.random))
      let chart = try TelegramChartDecoder.decode(Array(text.utf8), file: "d.json").charts[0]
      #expect(chart.x.map(\.bitPattern) == x.map(\.bitPattern))
      #expect(chart.series[0].values.map(\.bitPattern) == y.map(\.bitPattern))
    }
  }

  /// Every prefix of small files, and every byte replaced by characters that break JSON in
  /// different ways: the same syntax error (line, column, message) or problems from both.
  @Test func agreesOnBrokenBytesAtEveryPosition() {
    let files = [
      ##"{"columns":[["x",1542412800000,1542499200000],["y0",-1.5e2,null]],"types":{"x":"x","y0":"line"},"names":{"y0":"A"},"colors":{"y0":"#3DC23F"}}"##,
      ##"[{"columns": [["x", 1, 2], ["y0", 3, 4], ["y1", 5, 6]], "types": {"x": "x", "y0": "bar", "y1": "bar"}, "names": {"y0": "é", "y1": "\u00e9"}, "colors": {"y0": "#000000", "y1": "#FFFFFF"}, "stacked": true}]"##,
    ]
    let breakers = Array("[]{}\",:-0n tx\\".utf8)
    for file in files {
      let bytes = Array(file.utf8)
      for end in 0..<bytes.count { Self.expectAgreement(Array(bytes[..<end]), "prefix \(end)") }
      for position in bytes.indices {
        for breaker in breakers where bytes[position] != breaker {
          var broken = bytes
          broken[position] = breaker
          Self.expectAgreement(broken, "\(String(decoding: broken, as: UTF8.self))")
        }
      }
    }
  }

  @Test func namesTheCellThatIsNotANumber() {
    var cells = (0..<30).map { "\($0)" }
    cells[16] = "\"17\""
    let text = """
      {"columns": [["x", \((1...30).map { "\($0)" }.joined(separator: ", "))], ["y0", \((1...30).map { "\($0)" }.joined(separator: ", "))], ["y1", \(cells.joined(separator: ", "))]],
       "types": {"x": "x", "y0": "line", "y1": "line"}, "names": {}, "colors": {"y0": "#000000", "y1": "#000000"}}
      """
    #expect(
      throws: InputError(
        file: "d.json", keyPath: "columns[2][17]",
        message: "expected a number or null, found a string")
    ) { try TelegramChartDecoder.decode(Array(text.utf8), file: "d.json") }
  }

  @Test func namesANullInTheXColumn() {
    let text =
      ##"[{}, {"columns": [["y0", 1, 2, 3], ["x", 1, null, 3]], "types": {"x": "x", "y0": "line"}, "names": {}, "colors": {"y0": "#000000"}}]"##
    let error = #expect(throws: InputError.self) {
      try TelegramChartDecoder.decode(Array(text.utf8), file: "d.json")
    }
    #expect(
      error?.problems.map(\.keyPath) == [
        "[0].types", "[0].names", "[0].colors", "[0].columns", "[1].columns[1][2]",
      ])
  }
}

/// A chart reduced to bits, so that NaN gaps compare equal.
struct ChartBits: Equatable {
  var x: [UInt64]
  var series: [[String]]
  var values: [[UInt64]]
  var flags: [Bool]

  init(_ chart: ChartData) {
    x = chart.x.map(\.bitPattern)
    series = chart.series.map { [$0.id, $0.name, "\($0.color)", $0.kind.rawValue] }
    values = chart.series.map { $0.values.map(\.bitPattern) }
    flags = [chart.yScaled, chart.stacked, chart.percentage]
  }
}
