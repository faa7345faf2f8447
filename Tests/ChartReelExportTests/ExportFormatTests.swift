import ChartReel
import Foundation
import TestSupport
import Testing

/// Every output format, read back with ffprobe, and what happens when things go wrong.
@Suite(.serialized) struct ExportFormatTests {
  let folder = TestPaths.temporaryFolder()

  /// A 2-second copy of the demo scene at 320×180 and 30 fps (60 frames), optionally transparent.
  func smallScene(transparent: Bool = false) throws -> String {
    let path = folder + "/small\(transparent ? "-transparent" : "").json"
    let json = """
      {"canvas": {"width": 320, "height": 180, "fps": 30\(transparent ? ", \"background\": \"transparent\"" : "")},
       "data": {"file": "\(TestPaths.root)/Scenes/data/chart_data.json", "chart": 0},
       "initial": {"window": [0.7, 1]}, "duration": 2,
       "actions": [{"at": 0, "duration": 1, "pan": -0.3}, {"at": 1, "duration": 0.5, "hide": "y1"}]}
      """
    try json.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  func render(_ scene: String, _ output: String, _ extra: [String] = []) throws -> [String: String]
  {
    let run = try CommandRun.chartreel(["render", scene, "-o", output, "--quiet"] + extra)
    #expect(run.status == 0, "\(run.stderr)")
    return try CommandRun.probeVideo(output)
  }

  @Test func webm() throws {
    let video = try render(try smallScene(), folder + "/a.webm")
    #expect(video["codec_name"] == "vp9" && video["pix_fmt"] == "yuv420p")
    #expect(video["nb_read_frames"] == "60")
    #expect(abs((Double(video["duration"] ?? "") ?? 0) - 2) < 0.05)
  }

  @Test func gif() throws {
    let video = try render(try smallScene(), folder + "/a.gif")
    #expect(video["codec_name"] == "gif")
    #expect(video["width"] == "320" && video["height"] == "180")
    #expect(video["nb_read_frames"] == "60")
  }

  @Test("a transparent canvas keeps its alpha in MOV (ProRes 4444) and WebM (VP9)")
  func alpha() throws {
    let scene = try smallScene(transparent: true)
    let mov = try render(scene, folder + "/a.mov")
    #expect(mov["codec_name"] == "prores" && mov["pix_fmt"]?.hasPrefix("yuva444p") == true)
    #expect(mov["nb_read_frames"] == "60")
    let webm = try render(scene, folder + "/b.webm")
    #expect(webm["codec_name"] == "vp9" && webm["alpha_mode"] == "1")
    let png = try CommandRun.chartreel(["render", scene, "--at", "1", "-o", folder + "/t.png"])
    #expect(png.status == 0)
    #expect(try PNGDecoder.decode(path: folder + "/t.png").pixel(x: 1, y: 1).alpha == 0)
    let mp4 = try CommandRun.chartreel(["render", scene, "-o", folder + "/c.mp4"])
    #expect(mp4.status == 1 && mp4.stderr.contains("cannot keep a transparent background"))
  }

  @Test("png(frame:) keeps in memory the PNG render(to:) writes; a frame outside the scene throws")
  func pngInMemory() throws {
    let scene = try Scene.load(try smallScene())
    let compiled = try scene.compiled()
    let path = folder + "/frame30.png"
    try scene.render(to: path, options: RenderOptions(frames: 30..<31))
    let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(try compiled.png(frame: 30) == written)
    #expect(throws: InputError.self) { try compiled.png(frame: 60) }
  }

  @Test("png(frame:height:) draws the frame that tall at the canvas's aspect, as a preview")
  func pngPreview() throws {
    let compiled = try Scene.load(try smallScene()).compiled()
    let path = folder + "/preview.png"
    try Data(try compiled.png(frame: 30, height: 90)).write(to: URL(fileURLWithPath: path))
    let preview = try PNGDecoder.decode(path: path)
    #expect(preview.width == 160 && preview.height == 90)
    #expect(try compiled.png(frame: 30, height: 180) == compiled.png(frame: 30))
    for height in [1, 0, -5, 8193, Int.max] {
      #expect(throws: InputError.self) { try compiled.png(frame: 30, height: height) }
    }
  }

  @Test("a quality preset sets the size and frame rate")
  func qualityPreset() throws {
    let video = try render(try smallScene(), folder + "/q.mp4", ["--quality", "low"])
    #expect(video["width"] == "854" && video["height"] == "480")
    #expect(video["r_frame_rate"] == "15/1" && video["nb_read_frames"] == "30")
  }

  @Test("a frame range is byte for byte the same frames of a full render")
  func frameRangeEqualsFullRender() throws {
    let scene = try smallScene()
    let full = try CommandRun.chartreel(["render", scene, "-o", "-"])
    let part = try CommandRun.chartreel(["render", scene, "--frames", "20..29", "-o", "-"])
    #expect(full.status == 0 && part.status == 0)
    let frameBytes = 320 * 180 * 4
    #expect(full.output.count == 60 * frameBytes)
    #expect(part.output == full.output[(20 * frameBytes)..<(30 * frameBytes)])
  }

  @Test("output is identical whatever the number of render threads")
  func threadsDoNotChangeBytes() throws {
    let scene = try smallScene()
    let outputs = try [1, 2, 4].map { threads in
      try CommandRun.chartreel(["render", scene, "-o", "-", "--threads", String(threads)]).output
    }
    #expect(outputs[0] == outputs[1] && outputs[1] == outputs[2])
  }

  @Test("ffmpeg killed mid-way: a clear error, exit 1, no file left behind")
  func killedFFmpeg() throws {
    let output = folder + "/killed.mp4"
    let run = try CommandRun.chartreel(
      ["render", TestPaths.scene("pan-zoom-hide.json"), "-o", output, "--quiet", "--threads", "1"]
    ) { process in
      Self.killChild(of: process.processIdentifier, named: "ffmpeg")
    }
    #expect(run.status == 1)
    #expect(run.stderr.hasPrefix("error: ffmpeg failed (killed by signal 9)"), "\(run.stderr)")
    #expect(!run.stderr.contains("exit status"), "\(run.stderr)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains("killed") }
        == [])
  }

  @Test("Ctrl-C stops the render, exits 130 and leaves an existing output untouched")
  func interrupted() throws {
    let output = folder + "/keep.mp4"
    _ = FileManager.default.createFile(atPath: output, contents: Data("good".utf8))
    let run = try CommandRun.chartreel(
      ["render", TestPaths.scene("pan-zoom-hide.json"), "-o", output, "--quiet", "--threads", "1"]
    ) { process in
      // Wait until ffmpeg runs, so the render is under way, then interrupt.
      Self.killChild(of: process.processIdentifier, named: "ffmpeg", signal: 0)
      kill(process.processIdentifier, SIGINT)
    }
    #expect(run.status == 130, "\(run.stderr)")
    #expect(run.stderr.contains("interrupted"))
    #expect(FileManager.default.contents(atPath: output) == Data("good".utf8))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(".") } == []
    )
  }

  @Test("no ffmpeg on PATH: the install command, before any work")
  func missingFFmpeg() throws {
    let run = try CommandRun.chartreel(
      ["render", try smallScene(), "-o", folder + "/x.mp4"], environment: ["PATH": "/nonexistent"])
    #expect(run.status == 1)
    #expect(run.stderr.contains("apt-get install ffmpeg"))
    #expect(!FileManager.default.fileExists(atPath: folder + "/x.mp4"))
  }

  @Test("no DejaVu font: the install command, and the encoder started before it stopped")
  func missingFont() throws {
    // The render starts ffmpeg, then compiles the scene (where the font is looked for): the
    // failure must stop ffmpeg and leave nothing in the folder, not even a partial file.
    let config = folder + "/no-fonts.conf"
    try #"<?xml version="1.0"?><fontconfig><cachedir>\#(folder)/fc</cachedir></fontconfig>"#
      .write(toFile: config, atomically: true, encoding: .utf8)
    let output = folder + "/out"
    try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    let run = try CommandRun.chartreel(
      ["render", try smallScene(), "-o", output + "/x.mp4"],
      environment: [
        "FONTCONFIG_FILE": config, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "",
      ])
    #expect(run.status == 1)
    #expect(run.stderr.contains("apt-get install fonts-dejavu-core"), "\(run.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: output) == [])
  }

  @Test("a full disk is an error, not a crash")
  func fullDisk() throws {
    guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
    let run = try CommandRun.run(
      "/bin/sh", ["-c", "'\(TestPaths.chartreel)' render '\(try smallScene())' -o - > /dev/full"])
    #expect(run.status == 1)
    #expect(run.stderr.contains("No space left on device"), "\(run.stderr)")
  }

  @Test("a contact sheet is a grid of labelled frames")
  func sheet() throws {
    let run = try CommandRun.chartreel([
      "sheet", try smallScene(), "-o", folder + "/sheet.png", "--columns", "3", "--rows", "2",
      "--cell-width", "200",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let sheet = try PNGDecoder.decode(path: folder + "/sheet.png")
    // 3 × (200 + 12) + 12 wide; cells 113 px tall (200 × 180 / 320, rounded) plus labels.
    #expect(sheet.width == 648)
    #expect(sheet.height == 2 * (113 + 26 + 12) + 12)
  }

  /// Waits (up to 10 s) for a child process named `name`, then sends it `signal`.
  static func killChild(of parent: Int32, named name: String, signal: Int32 = SIGKILL) {
    for _ in 0..<1000 {
      let children =
        (try? String(contentsOfFile: "/proc/\(parent)/task/\(parent)/children", encoding: .utf8))
        ?? ""
      for child in children.split(separator: " ").compactMap({ Int32($0) }) {
        let command = (try? String(contentsOfFile: "/proc/\(child)/comm", encoding: .utf8)) ?? ""
        if command.hasPrefix(name) {
          usleep(300_000)
          if signal != 0 { kill(child, signal) }
          return
        }
      }
      usleep(10_000)
    }
  }
}
