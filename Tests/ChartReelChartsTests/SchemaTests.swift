import Foundation
import TestSupport
import Testing

/// docs/scene.schema.json, checked with Python's jsonschema (scripts/check-schema; scripts/test
/// installs jsonschema when it is missing).
@Suite struct SchemaTests {
  /// Runs scripts/check-schema on `files`; one "ok FILE" or "invalid FILE: …" line per file.
  func check(_ files: [String]) throws -> (status: Int32, lines: [String: String]) {
    let run = try CommandRun.run(
      "/usr/bin/env",
      [
        "python3", TestPaths.root + "/scripts/check-schema",
        TestPaths.root + "/docs/scene.schema.json",
      ]
        + files)
    #expect(run.status != 3, "\(run.stderr)")
    var lines: [String: String] = [:]
    for line in run.stdout.split(separator: "\n") {
      let words = line.split(separator: " ", maxSplits: 1)
      guard words.count == 2 else { continue }
      let file = words[1].split(separator: ":", maxSplits: 1)[0]
      lines[String(file)] = String(words[0])
    }
    return (run.status, lines)
  }

  @Test func everySceneInScenesMatchesTheSchema() throws {
    let folder = TestPaths.root + "/Scenes"
    let scenes = try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { $0.hasSuffix(".json") }.map { folder + "/" + $0 }
    let result = try check(scenes)
    #expect(result.status == 0)
    #expect(result.lines.count == scenes.count)
    for scene in scenes { #expect(result.lines[scene] == "ok", "\(scene)") }
  }

  /// The malformed scenes whose problem is in the scene's shape, which a schema can see; the
  /// others are wrong in ways only `chartreel validate` can tell (series ids, data files).
  static let rejected = [
    "action-negative-duration", "bad-canvas-and-missing-data", "canvas-huge",
    "canvas-negative-height", "charts-and-top-level-data", "charts-empty",
    "colour-override-short", "csv-and-file", "csv-bad-series-colour", "csv-names-key",
    "csv-series-empty-list", "csv-unknown-xformat", "curve-out-of-range", "duration-zero",
    "fps-fraction", "fps-zero", "missing-at", "missing-canvas", "no-change", "not-an-object",
    "pan-too-far", "several-problems", "syntax-error", "theme-in-chart", "two-changes",
    "unknown-curve", "unknown-key", "width-as-string", "window-outside", "zoom-zero",
    "double-tap-outside", "fling-with-duration", "pinch-focus-outside", "pinch-scale-zero",
    "slider-currency-missing", "slider-to-without-drag", "slider-unknown-style",
    "unknown-node-type",
  ]

  @Test func theSchemaRejectsMalformedScenes() throws {
    let files = Self.rejected.map { TestPaths.fixture("invalid/\($0).json") }
    let result = try check(files)
    #expect(result.status == 1)
    for file in files { #expect(result.lines[file] == "invalid", "\(file)") }
  }
}
