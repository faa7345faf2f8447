/// One frame as a PNG file: a path ending in ".png".
package struct PNGFileOutput: OutputFormat {
  package var name: String { "a .png file" }
  package func matches(_ path: String) -> Bool { path.lowercased().hasSuffix(".png") }
  package var takesAlpha: Bool { true }
  package var storage: OutputStorage { .file }
  package var takesPNGLevel: Bool { true }

  /// Refuses anything but one frame.
  package func validate(_ options: OutputOptions) throws {
    guard options.frames != 1 else { return }
    let asked = options.frames.map { ", and \($0) are asked for" } ?? ""
    throw ExportError.usage(
      "a .png output holds one frame\(asked): choose one frame with \(options.framesOption), or name a folder (frames/) for a sequence"
    )
  }

  package func makeSink(_ request: OutputRequest, interruption: Interruption?) throws
    -> any FrameSink
  {
    try SingleImageSink(path: request.path, level: request.pngLevel)
  }
}
