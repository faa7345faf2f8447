import ChartReel
import Foundation
import TestSupport
import Testing

/// A segment's stamp proves the file is the one chartreel wrote: a segment re-encoded by
/// ffmpeg (which keeps the stamp), cut by a byte or by half, or with one byte of its frames
/// changed is refused at the check, naming it, exit 2, and nothing is written.
@Suite(.serialized) struct SegmentProofTests {
  let folder = TestPaths.temporaryFolder()

  /// Renders the two segments of a 1-second 320×180 scene as `format`; returns their paths.
  func segments(_ format: String) throws -> [String] {
    let scene = folder + "/scene.json"
    try """
    {"canvas": {"width": 320, "height": 180, "fps": 30},
     "data": {"file": "\(TestPaths.root)/Scenes/data/chart_data.json", "chart": 0},
     "title": "A", "duration": 1, "actions": [{"at": 0, "duration": 1, "pan": -0.3}]}
    """.write(toFile: scene, atomically: true, encoding: .utf8)
    return try (0..<2).map { index in
      let path = folder + "/seg-\(index)." + format
      let run = try CommandRun.chartreel(
        ["render", scene, "--segment", "\(index)/2", "-o", path, "--quiet"])
      #expect(run.status == 0, "\(run.stderr)")
      return path
    }
  }

  /// Joins `first` and `second`: exit 2, one line naming `second` and saying `words`, no output.
  func expectRefused(_ first: String, _ second: String, _ words: String) throws {
    let output = folder + "/all." + URL(fileURLWithPath: first).pathExtension
    let run = try CommandRun.chartreel(["concat", first, second, "-o", output])
    #expect(run.status == 2, "\(second): \(run.stderr)")
    #expect(run.stderr.hasPrefix("error: \(second): "), "\(run.stderr)")
    #expect(run.stderr.contains(words), "\(run.stderr)")
    #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  /// The `chartreel` tag of a video, as ffprobe reads it.
  func tag(_ path: String) throws -> String {
    let run = try CommandRun.run(
      "/usr/bin/ffprobe",
      ["-v", "error", "-show_entries", "format_tags", "-of", "default=nw=1:nk=0", path])
    return run.stdout.split(separator: "\n").first { $0.lowercased().hasPrefix("tag:chartreel=") }
      .map(String.init) ?? ""
  }

  @Test(
    "a segment re-encoded by ffmpeg keeps its stamp but is refused: its packets are not chartreel's",
    arguments: [
      ("mp4", ["-c:v", "libx264", "-movflags", "+use_metadata_tags"]),
      ("webm", ["-c:v", "libvpx-vp9", "-deadline", "realtime"]),
      ("mov", ["-c:v", "prores_ks", "-profile:v", "4444", "-movflags", "+use_metadata_tags"]),
    ])
  func reencodedSegment(format: String, codec: [String]) throws {
    let parts = try segments(format)
    let copy = folder + "/re-encoded." + format
    let encode = try CommandRun.run(
      "/usr/bin/ffmpeg", ["-v", "error", "-y", "-i", parts[1]] + codec + [copy])
    #expect(encode.status == 0, "\(encode.stderr)")
    let stamp = try tag(parts[1])
    #expect(stamp.contains("chartreel-segment/2") && stamp.contains("packets="), "\(stamp)")
    // ffmpeg carried the stamp over, word for word: only the packets tell.
    #expect(try tag(copy) == stamp)
    try expectRefused(parts[0], copy, "other encoded frames than chartreel wrote")
    try expectRefused(parts[0], copy, "was it re-encoded")
    // The originals still join, and the joined video's own stamp holds.
    let joined = folder + "/all." + format
    let run = try CommandRun.chartreel(["concat", parts[0], parts[1], "-o", joined])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(try tag(joined).contains("frames=0-30"))
    let rejoin = try CommandRun.chartreel(["concat", joined, "-o", folder + "/again." + format])
    #expect(rejoin.status == 0, "a joined video checks as frames 0..29: \(rejoin.stderr)")
  }

  @Test(
    "a segment cut by one byte or by half, or with one byte of its frames changed, is named at the check",
    arguments: ["mp4", "webm", "mov"])
  func damagedSegment(format: String) throws {
    let parts = try segments(format)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: parts[1]))
    let cuts = [("cut-1-byte", bytes.count - 1), ("cut-half", bytes.count / 2)]
    for (name, length) in cuts {
      let path = folder + "/" + name + "." + format
      try bytes.prefix(length).write(to: URL(fileURLWithPath: path))
      try expectRefused(parts[0], path, "cut short")
    }
    // The frames take most of the file: its middle byte is in a packet.
    var changed = bytes
    changed[bytes.count / 2] ^= 0x55
    let path = folder + "/changed." + format
    try changed.write(to: URL(fileURLWithPath: path))
    try expectRefused(parts[0], path, "re-encoded or cut short")
    // A segment whose file is longer than chartreel wrote (a byte appended) is refused too.
    let longer = folder + "/longer." + format
    try (bytes + [0]).write(to: URL(fileURLWithPath: longer))
    try expectRefused(parts[0], longer, "holds \(bytes.count + 1) bytes, but chartreel wrote")
  }
}
