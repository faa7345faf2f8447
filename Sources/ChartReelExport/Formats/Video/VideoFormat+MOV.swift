extension VideoFormat {
  /// ProRes 4444 in QuickTime, with alpha: for compositing in video editors.
  package static let mov = VideoFormat(
    "mov", codec: "prores", supportsAlpha: true,
    containerFlags: ["-movflags", "+use_metadata_tags"]
  ) { _, _ in
    ["-c:v", "prores_ks", "-profile:v", "4444", "-pix_fmt", "yuva444p10le", "-vendor", "apl0"]
  }
}
