import ChartReelCore
import ChartReelInput
import TestSupport
import Testing

/// Objects with many keys: every member is kept in order, and a duplicate is reported where it
/// stands, whether the set of seen keys is searched directly or hashed.
@Suite struct LargeObjectTests {
  /// An object of `count` members `"k0": 0, …`, one per line after the opening brace, with
  /// member `duplicateAt` (if any) named like member `original`.
  static func object(count: Int, duplicateAt: Int? = nil, original: Int = 0) -> String {
    var lines = ["{"]
    for i in 0..<count {
      let name = i == duplicateAt ? "k\(original)" : "k\(i)"
      lines.append("  \"\(name)\": \(i)\(i == count - 1 ? "" : ",")")
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  @Test(arguments: [1, 15, 16, 17, 40, 20_000])
  func keepsEveryMemberInOrder(count: Int) throws {
    guard case .object(let members) = try JSONParser.parse(Self.object(count: count)) else {
      Issue.record("not an object")
      return
    }
    #expect(members.map(\.key) == (0..<count).map { "k\($0)" })
    #expect(members.map(\.value) == (0..<count).map { .number(Double($0)) })
  }

  /// Duplicates before, at and after the switch to hashing, early and late in big objects.
  @Test(arguments: [
    (2, 1, 0), (16, 15, 3), (17, 16, 0), (17, 16, 15), (40, 39, 20), (20_000, 19_999, 0),
    (20_000, 17, 16), (20_000, 10_000, 9_999), (200_000, 199_999, 123_456),
  ])
  func reportsADuplicateOnItsLine(count: Int, duplicateAt: Int, original: Int) {
    let text = Self.object(count: count, duplicateAt: duplicateAt, original: original)
    // Member i is on line i + 2, its key at column 3.
    let expected = JSONParser.SyntaxError(
      line: duplicateAt + 2, column: 3, message: "duplicate key \"k\(original)\"")
    #expect(throws: expected) { try JSONParser.parse(text) }
  }

  @Test func findsADuplicateInANestedLargeObject() {
    let inner = Self.object(count: 5_000, duplicateAt: 4_000, original: 2)
    let text = "[{\"a\": 1}, {\"b\": " + inner + "}]"
    let expected = JSONParser.SyntaxError(
      line: 4_002, column: 3, message: "duplicate key \"k2\"")
    #expect(throws: expected) { try JSONParser.parse(text) }
  }

  @Test func keysDifferingOnlyInEscapesAreTheSame() {
    var members = (0..<30).map { "\"k\($0)\": 0" }
    members.append(#""k\u0031": 1"#)  // "k1" written with an escape
    #expect(throws: JSONParser.SyntaxError.self) {
      try JSONParser.parse("{" + members.joined(separator: ", ") + "}")
    }
  }
}

/// Numbers read by the parser's fast path are the standard library's, bit for bit.
@Suite struct NumberReadingTests {
  @Test func matchesTheStandardLibrary() throws {
    var random = SeededGenerator(seed: 3)
    for _ in 0..<20_000 {
      let digits = Int.random(in: 1...24, using: &random)
      var text = Bool.random(using: &random) ? "-" : ""
      let mantissa = (0..<digits).map { _ in String(Int.random(in: 0...9, using: &random)) }
        .joined()
      text +=
        mantissa.count > 1
        ? String(mantissa.drop { $0 == "0" }.isEmpty ? "0" : mantissa.drop { $0 == "0" }) : mantissa
      if Bool.random(using: &random) {
        text +=
          "."
          + (0..<Int.random(in: 1...12, using: &random)).map { _ in
            String(Int.random(in: 0...9, using: &random))
          }.joined()
      }
      if Bool.random(using: &random) {
        text += "e\(Int.random(in: -40...40, using: &random))"
      }
      let parsed = try JSONParser.parse(text)
      guard case .number(let value) = parsed else {
        Issue.record("\(text) → \(parsed)")
        continue
      }
      #expect(value.bitPattern == Double(text)!.bitPattern, "\(text)")
    }
  }

  @Test(arguments: [
    "9007199254740993", "9007199254740992", "1e22", "1e23", "0.1", "-0", "5e-324",
    "1.7976931348623157e308", "123456789012345678901234567890", "0.000000000000000000000000000001",
  ])
  func readsEdgeCasesExactly(text: String) throws {
    #expect(try JSONParser.parse(text) == .number(Double(text)!))
    #expect(try JSONParser.parse(text) == .number(Double(text)!) || Double(text)! == 0)
  }
}

/// A scene of 200,000 unknown keys: the ones listed carry their suggestion, the rest are
/// counted.
@Suite struct ManyUnknownKeysTests {
  @Test func listsTheFirstWithSuggestionsAndCountsTheRest() throws {
    var members = [#""canvas": {"width": 320, "height": 180, "fps": 10}"#]
    members += (0..<200_000).map { #""titel\#($0)": 0"# }
    let text = "{" + members.joined(separator: ",\n") + "}"
    let error = #expect(throws: InputError.self) {
      try SceneDecoder.decode(Array(text.utf8), file: "many.json") { path throws(InputError) in
        throw InputError(file: path, message: "no data")
      }
    }
    let problems = error?.problems ?? []
    let listed = problems.filter { $0.message.hasPrefix("unknown key") }
    #expect(listed.count == ProblemLog(file: "many.json").limit)
    #expect(listed.first?.keyPath == "titel0")
    #expect(listed.first?.message == #"unknown key (did you mean "title"?)"#)
    #expect(problems.last?.message.hasPrefix("… and ") == true)
  }
}
