/// A video container and codec that ffmpeg writes, chosen by the output's extension.
public enum VideoFormat: String, Sendable, CaseIterable {
  /// H.264 in MP4, yuv420p, BT.709 tagged, `+faststart`.
  case mp4
  /// VP9 in WebM; with a transparent canvas, VP9 with alpha (yuva420p).
  case webm
  /// An animated GIF with a palette generated from the video.
  case gif
  /// ProRes 4444 in QuickTime, with alpha: for compositing in video editors.
  case mov

  /// The format for an output path, from its extension; nil when it is not a video.
  public init?(path: String) {
    let lowered = path.lowercased()
    guard let dot = lowered.lastIndex(of: "."), !lowered[dot...].contains("/") else { return nil }
    switch lowered[lowered.index(after: dot)...] {
    case "mp4", "m4v": self = .mp4
    case "webm": self = .webm
    case "gif": self = .gif
    case "mov": self = .mov
    default: return nil
    }
  }

  /// Whether the codec needs even width and height (4:2:0 chroma subsampling).
  public var needsEvenSize: Bool { self == .mp4 || self == .webm }

  /// Whether the format can keep a transparent background.
  public var supportsAlpha: Bool { self == .webm || self == .mov }
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

/// How frames travel to ffmpeg and what ffmpeg makes of them, for one format.
struct VideoEncoding {
  /// The form the render threads produce frames in.
  let payload: FramePayload
  /// ffmpeg's arguments describing the raw input (before `-i -`).
  let inputArguments: [String]
  /// ffmpeg's arguments after the input, up to (not including) the output path.
  let outputArguments: [String]

  static let bt709Tags = [
    "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range",
    "tv",
  ]

  init(
    format: VideoFormat, transparent: Bool, width: Int, height: Int, fps: Int,
    settings: EncoderSettings
  ) {
    let size = ["-s", "\(width)x\(height)", "-r", String(fps)]
    // Opaque H.264 and VP9 take YUV 4:2:0 made on the render threads; the rest take BGRA.
    if (format == .mp4 || format == .webm) && !transparent {
      payload = .yuv420p
      inputArguments = ["-f", "rawvideo", "-pix_fmt", "yuv420p"] + size + Self.bt709Tags
    } else {
      payload = .straightBGRA
      inputArguments = ["-f", "rawvideo", "-pix_fmt", "bgra"] + size
    }
    switch format {
    case .mp4:
      outputArguments =
        [
          "-c:v", "libx264", "-preset", settings.preset, "-crf", String(settings.crf),
          "-pix_fmt", "yuv420p",
        ] + Self.bt709Tags + ["-movflags", "+faststart", "-f", "mp4"]
    case .webm:
      outputArguments =
        [
          "-c:v", "libvpx-vp9", "-crf", String(min(63, settings.crf + 14)), "-b:v", "0",
          "-deadline", "realtime", "-cpu-used", "8", "-row-mt", "1",
          "-pix_fmt", transparent ? "yuva420p" : "yuv420p",
        ] + (transparent ? ["-auto-alt-ref", "0"] : Self.bt709Tags) + ["-f", "webm"]
    case .gif:
      outputArguments = [
        "-filter_complex",
        "[0:v]fps=\(min(fps, 50)),split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=bayer:bayer_scale=4",
        "-f", "gif",
      ]
    case .mov:
      outputArguments = [
        "-c:v", "prores_ks", "-profile:v", "4444", "-pix_fmt", "yuva444p10le", "-vendor", "apl0",
        "-f", "mov",
      ]
    }
  }
}
