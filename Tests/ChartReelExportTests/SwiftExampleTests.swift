import Foundation
import TestSupport
import Testing

/// docs/swift.md shows the code of the Examples package — a package that depends on ChartReel
/// by path, as a user's does — unchanged; scripts/test builds and runs that package.
@Suite struct SwiftExampleTests {
  static let tests = "/Examples/Tests/ExampleTests/"

  /// Each marker pair in docs/swift.md, and the Examples package's file holding its code.
  static let snippets = [
    ("dsl", "DSLExampleTests.swift"), ("state", "DSLExampleTests.swift"),
    ("async", "DSLExampleTests.swift"), ("example", "PromoExampleTests.swift"),
    ("errors", "PromoExampleTests.swift"), ("dates", "DatesExampleTests.swift"),
    ("lines", "DatesExampleTests.swift"), ("snapshot", "SnapshotExampleTests.swift"),
  ]

  @Test("docs/swift.md shows exactly the code the Examples package runs", arguments: snippets)
  func documentedCodeIsTheTestedCode(marker: String, file: String) throws {
    let source = try String(contentsOfFile: TestPaths.root + Self.tests + file, encoding: .utf8)
    let tested = Self.lines(between: "// \(marker):begin", "// \(marker):end", in: source)
    let doc = try String(contentsOfFile: TestPaths.root + "/docs/swift.md", encoding: .utf8)
    let shown = Self.lines(between: "// \(marker):begin", "// \(marker):end", in: doc)
    #expect(!tested.isEmpty)
    #expect(shown == tested)
  }

  @Test("docs/swift.md shows every snippet the Examples package marks, dates first")
  func everySnippetShown() throws {
    let doc = try String(contentsOfFile: TestPaths.root + "/docs/swift.md", encoding: .utf8)
    let folder = TestPaths.root + Self.tests
    var marked: [String] = []
    for file in try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    where file.hasSuffix(".swift") {
      let source = try String(contentsOfFile: folder + file, encoding: .utf8)
      for line in source.components(separatedBy: "\n") {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("// "), trimmed.hasSuffix(":begin") {
          marked.append(String(trimmed.dropFirst(3).dropLast(6)))
        }
      }
    }
    #expect(Set(marked) == Set(Self.snippets.map(\.0)))
    let firstShown = doc.range(of: ":begin").map { doc[..<$0.lowerBound].suffix(5) }
    #expect(firstShown == "dates")
  }

  @Test("docs/swift.md shows the Examples package's manifest, as a user's would read")
  func documentedManifest() throws {
    let manifest = try String(
      contentsOfFile: TestPaths.root + "/Examples/Package.swift", encoding: .utf8)
    let doc = try String(contentsOfFile: TestPaths.root + "/docs/swift.md", encoding: .utf8)
    for line in [
      #".package(name: "ChartReel", path: "..")"#,
      #".product(name: "ChartReel", package: "ChartReel"),"#,
      #".product(name: "ChartReelSnapshotTesting", package: "ChartReel"),"#,
    ] {
      #expect(manifest.contains(line))
      #expect(
        doc.contains(line.replacingOccurrences(of: #"path: "..""#, with: #"path: "../chartreel""#)))
    }
  }

  /// The lines strictly between two markers, without their indentation.
  static func lines(between begin: String, _ end: String, in text: String) -> [String] {
    let all = text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    guard let first = all.firstIndex(of: begin), let last = all.firstIndex(of: end), first < last
    else { return [] }
    return Array(all[(first + 1)..<last])
  }
}
