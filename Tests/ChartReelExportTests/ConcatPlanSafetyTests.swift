import ChartReel
import Foundation
import TestSupport
import Testing

/// `concat` reads exactly the files it checked and refuses what is not a whole segment;
/// `plan` prints commands that a shell runs exactly as planned, one per line.
@Suite(.serialized) struct ConcatPlanSafetyTests {
  let folder = TestPaths.temporaryFolder()

  /// A 1-second scene at 320×180 and 30 fps titled `title`, written to `name` in `folder`.
  func scene(_ name: String = "scene.json", title: String = "A") throws -> String {
    let path = folder + "/" + name
    try FileManager.default.createDirectory(
      atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path,
      withIntermediateDirectories: true)
    try """
    {"canvas": {"width": 320, "height": 180, "fps": 30},
     "data": {"file": "\(TestPaths.root)/Scenes/data/chart_data.json", "chart": 0},
     "title": "\(title)", "duration": 1, "actions": [{"at": 0, "duration": 1, "pan": -0.3}]}
    """.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  func render(_ arguments: [String], in directory: String? = nil) throws {
    let run = try CommandRun.chartreel(["render"] + arguments + ["--quiet"], directory: directory)
    #expect(run.status == 0, "\(arguments): \(run.stderr)")
  }

  @Test("paths with a colon are files, never protocols: ffmpeg joins the files that were checked")
  func pathsAreFiles() throws {
    let (a, b) = (try scene("a.json"), try scene("b.json", title: "B"))
    let run = folder + "/run-10:00"
    try FileManager.default.createDirectory(atPath: run, withIntermediateDirectories: true)
    for index in 0..<2 {
      try render([a, "--segment", "\(index)/2", "-o", "run-10:00/seg-\(index).mp4"], in: folder)
    }
    // Another scene's segment under the name `file:seg-1.mp4`, beside this scene's seg-1.mp4.
    try render([b, "--segment", "1/2", "-o", run + "/file:seg-1.mp4"])
    let joined = try CommandRun.chartreel(
      ["concat", "run-10:00/seg-0.mp4", "run-10:00/seg-1.mp4", "-o", "run-10:00/all.mp4"],
      directory: folder)
    #expect(joined.status == 0, "\(joined.stderr)")
    #expect(try VideoCompare.framesAndDuration(run + "/all.mp4").frames == 30)
    let foreign = try CommandRun.chartreel(
      ["concat", "seg-0.mp4", "file:seg-1.mp4", "-o", "other.mp4"], directory: run)
    #expect(foreign.status == 2, "\(foreign.stderr)")
    #expect(
      foreign.stderr.hasPrefix(
        "error: file:seg-1.mp4: does not fit seg-0.mp4: made from another scene"))
    #expect(!FileManager.default.fileExists(atPath: run + "/other.mp4"))
  }

  @Test("a FIFO or a segment cut by one byte is named, exit 2, without joining")
  func fifoAndCutSegments() throws {
    let scene = try scene()
    let segments = (0..<2).map { folder + "/seg-\($0).mp4" }
    for (index, path) in segments.enumerated() {
      try render([scene, "--segment", "\(index)/2", "-o", path])
    }
    #expect(mkfifo(folder + "/fifo.mp4", 0o644) == 0)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: segments[1]))
    try bytes.dropLast().write(to: URL(fileURLWithPath: folder + "/cut.mp4"))
    for (second, words) in [
      ("fifo.mp4", "is a FIFO, not a regular file"), ("cut.mp4", "is damaged"),
    ] {
      let run = try CommandRun.chartreel(
        ["concat", segments[0], folder + "/" + second, "-o", folder + "/out.mp4"]
      ) { process in
        // A hang is a failure, not a stuck test.
        for _ in 0..<1000 where process.isRunning { usleep(10_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      }
      #expect(run.status == 2, "\(second): \(run.stderr)")
      #expect(run.stderr.hasPrefix("error: \(folder)/\(second): \(words)"), "\(run.stderr)")
      #expect(!FileManager.default.fileExists(atPath: folder + "/out.mp4"))
    }
  }

  @Test(
    "plan's commands are one line each and run as planned, whatever the paths hold",
    arguments: ["new\ntouch INJECTED", "cr\rtab\tesc\u{1B}[31m", "quote ' and \\ and %s", "-dash"])
  func commandsRunAsPlanned(name: String) throws {
    let scene = try scene(name + "/scene.json")
    let plan = try CommandRun.chartreel(
      [
        "plan", scene, "--segments", "2", "--commands", "--executable", TestPaths.chartreel,
        "--pattern=" + name + "/-seg-{index}.mp4",
      ], directory: folder)
    #expect(plan.status == 0, "\(plan.stderr)")
    let lines = plan.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    try #require(lines.count == 3, "\(plan.stdout.debugDescription)")
    #expect(lines[2].isEmpty, "\(plan.stdout.debugDescription)")
    // As docs/scale-out.md runs them.
    try plan.output.write(to: URL(fileURLWithPath: folder + "/plan.txt"))
    let run = try CommandRun.run(
      "/bin/sh", ["-c", "xargs -d '\\n' -I{} sh -c '{}' < plan.txt"], directory: folder)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder + "/INJECTED"))
    let join = try CommandRun.chartreel(
      ["plan", scene, "--segments", "2", "--join", "--executable", TestPaths.chartreel]
        + ["--pattern=" + name + "/-seg-{index}.mp4", "--output=" + name + "/-all.mp4"],
      directory: folder)
    let joined = try CommandRun.run("/bin/sh", ["-c", join.stdout], directory: folder)
    #expect(joined.status == 0, "\(join.stdout): \(joined.stderr)")
    #expect(try VideoCompare.framesAndDuration(folder + "/" + name + "/-all.mp4").frames == 30)
  }

  @Test("plan refuses segments that cannot be joined and a path a line cannot hold")
  func planRefusals() throws {
    let scene = try scene()
    let cases: [([String], String)] = [
      (["--pattern", "seg-{index}.gif"], "segments are .mp4, .webm or .mov videos"),
      (["--pattern", "seg-{index}.png"], "segments are .mp4, .webm or .mov videos"),
      (["--pattern", "seg-{index}/"], "segments are .mp4, .webm or .mov videos"),
      (["--pattern", "seg-{index}.mp4", "--join", "-o", "out.webm"], "join into a .mp4 video"),
      (["--pattern", "seg-{index}\n.mp4", "--join", "-o", "out.mp4\n"], "ends in a line break"),
    ]
    for (arguments, words) in cases {
      let run = try CommandRun.chartreel(["plan", scene, "--segments", "2"] + arguments)
      #expect(run.status == 64, "\(arguments): \(run.stderr)")
      #expect(run.stderr.contains(words), "\(run.stderr)")
    }
  }
}
