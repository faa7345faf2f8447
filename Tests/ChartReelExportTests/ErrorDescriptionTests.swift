import ChartReel
import Foundation
import Testing

/// The library's errors describe themselves through `localizedDescription` (as Foundation and
/// SwiftUI show errors), and speak of the library's parameters, not the command line's flags.
@Suite struct ErrorDescriptionTests {
  @Test("InputError's localizedDescription is its message with the key path")
  func inputError() {
    var caught: (any Error)?
    do {
      _ = try ChartData(
        x: [2000, 1000],
        series: [ChartSeries(id: "y0", name: "A", color: .black, kind: .line, values: [1, 2])])
    } catch {
      caught = error
    }
    #expect(
      caught?.localizedDescription
        == "ChartData: x[1]: expected x values in increasing order without duplicates, found 1000 after 2000"
    )
    let problem = InputProblem(file: "scene.json", keyPath: "canvas.fps", message: "expected 1")
    #expect((problem as any Error).localizedDescription == "scene.json: canvas.fps: expected 1")
  }

  @Test("every public error type has an errorDescription")
  func otherErrors() {
    let errors: [(any Error, String)] = [
      (ExportError.interrupted, "interrupted; no output was written"),
      (EncodeError.compression("no memory"), "PNG encoding failed: no memory"),
      (RenderError.invalidSize(width: 0, height: 0), "cannot make a 0×0 image"),
      (
        TextSyntaxError(line: 3, column: 14, message: "expected ,"), "line 3, column 14: expected ,"
      ),
    ]
    for (error, text) in errors { #expect(error.localizedDescription == text) }
  }

  @Test("render options that make no sense name the options, not command-line flags")
  func optionMessages() throws {
    let scene = try Scene(
      canvas: Canvas(width: 64, height: 64, fps: 10), root: .text("Hi", id: "t"), duration: 1)
    let compiled = CompiledScene(scene, measurer: ApproximateTextMeasurer())
    var messages: [String] = []
    for (output, options) in [
      ("a.png", RenderOptions()),
      ("a.mp4", RenderOptions(frames: 0..<2, segment: try Segment(index: 0, count: 2))),
      ("a.mp4", RenderOptions(segment: nil, encoder: EncoderSettings(crf: 60))),
    ] {
      do {
        _ = try RenderJob(compiled: compiled, output: output, options: options)
      } catch {
        messages.append(error.localizedDescription)
      }
    }
    #expect { try Segment(parsing: "x") } throws: { !$0.localizedDescription.contains("--") }
    #expect { try Segment(index: 4, count: 2) } throws: {
      $0.localizedDescription.hasPrefix("segment 4/2: expected K from 0 to 1")
    }
    #expect(messages.count == 3)
    #expect(messages.allSatisfy { !$0.contains("--") }, "\(messages)")
    #expect(messages.first?.contains("options.frames") == true, "\(messages)")
  }
}
