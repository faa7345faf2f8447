import ChartReel
import Foundation
import TestSupport
import Testing

/// What happens to the files a render writes: their mode, symbolic links, leftovers of killed
/// runs, byte-identical output, and the line printed on success.
@Suite(.serialized) struct OutputFileTests {
  let folder = TestPaths.temporaryFolder()

  /// A 2-second scene at 320×180 and 30 fps (60 frames).
  func scene() throws -> String {
    let path = folder + "/scene.json"
    try """
    {"canvas": {"width": 320, "height": 180, "fps": 30},
     "data": {"file": "\(TestPaths.root)/Scenes/data/chart_data.json", "chart": 0}, "duration": 2,
     "actions": [{"at": 0, "duration": 1, "pan": -0.3}, {"at": 1, "duration": 0.5, "hide": "y1"}]}
    """.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  func render(_ arguments: [String]) throws -> CommandRun {
    let run = try CommandRun.chartreel(["render"] + arguments)
    #expect(run.status == 0, "\(arguments): \(run.stderr)")
    return run
  }

  static func mode(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]) as? Int) ?? -1
  }

  @Test("replacing an output keeps its mode: a 0600 video, PNG or frame stays 0600")
  func modeKept() throws {
    let scene = try scene()
    for (output, extra) in [
      ("/private.mp4", [String]()), ("/private.png", ["--at", "1"]),
      ("/frames/frame-00002.png", ["--frames", "0..3"]),
    ] {
      let path = folder + output
      try FileManager.default.createDirectory(
        atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path,
        withIntermediateDirectories: true)
      _ = FileManager.default.createFile(atPath: path, contents: Data("old".utf8))
      chmod(path, 0o600)
      let target = output.hasPrefix("/frames/") ? folder + "/frames/" : path
      _ = try render([scene, "-o", target, "--quiet"] + extra)
      #expect(FileManager.default.contents(atPath: path) != Data("old".utf8), "\(output)")
      #expect(Self.mode(path) == 0o600, "\(output): \(String(Self.mode(path), radix: 8))")
    }
  }

  @Test("an output that is a symbolic link is written through it; the link stays")
  func symlinkWrittenThrough() throws {
    let scene = try scene()
    let real = folder + "/real"
    try FileManager.default.createDirectory(atPath: real, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: real + "/target.mp4", contents: Data("old".utf8))
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/link.mp4", withDestinationPath: "real/target.mp4")
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/dangling.mp4", withDestinationPath: real + "/new.mp4")
    for (link, target) in [("link.mp4", "target.mp4"), ("dangling.mp4", "new.mp4")] {
      _ = try render([scene, "-o", folder + "/" + link, "--quiet"])
      #expect(
        try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + link)
          .hasSuffix(target))
      #expect(try VideoCompare.framesAndDuration(real + "/" + target).frames == 60)
    }
    for place in [folder, real] {
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: place).allSatisfy { !$0.hasPrefix(".") }
      )
    }
  }

  @Test("WebM, MP4, MOV and GIF outputs are byte-identical run to run")
  func byteIdentical() throws {
    let scene = try scene()
    for format in ["webm", "mp4", "mov", "gif"] {
      let outputs = try ["a", "b"].map { name in
        let path = folder + "/\(name).\(format)"
        _ = try render([scene, "-o", path, "--quiet"])
        return FileManager.default.contents(atPath: path)
      }
      #expect(outputs[0] != nil && outputs[0] == outputs[1], "\(format)")
    }
  }

  @Test("staging nobody holds is removed; a live run's and other outputs' are not")
  func staleStagingRemoved() throws {
    let scene = try scene()
    let (dead, live) = ("0123456789abcdef", "fedcba9876543210")
    let files = [
      ".out.mp4.partial-\(dead).mp4", ".out.mp4.partial-\(dead).palette.png",
      ".other.mp4.partial-\(dead).mp4", ".out.mp4.partial-x.mp4",
    ]
    for name in files {
      _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: nil)
    }
    let frames = folder + "/frames"
    for name in [".partial-\(dead)", ".partial-\(live)"] {
      try FileManager.default.createDirectory(
        atPath: frames + "/" + name, withIntermediateDirectories: true)
      _ = FileManager.default.createFile(
        atPath: frames + "/" + name + "/frame-00000.png", contents: nil)
    }
    // A live run holds a lock on its staging folder.
    let held = open(frames + "/.partial-\(live)", O_RDONLY | O_DIRECTORY)
    defer { close(held) }
    #expect(flock(held, LOCK_EX) == 0)
    _ = try render([scene, "-o", folder + "/out.mp4", "--quiet"])
    _ = try render([scene, "--frames", "0..1", "-o", frames, "--quiet"])
    let left = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
      $0.hasPrefix(".")
    }
    #expect(left.sorted() == [".other.mp4.partial-\(dead).mp4", ".out.mp4.partial-x.mp4"])
    let inFrames = try FileManager.default.contentsOfDirectory(atPath: frames).sorted()
    #expect(inFrames == [".partial-\(live)", "frame-00000.png", "frame-00001.png"])
  }

  @Test("after kill -9 the next render removes the killed run's partial video and frames")
  func killedRunCleanedUp() throws {
    let long = TestPaths.scene("pan-zoom-hide.json")
    // A video: the killed run's ffmpeg finishes the partial file after chartreel dies.
    let video = folder + "/out.mp4"
    let killed = try CommandRun.chartreel(["render", long, "-o", video, "--quiet"]) { process in
      Self.waitFor { self.hidden(in: self.folder).contains { $0.hasPrefix(".out.mp4.partial-") } }
      kill(process.processIdentifier, SIGKILL)
    }
    #expect(killed.status == SIGKILL)
    Self.waitFor { !self.hidden(in: self.folder).isEmpty && Self.noFFmpegWrites(self.folder) }
    #expect(hidden(in: folder).contains { $0.hasPrefix(".out.mp4.partial-") })
    _ = try render([try scene(), "-o", video, "--quiet"])
    #expect(hidden(in: folder).filter { $0.hasPrefix(".out.") } == [], "\(hidden(in: folder))")
    // A PNG sequence: the old frames stay, the staging folder goes.
    let frames = folder + "/frames/"
    _ = try render([long, "--frames", "0..1", "-o", frames, "--quiet"])
    let old = FileManager.default.contents(atPath: frames + "frame-00000.png")
    _ = try CommandRun.chartreel(["render", long, "-o", frames, "--quiet"]) { process in
      Self.waitFor {
        self.hidden(in: frames).contains {
          ((try? FileManager.default.contentsOfDirectory(atPath: frames + $0)) ?? []).count > 2
        }
      }
      kill(process.processIdentifier, SIGKILL)
    }
    #expect(hidden(in: frames).count == 1)
    #expect(FileManager.default.contents(atPath: frames + "frame-00000.png") == old)
    _ = try render([long, "--frames", "2..3", "-o", frames, "--quiet"])
    #expect(hidden(in: frames) == [])
    #expect(FileManager.default.contents(atPath: frames + "frame-00000.png") == old)
  }

  @Test("one line on success, nothing with --quiet; --crf outside 0–51 is a usage error")
  func summaryLine() throws {
    let scene = try scene()
    let output = folder + "/line.mp4"
    let run = try render([scene, "-o", output])
    let line = #/^wrote .*/line\.mp4: 60 frames, 320×180, 2\.0 s, \d+ KB in \d+\.\d s\n$/#
    #expect(run.stderr.wholeMatch(of: line) != nil, "\(run.stderr)")
    #expect(try render([scene, "-o", output, "--quiet"]).stderr == "")
    let frames = try render([scene, "--frames", "0..2", "-o", folder + "/f/"])
    #expect(frames.stderr.hasPrefix("wrote \(folder)/f/: 3 frames, 320×180, 0.1 s, "))
    for crf in ["-1", "52", "1000"] {
      let bad = try CommandRun.chartreel(["render", scene, "-o", output, "--crf=\(crf)"])
      #expect(bad.status == 64, "\(crf): \(bad.stderr)")
      #expect(bad.stderr.hasPrefix("error: crf \(crf): expected 0 to 51"), "\(bad.stderr)")
      #expect(bad.stderr.split(separator: "\n").count == 1)
    }
  }

  /// The hidden entries of a folder.
  func hidden(in folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
      $0.hasPrefix(".")
    }
  }

  /// Whether no ffmpeg has a file in `folder` open for writing any more.
  static func noFFmpegWrites(_ folder: String) -> Bool {
    let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    for pid in processes where Int32(pid) != nil {
      guard
        (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?.hasPrefix("ffmpeg")
          == true
      else { continue }
      let fds = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []
      for fd in fds {
        let target = try? FileManager.default.destinationOfSymbolicLink(
          atPath: "/proc/\(pid)/fd/\(fd)")
        if target?.hasPrefix(folder) == true { return false }
      }
    }
    return true
  }

  /// Polls `condition` every 10 ms for up to 30 s.
  static func waitFor(_ condition: () -> Bool) {
    for _ in 0..<3000 where !condition() { usleep(10_000) }
  }
}
