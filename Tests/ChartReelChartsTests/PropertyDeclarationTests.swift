import ChartReelCharts
import ChartReelCore
import TestSupport
import Testing

@testable import ChartReelInput

/// Each animated property is declared once (`PropertyDeclaration`) and listed in its kind's
/// table: the tracks are declared and read back from the table, and the scene decoder takes a
/// change's key and schema from the declaration.
@Suite struct PropertyDeclarationTests {
  @Test("each kind's table lists its properties once, by name, in order")
  func tables() {
    let tables: [String: [String]] = [
      "chart": ChartContent.propertyTable.map(\.name),
      "text": TextContent.propertyTable.map(\.name),
      "shape": ShapeContent.propertyTable.map(\.name),
      "slider": SliderContent.propertyTable.map(\.name),
      "node": CommonProperties.table.map(\.name),
    ]
    #expect(
      tables == [
        "chart": [
          "window", "alpha", "indicator", "indicatorAlpha", "pie", "zoom", "day", "touches",
        ],
        "text": ["text", "color"],
        "shape": ["fill", "stroke"],
        "slider": ["values", "touches"],
        "node": ["opacity", "offset", "scale"],
      ])
    // A second row of one name would replace the first's track.
    for (kind, names) in tables { #expect(Set(names).count == names.count, "\(kind)") }
  }

  /// A declaration's change key, the type that takes it and its schema fragment.
  static func change<V>(_ declaration: PropertyDeclaration<V>, _ type: String)
    -> (key: String, type: String, schema: String?)
  {
    (declaration.changeKey, type, declaration.change.map { SceneSchema.fragment($0.schema) })
  }

  @Test("a change written straight to a property is decoded under its declaration's key and schema")
  func changesComeFromDeclarations() throws {
    let declared = [
      Self.change(CommonProperties.opacity, "*"), Self.change(CommonProperties.offset, "*"),
      Self.change(CommonProperties.scale, "*"), Self.change(CommonProperties.theme, "canvas"),
      Self.change(TextProperties.text, "text"), Self.change(TextProperties.color, "text"),
      Self.change(ShapeProperties.fill, "shape"), Self.change(ShapeProperties.stroke, "shape"),
      Self.change(SliderProperties.values, "slider"), Self.change(ChartProperties.window, "chart"),
      Self.change(ChartProperties.indicator, "chart"), Self.change(ChartProperties.pie, "chart"),
    ]
    for (key, type, schema) in declared {
      let decoder = try #require(
        ChangeDecoder.all.first { $0.key == key && $0.types.contains(type) }, "\(key)")
      #expect(schema != nil && decoder.schema == schema, "\(key)")
    }
    #expect(SceneSchema.fragment(.number(.scale)).hasPrefix(#"{"type": "number", "minimum""#))
    #expect(SceneSchema.fragment(.definition("color")) == ##"{"$ref": "#/$defs/color"}"##)
    // The chart's zoom progress has no change of its own: the action "zoom" scales the window.
    #expect(ChartProperties.zoom.change == nil)
    #expect(ChangeDecoder.all.first { $0.key == "zoom" }?.schema.contains("number") == true)
  }

  @Test(
    "a property read back with its declaration has the script's changes; one no table lists rests at its default"
  )
  func tracksReadBack() throws {
    let scene = try TestPaths.scene(
      json: #"""
        {"canvas": {"width": 320, "height": 180},
         "root": {"type": "shape", "id": "box", "shape": "rect", "fill": "#FF0000"},
         "actions": [{"at": 0.5, "duration": 1, "target": "box", "stroke": "#0000FF"}]}
        """#)
    let compiled = TestPaths.compile(scene)
    let shape = try #require(scene.root.content as? ShapeContent)
    let tracks = NodeTracks(
      compiled.timeline, id: "box", content: shape, ShapeContent.propertyTable)
    #expect(tracks[ShapeProperties.fill].value(at: 2) == Color(rgb: 0xFF0000))
    #expect(tracks[ShapeProperties.stroke].value(at: 0) == .clear)
    #expect(tracks[ShapeProperties.stroke].value(at: 2) == Color(rgb: 0x0000FF))
    // A declaration the table lacks: the node rests at the declaration's default.
    let glow = PropertyDeclaration<Double>("glow", default: 0.25, "A property no kind has.")
    #expect(tracks[glow].value(at: 1) == 0.25)
    #expect(compiled.timeline.track(glow.key("box")) == nil)
    // Adding it is one row: it is then declared at the value the content gives it.
    var timeline = Timeline()
    NodeTracks(initial: shape, ShapeContent.propertyTable + [.property(glow) { _ in 0.75 }])
      .declare(in: &timeline, as: "box")
    #expect(timeline.value(glow.key("box"), at: 0) == 0.75)
    #expect(timeline.value(ShapeProperties.fill.key("box"), at: 0) == Color(rgb: 0xFF0000))
  }
}
