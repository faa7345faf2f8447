import ChartReel
import Foundation
import TestSupport
import Testing

/// Runs the built `chartreel` binary end to end, as a user would.
@Suite(.serialized) struct CommandLineTests {
  let folder = TestPaths.temporaryFolder()

  @Test("the demo scene renders to an H.264 MP4 with 300 frames of 1280×720 lasting 5 s")
  func demoVideo() throws {
    let output = folder + "/demo.mp4"
    let run = try CommandRun.chartreel([
      "render", TestPaths.scene("pan-zoom-hide.json"), "-o", output,
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let video = try CommandRun.probeVideo(output)
    #expect(video["codec_name"] == "h264")
    #expect(video["width"] == "1280" && video["height"] == "720")
    #expect(video["pix_fmt"] == "yuv420p")
    #expect(video["color_space"] == "bt709")
    #expect(video["r_frame_rate"] == "60/1")
    #expect(video["nb_read_frames"] == "300")
    #expect(abs((Double(video["duration"] ?? "") ?? 0) - 5) < 0.02)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder) == ["demo.mp4"],
      "no temporary file left")
  }

  @Test("a PNG sequence has one numbered file per frame, identical across runs")
  func pngSequence() throws {
    let scene = TestPaths.scene("pan-zoom-hide.json")
    for name in ["a", "b"] {
      let run = try CommandRun.chartreel([
        "render", scene, "--frames", "100..111", "-o", "\(folder)/\(name)/",
      ])
      #expect(run.status == 0, "\(run.stderr)")
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: folder + "/a").sorted()
    #expect(files.count == 12)
    #expect(files.first == "frame-00100.png" && files.last == "frame-00111.png")
    for file in files {
      let a = FileManager.default.contents(atPath: "\(folder)/a/\(file)")
      #expect(
        a != nil && a == FileManager.default.contents(atPath: "\(folder)/b/\(file)"), "\(file)")
    }
  }

  @Test("a sequence into an existing folder keeps its other files; chunks add up")
  func sequenceKeepsOtherFiles() throws {
    let scene = TestPaths.scene("pan-zoom-hide.json")
    let target = folder + "/chunks"
    try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
    _ = FileManager.default.createFile(atPath: target + "/notes.txt", contents: Data("mine".utf8))
    for range in ["0..2", "3..5"] {
      let run = try CommandRun.chartreel(["render", scene, "--frames", range, "-o", target])
      #expect(run.status == 0, "\(run.stderr)")
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: target).sorted()
    #expect(
      files == [
        "frame-00000.png", "frame-00001.png", "frame-00002.png", "frame-00003.png",
        "frame-00004.png", "frame-00005.png", "notes.txt",
      ])
    #expect(FileManager.default.contents(atPath: target + "/notes.txt") == Data("mine".utf8))
    // A video named like an existing folder is refused, and the folder is left alone.
    try FileManager.default.createDirectory(
      atPath: folder + "/y.mp4", withIntermediateDirectories: false)
    let video = try CommandRun.chartreel(["render", scene, "-o", folder + "/y.mp4"])
    #expect(video.status == 1 && video.stderr.contains("is a folder"))
  }

  @Test("command-line mistakes exit 64 with one clear line; no crash on huge numbers")
  func usageErrors() throws {
    let scene = TestPaths.scene("pan-zoom-hide.json")
    for arguments in [
      ["render", scene, "--at", "1e20", "-o", folder + "/a.png"],
      ["render", scene, "--frames", "0..300", "-o", folder + "/f/"],
      ["render", scene, "--threads", "1000", "-o", folder + "/t.mp4"],
      ["probe", scene, "--at", "1e20"],
      ["sheet", scene, "--columns", "100000", "--rows", "100000", "-o", folder + "/s.png"],
    ] {
      let run = try CommandRun.chartreel(arguments)
      #expect(run.status == 64, "\(arguments): \(run.stderr)")
      #expect(run.stderr.hasPrefix("error: ") && run.stderr.split(separator: "\n").count == 1)
    }
  }

  @Test("--at renders one frame equal to that frame of a sequence")
  func singleFrame() throws {
    let scene = TestPaths.scene("pan-zoom-hide.json")
    let single = try CommandRun.chartreel([
      "render", scene, "--at", "2.5", "-o", folder + "/at.png",
    ])
    #expect(single.status == 0, "\(single.stderr)")
    let range = try CommandRun.chartreel([
      "render", scene, "--frames", "150..150", "-o", folder + "/seq/",
    ])
    #expect(range.status == 0, "\(range.stderr)")
    #expect(
      try PNGDecoder.decode(path: folder + "/at.png")
        == PNGDecoder.decode(path: folder + "/seq/frame-00150.png"))
  }

  @Test("a raw stream on stdout is width × height × 4 bytes per frame")
  func rawStream() throws {
    let run = try CommandRun.chartreel([
      "render", TestPaths.scene("pan-zoom-hide.json"), "--frames", "0..2", "-o", "-",
    ])
    #expect(run.status == 0)
    #expect(run.output.count == 3 * 1280 * 720 * 4)
  }

  @Test("probe prints one JSON object per time")
  func probe() throws {
    let run = try CommandRun.chartreel([
      "probe", TestPaths.scene("pan-zoom-hide.json"), "--at", "4.5", "--at", "2.5",
    ])
    #expect(run.status == 0)
    let lines = run.stdout.split(separator: "\n")
    try #require(lines.count == 2)
    #expect(
      lines[0].hasPrefix(
        #"{"time":4.5,"frame":270,"kind":"line","window":[0.1,0.9],"xRange":[1543371840000,1551044160000],"yRange":[21,278],"#
      ))
    #expect(lines[1].contains(#""series":{"y0":{"alpha":0.5},"y1":{"alpha":1}}"#))
    #expect(lines[1].contains(#""indicator":null,"yLabels":[{"axis":null,"value":"#))
    #expect(
      lines[1].contains(#""day":null,"theme":0,"nodes":{},"texts":[{"text":"Followers","box":"#))
    #expect(lines[1].contains(#""parts":{"plot":["#))
  }

  @Test("probe --step prints the state at every step from 0 to the end")
  func probeStep() throws {
    let run = try CommandRun.chartreel([
      "probe", TestPaths.scene("pan-zoom-hide.json"), "--step", "0.5",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n")
    try #require(lines.count == 11)
    #expect(lines[5].hasPrefix(#"{"time":2.5,"frame":150,"#))
    #expect(lines[10].hasPrefix(#"{"time":5,"frame":299,"#))
    let both = try CommandRun.chartreel([
      "probe", TestPaths.scene("pan-zoom-hide.json"), "--step", "0.5", "--at", "1",
    ])
    #expect(both.status != 0 && both.stderr.contains("either --at or --step"))
  }

  @Test("validate lists every problem of every file, exit code 2, and never a stack trace")
  func validateEveryInvalidFixture() throws {
    let folder = TestPaths.fixture("invalid")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { $0.hasSuffix(".json") }.sorted()
    let expected = try names.map {
      try String(contentsOfFile: folder + "/" + $0.dropLast(5) + ".expected", encoding: .utf8)
    }.joined().split(separator: "\n")
    let run = try CommandRun.chartreel(["validate"] + names.map { folder + "/" + $0 })
    #expect(run.status == 2)
    let lines = run.stderr.split(separator: "\n")
    #expect(lines.count == expected.count)
    #expect(lines.allSatisfy { $0.hasPrefix("error: \(folder)/") })
  }

  @Test("validate warns about an odd canvas size but accepts it")
  func validateWarnsAboutOddSizes() throws {
    let scene = folder + "/odd.json"
    try
      #"{"canvas": {"width": 321, "height": 180}, "data": {"file": "\#(TestPaths.root)/Scenes/data/chart_data.json", "chart": 0}}"#
      .write(toFile: scene, atomically: true, encoding: .utf8)
    let run = try CommandRun.chartreel(["validate", scene])
    #expect(run.status == 0)
    #expect(run.stdout == "\(scene): ok (30 frames, 321×180 at 60 fps)\n")
    #expect(
      run.stderr
        == "warning: \(scene): canvas.width: expected an even width for MP4 and WebM, found 321; PNG, GIF and MOV outputs are fine\n"
    )
    // Rendered to MP4, the same line is the error: the scene's, exit 2, nothing written.
    let mp4 = try CommandRun.chartreel(["render", scene, "-o", folder + "/odd.mp4"])
    #expect(mp4.status == 2)
    #expect(
      mp4.stderr
        == "error: \(scene): canvas.width: expected an even width for MP4 and WebM, found 321; PNG, GIF and MOV outputs are fine\n"
    )
    #expect(!FileManager.default.fileExists(atPath: folder + "/odd.mp4"))
  }

  @Test("a bad scene fails with one line naming the file and key path, exit code 2")
  func badScene() throws {
    let scene = TestPaths.fixture("invalid/window-outside.json")
    let run = try CommandRun.chartreel(["render", scene, "-o", folder + "/x.mp4"])
    #expect(run.status == 2)
    #expect(
      run.stderr
        == "error: \(scene): actions[0].window[1]: expected a fraction from 0 to 1, found 1.2\n")
    #expect(!FileManager.default.fileExists(atPath: folder + "/x.mp4"))
  }

  @Test("a failing ffmpeg reports its own words, exits 1 and leaves an existing output untouched")
  func ffmpegFailureKeepsExistingOutput() throws {
    let output = folder + "/keep.mp4"
    _ = FileManager.default.createFile(atPath: output, contents: Data("good".utf8))
    let run = try CommandRun.chartreel([
      "render", TestPaths.scene("pan-zoom-hide.json"), "-o", output, "--preset", "nonsense",
    ])
    #expect(run.status == 1)
    #expect(run.stderr.contains("ffmpeg failed") && run.stderr.contains("invalid preset"))
    #expect(FileManager.default.contents(atPath: output) == Data("good".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["keep.mp4"])
  }

  @Test("an output in a missing folder is a clear error before any work")
  func missingFolder() throws {
    let run = try CommandRun.chartreel([
      "render", TestPaths.scene("pan-zoom-hide.json"), "-o", "/nonexistent/x.mp4",
    ])
    #expect(run.status == 1)
    #expect(run.stderr == "error: /nonexistent/x.mp4: the folder /nonexistent does not exist\n")
  }
}
