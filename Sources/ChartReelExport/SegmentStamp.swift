import ChartReelCore

/// What a video holds, recorded in its container's metadata (the `chartreel` tag) so that
/// `concat` can tell whether segments fit together.
///
/// Written on every segment (`render --segment K/N`) and on the video `concat` joins them into
/// (frames 0..<F of F). The text form is one line of `key=value` words, e.g.
/// `chartreel-segment/2 chartreel=0.9.0 scene=3fa4… frames=75-150 total=300 size=1280x720
/// fps=60 format=mp4 crf=18 preset=veryfast alpha=0 packets=9c1e… bytes=00000000000001234567
/// segment=1/4`.
///
/// `packets` (the SHA-256 of the video packets' data) and `bytes` (the file's size) prove the
/// file is the one chartreel wrote: they are known only once the file is written, so the file
/// is written with placeholders of the same width, which `StampSeal` then overwrites in place.
package struct SegmentStamp: Equatable, Sendable {
  /// The SHA-256 of the scene file and of every data file it read, in order.
  package var sceneHash: String
  /// The frames the video holds (their indices in the whole render).
  package var frames: Range<Int>
  /// The number of frames of the whole render.
  package var totalFrames: Int
  package var width: Int
  package var height: Int
  package var fps: Int
  package var format: VideoFormat
  package var settings: EncoderSettings
  /// Whether the frames keep their alpha.
  package var transparent: Bool
  /// The segment the frames are, when rendered with `--segment`.
  package var segment: Segment?
  /// The version of chartreel that encoded the frames.
  package var maker: String
  /// The SHA-256 of the video packets' data, in hex (ffmpeg's `streamhash`); nil until sealed.
  package var packetHash: String?
  /// The file's size in bytes; nil until sealed.
  package var bytes: Int?

  /// The metadata key the stamp is stored under.
  package static let metadataKey = "chartreel"
  static let version = "chartreel-segment/2"
  /// The digits of `bytes`: every size a file can have, zero-padded, so a seal keeps the length.
  static let byteDigits = 20

  package init(
    sceneHash: String, frames: Range<Int>, totalFrames: Int, width: Int, height: Int, fps: Int,
    format: VideoFormat, settings: EncoderSettings, transparent: Bool, segment: Segment? = nil,
    maker: String, packetHash: String? = nil, bytes: Int? = nil
  ) {
    self.sceneHash = sceneHash
    self.frames = frames
    self.totalFrames = totalFrames
    self.width = width
    self.height = height
    self.fps = fps
    self.format = format
    self.settings = settings
    self.transparent = transparent
    self.segment = segment
    self.maker = maker
    self.packetHash = packetHash
    self.bytes = bytes
  }

  /// The stamp as one line of text, for the container's metadata; an unsealed stamp has zeros
  /// for `packets` and `bytes`, as wide as the values that replace them.
  package var text: String {
    let size = String(bytes ?? 0)
    var words = [
      Self.version, "chartreel=\(maker)", "scene=\(sceneHash)",
      "frames=\(frames.lowerBound)-\(frames.upperBound)", "total=\(totalFrames)",
      "size=\(width)x\(height)", "fps=\(fps)", "format=\(format.rawValue)", "crf=\(settings.crf)",
      "preset=\(settings.preset)", "alpha=\(transparent ? 1 : 0)",
      "packets=" + (packetHash ?? String(repeating: "0", count: 64)),
      "bytes=" + String(repeating: "0", count: max(0, Self.byteDigits - size.count)) + size,
    ]
    if let segment { words.append("segment=\(segment)") }
    return words.joined(separator: " ")
  }

  /// Reads a stamp's text; nil when it is not one this version wrote.
  package init?(text: String) {
    let words = text.split(separator: " ")
    guard words.first.map(String.init) == Self.version else { return nil }
    var fields: [String: String] = [:]
    for word in words.dropFirst() {
      guard let equals = word.firstIndex(of: "=") else { return nil }
      fields[String(word[..<equals])] = String(word[word.index(after: equals)...])
    }
    func numbers(_ key: String, _ separator: Character) -> (Int, Int)? {
      let parts = fields[key]?.split(separator: separator).compactMap { Int($0) } ?? []
      return parts.count == 2 ? (parts[0], parts[1]) : nil
    }
    guard let maker = fields["chartreel"], !maker.isEmpty,
      let hash = fields["scene"], !hash.isEmpty,
      let range = numbers("frames", "-"), range.0 >= 0, range.0 < range.1,
      let total = fields["total"].flatMap({ Int($0) }), range.1 <= total,
      total <= InputLimits.frames,
      let size = numbers("size", "x"), let fps = fields["fps"].flatMap({ Int($0) }),
      let format = fields["format"].flatMap({ VideoFormat(rawValue: $0) }),
      let crf = fields["crf"].flatMap({ Int($0) }), let preset = fields["preset"],
      let alpha = fields["alpha"],
      let packets = fields["packets"], packets.count == 64,
      packets.allSatisfy({ $0.isHexDigit }),
      let bytes = fields["bytes"].flatMap({ Int($0) }), bytes >= 0
    else { return nil }
    var segment: Segment?
    if let text = fields["segment"] {
      guard let parsed = try? Segment(parsing: text) else { return nil }
      segment = parsed
    }
    self.init(
      sceneHash: hash, frames: range.0..<range.1, totalFrames: total, width: size.0,
      height: size.1, fps: fps, format: format, settings: EncoderSettings(crf: crf, preset: preset),
      transparent: alpha == "1", segment: segment, maker: maker, packetHash: packets, bytes: bytes)
  }

  /// How this video was made differently from `other`, as words ("crf 23, not 18"); nil when
  /// the two were made alike and may be joined.
  package func difference(from other: SegmentStamp) -> String? {
    let checks: [(Bool, String)] = [
      (maker == other.maker, "made by chartreel \(maker), not \(other.maker)"),
      (
        sceneHash == other.sceneHash,
        "made from another scene (scene hash \(sceneHash.prefix(12))…, not \(other.sceneHash.prefix(12))…)"
      ),
      (
        totalFrames == other.totalFrames,
        "a render of \(totalFrames) frames, not \(other.totalFrames)"
      ),
      (
        width == other.width && height == other.height,
        "\(width)×\(height), not \(other.width)×\(other.height)"
      ),
      (fps == other.fps, "\(fps) fps, not \(other.fps)"),
      (format == other.format, "\(format.rawValue), not \(other.format.rawValue)"),
      (settings.crf == other.settings.crf, "crf \(settings.crf), not \(other.settings.crf)"),
      (
        settings.preset == other.settings.preset,
        "preset \(settings.preset), not \(other.settings.preset)"
      ),
      (
        transparent == other.transparent,
        transparent ? "with alpha, not without" : "without alpha, not with"
      ),
    ]
    return checks.first { !$0.0 }?.1
  }
}
