import Foundation
import TestSupport
import Testing

/// Typed handles make a change a node cannot take fail to compile: each snippet is type-checked
/// by swiftc against the built ChartReel module, as a user's code would be.
@Suite struct HandleTypingTests {
  /// Code that compiles, and the error each wrong line adds to it.
  static let valid = """
    import ChartReel
    let (title, main, bar) = (TextHandle("title"), ChartHandle("main"), ShapeHandle("bar"))
    let data = try! ChartData(x: [0, 86_400_000], series: [])
    let scene = try! Scene(canvas: Canvas(width: 640, height: 360, fps: 30)) {
      Column {
        Text("Title", id: title).size(30).bold()
        Chart(id: main, data: data) { Band(from: 0, to: 1).opacity(0.5).color(.black) }
        Shape(.rect, id: bar).fill(.black)
      }
    } script: {
      At(1) { main.window(0.4...0.8); title.text("After"); title.opacity(0.5); bar.fill(.white) }
      At(2) { main.window(data.dates[0]...data.dates[1]); main.indicator(at: data.dates[1]) }
    }
    """

  static let wrong: [(line: String, error: String)] = [
    (
      "_ = title.window(0.4...0.8)",
      "method 'window(_:fileID:line:)' on 'Handle' requires the types 'Text' and 'Chart' be equivalent"
    ),
    (
      "_ = main.text(\"After\")",
      "method 'text(_:fileID:line:)' on 'Handle' requires the types 'Chart' and 'Text' be equivalent"
    ),
    (
      "_ = bar.hide(\"y0\")",
      "method 'hide(_:fileID:line:)' on 'Handle' requires the types 'Shape' and 'Chart' be equivalent"
    ),
    ("_ = Text(\"x\", id: main)", "cannot convert value of type 'ChartHandle'"),
    ("_ = Chart(id: main, data: data) { Text(\"x\") }", "AnnotationMark"),
    ("_ = Column { Band(from: 0, to: 1) }", "SceneNode"),
  ]

  /// swiftc's diagnostics for `source`, type-checked against the built modules.
  static func typecheck(_ source: String) throws -> CommandRun {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = folder + "/main.swift"
    try source.write(toFile: file, atomically: true, encoding: .utf8)
    let modules =
      URL(fileURLWithPath: TestPaths.chartreel).deletingLastPathComponent().path + "/Modules"
    let pango = try CommandRun.run("/usr/bin/env", ["pkg-config", "--cflags-only-I", "pangocairo"])
    let includes = pango.stdout.split(separator: " ").flatMap { ["-Xcc", String($0)] }
    return try CommandRun.run(
      "/usr/bin/env",
      [
        "swiftc", "-typecheck", "-I", modules, "-I", TestPaths.root + "/Sources/CCairo", "-I",
        TestPaths.root + "/Sources/CDeflate", "-I", TestPaths.root + "/Sources/CPipe", "-I",
        TestPaths.root + "/Sources/CFatalCleanup/include",
      ] + includes.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        + [file])
  }

  @Test("a scene with typed handles compiles")
  func validCompiles() throws {
    let run = try Self.typecheck(Self.valid)
    #expect(run.status == 0, "\(run.stderr)")
  }

  @Test("a change a node's kind cannot take does not compile", arguments: 0..<6)
  func wrongFails(index: Int) throws {
    let (line, error) = Self.wrong[index]
    let run = try Self.typecheck(Self.valid + "\n" + line + "\n")
    #expect(run.status != 0)
    #expect(run.stderr.contains(error), "\(run.stderr)")
  }
}
