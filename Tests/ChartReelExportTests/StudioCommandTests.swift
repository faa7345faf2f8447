import Foundation
import TestSupport
import Testing

/// `chartreel studio` runs the studio's own binary with its arguments, or says how to build it.
@Suite struct StudioCommandTests {
  @Test func runsTheStudioBinaryWithItsArguments() throws {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let fake = folder + "/chartreel-studio"
    try "#!/bin/sh\necho \"studio $*\"\n".write(toFile: fake, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake)
    let run = try CommandRun.chartreel(
      ["studio", "Scenes/scene-graph.json", "--port", "0"],
      environment: ["CHARTREEL_STUDIO": fake])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == "studio Scenes/scene-graph.json --port 0\n")
  }

  @Test func saysHowToBuildTheStudio() throws {
    let run = try CommandRun.chartreel(
      ["studio", "Scenes/scene-graph.json"],
      environment: ["CHARTREEL_STUDIO": "/nonexistent/chartreel-studio"])
    #expect(run.status == 1)
    #expect(
      run.stderr
        == "error: chartreel-studio is not built (or is not owned by you, or others may write to it): scripts/studio SCENE builds and runs it (or set CHARTREEL_STUDIO to its path)\n"
    )
  }
}
