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
