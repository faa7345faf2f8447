import ChartReelCore
import TestSupport
import Testing

@testable import ChartReelInput

/// Node kinds come from one registry (`NodeKinds.all`): each decodes to its own content, and a
/// type no kind has is an error naming the known ones, never decoded as some other kind.
@Suite struct NodeKindTests {
  /// The smallest node of each kind, as JSON.
  static let minimal: [String: String] = [
    "column": #"{"type": "column"}"#,
    "row": #"{"type": "row"}"#,
    "stack": #"{"type": "stack"}"#,
    "text": #"{"type": "text", "text": "a"}"#,
    "shape": #"{"type": "shape", "shape": "rect"}"#,
    "slider": #"{"type": "slider", "min": 0, "max": 10, "step": 1}"#,
    "chart": #"{"type": "chart", "data": {"file": "data/chart_data.json", "chart": 1}}"#,
  ]

  func scene(root: String) throws -> String {
    let scene = try TestPaths.scene(
      json: #"{"canvas": {"width": 320, "height": 180}, "root": \#(root)}"#)
    return scene.root.builtIn.typeName
  }

  @Test func everyKindDecodesToItsOwnContent() throws {
    #expect(Set(NodeKinds.all.map(\.type)) == Set(Self.minimal.keys))
    for kind in NodeKinds.all {
      #expect(try scene(root: Self.minimal[kind.type] ?? "null") == kind.type)
    }
  }

  @Test func anUnknownTypeNamesTheKnownOnes() {
    let error = #expect(throws: InputError.self) {
      try scene(root: #"{"type": "charts", "data": {"file": "data/chart_data.json"}}"#)
    }
    #expect(
      error?.problems.map(\.description) == [
        #"inline.json: root.type: unknown node type "charts"; did you mean "chart"? expected one of "chart", "column", "row", "shape", "slider", "stack", "text""#
      ])
  }

  @Test func theChangesOfAKindAreItsOwnAndEveryNodes() {
    #expect(ChangeDecoder.keys(for: "text") == ["text", "color", "opacity", "offset", "scale"])
    #expect(NodeKindDescriptor.slider.changes.map(\.key) == ["values", "drag"])
  }
}
