extension VideoFormat {
  /// H.264 in MP4, yuv420p, BT.709 tagged, `+faststart` (its index moved to the front).
  package static let mp4 = VideoFormat(
    "mp4", extensions: ["mp4", "m4v"], codec: "h264", needsEvenSize: true, takesYUV: true,
    containerFlags: ["-movflags", "+faststart+use_metadata_tags"]
  ) { settings, _ in
    [
      "-c:v", "libx264", "-preset", settings.preset, "-crf", String(settings.crf),
      "-pix_fmt", "yuv420p",
    ] + VideoEncoding.bt709Tags
  }
}
