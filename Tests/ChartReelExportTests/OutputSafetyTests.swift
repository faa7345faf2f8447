import ChartReel
import Foundation
import TestSupport
import Testing

/// Outputs are never lost, confused or clobbered: staging names are random and short enough,
/// two writers of one output cannot mix their files, what exists at an output must be a
/// regular file, an output is never one of the inputs, and every terminating signal that can
/// be caught cleans up.
@Suite(.serialized) struct OutputSafetyTests {
  let folder = TestPaths.temporaryFolder()

  /// A 2-second scene at 320×180 and 30 fps (60 frames), written to `name`.
  func scene(_ name: String = "scene.json") throws -> String {
    let path = folder + "/" + name
    try """
    {"canvas": {"width": 320, "height": 180, "fps": 30},
     "data": {"file": "\(TestPaths.root)/Scenes/data/chart_data.json", "chart": 0}, "duration": 2,
     "actions": [{"at": 0, "duration": 1, "pan": -0.3}]}
    """.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// The environment with a stand-in ffmpeg first on PATH that creates its output and then
  /// never reads its input, so a render stays in flight until it is stopped; its process id
  /// is written to `bin/ffmpeg.pid`.
  func stallingFFmpeg() throws -> [String: String] {
    let bin = folder + "/bin"
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    try """
    #!/bin/sh
    for last; do :; done
    [ "$last" = - ] || echo partial > "$last"
    echo $$ > "${0%/*}/ffmpeg.pid"
    exec sleep 600

    """.write(toFile: bin + "/ffmpeg", atomically: true, encoding: .utf8)
    chmod(bin + "/ffmpeg", 0o755)
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = bin + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    return environment
  }

  func hidden(_ place: String? = nil) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: place ?? folder)) ?? []).filter {
      $0.hasPrefix(".")
    }.sorted()
  }

  static func waitFor(_ condition: () -> Bool) {
    for _ in 0..<3000 where !condition() { usleep(10_000) }
  }

  @Test("staging names are random, not the process id; a second writer of one output is refused")
  func stagingAndSecondWriter() throws {
    let scene = try scene()
    let output = folder + "/out.mp4"
    _ = FileManager.default.createFile(atPath: output, contents: Data("good".utf8))
    var staging: [String] = []
    var second: CommandRun?
    let first = try CommandRun.chartreel(
      ["render", scene, "-o", output, "--quiet"], environment: try stallingFFmpeg()
    ) { process in
      Self.waitFor { hidden().contains { $0.hasPrefix(".out.mp4.partial-") } }
      staging = hidden()
      second = try? CommandRun.chartreel(["render", scene, "-o", output, "--quiet"])
      kill(process.processIdentifier, SIGINT)
    }
    #expect(first.status == 130, "\(first.stderr)")
    let name = try #require(staging.first { $0.hasPrefix(".out.mp4.partial-") })
    #expect(name.wholeMatch(of: #/\.out\.mp4\.partial-[0-9a-f]{16}\.mp4/#) != nil, "\(name)")
    #expect(staging.contains(".out.mp4.lock"))
    #expect(second?.status == 1, "\(second?.stderr ?? "")")
    #expect(second?.stderr.contains("another chartreel is writing it") == true)
    #expect(FileManager.default.contents(atPath: output) == Data("good".utf8))
    #expect(hidden() == [])
  }

  /// Whether `unshare --pid --fork` works here, so that a process can be run as process 1
  /// of its own namespace, as in a container.
  static let canUnshare: Bool = {
    (try? CommandRun.run("/usr/bin/unshare", ["--pid", "--fork", "/bin/true"]).status) == 0
  }()

  @Test("four segments rendered at once into one folder, each as process 1, leave every frame")
  func segmentsIntoOneFolder() throws {
    let scene = try scene()
    let frames = folder + "/frames/"
    try FileManager.default.createDirectory(atPath: frames, withIntermediateDirectories: true)
    let processes = try (0..<4).map { index in
      let process = Process()
      let arguments = ["render", scene, "--segment", "\(index)/4", "-o", frames, "--quiet"]
      if Self.canUnshare {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        process.arguments = ["--pid", "--fork", TestPaths.chartreel] + arguments
      } else {
        process.executableURL = URL(fileURLWithPath: TestPaths.chartreel)
        process.arguments = arguments
      }
      process.standardError = FileHandle.nullDevice
      try process.run()
      return process
    }
    for process in processes {
      process.waitUntilExit()
      #expect(process.terminationStatus == 0)
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: frames).sorted()
    #expect(names == (0..<60).map { PNGSequenceSink.fileName($0) })
  }

  @Test("an output that is or leads to a device, a FIFO or a folder is refused before work")
  func specialFilesRefused() throws {
    let scene = try scene()
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/null.mp4", withDestinationPath: "/dev/null")
    #expect(mkfifo(folder + "/fifo.mp4", 0o644) == 0)
    #expect(mkfifo(folder + "/fifo.png", 0o644) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/fifo-link.png", withDestinationPath: "fifo.png")
    let cases: [([String], String)] = [
      (["render", scene, "-o", folder + "/null.mp4"], "leads to /dev/null, a character device"),
      (["render", scene, "-o", folder + "/fifo.mp4"], "is a FIFO, not a regular file"),
      (["render", scene, "--at", "1", "-o", folder + "/fifo-link.png"], "a FIFO"),
      (["sheet", scene, "-o", folder + "/fifo.png"], "is a FIFO, not a regular file"),
      (["render", scene, "-o", folder + "/fifo.png/"], "is a FIFO, not a folder"),
    ]
    for (arguments, words) in cases {
      let run = try CommandRun.chartreel(arguments)
      #expect(run.status == 64, "\(arguments): \(run.stderr)")
      #expect(run.stderr.contains(words) && run.stderr.split(separator: "\n").count == 1)
    }
    var info = stat()
    #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    #expect(hidden() == [])
  }

  @Test("an output that is the scene, a data file or a segment being read is refused")
  func inputsNotOverwritten() throws {
    let scene = try scene()
    let sceneAsPNG = try self.scene("scene.png")
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/link.png", withDestinationPath: "scene.png")
    try "x,a\n2020-01-01,1\n2020-01-02,2\n".write(
      toFile: folder + "/data.mp4", atomically: true, encoding: .utf8)
    try #"{"canvas": {"width": 320, "height": 180, "fps": 30}, "data": {"csv": "data.mp4"}}"#
      .write(toFile: folder + "/csv.json", atomically: true, encoding: .utf8)
    let frames = folder + "/frames"
    try FileManager.default.createDirectory(atPath: frames, withIntermediateDirectories: true)
    #expect(link(scene, frames + "/frame-00003.png") == 0)
    let segments = [folder + "/seg-0.mp4", folder + "/seg-1.mp4"]
    for (index, path) in segments.enumerated() {
      #expect(
        try CommandRun.chartreel(["render", scene, "--segment", "\(index)/2", "-o", path]).status
          == 0)
    }
    let before = try [sceneAsPNG, folder + "/data.mp4", scene, segments[0]].map {
      try Data(contentsOf: URL(fileURLWithPath: $0))
    }
    let cases: [([String], String)] = [
      (["render", sceneAsPNG, "--at", "0", "-o", sceneAsPNG], "is the scene being read"),
      (["render", sceneAsPNG, "--at", "0", "-o", folder + "/link.png"], "is the scene being read"),
      (["sheet", sceneAsPNG, "-o", folder + "/link.png"], "is the scene being read"),
      (
        ["render", folder + "/csv.json", "-o", folder + "/data.mp4"], "is a data file of the scene"
      ),
      (["render", scene, "-o", frames], "frame-00003.png: is the scene being read"),
      (["concat"] + segments + ["-o", segments[0]], "is a segment being read"),
    ]
    for (arguments, words) in cases {
      let run = try CommandRun.chartreel(arguments)
      #expect(run.status == 64, "\(arguments): \(run.stderr)")
      #expect(run.stderr.contains(words), "\(run.stderr)")
    }
    let after = try [sceneAsPNG, folder + "/data.mp4", scene, segments[0]].map {
      try Data(contentsOf: URL(fileURLWithPath: $0))
    }
    #expect(before == after)
    // Frames outside the range rendered are not replaced, so they may be read.
    #expect(
      try CommandRun.chartreel(["render", scene, "--frames", "0..2", "-o", frames]).status == 0)
  }

  @Test(
    "every catchable terminating signal stops the render and cleans up; SIGPIPE does not stop it",
    arguments: [
      SIGHUP, SIGUSR1, SIGUSR2, SIGALRM, SIGQUIT, SIGTERM, SIGVTALRM, SIGRTMIN_PLUS_3,
    ])
  func signalsCleanUp(signal: Int32) throws {
    let scene = try scene()
    let output = folder + "/out.mp4"
    _ = FileManager.default.createFile(atPath: output, contents: Data("good".utf8))
    let run = try CommandRun.chartreel(
      ["render", scene, "-o", output, "--quiet"], environment: try stallingFFmpeg()
    ) { process in
      Self.waitFor { hidden().contains { $0.hasPrefix(".out.mp4.partial-") } }
      kill(process.processIdentifier, SIGPIPE)
      usleep(100_000)
      kill(process.processIdentifier, signal)
    }
    #expect(run.status == 130, "signal \(signal): \(run.stderr)")
    #expect(run.stderr == "error: interrupted; no output was written\n")
    #expect(FileManager.default.contents(atPath: output) == Data("good".utf8))
    #expect(hidden() == [])
  }

  @Test(
    "SIGABRT, SIGTRAP and SIGSYS remove the staging, the lock and ffmpeg, then end the render",
    .timeLimit(.minutes(1)), arguments: [SIGABRT, SIGTRAP, SIGSYS])
  func fatalSignalsCleanUp(signal: Int32) throws {
    let scene = try scene()
    let output = folder + "/out.mp4"
    _ = FileManager.default.createFile(atPath: output, contents: Data("good".utf8))
    let environment = try stallingFFmpeg()
    var ended = false
    let run = try CommandRun.chartreel(
      ["render", scene, "-o", output, "--quiet"], environment: environment
    ) { process in
      Self.waitFor { hidden().contains { $0.hasPrefix(".out.mp4.partial-") } }
      usleep(100_000)
      kill(process.processIdentifier, signal)
      // Within 5 seconds, or the test fails rather than hangs.
      for _ in 0..<500 where process.isRunning { usleep(10_000) }
      ended = !process.isRunning
      if !ended { kill(process.processIdentifier, SIGKILL) }
    }
    #expect(ended, "signal \(signal): the render was still running 5 s later")
    #expect(run.signaled && run.status == signal, "\(run.status): \(run.stderr)")
    #expect(FileManager.default.contents(atPath: output) == Data("good".utf8))
    #expect(hidden() == [])
    let pid = try #require(
      Int32(
        (try? String(contentsOfFile: folder + "/bin/ffmpeg.pid", encoding: .utf8))?
          .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""))
    Self.waitFor { Self.isGone(pid) }
    #expect(Self.isGone(pid), "ffmpeg (\(pid)) outlived the render")
  }

  @Test(
    "SIGABRT, SIGTRAP and SIGSYS remove a sequence's staging and the folder the render made",
    .timeLimit(.minutes(1)), arguments: [SIGABRT, SIGTRAP, SIGSYS])
  func fatalSignalsCleanUpSequence(signal: Int32) throws {
    let long = folder + "/long.json"
    try String(contentsOfFile: try scene(), encoding: .utf8)
      .replacingOccurrences(of: "\"duration\": 2,", with: "\"duration\": 600,")
      .write(toFile: long, atomically: true, encoding: .utf8)
    let frames = folder + "/frames"
    let run = try CommandRun.chartreel(["render", long, "-o", frames + "/", "--quiet"]) {
      process in
      Self.waitFor {
        hidden(frames).contains {
          $0.hasPrefix(".partial-") && hidden(frames + "/" + $0).isEmpty
            && ((try? FileManager.default.contentsOfDirectory(atPath: frames + "/" + $0))?
              .count ?? 0) >= 2
        }
      }
      kill(process.processIdentifier, signal)
      for _ in 0..<500 where process.isRunning { usleep(10_000) }
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
    #expect(run.signaled && run.status == signal, "\(run.status): \(run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: frames), "\(hidden(frames))")
  }

  /// Whether the process `pid` has ended (gone, or a zombie no one has reaped yet).
  static func isGone(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else {
      return true
    }
    return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
  }

  @Test("a sheet that cannot be written names the output and leaves no scratch file")
  func sheetScratchCleaned() throws {
    let scene = try scene()
    for output in ["s.jpg", "s.png"] {
      // A file size limit of 4 KB: the sheet's PNG cannot be written (a full disk fails alike).
      let run = try CommandRun.run(
        "/bin/sh",
        ["-c", "ulimit -f 8; exec \"$0\" sheet \"$1\" -o \"$2\"", TestPaths.chartreel]
          + [scene, folder + "/" + output])
      #expect(run.status == 1, "\(run.stderr)")
      #expect(run.stderr.hasPrefix("error: \(folder)/\(output): File too large"), "\(run.stderr)")
      #expect(hidden() == [])
      #expect(!FileManager.default.fileExists(atPath: folder + "/" + output))
    }
  }

  @Test("an ffmpeg that exits 0 but writes no video is a failure, and nothing is written")
  func garbageFromFFmpeg() throws {
    let scene = try scene()
    let bin = folder + "/garbage"
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    try "#!/bin/sh\nfor last; do :; done\ncat > /dev/null\necho garbage > \"$last\"\n"
      .write(toFile: bin + "/ffmpeg", atomically: true, encoding: .utf8)
    chmod(bin + "/ffmpeg", 0o755)
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = bin + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    let run = try CommandRun.chartreel(
      ["render", scene, "-o", folder + "/out.mp4"], environment: environment)
    #expect(run.status == 1, "\(run.stderr)")
    #expect(run.stderr.contains("not a whole MP4 video"), "\(run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder + "/out.mp4"))
    #expect(hidden() == [])
  }

  @Test("under a small address-space limit, drawing commands fail with a message, not a crash")
  func addressSpaceLimit() throws {
    let scene = try scene()
    for command in ["render", "sheet"] {
      let run = try CommandRun.run(
        "/bin/sh",
        ["-c", "ulimit -v 300000; exec \"$0\" \"$1\" \"$2\" -o \"$3\"", TestPaths.chartreel]
          + [command, scene, folder + "/out.png"])
      #expect(run.status == 1, "\(command): \(run.stderr)")
      #expect(run.stderr.hasPrefix("error: the address space is limited to 292 MB (ulimit -v)"))
    }
  }

  @Test("--at the scene's duration renders its last frame, as the help says")
  func atTheEnd() throws {
    let scene = try scene()
    let run = try CommandRun.chartreel(["render", scene, "--at", "2", "-o", folder + "/end.png"])
    #expect(run.status == 0, "\(run.stderr)")
    let past = try CommandRun.chartreel(["render", scene, "--at", "2.01", "-o", folder + "/x.png"])
    #expect(past.status == 64 && past.stderr.contains("from 0 to the scene's duration, 2.0 s"))
  }

  @Test("a 255-byte output name is written; the summary gives the size of the file, not a link")
  func longNamesAndLinkedSize() throws {
    let scene = try scene()
    let long = folder + "/" + String(repeating: "é", count: 125) + "a.mp4"
    #expect(URL(fileURLWithPath: long).lastPathComponent.utf8.count == 255)
    let run = try CommandRun.chartreel(["render", scene, "-o", long, "--frames", "0..9"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(try VideoCompare.framesAndDuration(long).frames == 10)
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/link.mp4", withDestinationPath: long)
    let linked = try CommandRun.chartreel(["render", scene, "-o", folder + "/link.mp4"])
    let size = try #require(
      try FileManager.default.attributesOfItem(atPath: long)[.size] as? Int)
    #expect(linked.stderr.contains(", \(RenderSummary.formatBytes(size)) in "), "\(linked.stderr)")
    #expect(hidden() == [])
  }
}

/// SIGRTMIN + 3, a real-time signal (SIGRTMIN is a function in glibc, not a constant).
let SIGRTMIN_PLUS_3 = __libc_current_sigrtmin() + 3
