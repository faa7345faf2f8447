import ChartReel
import Foundation
import TestSupport
import Testing

/// What a new user tries first: --version, info --json, a JPEG sheet, --data-root, watch.
@Suite(.serialized) struct CommandHabitTests {
  let folder = TestPaths.temporaryFolder()

  @Test func versionIsTheLibrarys() throws {
    let run = try CommandRun.chartreel(["--version"])
    #expect(run.status == 0)
    #expect(run.stdout == ChartReel.version + "\n")
    #expect(!ChartReel.version.isEmpty)
  }

  @Test func infoPrintsJSON() throws {
    let run = try CommandRun.chartreel(["info", "--json", TestPaths.scene("scene-graph.json")])
    #expect(run.status == 0, "\(run.stderr)")
    let object = try JSONSerialization.jsonObject(with: run.output) as? [String: Any]
    #expect(object?["width"] as? Int == 1280)
    #expect(object?["height"] as? Int == 720)
    #expect(object?["fps"] as? Int == 60)
    #expect(object?["frames"] as? Int == 234)
    #expect(abs((object?["duration"] as? Double ?? 0) - 3.9) < 1e-9)
    #expect(object?["charts"] as? Int == 1)
    let plain = try CommandRun.chartreel(["info", TestPaths.scene("scene-graph.json")])
    #expect(plain.stdout == "1280 720 60 234 3.9\n")
  }

  @Test("an output of no known format is a wrong command line: exit 64, nothing written")
  func unknownOutputFormat() throws {
    let run = try CommandRun.chartreel([
      "render", TestPaths.scene("pan.json"), "-o", folder + "/out.avi",
    ])
    #expect(run.status == 64, "\(run.stderr)")
    #expect(run.stderr.contains("cannot tell the output format"), "\(run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder + "/out.avi"))
  }

  @Test func sheetWritesAJPEGOrRefuses() throws {
    let scene = TestPaths.scene("pan.json")
    let jpeg = folder + "/sheet.jpg"
    let run = try CommandRun.chartreel([
      "sheet", scene, "-o", jpeg, "--columns", "2", "--rows", "1",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let bytes = [UInt8](FileManager.default.contents(atPath: jpeg) ?? Data())
    #expect(bytes.starts(with: [0xFF, 0xD8, 0xFF]), "a JPEG starts with SOI")
    #expect(run.stderr.hasPrefix("wrote \(jpeg): a sheet of 2 frames, "), "\(run.stderr)")
    #expect(try CommandRun.probeVideo(jpeg)["codec_name"] == "mjpeg")
    let gif = try CommandRun.chartreel(["sheet", scene, "-o", folder + "/sheet.gif"])
    #expect(gif.status == 64)
    #expect(gif.stderr.contains("name a .png or .jpg file"), "\(gif.stderr)")
    let huge = try CommandRun.chartreel([
      "sheet", scene, "-o", folder + "/huge.png", "--columns", "50", "--rows", "50",
    ])
    #expect(huge.status == 64 && huge.stderr.contains("expected at most 8,847,360 pixels"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder) == ["sheet.jpg"],
      "nothing else written, no temporary file left")
  }

  @Test func dataRootKeepsDataInside() throws {
    let root = folder + "/root"
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: TestPaths.scene("data/followers.csv"), toPath: root + "/followers.csv")
    try FileManager.default.createSymbolicLink(
      atPath: root + "/passwd.csv", withDestinationPath: "/etc/passwd")
    func scene(_ data: String) throws -> String {
      let path = folder + "/\(data).json"
      let text =
        #"{"canvas": {"width": 640, "height": 360}, "duration": 1, "root": {"type": "chart", "data": {"csv": "root/\#(data)"}}}"#
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      return path
    }
    let inside = try CommandRun.chartreel([
      "validate", try scene("followers.csv"), "--data-root", root,
    ])
    #expect(inside.status == 0, "\(inside.stderr)")
    let outside = try CommandRun.chartreel([
      "validate", try scene("passwd.csv"), "--data-root", root,
    ])
    #expect(outside.status == 2)
    #expect(
      outside.stderr.hasPrefix(
        "error: \(folder)/passwd.csv.json: root.data.csv: data file \"\(root)/passwd.csv\": is outside the data root"
      ),
      "\(outside.stderr)")
    #expect(!outside.stderr.contains("root:x:0"), "no line of /etc/passwd is shown")
    for command in [
      ["info"], ["probe"], ["render", "-o", folder + "/a.mp4"], ["sheet", "-o", folder + "/a.png"],
    ] {
      let run = try CommandRun.chartreel(
        [command[0], try scene("passwd.csv")] + command.dropFirst() + ["--data-root", root])
      #expect(
        run.status == 2 && run.stderr.contains("is outside the data root"),
        "\(command): \(run.stderr)")
    }
    let missing = try CommandRun.chartreel(
      ["validate", try scene("followers.csv"), "--data-root", folder + "/nowhere"])
    #expect(missing.status == 64 && missing.stderr.contains("no such folder"), "\(missing.stderr)")
  }

  @Test func watchRendersAgainWhenTheSceneChanges() throws {
    let scene = folder + "/watched.json"
    let text = try String(contentsOfFile: TestPaths.scene("pan.json"), encoding: .utf8)
      .replacingOccurrences(of: "\"data/", with: "\"\(TestPaths.root)/Scenes/data/")
    try text.write(toFile: scene, atomically: true, encoding: .utf8)
    let errors = folder + "/stderr"
    _ = FileManager.default.createFile(atPath: errors, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: TestPaths.chartreel)
    process.arguments = ["watch", scene, "-o", folder + "/preview.png"]
    process.standardError = FileHandle(forWritingAtPath: errors)
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    defer { if process.isRunning { process.terminate() } }
    func renders() -> Int {
      let log = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
      return log.components(separatedBy: "wrote \(folder)/preview.png: a sheet of 12 frames").count
        - 1
    }
    func waitFor(_ count: Int) {
      let deadline = Date().addingTimeInterval(60)
      while renders() < count && Date() < deadline && process.isRunning { usleep(50_000) }
    }
    waitFor(1)
    #expect(renders() == 1)
    usleep(1_200_000)
    #expect(renders() == 1, "nothing changed, nothing rendered")
    try (text + " ").write(toFile: scene, atomically: false, encoding: .utf8)
    waitFor(2)
    #expect(renders() == 2)
    kill(process.processIdentifier, SIGINT)
    process.waitUntilExit()
    #expect(process.terminationStatus == 130)
    #expect(FileManager.default.fileExists(atPath: folder + "/preview.png"))
  }

  @Test func theCairoModuleAsksForNoPthreadFlag() throws {
    // SwiftPM warns "prohibited flag(s): -pthread" on every build when a module's pkg-config
    // flags hold it, as pangocairo's do through glib.
    let run = try CommandRun.run(
      "/usr/bin/pkg-config", ["--cflags", "chartreel-pangocairo"],
      environment: ["PKG_CONFIG_PATH": TestPaths.root + "/Sources/CCairo"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("-I/usr/include/pango-1.0"))
    #expect(run.stdout.contains("glib-2.0/include"))
    #expect(!run.stdout.contains("-pthread"))
    let manifest = try String(contentsOfFile: TestPaths.root + "/Package.swift", encoding: .utf8)
    #expect(manifest.contains("/Sources/CCairo/chartreel-pangocairo.pc"))
  }
}

@Suite struct ExportMessageTests {
  @Test func exportErrorsEscapeWhatFilesHold() {
    let unfit = ExportError.unfitSegment(path: "a\u{1B}.mp4", reason: "scene \u{1B}[2J\nx")
    #expect(unfit.description == "a\\u001b.mp4: scene \\u001b[2J\\nx")
    let failed = ExportError.ffmpegFailed(status: 1, log: "title: \u{9B}31m\nsecond line")
    #expect(failed.description == "ffmpeg failed (exit status 1):\ntitle: \\u009b31m\nsecond line")
    // Ended by a signal, or exited normally with an unusable output: no exit status to quote.
    #expect(
      ExportError.ffmpegFailed(status: -9, log: "").description
        == "ffmpeg failed (killed by signal 9)")
    #expect(ExportError.ffmpegFailed(status: 0, log: "x").description == "ffmpeg failed:\nx")
  }
}
