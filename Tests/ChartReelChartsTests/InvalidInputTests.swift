import ChartReelCharts
import ChartReelCore
import ChartReelInput
import Foundation
import TestSupport
import Testing

/// Every file in Tests/Fixtures/invalid is a broken scene (or names a broken data file); the
/// `.expected` file beside it holds the exact lines the user must see.
@Suite struct InvalidInputTests {
  static let folder = TestPaths.fixture("invalid")

  static let cases: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }()

  @Test func corpusIsThere() {
    #expect(Self.cases.count >= 40)
  }

  @Test("each malformed input gives its exact error", arguments: cases)
  func exactError(name: String) throws {
    let expected = try String(contentsOfFile: "\(Self.folder)/\(name).expected", encoding: .utf8)
    do {
      _ = try SceneDecoder.load(path: "\(Self.folder)/\(name).json")
      Issue.record("\(name).json was accepted")
    } catch {
      let lines = error.problems.map {
        $0.description.replacingOccurrences(of: Self.folder + "/", with: "")
      }
      #expect(lines.joined(separator: "\n") == expected.trimmingCharacters(in: .newlines))
    }
  }

  @Test func everySceneInScenesIsValid() throws {
    let folder = TestPaths.root + "/Scenes"
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
      $0.hasSuffix(".json")
    }
    #expect(names.count >= 4)
    for name in names {
      #expect(throws: Never.self, "\(name)") { try SceneDecoder.load(path: "\(folder)/\(name)") }
    }
  }
}

@Suite struct JSONParserTests {
  @Test func parsesValuesExactly() throws {
    let value = try JSONParser.parse(#"{"a": [1, -2.5e1, true, null, "x\u00e9\n"], "b": {}}"#)
    #expect(value["a"] == .array([.number(1), .number(-25), .bool(true), .null, .string("xé\n")]))
    #expect(value["b"] == .object([]))
  }

  @Test(arguments: [
    ("[1, 2", 1, 6, "unexpected end of file, expected ']'"),
    ("{\"a\": 01}", 1, 7, "invalid number: leading zero"),
    ("{\n  \"a\": tru\n}", 2, 8, "unexpected character, expected a value"),
    ("{\"a\": 1, \"a\": 2}", 1, 10, "duplicate key \"a\""),
    ("[1] 2", 1, 5, "unexpected content after the JSON value"),
    ("\"abc", 1, 5, "unterminated string"),
  ])
  func reportsWhereSyntaxBreaks(text: String, line: Int, column: Int, message: String) {
    #expect(throws: JSONParser.SyntaxError(line: line, column: column, message: message)) {
      try JSONParser.parse(text)
    }
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let text = String(repeating: "[", count: 100_000)
    #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(text) }
  }
}
