import ChartReelCharts
import ChartReelCore
import ChartReelInput
import Foundation
import TestSupport
import Testing

/// The limits of docs/limits.md: each refuses its input up front with a message naming the key
/// (or the file) and the limit, and the input just inside the limit stays valid.
@Suite struct InputLimitTests {
  let folder = TestPaths.temporaryFolder()

  /// Writes `text` into the test's folder and returns its path.
  func write(_ name: String, _ text: String) -> String {
    write(name, bytes: Array(text.utf8))
  }

  func write(_ name: String, bytes: [UInt8]) -> String {
    let path = folder + "/" + name
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
    return path
  }

  /// The problems of loading the scene `json` (written as scene.json), as printed; [] if valid.
  func problems(_ json: String, files: DataFiles = DataFiles()) -> [String] {
    let path = write("scene.json", json)
    do {
      _ = try SceneDecoder.load(path: path, files: files)
      return []
    } catch {
      return error.problems.map { $0.description.replacingOccurrences(of: folder + "/", with: "") }
    }
  }

  func textScene(_ text: String, canvas: String = #""width": 640, "height": 360"#) -> String {
    #"{"canvas": {\#(canvas)}, "duration": 1, "root": {"type": "text", "text": "\#(text)"}}"#
  }

  @Test func canvasAreaIsBounded() {
    let refused = problems(textScene("a", canvas: #""width": 8192, "height": 8192"#))
    #expect(refused.count == 1)
    #expect(
      refused.first?.hasPrefix("scene.json: canvas.width: canvas.width × canvas.height") == true)
    #expect(refused.first?.contains("67,108,864 pixels; expected at most 8,847,360") == true)
    #expect(problems(textScene("a", canvas: #""width": 3840, "height": 2160"#)) == [])
    #expect(problems(textScene("a", canvas: #""width": 2160, "height": 3840"#)) == [])
  }

  @Test func stringsAreBounded() {
    let long = String(repeating: "é", count: InputLimits.stringCharacters + 1)
    #expect(
      problems(textScene(long)) == [
        "scene.json: root.text: a string of 10,001 characters; expected at most 10,000 (see docs/limits.md)"
      ])
    #expect(problems(textScene(String(long.dropFirst()))) == [])
    // Built in Swift, the same limit holds.
    #expect(throws: InputError.self) {
      try Scene(
        canvas: Canvas(width: 640, height: 360, fps: 30),
        root: Node(TextContent(long, size: 12)), duration: 1)
    }
  }

  @Test func sceneFilesPastTheirLimitAreNotRead() {
    let big = String(repeating: " ", count: InputLimits.sceneFileBytes + 1)
    let text = textScene("a") + big
    let path = write("big.json", text)
    let size = InputLimits.grouped(text.utf8.count)
    let message = "is \(size) bytes; expected at most 16 MB (see docs/limits.md)"
    #expect(throws: InputError(file: path, message: message)) {
      try SceneDecoder.load(path: path)
    }
  }

  @Test func framesAreBounded() {
    let scene =
      #"{"canvas": {"width": 640, "height": 360, "fps": 240}, "duration": 86400, "root": {"type": "text", "text": "a"}}"#
    #expect(
      problems(scene) == [
        "scene.json: duration: 86400 s at 240 fps is 20,736,000 frames; expected at most 1,000,000 (see docs/limits.md)"
      ])
  }

  @Test func nodesAndActionsAreBounded() {
    let children = Array(repeating: #"{"type": "text", "text": "a"}"#, count: InputLimits.nodes)
    let tree =
      #"{"canvas": {"width": 640, "height": 360}, "duration": 1, "root": {"type": "column", "children": [\#(children.joined(separator: ","))]}}"#
    #expect(
      problems(tree) == [
        "scene.json: root.children[9999]: more than 10,000 nodes in the scene; expected at most 10,000 (see docs/limits.md)"
      ])
    let actions = Array(
      repeating: #"{"at": 0, "target": "t", "opacity": 0.5}"#, count: InputLimits.actions + 1)
    let script =
      #"{"canvas": {"width": 640, "height": 360}, "duration": 1, "root": {"type": "text", "id": "t", "text": "a"}, "actions": [\#(actions.joined(separator: ","))]}"#
    #expect(
      problems(script) == [
        "scene.json: actions[10000]: more than 10,000 actions in the scene; expected at most 10,000 (see docs/limits.md)"
      ])
    #expect(
      problems(
        script.replacingOccurrences(
          of: "[{\"at\": 0, \"target\": \"t\", \"opacity\": 0.5},", with: "[")) == [])
  }

  @Test func problemsPerFileAreCapped() {
    let log = ProblemLog(file: "a.json")
    for index in 0..<1000 { log.report("x[\(index)]", "bad") }
    let lines = log.problems.map(\.description)
    #expect(lines.count == InputLimits.problemsPerFile + 1)
    #expect(lines.last == "a.json: … and 980 more problems in this file")
  }

  @Test func aMillionBadValuesPrintAFewLines() throws {
    var csv = "date,a\n"
    for day in 0..<200_000 { csv += "\(1_500_000_000 + day * 86_400),abc\n" }
    _ = write("bad.csv", csv)
    let lines = problems(
      textScene("a").replacingOccurrences(
        of: #"{"type": "text", "text": "a"}"#,
        with: #"{"type": "chart", "data": {"csv": "bad.csv", "xFormat": "seconds"}}"#))
    #expect(lines.count <= InputLimits.problemsPerFile + 1)
    #expect(lines.joined().utf8.count < 2_000, "\(lines)")
  }

  @Test func excerptsOfFileTextAreShortAndEscaped() {
    let value = "\u{1B}[2J" + String(repeating: "x", count: 100_000)
    _ = write("long.csv", "date,a\n2019-01-01,1\n2019-01-02,\(value)\n")
    let lines = problems(
      textScene("a").replacingOccurrences(
        of: #"{"type": "text", "text": "a"}"#,
        with: #"{"type": "chart", "data": {"csv": "long.csv"}}"#))
    #expect(lines.count == 1)
    #expect(lines.first?.contains("found \"\\u001b[2Jxxx") == true, "\(lines)")
    #expect((lines.first?.count ?? .max) < 250)
    #expect(lines.allSatisfy { !$0.contains("\u{1B}") && !$0.contains("\n") })
  }

  @Test("an excerpt counts scalars: one character of a million combining marks is cut too")
  func excerptsCountScalars() {
    let text = "e" + String(repeating: "\u{301}", count: 1_000_000)
    #expect(text.count == 1)
    let excerpt = text.excerpt()
    #expect(excerpt.unicodeScalars.count == InputLimits.excerptCharacters + 1, "cut, with …")
    let problem = InputProblem(file: "f.json", keyPath: text, message: text)
    #expect(problem.description.unicodeScalars.count < 3 * InputLimits.messageCharacters + 20)
  }

  @Test func everyProblemPrintsOnOneEscapedLine() {
    let problem = InputProblem(
      file: "a\u{1B}b.json", keyPath: "x\ny",
      message: "m\u{9B}31m" + String(repeating: "z", count: 10_000))
    let text = problem.description
    #expect(text.hasPrefix("a\\u001bb.json: x\\ny: m\\u009b31m"))
    #expect(text.count < InputLimits.messageCharacters + 100)
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
  }

  func chartScene(_ data: String) -> String {
    textScene("a").replacingOccurrences(
      of: #"{"type": "text", "text": "a"}"#, with: #"{"type": "chart", "data": \#(data)}"#)
  }

  @Test func onlyRegularFilesAreData() throws {
    let fifo = folder + "/fifo.csv"
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect(
      problems(chartScene(#"{"csv": "fifo.csv"}"#)) == [
        "scene.json: root.data.csv: data file \"fifo.csv\": is not a regular file (a device, FIFO or socket)"
      ])
    #expect(
      problems(chartScene(#"{"csv": "/dev/zero"}"#)) == [
        "scene.json: root.data.csv: data file \"/dev/zero\": is not a regular file (a device, FIFO or socket)"
      ])
    try FileManager.default.createDirectory(
      atPath: folder + "/d", withIntermediateDirectories: false)
    #expect(
      problems(chartScene(#"{"file": "d"}"#)) == [
        "scene.json: root.data.file: data file \"d\": is a folder; expected a file"
      ])
    #expect(
      problems(chartScene(#"{"file": "a\u0000b.json"}"#)) == [
        "scene.json: root.data.file: data file \"a\\u0000b.json\": the path holds a NUL byte"
      ])
  }

  @Test func theDataRootKeepsDataInside() throws {
    let root = folder + "/root"
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: false)
    let csv = "date,a\n2019-01-01,1\n2019-01-02,2\n"
    _ = write("root/in.csv", csv)
    _ = write("outside.csv", csv)
    try FileManager.default.createSymbolicLink(
      atPath: root + "/link.csv", withDestinationPath: folder + "/outside.csv")
    let files = DataFiles(root: root)
    #expect(problems(chartScene(#"{"csv": "root/in.csv"}"#), files: files) == [])
    for name in ["outside.csv", "root/link.csv", "root/../outside.csv"] {
      let lines = problems(chartScene(#"{"csv": "\#(name)"}"#), files: files)
      #expect(lines.count == 1)
      #expect(
        lines.first?.hasPrefix(
          "scene.json: root.data.csv: data file \"\(name)\": is outside the data root") == true,
        "\(lines)")
    }
    // Without a root, the same files are read.
    #expect(problems(chartScene(#"{"csv": "root/link.csv"}"#)) == [])
  }

  @Test(arguments: [
    ("utf-16le", "UTF-16 (little-endian)", true), ("utf-16be", "UTF-16 (big-endian)", true),
    ("utf-16le", "UTF-16 (little-endian)", false), ("utf-16be", "UTF-16 (big-endian)", false),
    ("utf-32le", "UTF-32 (little-endian)", true), ("utf-32be", "UTF-32 (big-endian)", false),
  ])
  func otherEncodingsAreNamed(encoding: String, name: String, bom: Bool) {
    let text = "date,a\n2019-01-01,1\n2019-01-02,2\n"
    let encodings: [String: String.Encoding] = [
      "utf-16le": .utf16LittleEndian, "utf-16be": .utf16BigEndian,
      "utf-32le": .utf32LittleEndian, "utf-32be": .utf32BigEndian,
    ]
    var bytes = Array(text.data(using: encodings[encoding]!)!)
    if bom { bytes = Array("\u{FEFF}".data(using: encodings[encoding]!)!) + bytes }
    _ = write("data.csv", bytes: bytes)
    #expect(
      problems(chartScene(#"{"csv": "data.csv"}"#)) == [
        "scene.json: root.data.csv: data file \"data.csv\": is \(name) text; save it as UTF-8"
      ])
  }

  @Test func aUTF8ByteOrderMarkIsFine() {
    _ = write("data.csv", "\u{FEFF}date,a\n2019-01-01,1\n2019-01-02,2\n")
    _ = write(
      "data.json",
      "\u{FEFF}"
        + ##"{"columns": [["x", 1, 2], ["y0", 1, 2]], "types": {"x": "x", "y0": "line"}, "names": {"y0": "A"}, "colors": {"y0": "#FF0000"}}"##
    )
    #expect(problems(chartScene(#"{"csv": "data.csv"}"#)) == [])
    #expect(problems(chartScene(#"{"file": "data.json"}"#)) == [])
  }

  @Test func twoColumnsWithOneIdAreAnError() {
    _ = write(
      "data.json",
      ##"{"columns": [["x", 1, 2], ["y0", 1, 2], ["y0", 3, 4]], "types": {"x": "x", "y0": "line"}, "names": {"y0": "A"}, "colors": {"y0": "#FF0000"}}"##
    )
    #expect(
      problems(chartScene(#"{"file": "data.json"}"#)) == [
        "data.json: columns: two columns have the id \"y0\"; expected each id once"
      ])
    _ = write("data.csv", "date,a,a\n2019-01-01,1,2\n2019-01-02,2,3\n")
    #expect(
      problems(chartScene(#"{"csv": "data.csv"}"#)) == [
        "data.csv: line 1, column 3: expected unique column names, found \"a\" again (column 2)"
      ])
  }

  @Test func seriesNamesInDataFilesAreBounded() {
    let long = String(repeating: "n", count: InputLimits.stringCharacters + 1)
    _ = write("data.csv", "date,\(long)\n2019-01-01,1\n2019-01-02,2\n")
    #expect(
      problems(chartScene(#"{"csv": "data.csv"}"#)) == [
        "data.csv: line 1: a series id or name of 10,001 characters; expected at most 10,000 (see docs/limits.md)"
      ])
  }

  @Test func dataSizeIsCheckedBeforeParsing() {
    let csv = Array("date,a\n1,2\n3,4\n5,6\n".utf8)
    #expect(throws: Never.self) { try DataSize.check(csv, file: "a.csv", points: 3, values: 8) }
    #expect(
      throws: InputError(
        file: "a.csv",
        message:
          "holds 3 rows after the header; expected at most 2 data points (see docs/limits.md)")
    ) { try DataSize.check(csv, file: "a.csv", points: 2, values: 8) }
    #expect(throws: InputError.self) {
      try DataSize.check(csv, file: "a.csv", points: 3, values: 7)
    }
    let json = Array(#"{"columns": [["x", 1, 2, 3], ["y0", 1, 2, 3]]}"#.utf8)
    #expect(throws: Never.self) { try DataSize.check(json, file: "a.json", points: 3, values: 7) }
    #expect(throws: InputError.self) { try DataSize.check(json, file: "a.json", points: 2) }
    #expect(throws: InputError.self) { try DataSize.check(json, file: "a.json", values: 6) }
  }

  @Test func aLongHeaderIsListedInPart() {
    let header = (0..<500).map { "c\($0)" }.joined(separator: ",")
    let row = Array(repeating: "1", count: 499).joined(separator: ",")
    _ = write("wide.csv", "\(header)\n2019-01-01,\(row)\n2019-01-02,\(row)\n")
    let lines = problems(chartScene(#"{"csv": "wide.csv", "series": ["nope"]}"#))
    #expect(lines.count == 1)
    #expect(lines.first?.hasSuffix("… (500 columns)") == true, "\(lines)")
  }
}

@Suite struct ProbeEscapingTests {
  @Test func probeTextEscapesEveryControlCharacter() {
    let line = JSONValue.object([("text", .string("a\u{1B}[2J\u{9B}31m\u{2028}b"))]).serialized
    #expect(line == #"{"text":"a\u001b[2J\u009b31m\u2028b"}"#)
  }
}

@Suite struct DataExcerptTests {
  @Test func longKeysAndLabelsAreQuotedInPart() {
    let key = String(repeating: "k", count: 5_000)
    do {
      _ = try JSONParser.parse(#"{"\#(key)": 1, "\#(key)": 2}"#)
      Issue.record("a duplicate key was accepted")
    } catch {
      #expect(error.message.hasPrefix("duplicate key \"kkk"))
      #expect(error.message.count < 200, "\(error.message.count)")
    }
    let text =
      #"{"columns": [["x", 1, 2], ["\#(key)", 1, 2]], "types": {"x": "x"}, "names": {}, "colors": {}}"#
    do {
      _ = try TelegramChartDecoder.decode(Array(text.utf8), file: "d.json")
      Issue.record("a column without a type was accepted")
    } catch {
      #expect(!error.problems.isEmpty)
      #expect(error.problems.allSatisfy { $0.message.count < 200 }, "\(error.problems)")
    }
  }
}
