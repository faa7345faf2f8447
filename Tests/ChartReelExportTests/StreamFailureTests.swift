import Foundation
import TestSupport
import Testing

/// Writes to standard error never stop chartreel, and every write to standard output is
/// checked. (Arguments that are not UTF-8: `BytePathTests`.)
@Suite(.serialized) struct StreamFailureTests {
  let folder = TestPaths.temporaryFolder()

  /// A scene with an unknown key, which every command refuses with exit status 2.
  func badScene() throws -> String {
    let path = folder + "/bad.json"
    try #"{"canvas": {"width": 320, "height": 180, "fps": 10}, "duration": 1, "colour": 3}"#
      .write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// Runs `script` with `sh -c`, `$0` the chartreel binary and `$1`… the arguments; stdout and
  /// stderr are whatever the script makes of them.
  func shell(_ script: String, _ arguments: [String]) throws -> CommandRun {
    try CommandRun.run("/bin/sh", ["-c", script, TestPaths.chartreel] + arguments)
  }

  @Test(
    "a bad scene exits 2 whatever happens to standard error: full, closed or a pipe read by no one",
    arguments: [
      #"COMMAND 2>/dev/full; echo $? >"$2""#, #"COMMAND 2>&-; echo $? >"$2""#,
      #"{ COMMAND 2>&1; echo $? >"$2"; } | true"#,
      #"{ COMMAND 2>&1 >/dev/full; echo $? >"$2"; } | true"#,
    ])
  func standardErrorFailures(script: String) throws {
    let bad = try badScene()
    let status = folder + "/status"
    for command in [
      "validate", "info", "probe", "plan --segments 2 --commands", #"render -o "$2.mp4""#,
    ] {
      let words = command.split(separator: " ", maxSplits: 1).map(String.init)
      let line = #""$0" \#(words[0]) "$1" \#(words.dropFirst().joined())"#
      let run = try shell(script.replacingOccurrences(of: "COMMAND", with: line), [bad, status])
      let code = try String(contentsOfFile: status, encoding: .utf8)
      #expect(code == "2\n", "\(command), \(script): \(code) \(run.stderr)")
    }
  }

  @Test(
    "plan, probe, info and validate exit 1 with one line when standard output cannot be written",
    arguments: [
      ["validate", "Scenes/scene-graph.json"], ["info", "Scenes/scene-graph.json"],
      ["probe", "Scenes/scene-graph.json", "--step", "0.01"],
      ["plan", "Scenes/scene-graph.json", "--segments", "3"],
      ["plan", "Scenes/scene-graph.json", "--segments", "3", "--kubernetes"],
    ])
  func standardOutputFull(arguments: [String]) throws {
    let run = try CommandRun.run(
      "/bin/sh",
      [
        "-c", #"cd "$1" && shift && exec "$0" "$@" >/dev/full"#, TestPaths.chartreel,
        TestPaths.root,
      ] + arguments)
    #expect(run.status == 1, "\(arguments): \(run.stderr)")
    #expect(
      run.stderr == "error: standard output: cannot be written: No space left on device\n",
      "\(arguments)")
    let good = try CommandRun.chartreel(arguments, directory: TestPaths.root)
    #expect(good.status == 0 && !good.stdout.isEmpty, "\(arguments): \(good.stderr)")
  }

  @Test(
    "a closed standard output is an error too, and a broken pipe ends with status 1, not a signal")
  func standardOutputClosedOrBroken() throws {
    let closed = try shell("exec \"$0\" info \"$1\" >&-", [TestPaths.scene("scene-graph.json")])
    #expect(closed.status == 1, "\(closed.stderr)")
    #expect(closed.stderr == "error: standard output: cannot be written: Bad file descriptor\n")
    let status = folder + "/status"
    // 1,000 lines of probe into a reader that has gone: EPIPE, not SIGPIPE (141).
    _ = try shell(
      "{ \"$0\" probe \"$1\" --step 0.005 2>\"$2.err\"; echo $? >\"$2\"; } | true",
      [TestPaths.scene("scene-graph.json"), status])
    #expect(try String(contentsOfFile: status, encoding: .utf8) == "1\n")
    #expect(
      try String(contentsOfFile: status + ".err", encoding: .utf8)
        == "error: standard output: cannot be written: Broken pipe\n")
  }
}
