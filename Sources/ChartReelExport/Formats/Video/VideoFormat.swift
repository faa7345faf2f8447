/// A video container and codec that ffmpeg writes, chosen by the output's extension.
///
/// Each format is one declaration in a file of its own (`VideoFormat+MP4.swift` …): its
/// extensions, ffmpeg's muxer and codec arguments, the codec ffprobe reads back and what it can
/// hold; `allCases` lists them. Adding an ffmpeg format is that file and one line in `allCases`.
package struct VideoFormat: Sendable, Hashable, CustomStringConvertible {
  /// ffmpeg's muxer (`-f`), and the format's name in stamps and messages: "mp4".
  package let rawValue: String
  /// The extensions that choose it, lowercased, without the dot.
  package let extensions: [String]
  /// The codec ffprobe names for what it writes: "h264".
  package let codec: String
  /// Whether the codec needs even width and height (4:2:0 chroma subsampling).
  package let needsEvenSize: Bool
  /// Whether the format can keep a transparent background.
  package let supportsAlpha: Bool
  /// Whether an opaque canvas is sent as YUV 4:2:0 made on the render threads (else BGRA).
  package let takesYUV: Bool
  /// Whether it is made in two passes through a palette (GIF).
  ///
  /// The first pass makes the palette, the second maps the frames to it. Such a video records no stamp and cannot be
  /// split into segments.
  package let usesPalette: Bool
  /// ffmpeg's codec arguments for these settings, on a transparent canvas or not.
  let codecArguments: @Sendable (_ settings: EncoderSettings, _ transparent: Bool) -> [String]
  /// ffmpeg's container flags, after the stamp's metadata.
  let containerFlags: [String]

  init(
    _ rawValue: String, extensions: [String]? = nil, codec: String, needsEvenSize: Bool = false,
    supportsAlpha: Bool = false, takesYUV: Bool = false, usesPalette: Bool = false,
    containerFlags: [String] = [],
    codecArguments: @escaping @Sendable (EncoderSettings, Bool) -> [String] = { _, _ in [] }
  ) {
    self.rawValue = rawValue
    self.extensions = extensions ?? [rawValue]
    self.codec = codec
    self.needsEvenSize = needsEvenSize
    self.supportsAlpha = supportsAlpha
    self.takesYUV = takesYUV
    self.usesPalette = usesPalette
    self.containerFlags = containerFlags
    self.codecArguments = codecArguments
  }

  /// Every format ffmpeg writes for chartreel, in the order messages list them.
  package static let allCases: [VideoFormat] = [.mp4, .webm, .gif, .mov]

  /// The format named `rawValue` ("mp4"); nil for a name no format has.
  package init?(rawValue: String) {
    guard let format = Self.allCases.first(where: { $0.rawValue == rawValue }) else {
      return nil
    }
    self = format
  }

  /// The format for an output path, from its extension; nil when it is not a video.
  package init?(path: String) {
    let lowered = path.lowercased()
    guard let dot = lowered.lastIndex(of: "."), !lowered[dot...].contains("/") else { return nil }
    let ext = String(lowered[lowered.index(after: dot)...])
    guard let format = Self.allCases.first(where: { $0.extensions.contains(ext) }) else {
      return nil
    }
    self = format
  }

  /// The format's name.
  package var description: String { rawValue }

  package static func == (a: VideoFormat, b: VideoFormat) -> Bool { a.rawValue == b.rawValue }
  package func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}
