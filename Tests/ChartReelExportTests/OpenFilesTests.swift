import Foundation
import TestSupport
import Testing

/// Under a low limit on open files, chartreel says what is short and the limit found — or
/// raises its own soft limit and renders — instead of blaming a font, trapping or saying
/// "Bad file descriptor".
@Suite struct OpenFilesTests {
  @Test(
    "a hard limit too low for a render is named, exit 1, one line", arguments: [40, 56, 128, 200])
  func hardLimitTooLow(limit: Int) throws {
    let folder = TestPaths.temporaryFolder()
    let run = try CommandRun.run(
      "/bin/sh",
      [
        "-c", "ulimit -n \(limit) && exec \"$0\" render \"$1\" -o \"$2\" --frames 0..2 --quiet",
        TestPaths.chartreel, TestPaths.scene("scene-graph.json"), folder + "/out.mp4",
      ])
    #expect(run.status == 1, "\(run.stderr)")
    #expect(
      run.stderr
        == "error: too many open files: the limit is \(limit) (ulimit -n); chartreel needs at least 256 open files to load its fonts and render: raise the limit\n"
    )
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [])
  }

  @Test("a soft limit below what a render needs is raised up to the hard limit, and it renders")
  func softLimitRaised() throws {
    let folder = TestPaths.temporaryFolder()
    let run = try CommandRun.run(
      "/bin/sh",
      [
        "-c",
        "ulimit -Sn 40 && ulimit -Hn 4096 && exec \"$0\" render \"$1\" -o \"$2\" --frames 0..2 --quiet",
        TestPaths.chartreel, TestPaths.scene("scene-graph.json"), folder + "/out.mp4",
      ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(FileManager.default.fileExists(atPath: folder + "/out.mp4"))
  }

  @Test("validate, info and plan run under a limit of 40")
  func readersRunUnderForty() throws {
    for command in ["validate", "info", "plan --segments 2"] {
      let run = try CommandRun.run(
        "/bin/sh",
        [
          "-c", "ulimit -n 40 && exec \"$0\" \(command) \"$1\"", TestPaths.chartreel,
          TestPaths.scene("scene-graph.json"),
        ])
      #expect(run.status == 0, "\(command): \(run.stderr)")
    }
  }
}
