/// How frames travel to ffmpeg and what ffmpeg makes of them, for one format.
///
/// A GIF takes two passes over the frames: the first makes a palette (ffmpeg keeps a colour
/// histogram, not the frames), the second maps the frames to it. One pass would buffer every
/// frame in ffmpeg until the palette is known, so memory would grow with the video's length.
struct VideoEncoding {
  let format: VideoFormat
  /// The form the render threads produce frames in.
  let payload: FramePayload
  /// ffmpeg's arguments describing the raw input (before `-i -`).
  let inputArguments: [String]
  /// How many times the frames are sent.
  var passes: Int { format.usesPalette ? 2 : 1 }
  /// The size of one frame as sent: YUV 4:2:0 (1.5 bytes a pixel) or BGRA (4).
  let frameBytes: Int
  private let fps: Int
  private let transparent: Bool
  private let settings: EncoderSettings
  private let stamp: SegmentStamp?

  static let bt709Tags = [
    "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range",
    "tv",
  ]

  init(
    format: VideoFormat, transparent: Bool, width: Int, height: Int, fps: Int,
    settings: EncoderSettings, stamp: SegmentStamp? = nil
  ) {
    self.format = format
    self.fps = fps
    self.transparent = transparent
    self.settings = settings
    self.stamp = stamp
    let size = ["-s", "\(width)x\(height)", "-r", String(fps)]
    // Opaque H.264 and VP9 take YUV 4:2:0 made on the render threads; the rest take BGRA.
    if format.takesYUV && !transparent {
      payload = .yuv420p
      frameBytes = width * height * 3 / 2
      inputArguments = ["-f", "rawvideo", "-pix_fmt", "yuv420p"] + size + Self.bt709Tags
    } else {
      payload = .straightBGRA
      frameBytes = width * height * 4
      inputArguments = ["-f", "rawvideo", "-pix_fmt", "bgra"] + size
    }
  }

  /// ffmpeg's whole command line for pass `pass`, reading frames on standard input and writing
  /// `output`; `palette` is the GIF's palette file (written by pass 0, read by pass 1).
  func arguments(pass: Int, output: String, palette: String?) -> [String] {
    let head = ["-hide_banner", "-loglevel", "error", "-y"] + inputArguments + ["-i", "-"]
    if format.usesPalette {
      let rate = "fps=\(min(fps, 50))"
      if pass == 0 {
        return head + [
          "-vf", "\(rate),palettegen=stats_mode=diff", "-f", "image2", palette ?? output,
        ]
      }
      return head + [
        "-i", palette ?? "", "-filter_complex",
        "[0:v]\(rate)[v];[v][1:v]paletteuse=dither=bayer:bayer_scale=4", "-f", "gif", output,
      ]
    }
    return head + codecArguments + metadataArguments + ["-f", format.rawValue, output]
  }

  /// The codec and its settings.
  var codecArguments: [String] { format.codecArguments(settings, transparent) }

  /// The stamp in the container's metadata, and the container's flags.
  var metadataArguments: [String] {
    Self.containerArguments(format, stamp: stamp)
  }

  /// The container flags of `format` (`VideoFormat.containerFlags`), with `stamp` recorded in
  /// its metadata; none for a format made through a palette.
  static func containerArguments(_ format: VideoFormat, stamp: SegmentStamp?) -> [String] {
    guard !format.usesPalette else { return [] }
    let tag = stamp.map { ["-metadata", "\(SegmentStamp.metadataKey)=\($0.text)"] } ?? []
    return tag + format.containerFlags
  }
}
