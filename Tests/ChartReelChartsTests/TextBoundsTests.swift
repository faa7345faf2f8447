import ChartReelCore
import ChartReelInput
import Foundation
import TestSupport
import Testing

/// The text a scene may hold, so that any valid scene's frame is drawn in a few seconds.
///
/// At most `InputLimits.sceneText` characters in all, and at most
/// `InputLimits.clusterScalars` Unicode scalars in one character. Checked on generated scenes;
/// `bench/bounds.py` times them.
@Suite struct TextBoundsTests {
  let folder = TestPaths.temporaryFolder()

  /// A 640×360 scene of a column of `texts`, with `actions` (JSON), as `validate` reads it;
  /// the problems as printed, [] when it is valid.
  func problems(_ texts: [String], actions: String = "") throws -> [String] {
    let children = try texts.enumerated().map { index, text in
      let escaped = String(decoding: try JSONEncoder().encode(text), as: UTF8.self)
      return #"{"type": "text", "id": "t\#(index)", "text": \#(escaped)}"#
    }
    let json = """
      {"canvas": {"width": 640, "height": 360}, "duration": 2, "actions": [\(actions)],
       "root": {"type": "column", "children": [\(children.joined(separator: ",\n"))]}}
      """
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = folder + "/scene.json"
    try json.write(toFile: path, atomically: true, encoding: .utf8)
    do {
      _ = try SceneDecoder.load(path: path, files: DataFiles())
      return []
    } catch {
      return error.problems.map { $0.description.replacingOccurrences(of: folder + "/", with: "") }
    }
  }

  static let acute = "\u{0301}"

  @Test("a character of a letter and 9,999 combining marks is refused; 32 scalars are fine")
  func longCharacters() throws {
    let marks = "e" + String(repeating: Self.acute, count: 9_999)
    #expect(
      try problems([marks]) == [
        "scene.json: root.children[0].text: a string whose character 1 is 10,000 Unicode scalars (a letter and its combining marks, say); expected at most 32 in one character (see docs/limits.md)"
      ])
    // Many characters of 32 scalars each, an emoji family and a flag are fine.
    let stacked = String(repeating: "a" + String(repeating: Self.acute, count: 31), count: 300)
    let emoji = "👨‍👩‍👧‍👦 🇫🇷 e\u{0301}\u{0302}"
    #expect(try problems([stacked, emoji]) == [])
    let late = "plain text, then " + "o" + String(repeating: "\u{0308}", count: 40)
    let lateProblems = try problems([late])
    #expect(
      lateProblems.first?.contains("character 18 is 41 Unicode scalars") == true,
      "\(lateProblems)")
    // A scene built in Swift is held to the same bound.
    #expect(TextContent(marks).problems(children: []).map(\.key) == ["text"])
  }

  @Test("a scene's text is bounded in all, named where it passes the limit")
  func totalText() throws {
    let letters = String(repeating: "abcdefghij", count: 150)
    let fits = InputLimits.sceneText / letters.count
    #expect(try problems(Array(repeating: letters, count: fits)) == [])
    #expect(
      try problems(Array(repeating: letters, count: fits + 1)) == [
        "scene.json: root.children[\(fits)]: the scene holds 201,000 characters of text in all, past the limit here; expected at most 200,000 (see docs/limits.md)"
      ])
    // Text actions count too.
    let action = #"{"at": 1, "target": "t1", "text": "\#(String(repeating: "z", count: 1_000))"}"#
    #expect(
      try problems(Array(repeating: letters, count: fits), actions: action) == [
        "scene.json: actions[0].text: the scene holds 200,500 characters of text in all, past the limit here; expected at most 200,000 (see docs/limits.md)"
      ])
    // The worst the issue found, 10,000 texts of 1,500 letters, is refused (at the nodes'
    // limit first).
    #expect(try !problems(Array(repeating: letters, count: 9_999)).isEmpty)
  }
}
