import ChartReelCharts
import ChartReelCore
import TestSupport
import Testing

@testable import ChartReelInput

/// The byte-level CSV reader and number reader agree with the string-based ones they replaced,
/// on random documents and fields: the same records, the same errors, the same numbers.
@Suite struct CSVBytesTests {
  @Test func readsRandomDocumentsAsTheStringReaderDid() {
    var random = SeededGenerator(seed: 11)
    let pieces = ["a", "bc", ",", ",", "\"", "\"\"", "\r", "\n", "\r\n", " ", "é", "12", ""]
    for _ in 0..<20_000 {
      var text = Bool.random(using: &random) ? "" : "\u{FEFF}"
      for _ in 0..<Int.random(in: 0...14, using: &random) {
        text += pieces.randomElement(using: &random)!
      }
      let bytes = Array(text.utf8)
      let new = Result { () throws(CSVReader.SyntaxError) in try CSVReader.parse(bytes) }
      let old = Result { () throws(CSVReader.SyntaxError) in try StringCSVReader.parse(bytes) }
      switch (new, old) {
      case (.success(let a), .success(let b)): #expect(a == b, "\(text.debugDescription)")
      case (.failure(let a), .failure(let b)): #expect(a == b, "\(text.debugDescription)")
      default: Issue.record("\(text.debugDescription): \(new) but \(old)")
      }
    }
  }

  @Test func readsNumbersAsTheStringReaderDid() {
    var random = SeededGenerator(seed: 12)
    let pieces = ["0", "1", "7", "9", "123456789", "+", "-", ".", "e", "E", " ", "\t", "x"]
    for round in 0..<50_000 {
      var text = ""
      if round % 2 == 0 {
        for _ in 0..<Int.random(in: 0...8, using: &random) {
          text += pieces.randomElement(using: &random)!
        }
      } else {
        text = "\(Double.random(in: -1e6...1e6, using: &random))"
        if Bool.random(using: &random) { text += "e\(Int.random(in: -330...310, using: &random))" }
      }
      let new = CSVNumber.parse(text)
      let old = StringCSVNumber.parse(text)
      #expect(new?.bitPattern == old?.bitPattern, "\(text.debugDescription)")
    }
  }

  @Test func keepsLinesAndFieldsOfALargeTable() throws {
    var lines = ["date,a,b"]
    for row in 0..<5_000 {
      lines.append(
        "2019-04-07T\(row % 24 < 10 ? "0" : "")\(row % 24):00,\(row),\(row % 7 == 0 ? "" : "-\(row).5")"
      )
    }
    let table = try CSVTable(Array((lines.joined(separator: "\r\n") + "\n\n").utf8), file: "t.csv")
    #expect(table.rowCount == 5_000)
    #expect(table.line(ofRow: 4_999) == 5_001)
    #expect(table.field(row: 7, column: 2) == "")
    #expect(table.field(row: 8, column: 2) == "-8.5")
    #expect(table.rows[8] == CSVReader.Record(line: 10, fields: ["2019-04-07T08:00", "8", "-8.5"]))
  }
}
