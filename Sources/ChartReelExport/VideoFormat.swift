/// A video container and codec that ffmpeg writes, chosen by the output's extension.
public enum VideoFormat: String, Sendable, CaseIterable {
  /// H.264 in MP4, yuv420p, BT.709 tagged, `+faststart`.
  case mp4
  /// VP9 in WebM.
  case webm
  /// An animated GIF with a palette generated from the video.
  case gif

  /// The format for an output path, from its extension; nil when it is not a video.
  public init?(path: String) {
    let lowered = path.lowercased()
    guard let dot = lowered.lastIndex(of: "."), !lowered[dot...].contains("/") else { return nil }
    switch lowered[lowered.index(after: dot)...] {
    case "mp4", "m4v": self = .mp4
    case "webm": self = .webm
    case "gif": self = .gif
    default: return nil
    }
  }

  /// Whether the codec needs even width and height (4:2:0 chroma subsampling).
  public var needsEvenSize: Bool { self != .gif }
}

/// Encoder settings: quality as a constant rate factor and x264's speed preset.
public struct EncoderSettings: Equatable, Sendable {
  /// Lower is better quality and larger files; 18 is visually lossless for charts.
  public var crf: Int
  /// x264's preset (ultrafast … veryslow).
  public var preset: String

  public init(crf: Int = 18, preset: String = "veryfast") {
    self.crf = crf
    self.preset = preset
  }
}

extension VideoFormat {
  /// ffmpeg's arguments after the input, up to (not including) the output path.
  func encoderArguments(_ settings: EncoderSettings, fps: Int) -> [String] {
    switch self {
    case .mp4:
      return [
        "-vf", "scale=out_color_matrix=bt709:out_range=tv", "-c:v", "libx264", "-preset",
        settings.preset, "-crf", String(settings.crf), "-pix_fmt", "yuv420p",
        "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709",
        "-color_range", "tv", "-movflags", "+faststart", "-f", "mp4",
      ]
    case .webm:
      return [
        "-vf", "scale=out_color_matrix=bt709:out_range=tv", "-c:v", "libvpx-vp9", "-crf",
        String(settings.crf + 14), "-b:v", "0", "-deadline", "realtime", "-cpu-used", "8",
        "-row-mt", "1", "-pix_fmt", "yuv420p", "-colorspace", "bt709", "-color_primaries", "bt709",
        "-color_trc", "bt709", "-f", "webm",
      ]
    case .gif:
      return [
        "-filter_complex",
        "[0:v]fps=\(min(fps, 50)),split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=bayer:bayer_scale=4",
        "-f", "gif",
      ]
    }
  }
}
