import ChartReel
import Foundation
import TestSupport
import Testing

/// Splitting a render into segments and joining them, as the Kubernetes Job and the one-machine
/// recipes do it, checked against a single render.
@Suite(.serialized) struct ScaleOutTests {
  let folder = TestPaths.temporaryFolder()

  /// A scene none of the other tests use: 3 s at 30 fps (90 frames, so 4 segments are 22 and 23
  /// frames long) with a zoom, a hidden series and a theme switch; `title` makes another scene.
  func scene(_ name: String = "held-out", title: String = "Held out") throws -> String {
    let path = folder + "/\(name).json"
    try """
    {"canvas": {"width": 320, "height": 180, "fps": 30},
     "data": {"file": "\(TestPaths.root)/Scenes/data/chart_data.json", "chart": 1},
     "title": "\(title)", "initial": {"window": [0.5, 0.8]}, "duration": 3,
     "actions": [{"at": 0, "duration": 1.2, "zoom": 0.5, "curve": "easeInOut"},
                 {"at": 1, "duration": 0.8, "hide": "y0"},
                 {"at": 1.6, "duration": 1, "theme": "night"}]}
    """.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  func render(_ arguments: [String]) throws {
    let run = try CommandRun.chartreel(["render"] + arguments + ["--quiet"])
    #expect(run.status == 0, "\(arguments): \(run.stderr)")
  }

  @Test("four segments joined by the runner match a single render: frames, duration, PSNR ≥ 40 dB")
  func runnerMatchesSingleRender() throws {
    let scene = try scene()
    let joined = folder + "/joined.mp4"
    var environment = ProcessInfo.processInfo.environment
    environment["CHARTREEL"] = TestPaths.chartreel
    environment["JOBS"] = "2"
    let run = try CommandRun.run(
      TestPaths.root + "/scripts/render-segments", [scene, "4", joined, folder + "/work"],
      environment: environment)
    #expect(run.status == 0, "\(run.stderr)")
    let segments = try FileManager.default.contentsOfDirectory(atPath: folder + "/work").sorted()
    #expect(segments == ["seg-0.mp4", "seg-1.mp4", "seg-2.mp4", "seg-3.mp4"])
    #expect(try VideoCompare.framesAndDuration(folder + "/work/seg-1.mp4").frames == 23)
    try render([scene, "-o", folder + "/single.mp4"])
    let single = try VideoCompare.framesAndDuration(folder + "/single.mp4")
    let whole = try VideoCompare.framesAndDuration(joined)
    #expect(whole.frames == 90 && single.frames == 90)
    #expect(abs(whole.duration - single.duration) < 0.001 && abs(whole.duration - 3) < 0.001)
    let psnr = try VideoCompare.psnrPerFrame(joined, folder + "/single.mp4")
    #expect(psnr.count == 90)
    #expect(psnr.allSatisfy { $0 >= 40 }, "lowest PSNR \(psnr.min() ?? 0) dB")
    #expect(run.stderr.contains("wrote \(joined): 90 frames, 320×180, 3.0 s"))
  }

  @Test("WebM and MOV segments join too, with every frame")
  func otherFormatsJoin() throws {
    let scene = try scene()
    for (format, count) in [("webm", 3), ("mov", 2)] {
      let parts = (0..<count).map { folder + "/part-\($0).\(format)" }
      for (index, part) in parts.enumerated() {
        try render([scene, "--segment", "\(index)/\(count)", "-o", part])
      }
      let output = folder + "/joined.\(format)"
      let run = try CommandRun.chartreel(["concat"] + parts + ["-o", output])
      #expect(run.status == 0, "\(run.stderr)")
      let joined = try VideoCompare.framesAndDuration(output)
      #expect(joined.frames == 90 && abs(joined.duration - 3) < 0.02, "\(format): \(joined)")
    }
  }

  @Test("transparent WebM segments join with their alpha")
  func transparentJoin() throws {
    let source = try String(contentsOfFile: try scene(), encoding: .utf8)
    let scene = folder + "/transparent.json"
    try source.replacingOccurrences(
      of: #""fps": 30}"#, with: #""fps": 30, "background": "transparent"}"#
    ).write(toFile: scene, atomically: true, encoding: .utf8)
    let parts = (0..<2).map { folder + "/alpha-\($0).webm" }
    for (index, part) in parts.enumerated() {
      try render([scene, "--segment", "\(index)/2", "-o", part])
    }
    let output = folder + "/alpha.webm"
    let run = try CommandRun.chartreel(["concat"] + parts + ["-o", output])
    #expect(run.status == 0, "\(run.stderr)")
    // Players (browsers) draw the alpha only when the track says so: Matroska's AlphaMode.
    let tags = try CommandRun.run(
      "/usr/bin/ffprobe",
      [
        "-v", "error", "-select_streams", "v:0", "-show_entries", "stream_tags=alpha_mode", "-of",
        "default=noprint_wrappers=1", output,
      ])
    #expect(tags.stdout.lowercased() == "tag:alpha_mode=1\n", "\(tags.stdout)")
    #expect(try VideoCompare.framesAndDuration(output).frames == 90)
  }

  @Test("concat refuses segments that do not fit with one line naming the file, exit 2")
  func concatRefusesMisfits() throws {
    let scene = try scene()
    let segments = (0..<4).map { folder + "/seg-\($0).mp4" }
    for (index, path) in segments.enumerated() {
      try render([scene, "--segment", "\(index)/4", "-o", path])
    }
    let foreign = folder + "/foreign.mp4"
    try render([try self.scene("other", title: "Another"), "--segment", "2/4", "-o", foreign])
    let crf = folder + "/crf.mp4"
    try render([scene, "--segment", "2/4", "-o", crf, "--crf", "30"])
    let notOurs = folder + "/not-ours.mp4"
    _ = try CommandRun.run(
      "/usr/bin/ffmpeg",
      ["-loglevel", "error", "-f", "lavfi", "-i", "testsrc=s=320x180:d=1", notOurs])
    let copy = folder + "/copy.mp4"
    try FileManager.default.copyItem(atPath: segments[1], toPath: copy)
    let output = folder + "/joined.mp4"
    _ = FileManager.default.createFile(atPath: output, contents: Data("old".utf8))
    let (s0, s1, s2, s3) = (segments[0], segments[1], segments[2], segments[3])
    let cases: [([String], String, String)] = [
      ([s0, s2, s1, s3], s2, "out of order"),
      ([s0, s1, foreign, s3], foreign, "another scene"),
      ([s0, s1, s3], s3, "segment 2/4 (frames 45..66) is missing"),
      ([s0, s1, s2], s2, "segment 3/4 (frames 67..89) is missing"),
      ([s0, s1, copy, s2, s3], copy, "repeats segment 1/4"),
      ([s0, s1, s1, s2, s3], s1, "given twice"),
      ([s0, s1, crf, s3], crf, "crf 30, not 18"),
      ([s0, notOurs], notOurs, "no chartreel segment record"),
      ([s0, folder + "/none.mp4"], folder + "/none.mp4", "no such file"),
    ]
    for (list, named, words) in cases {
      let run = try CommandRun.chartreel(["concat"] + list + ["-o", output])
      #expect(run.status == 2, "\(list): \(run.stderr)")
      #expect(run.stderr.hasPrefix("error: \(named): "), "\(run.stderr)")
      #expect(run.stderr.contains(words) && run.stderr.split(separator: "\n").count == 1)
    }
    #expect(FileManager.default.contents(atPath: output) == Data("old".utf8))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder).allSatisfy { !$0.hasPrefix(".") })
  }

  @Test("bad --segment values are command-line errors, exit 64, one line")
  func badSegmentArguments() throws {
    let scene = try scene()
    for (value, extra, output) in [
      ("4/4", [], "x.mp4"), ("-1/4", [], "x.mp4"), ("1/0", [], "x.mp4"), ("two/4", [], "x.mp4"),
      ("0/91", [], "x.mp4"), ("0/2", ["--frames", "0..3"], "f/"), ("0/2", [], "x.gif"),
    ] {
      let run = try CommandRun.chartreel(
        ["render", scene, "--segment", value, "-o", folder + "/" + output] + extra)
      #expect(run.status == 64, "\(value): \(run.stderr)")
      #expect(run.stderr.hasPrefix("error: ") && run.stderr.split(separator: "\n").count == 1)
    }
    #expect(!FileManager.default.fileExists(atPath: folder + "/x.mp4"))
  }

  @Test("a segment into a PNG folder writes those frames' numbers")
  func segmentToFolder() throws {
    try render([try scene(), "--segment", "1/4", "-o", folder + "/frames/"])
    let files = try FileManager.default.contentsOfDirectory(atPath: folder + "/frames").sorted()
    #expect(
      files.count == 23 && files.first == "frame-00022.png" && files.last == "frame-00044.png")
  }

  @Test("plan prints one JSON line per segment with its frames, times and command")
  func plan() throws {
    let scene = try scene()
    let run = try CommandRun.chartreel(["plan", scene, "--segments", "4", "--crf", "20"])
    #expect(run.status == 0, "\(run.stderr)")
    let lines = try run.stdout.split(separator: "\n").map {
      try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
    }
    try #require(lines.count == 4)
    #expect(lines.map { $0["frames"] as! [Int] } == [[0, 21], [22, 44], [45, 66], [67, 89]])
    #expect(lines[2]["start"] as? Double == 1.5 && lines[3]["end"] as? Double == 3)
    #expect(
      lines[1]["command"] as? String
        == "chartreel render \(scene) --segment 1/4 -o seg-1.mp4 --crf 20")
    let commands = try CommandRun.chartreel(["plan", scene, "--segments", "4", "--commands"])
    #expect(commands.stdout.split(separator: "\n").count == 4)
    let join = try CommandRun.chartreel(["plan", scene, "--segments", "2", "--join", "-o", "a.mp4"])
    #expect(join.stdout == "chartreel concat --pattern 'seg-{index}.mp4' --count 2 -o a.mp4\n")
    let bad = try CommandRun.chartreel(["plan", scene, "--segments", "91"])
    #expect(bad.status == 64 && bad.stderr.contains("at most 90 segments"))
  }

  @Test("the image's Dockerfile has chartreel as its entrypoint and the libraries and fonts")
  func dockerfile() throws {
    let dockerfile = try String(contentsOfFile: TestPaths.root + "/Dockerfile", encoding: .utf8)
    #expect(dockerfile.contains(#"ENTRYPOINT ["chartreel"]"#))
    for package in [
      "ffmpeg", "libpango-1.0-0", "libcairo2", "fonts-dejavu-core", "fonts-noto-core",
    ] {
      #expect(dockerfile.contains(package), "\(package)")
    }
  }
}
