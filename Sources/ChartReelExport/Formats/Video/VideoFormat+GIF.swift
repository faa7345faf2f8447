extension VideoFormat {
  /// An animated GIF with a palette generated from the video, in two passes
  /// (`VideoEncoding.arguments(pass:output:palette:)`).
  package static let gif = VideoFormat("gif", codec: "gif", usesPalette: true)
}
