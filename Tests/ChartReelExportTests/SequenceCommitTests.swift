import ChartReel
import Foundation
import TestSupport
import Testing

/// A PNG sequence is moved into its folder as a whole: a frame that cannot be replaced leaves
/// every old frame as it was.
@Suite(.serialized) struct SequenceCommitTests {
  let folder = TestPaths.temporaryFolder()

  /// Ten frames of an earlier render, each holding "old N".
  func oldSequence() throws -> String {
    let frames = folder + "/frames"
    try FileManager.default.createDirectory(atPath: frames, withIntermediateDirectories: true)
    for n in 0..<10 {
      try "old \(n)".write(
        toFile: frames + "/" + PNGSequenceSink.fileName(n), atomically: false, encoding: .utf8)
    }
    return frames
  }

  /// The folder's entries, hidden ones included: "PNG" for a PNG file, a file's text, or
  /// "(folder)".
  func contents(_ frames: String) throws -> [String: String] {
    var found: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: frames) {
      let data = FileManager.default.contents(atPath: frames + "/" + name)
      found[name] =
        data.map {
          $0.starts(with: [0x89, 0x50, 0x4E, 0x47]) ? "PNG" : String(decoding: $0, as: UTF8.self)
        } ?? "(folder)"
    }
    return found
  }

  @Test("a folder in the way of frame 5 leaves all ten old frames, and no staging")
  func folderInTheWay() throws {
    let frames = try oldSequence()
    try FileManager.default.removeItem(atPath: frames + "/frame-00005.png")
    try FileManager.default.createDirectory(
      atPath: frames + "/frame-00005.png", withIntermediateDirectories: false)
    let before = try contents(frames)
    let run = try CommandRun.chartreel(
      ["render", TestPaths.scene("scene-graph.json"), "--frames", "0..9", "-o", frames + "/"])
    #expect(run.status == 1)
    #expect(
      run.stderr
        == "error: \(frames)/frame-00005.png: is not a file (a folder, a link or a device) and cannot be replaced; no frame of the sequence was written\n"
    )
    #expect(try contents(frames) == before)
  }

  @Test("a rename that fails half-way puts back the frames moved before it")
  func failedRenameIsUndone() throws {
    let frames = try oldSequence()
    let staging = frames + "/.partial-0123456789abcdef"
    try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: false)
    // Frames 8 to 11 staged; frame 10 is new, frame 11 is missing from the staging, so its
    // rename fails after 8, 9 and 10 have moved.
    for n in 8..<11 {
      try "new \(n)".write(
        toFile: staging + "/" + PNGSequenceSink.fileName(n), atomically: false, encoding: .utf8)
    }
    let before = try contents(frames).filter { !$0.key.hasPrefix(".") }
    let commit = SequenceCommit(
      folder: frames, staging: staging, names: (8..<12).map(PNGSequenceSink.fileName))
    #expect(throws: ExportError.self) { try commit.run() }
    #expect(try contents(frames).filter { !$0.key.hasPrefix(".") } == before)
    #expect(!FileManager.default.fileExists(atPath: frames + "/frame-00010.png"))
  }

  @Test("a complete sequence replaces the old frames and keeps the others")
  func completeSequence() throws {
    let frames = try oldSequence()
    let run = try CommandRun.chartreel(
      ["render", TestPaths.scene("scene-graph.json"), "--frames", "2..4", "-o", frames + "/"])
    #expect(run.status == 0, "\(run.stderr)")
    let found = try contents(frames)
    #expect(found.count == 10)
    for n in 0..<10 {
      let name = PNGSequenceSink.fileName(n)
      #expect(found[name] == ((2...4).contains(n) ? "PNG" : "old \(n)"), "\(name)")
    }
  }
}
