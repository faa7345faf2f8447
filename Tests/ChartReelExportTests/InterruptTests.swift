import ChartReel
import Foundation
import TestSupport
import Testing

/// Ctrl-C with an ffmpeg that has stopped reading or never exits: the render ends within 2 s,
/// stops ffmpeg and everything it started, removes its temporaries, keeps the old output and
/// exits 130.
@Suite(.serialized) struct InterruptTests {
  let folder = TestPaths.temporaryFolder()

  /// How a stand-in for ffmpeg misbehaves.
  enum Mode: String {
    /// Never reads its input: the pipe fills and the writer would block.
    case stall
    /// Reads every frame, then never exits: the render waits for it to finish.
    case drain
  }

  /// A folder holding an `ffmpeg` script that creates its output file (as ffmpeg does), ignores
  /// SIGTERM and SIGINT, starts a child of its own and misbehaves as `FAKE_FFMPEG_MODE` says,
  /// recording its process ids in `pids` and touching `drained` once its input has ended.
  func fakeFFmpeg() throws -> String {
    let bin = folder + "/bin"
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    let script = """
      #!/bin/sh
      trap '' TERM INT HUP
      echo $$ >> "$FAKE_FFMPEG_DIR/pids"
      for last; do :; done
      [ "$last" = - ] || echo partial > "$last"
      if [ "$FAKE_FFMPEG_MODE" = drain ]; then
        cat > /dev/null
        touch "$FAKE_FFMPEG_DIR/drained"
      fi
      sleep 600 &
      echo $! >> "$FAKE_FFMPEG_DIR/pids"
      wait

      """
    try script.write(toFile: bin + "/ffmpeg", atomically: true, encoding: .utf8)
    chmod(bin + "/ffmpeg", 0o755)
    return bin
  }

  /// The environment that puts the stand-in first on PATH.
  func environment(_ mode: Mode) throws -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = try fakeFFmpeg() + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    environment["FAKE_FFMPEG_MODE"] = mode.rawValue
    environment["FAKE_FFMPEG_DIR"] = folder
    return environment
  }

  /// A 2-second scene at 320×180 and 30 fps: one YUV frame (86 kB) fills a pipe.
  func scene() throws -> String {
    let path = folder + "/scene.json"
    try """
    {"canvas": {"width": 320, "height": 180, "fps": 30},
     "data": {"file": "\(TestPaths.root)/Scenes/data/chart_data.json", "chart": 0}, "duration": 2,
     "actions": [{"at": 0, "duration": 1, "pan": -0.3}]}
    """.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// Runs chartreel with `arguments`, sends SIGINT once `ready` holds, and checks the outcome:
  /// exit 130 within 2 s of the signal, one line, the old output kept, no hidden file left and
  /// no stand-in process left running.
  func interrupt(
    _ arguments: [String], output: String, environment: [String: String],
    when ready: @escaping () -> Bool
  ) throws {
    _ = FileManager.default.createFile(atPath: output, contents: Data("good".utf8))
    var signalled = Date.distantFuture
    let run = try CommandRun.chartreel(arguments, environment: environment) { process in
      for _ in 0..<2000 where !ready() { usleep(5_000) }
      usleep(200_000)
      signalled = Date()
      kill(process.processIdentifier, SIGINT)
    }
    let took = Date().timeIntervalSince(signalled)
    #expect(run.status == 130, "\(arguments): \(run.stderr)")
    #expect(took < 2, "took \(took) s to stop")
    #expect(run.stderr == "error: interrupted; no output was written\n")
    #expect(FileManager.default.contents(atPath: output) == Data("good".utf8))
    let folder = URL(fileURLWithPath: output).deletingLastPathComponent().path
    let hidden = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
      $0.hasPrefix(".")
    }
    #expect(hidden == [], "left behind: \(hidden)")
    let pids = ((try? String(contentsOfFile: self.folder + "/pids", encoding: .utf8)) ?? "")
      .split(separator: "\n").compactMap { Int32($0) }
    #expect(!pids.isEmpty)
    for pid in pids { #expect(Self.isGone(pid), "process \(pid) is still running") }
    try? FileManager.default.removeItem(atPath: self.folder + "/pids")
    try? FileManager.default.removeItem(atPath: self.folder + "/drained")
  }

  /// Whether `pid` has exited (a zombie counts as gone); waits up to a second for it.
  static func isGone(_ pid: Int32) -> Bool {
    for _ in 0..<100 {
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else {
        return true
      }
      if let close = stat.lastIndex(of: ")"), stat[close...].dropFirst(2).hasPrefix("Z") {
        return true
      }
      usleep(10_000)
    }
    return false
  }

  var started: () -> Bool {
    let pids = folder + "/pids"
    return { FileManager.default.fileExists(atPath: pids) }
  }

  var drained: () -> Bool {
    let marker = folder + "/drained"
    return { FileManager.default.fileExists(atPath: marker) }
  }

  @Test("while writing frames to an ffmpeg that does not read them")
  func stalledPipe() throws {
    let output = folder + "/out/video.mp4"
    try FileManager.default.createDirectory(
      atPath: folder + "/out", withIntermediateDirectories: true)
    try interrupt(
      ["render", try scene(), "-o", output, "--quiet"], output: output,
      environment: try environment(.stall), when: started)
  }

  @Test("while waiting for an ffmpeg that has read every frame but does not exit")
  func ffmpegNeverExits() throws {
    let output = folder + "/video.webm"
    try interrupt(
      ["render", try scene(), "-o", output, "--quiet"], output: output,
      environment: try environment(.drain), when: drained)
  }

  @Test("in either pass of a GIF (palette, then frames)")
  func gifPasses() throws {
    let output = folder + "/anim.gif"
    try interrupt(
      ["render", try scene(), "-o", output, "--quiet"], output: output,
      environment: try environment(.stall), when: started)
    try interrupt(
      ["render", try scene(), "-o", output, "--quiet"], output: output,
      environment: try environment(.drain), when: drained)
  }

  @Test("while concat waits for ffmpeg to join")
  func concatStalls() throws {
    let scene = try scene()
    let segments = (0..<2).map { folder + "/seg-\($0).mp4" }
    for (index, path) in segments.enumerated() {
      let run = try CommandRun.chartreel([
        "render", scene, "--segment", "\(index)/2", "-o", path, "--quiet",
      ])
      #expect(run.status == 0, "\(run.stderr)")
    }
    let output = folder + "/joined.mp4"
    try interrupt(
      ["concat"] + segments + ["-o", output], output: output,
      environment: try environment(.stall), when: started)
  }

  @Test("while streaming raw frames to a reader that does not read")
  func stalledReader() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: TestPaths.chartreel)
    process.arguments = ["render", try scene(), "-o", "-"]
    let unread = Pipe()
    let errors = folder + "/stderr"
    _ = FileManager.default.createFile(atPath: errors, contents: nil)
    process.standardOutput = unread
    process.standardError = FileHandle(forWritingAtPath: errors)
    try process.run()
    usleep(700_000)
    let signalled = Date()
    kill(process.processIdentifier, SIGINT)
    process.waitUntilExit()
    #expect(Date().timeIntervalSince(signalled) < 2)
    #expect(process.terminationReason == .exit && process.terminationStatus == 130)
    let stderr = try String(contentsOfFile: errors, encoding: .utf8)
    #expect(stderr == "error: interrupted; no output was written\n")
  }

  @Test("while the scene's data is still being read")
  func loading() throws {
    let fifo = folder + "/data.csv"
    #expect(mkfifo(fifo, 0o600) == 0)
    let scene = folder + "/waits.json"
    try """
    {"canvas": {"width": 320, "height": 180, "fps": 30}, "duration": 1,
     "data": {"csv": "data.csv", "x": "date", "series": ["a"]}}
    """.write(toFile: scene, atomically: true, encoding: .utf8)
    let output = folder + "/never.mp4"
    var signalled: Date?
    let run = try CommandRun.chartreel(["render", scene, "-o", output]) { process in
      usleep(700_000)
      // Opening a FIFO blocks until a writer comes; if the reader refuses FIFOs instead,
      // chartreel has already exited with a clear error.
      if process.isRunning {
        signalled = Date()
        kill(process.processIdentifier, SIGINT)
      }
    }
    if let signalled {
      #expect(Date().timeIntervalSince(signalled) < 2)
      #expect(run.status == 130, "\(run.stderr)")
      #expect(run.stderr == "error: interrupted; no output was written\n")
    } else {
      #expect(run.status == 2, "\(run.stderr)")
    }
    #expect(!FileManager.default.fileExists(atPath: output))
  }
}
