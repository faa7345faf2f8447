import Foundation
import TestSupport
import Testing

/// `chartreel studio` runs only a studio binary the user owns, beside `chartreel` or in the
/// checkout it was built from — never one found by walking up from wherever `chartreel` lies.
@Suite(.serialized) struct StudioLocateTests {
  let folder = TestPaths.temporaryFolder()

  /// Writes an executable script at `path` that prints `word` and its arguments.
  func fakeStudio(_ path: String, word: String) throws {
    try FileManager.default.createDirectory(
      atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path,
      withIntermediateDirectories: true)
    try "#!/bin/sh\necho \"\(word) $*\"\n".write(toFile: path, atomically: false, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
  }

  /// A copy of the built chartreel at `folder`/bin/chartreel.
  func copiedChartreel() throws -> String {
    let bin = folder + "/bin"
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: TestPaths.chartreel, toPath: bin + "/chartreel")
    return bin + "/chartreel"
  }

  @Test("a Studio/.build above a copied chartreel is never run")
  func studioAboveIsIgnored() throws {
    let chartreel = try copiedChartreel()
    for configuration in ["debug", "release"] {
      try fakeStudio(folder + "/Studio/.build/\(configuration)/chartreel-studio", word: "planted")
    }
    let run = try CommandRun.run(
      chartreel, ["studio", "scene.json"], environment: ["PATH": "/usr/bin:/bin"])
    // Either no studio is found (exit 1) or, where this checkout's own studio is built, that one
    // runs and refuses the missing scene (exit 64): never the planted one, never success.
    #expect(!run.stdout.contains("planted"), "\(run.stdout)")
    #expect([1, 64].contains(run.status), "\(run.stderr)")
  }

  @Test("a studio beside chartreel runs only when no one else may write it or its folder")
  func studioBeside() throws {
    let chartreel = try copiedChartreel()
    let studio = folder + "/bin/chartreel-studio"
    try fakeStudio(studio, word: "beside")
    let environment = ["PATH": "/usr/bin:/bin"]
    let trusted = try CommandRun.run(chartreel, ["studio", "s.json"], environment: environment)
    #expect(trusted.status == 0, "\(trusted.stderr)")
    #expect(trusted.stdout == "beside s.json\n")
    for (path, mode) in [(studio, 0o777), (folder + "/bin", 0o777)] {
      try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
      let run = try CommandRun.run(chartreel, ["studio", "s.json"], environment: environment)
      // Untrusted, it is passed over: for this checkout's own studio if built (which refuses the
      // missing scene, exit 64), else for none (exit 1).
      #expect(!run.stdout.contains("beside"), "\(path): \(run.stdout)")
      #expect([1, 64].contains(run.status), "\(path): \(run.stderr)")
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    }
    let named = try CommandRun.run(
      chartreel, ["studio", "s.json"], environment: ["CHARTREEL_STUDIO": studio])
    #expect(named.stdout == "beside s.json\n")
  }
}
