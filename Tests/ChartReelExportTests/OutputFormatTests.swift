import ChartReel
import Foundation
import TestSupport
import Testing

/// The output formats' registry: which format a path names, what each says of alpha and passes,
/// and which options each refuses — the checks `RenderJob` and `chartreel render` share.
@Suite struct OutputFormatTests {
  @Test("a path names its format by its form, in the registry's order")
  func pathsNameFormats() throws {
    let cases: [(String, String)] = [
      ("-", "raw frames"), ("out.mp4", "MP4"), ("OUT.M4V", "MP4"), ("a.webm", "WEBM"),
      ("a.gif", "GIF"), ("a.mov", "MOV"), ("frame.png", "a .png file"),
      ("frames/", "a PNG sequence"), ("dir.mp4/", "a PNG sequence"),
      (NSTemporaryDirectory(), "a PNG sequence"),
    ]
    for (path, name) in cases {
      #expect(OutputFormats.format(for: path)?.name == name, "\(path)")
    }
    #expect(OutputFormats.format(for: "out.txt") == nil)
    #expect(throws: ExportError.self) { try OutputFormats.require("out.avi") }
  }

  @Test("alpha, passes and PNG levels as each format declares them")
  func declarations() throws {
    let alpha = OutputFormats.all.filter(\.takesAlpha).map(\.name)
    #expect(alpha == ["raw frames", "WEBM", "MOV", "a .png file", "a PNG sequence"])
    #expect(OutputFormats.all.map(\.passes) == [1, 1, 1, 2, 1, 1, 1])
    #expect(
      OutputFormats.all.filter(\.takesPNGLevel).map(\.name) == ["a .png file", "a PNG sequence"])
    #expect(VideoFormat.allCases.map(\.codec) == ["h264", "vp9", "gif", "prores"])
    #expect(VideoFormat(rawValue: "webm") == .webm && VideoFormat(rawValue: "avi") == nil)
  }

  @Test("a .png holds one frame and a GIF is not split into segments; the rest take both")
  func optionsRefused() throws {
    let png = try OutputFormats.require("f.png")
    try png.validate(OutputOptions(frames: 1, segmented: false))
    #expect(throws: ExportError.self) {
      try png.validate(OutputOptions(frames: 2, segmented: false))
    }
    #expect(throws: ExportError.self) {
      try png.validate(OutputOptions(frames: nil, segmented: false))
    }
    let gif = try OutputFormats.require("a.gif")
    try gif.validate(OutputOptions(frames: 30, segmented: false))
    #expect(throws: ExportError.self) {
      try gif.validate(OutputOptions(frames: 30, segmented: true))
    }
    for path in ["a.mp4", "a.webm", "a.mov", "frames/", "-"] {
      try OutputFormats.require(path).validate(OutputOptions(frames: 30, segmented: true))
    }
  }
}
