/// A video container and codec that ffmpeg writes, chosen by the output's extension.
package enum VideoFormat: String, Sendable, CaseIterable {
  /// H.264 in MP4, yuv420p, BT.709 tagged, `+faststart`.
  case mp4
  /// VP9 in WebM; with a transparent canvas, VP9 with alpha (yuva420p).
  case webm
  /// An animated GIF with a palette generated from the video.
  case gif
  /// ProRes 4444 in QuickTime, with alpha: for compositing in video editors.
  case mov

  /// The format for an output path, from its extension; nil when it is not a video.
  package init?(path: String) {
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
  package var needsEvenSize: Bool { self == .mp4 || self == .webm }

  /// Whether the format can keep a transparent background.
  package var supportsAlpha: Bool { self == .webm || self == .mov }
}

/// Encoder settings: quality as a constant rate factor and x264's speed preset.
package struct EncoderSettings: Equatable, Sendable {
  /// Lower is better quality and larger files; 18 is visually lossless for charts.
  package var crf: Int
  /// x264's preset (ultrafast … veryslow).
  package var preset: String

  package init(crf: Int = 18, preset: String = "veryfast") {
    self.crf = crf
    self.preset = preset
  }
}

extension EncoderSettings {
  /// The constant rate factors x264 accepts.
  package static let crfRange = 0...51

  /// Checks the settings; throws a usage error naming the bad value.
  package func validate() throws {
    guard Self.crfRange.contains(crf) else {
      throw ExportError.usage(
        "crf \(crf): expected 0 to 51 (0 is lossless, 18 visually lossless, 23 x264's default)")
    }
    guard !preset.isEmpty, preset.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
    else {
      throw ExportError.usage(
        "preset '\(preset)': expected an x264 preset name such as ultrafast, veryfast or medium")
    }
  }
}
