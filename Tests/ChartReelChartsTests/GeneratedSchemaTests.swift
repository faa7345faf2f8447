import ChartReelCore
import Foundation
import TestSupport
import Testing

@testable import ChartReelInput

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

  /// The keys the decoder allows in each object are the schema's (some lists are read from
  /// the schema's fragments, the rest are checked here).
  @Test func theDecodersKeysAreTheSchemas() throws {
    let schema = try JSONParser.parse(SceneSchema.text)
    func keys(_ value: JSONValue?) -> Set<String> {
      guard case .object(let members)? = value?["properties"] else { return [] }
      return Set(members.map(\.key).filter { !$0.hasPrefix("$") })
    }
    let defs = schema["$defs"]
    #expect(Set(SceneDecoder.topLevelKeys) == keys(schema))
    #expect(Set(SceneDecoder.canvasKeys) == keys(defs?["canvas"]))
    #expect(Set(SceneDecoder.csvDataKeys) == keys(defs?["csvData"]))
    #expect(Set(SceneDecoder.telegramDataKeys) == keys(defs?["telegramData"]))
    #expect(Set(SceneDecoder.initialKeys) == keys(defs?["initial"]))
    #expect(Set(SceneDecoder.annotationKeys) == keys(defs?["annotation"]))
    #expect(Set(SceneDecoder.chartKeys + ["actions"]) == keys(defs?["chart"]))
    let csvSeries = defs?["csvData"]?["properties"]?["series"]?["items"]?["oneOf"]
    if case .array(let forms)? = csvSeries {
      #expect(Set(SceneDecoder.csvSeriesKeys) == keys(forms.last))
    }
    let format = defs?["node"].flatMap { node -> JSONValue? in
      guard case .array(let kinds)? = node["oneOf"] else { return nil }
      return kinds.first { $0["properties"]?["type"]?["const"] == .string("slider") }
    }?["properties"]?["format"]
    #expect(Set(SceneDecoder.formatKeys) == keys(format))
    #expect(
      Set(SceneDecoder.actionTimingKeys + ChangeDecoder.keys + ChangeDecoder.companionKeys)
        == keys(defs?["action"]))
  }
}
