/// A video file that ffmpeg encodes, by its extension: one `VideoFormat` (MP4, WebM, GIF, MOV).
package struct VideoOutput: OutputFormat {
  /// The container and codec.
  package let format: VideoFormat

  /// The output of `format`.
  package init(_ format: VideoFormat) { self.format = format }

  package var name: String { format.rawValue.uppercased() }
  package func matches(_ path: String) -> Bool { VideoFormat(path: path) == format }
  package var takesAlpha: Bool { format.supportsAlpha }
  /// A GIF's palette first, then its frames.
  package var passes: Int { format.usesPalette ? 2 : 1 }
  package var storage: OutputStorage { .file }

  /// Refuses segments of a format made through a palette (GIF): each would get its own
  /// palette, and they could not be joined without re-encoding.
  package func validate(_ options: OutputOptions) throws {
    if format.usesPalette && options.segmented {
      throw ExportError.usage(
        "a \(name) cannot be split into segments (each would get its own palette and they cannot be joined without re-encoding); render segments as .mp4, .webm, .mov or PNG folders"
      )
    }
  }

  package func makeSink(_ request: OutputRequest, interruption: Interruption?) throws
    -> any FrameSink
  {
    try FFmpegSink(
      path: request.path, format: format, width: request.width, height: request.height,
      fps: request.fps, transparent: request.transparent, settings: request.settings,
      stamp: request.stamp(format), interruption: interruption)
  }
}
