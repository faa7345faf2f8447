import ChartReelCore
import ChartReelInput
import Foundation
import TestSupport
import Testing

/// The committed docs/scene.schema.json must be the generated one.
///
/// It is generated from the node kinds' descriptors, the number rules and the schema fragments
/// in Sources/ChartReelInput/Schema; `scripts/schema` rewrites it (this test with
/// CHARTREEL_WRITE_SCHEMA=1).
@Suite struct GeneratedSchemaTests {
  static let path = TestPaths.root + "/docs/scene.schema.json"

  @Test func theCommittedSchemaIsTheGeneratedOne() throws {
    let generated = SceneSchema.text
    if ProcessInfo.processInfo.environment["CHARTREEL_WRITE_SCHEMA"] == "1" {
      try generated.write(toFile: Self.path, atomically: true, encoding: .utf8)
    }
    let committed = try String(contentsOfFile: Self.path, encoding: .utf8)
    let firstDifference = zip(committed.split(separator: "\n"), generated.split(separator: "\n"))
      .enumerated().first { $0.element.0 != $0.element.1 }
    #expect(
      committed == generated,
      """
      docs/scene.schema.json differs from the schema generated from the node kinds (line \
      \((firstDifference?.offset ?? 0) + 1): "\(firstDifference?.element.0 ?? "")" committed, \
      "\(firstDifference?.element.1 ?? "")" generated); run scripts/schema to regenerate it
      """)
  }
}
