/// One kind of output a render writes (an MP4, a PNG file, a folder of PNGs, raw frames),
/// chosen by the output's path: what it matches, whether it keeps alpha, how many passes it
/// takes, which options fit it, and the sink that writes it.
///
/// Every format is one type listed in `OutputFormats.all`; `RenderJob`, `concat`, the command
/// line and the studio ask the format of a path rather than switching over formats.
package protocol OutputFormat: Sendable {
  /// What messages call it: "MP4", "a .png file".
  var name: String { get }
  /// Whether `path` names this format (asked in the registry's order).
  func matches(_ path: String) -> Bool
  /// Whether it keeps a transparent background.
  var takesAlpha: Bool { get }
  /// How many times the frames are rendered into it (2 for a GIF: its palette, then frames).
  var passes: Int { get }
  /// What it writes at its path: a file, a folder of files or a stream.
  var storage: OutputStorage { get }
  /// Whether `--png-level` (`RenderOptions.pngLevel`) sets how it compresses.
  var takesPNGLevel: Bool { get }
  /// Throws `ExportError.usage` when `options` do not fit the format (a .png file holds one
  /// frame; a GIF cannot be split into segments).
  func validate(_ options: OutputOptions) throws
  /// Makes the sink that writes `request`.
  func makeSink(_ request: OutputRequest, interruption: Interruption?) throws -> any FrameSink
}

extension OutputFormat {
  package var takesAlpha: Bool { false }
  package var passes: Int { 1 }
  package var takesPNGLevel: Bool { false }
  package func validate(_ options: OutputOptions) throws {}
}

/// What an output writes at its path.
package enum OutputStorage: Sendable {
  /// One file, replaced whole when the render completes.
  case file
  /// A folder of numbered frame files.
  case folder
  /// A stream (standard output): nothing on disk.
  case stream
}

/// The choices of a render a format checks before any work.
package struct OutputOptions: Sendable {
  /// How many frames are rendered; nil when not known yet (all of the scene's).
  package var frames: Int?
  /// Whether the render is one segment of several.
  package var segmented: Bool
  /// How the caller chooses the frames, for messages: `options.frames` for Swift, `--at
  /// SECONDS` on the command line.
  package var framesOption: String

  /// Options of `frames` frames (nil: all), `segmented` or not, the frames chosen by
  /// `framesOption`.
  package init(frames: Int?, segmented: Bool, framesOption: String = "options.frames") {
    self.frames = frames
    self.segmented = segmented
    self.framesOption = framesOption
  }
}

/// What a format's sink is made for: the path, the canvas, the frames and the encoding.
package struct OutputRequest {
  /// The output path.
  package var path: String
  /// The frames' width, height and rate.
  package var width: Int
  package var height: Int
  package var fps: Int
  /// Whether the canvas is transparent.
  package var transparent: Bool
  /// The frames rendered (their numbers name a sequence's files).
  package var frames: Range<Int>
  /// The video encoder's settings.
  package var settings: EncoderSettings
  /// The PNG compression level.
  package var pngLevel: Int
  /// What a video of `format` records about itself (`SegmentStamp`), when known.
  package var stamp: (VideoFormat) -> SegmentStamp?

  /// A request for `path`; `stamp` gives a video's stamp.
  package init(
    path: String, width: Int, height: Int, fps: Int, transparent: Bool, frames: Range<Int>,
    settings: EncoderSettings, pngLevel: Int, stamp: @escaping (VideoFormat) -> SegmentStamp?
  ) {
    self.path = path
    self.width = width
    self.height = height
    self.fps = fps
    self.transparent = transparent
    self.frames = frames
    self.settings = settings
    self.pngLevel = pngLevel
    self.stamp = stamp
  }
}
