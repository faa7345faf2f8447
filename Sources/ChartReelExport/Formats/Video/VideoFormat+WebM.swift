extension VideoFormat {
  /// VP9 in WebM; with a transparent canvas, VP9 with alpha (yuva420p).
  ///
  /// Written bit-exact, so
  /// that the same frames make the same bytes (no random Matroska track ids, no version
  /// strings), and without CRC-32 elements, so that `StampSeal` may complete the stamp in
  /// place.
  package static let webm = VideoFormat(
    "webm", codec: "vp9", needsEvenSize: true, supportsAlpha: true, takesYUV: true,
    containerFlags: ["-fflags", "+bitexact", "-flags:v", "+bitexact", "-write_crc32", "0"]
  ) { settings, transparent in
    [
      "-c:v", "libvpx-vp9", "-crf", String(min(63, settings.crf + 14)), "-b:v", "0",
      "-deadline", "realtime", "-cpu-used", "8", "-row-mt", "1",
      "-pix_fmt", transparent ? "yuva420p" : "yuv420p",
    ] + (transparent ? ["-auto-alt-ref", "0"] : VideoEncoding.bt709Tags)
  }
}
