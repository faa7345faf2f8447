import ChartReel
import Foundation
import TestSupport
import Testing

/// What issue 21 found trapping through the library's entry points now returns nil or throws.
@Suite struct NoTrapTests {
  static func scene() throws -> Scene {
    let data = try ChartData(
      x: [0, 86_400_000, 172_800_000, 259_200_000, 345_600_000],
      series: [
        ChartSeries(id: "y0", name: "A", color: .black, kind: .line, values: [1, 3, 2, 5, 4])
      ]
    )
    return try Scene(
      canvas: Canvas(width: 320, height: 180, fps: 10),
      root: .column([.text("Hello", id: "caption"), .chart(id: "main", data: data)]),
      actions: [Action(at: 0, duration: 0.5, target: "caption", OpacityChange(0.5))])
  }

  @Test("a property of an unknown node, or of another kind, reads nil")
  func unknownTrack() throws {
    let compiled = CompiledScene(try Self.scene(), measurer: ApproximateTextMeasurer())
    #expect(compiled.timeline.value(.opacity("captoin"), at: 0.25) == nil)
    #expect(compiled.timeline.track(.scale("nowhere")) == nil)
    #expect(compiled.timeline.value(TextProperties.text.key("main"), at: 0) == nil)
    #expect(compiled.timeline.value(.opacity("caption"), at: 0.25) == 0.75)
    #expect(compiled.chart("captoin") == nil)
  }

  @Test("a frame rate set to 0 after the scene was checked is refused where it is drawn")
  func frameRateChangedAfterChecks() throws {
    var scene = try Self.scene()
    scene.canvas.fps = 0
    let expected = "scene: canvas.fps: expected a whole number from 1 to 240, found 0"
    #expect { try scene.compiled() } throws: { ($0 as? InputError)?.description == expected }
    #expect { try scene.probe(at: 0) } throws: { ($0 as? InputError)?.description == expected }
    let output = TestPaths.temporaryFolder() + "/never.mp4"
    #expect { try scene.render(to: output) } throws: { $0 is InputError }
    #expect(!FileManager.default.fileExists(atPath: output))
    let compiled = CompiledScene(scene, measurer: ApproximateTextMeasurer())
    #expect { try RenderJob(compiled: compiled, output: output) } throws: {
      ($0 as? InputError)?.description == expected
    }
    // A preset scales the canvas by its height: a height of 0 is refused as the user set it.
    scene.canvas.fps = 10
    scene.canvas.height = 0
    for quality in [nil, QualityPreset.low] {
      #expect { try scene.render(to: output, options: RenderOptions(quality: quality)) } throws: {
        ($0 as? InputError)?.description
          == "scene: canvas.height: expected a whole number from 16 to 8192, found 0"
      }
    }
    #expect(!FileManager.default.fileExists(atPath: output))
    scene.canvas.height = 90
    scene.canvas.width = 100_000
    #expect { try scene.compiled() } throws: {
      ($0 as? InputError)?.description
        == "scene: canvas.width: expected a whole number from 16 to 8192, found 100000"
    }
  }
}
