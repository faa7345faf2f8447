import Foundation

/// Checks that videos fit together, in the order given, into one whole render, before they are
/// joined: each carries chartreel's stamp, holds the frames its stamp says, was made from the
/// same scene with the same size, frame rate, codec and settings as the first, and the frame
/// ranges follow one another from frame 0 to the last.
///
/// Every problem names the file: a segment that is missing, given twice, out of order,
/// overlapping, from another scene or made with other settings.
package enum SegmentCheck {
  /// One video to join: its path as given and what ffprobe read from it.
  package struct Part: Sendable {
    package var path: String
    package var probe: VideoProbe

    package init(path: String, probe: VideoProbe) {
      self.path = path
      self.probe = probe
    }
  }

  /// The stamp of the joined whole; throws `ExportError.unfitSegment` for the first problem.
  package static func check(_ parts: [Part]) throws -> SegmentStamp {
    guard let first = parts.first else {
      throw ExportError.usage("concat needs at least one segment")
    }
    var stamps: [SegmentStamp] = []
    for part in parts {
      let stamp = try checkAlone(part)
      if let firstStamp = stamps.first, let difference = stamp.difference(from: firstStamp) {
        throw ExportError.unfitSegment(
          path: part.path, reason: "does not fit \(first.path): \(difference)")
      }
      stamps.append(stamp)
    }
    try checkOrder(parts.map(\.path), stamps)
    var whole = stamps[0]
    whole.frames = 0..<whole.totalFrames
    whole.segment = nil
    whole.packetHash = nil
    whole.bytes = nil
    return whole
  }

  /// Checks one video against its own stamp.
  static func checkAlone(_ part: Part) throws -> SegmentStamp {
    let probe = part.probe
    guard let stamp = probe.stamp else {
      let why =
        probe.unreadableStamp == nil
        ? "has no chartreel segment record in its metadata; render each part as a segment K/N (RenderOptions.segment)"
        : "has a segment record this chartreel cannot read: \(probe.unreadableStamp ?? "")"
      throw ExportError.unfitSegment(path: part.path, reason: why)
    }
    try checkSeal(part, stamp)
    let expected = [
      (probe.codec == stamp.format.codec, "codec \(probe.codec)"),
      (
        probe.width == stamp.width && probe.height == stamp.height,
        "size \(probe.width)×\(probe.height)"
      ),
      (probe.frameRate == "\(stamp.fps)/1", "frame rate \(probe.frameRate)"),
      (probe.packets == stamp.frames.count, "\(probe.packets) frames"),
    ]
    if let wrong = expected.first(where: { !$0.0 }) {
      throw ExportError.unfitSegment(
        path: part.path,
        reason:
          "holds \(wrong.1), but its record says \(describe(stamp)); was it cut or re-encoded?")
    }
    return stamp
  }

  /// Checks the file against the packets' hash and the size chartreel recorded when it wrote it.
  static func checkSeal(_ part: Part, _ stamp: SegmentStamp) throws {
    let (probe, recorded) = (part.probe, stamp.bytes ?? -1)
    let size = probe.bytes == recorded ? "" : ", and it holds \(probe.bytes) bytes, not \(recorded)"
    if probe.packetHash != stamp.packetHash {
      throw ExportError.unfitSegment(
        path: part.path,
        reason:
          "holds other encoded frames than chartreel wrote (their SHA-256 is \(probe.packetHash.prefix(12))…, its record says \((stamp.packetHash ?? "").prefix(12))…)\(size); was it re-encoded or cut short?"
      )
    }
    if probe.bytes != recorded {
      throw ExportError.unfitSegment(
        path: part.path,
        reason:
          "holds \(probe.bytes) bytes, but chartreel wrote \(recorded); was it cut short or rewritten?"
      )
    }
  }

  /// Checks that the ranges run from frame 0 to the last, each starting where the one before ends.
  static func checkOrder(_ paths: [String], _ stamps: [SegmentStamp]) throws {
    var expected = 0
    var seen: [String: Int] = [:]
    for (i, stamp) in stamps.enumerated() {
      let path = paths[i]
      let key = URL(fileURLWithPath: path).standardizedFileURL.path
      if let earlier = seen[key] {
        throw ExportError.unfitSegment(
          path: path, reason: "is given twice (in places \(earlier + 1) and \(i + 1) of the list)")
      }
      seen[key] = i
      let range = stamp.frames
      if range.lowerBound == expected {
        expected = range.upperBound
        continue
      }
      if let twin = stamps[..<i].firstIndex(where: { $0.frames == range }) {
        throw ExportError.unfitSegment(
          path: path, reason: "repeats \(describe(stamp)), already given as \(paths[twin])")
      }
      if range.lowerBound > expected {
        if let later = stamps[(i + 1)...].firstIndex(where: { $0.frames.lowerBound == expected }) {
          throw ExportError.unfitSegment(
            path: path,
            reason:
              "out of order: it holds \(describe(stamp)) but comes before \(paths[later]), which holds \(describe(stamps[later])); list the segments in order"
          )
        }
        let place = i == 0 ? "before it, at the start" : "between \(paths[i - 1]) and it"
        throw ExportError.unfitSegment(
          path: path, reason: "\(missing(expected..<range.lowerBound, stamp)) \(place)")
      }
      let previous = paths[i - 1]
      let reason =
        range.lowerBound < stamps[i - 1].frames.lowerBound
        ? "out of order: it holds \(describe(stamp)) but comes after \(previous), which holds \(describe(stamps[i - 1])); list the segments in order"
        : "holds \(describe(stamp)), which overlaps \(previous), holding \(describe(stamps[i - 1]))"
      throw ExportError.unfitSegment(path: path, reason: reason)
    }
    if let last = stamps.last, expected < last.totalFrames {
      throw ExportError.unfitSegment(
        path: paths[paths.count - 1],
        reason:
          "\(missing(expected..<last.totalFrames, last)) after it (the render has \(last.totalFrames) frames)"
      )
    }
  }

  /// "segment 1/4 (frames 15..29)", or "frames 15..29" for a video not made as a segment.
  static func describe(_ stamp: SegmentStamp) -> String {
    let frames = "frames \(stamp.frames.lowerBound)..\(stamp.frames.upperBound - 1)"
    return stamp.segment.map { "segment \($0) (\(frames))" } ?? frames
  }

  /// "segment 1/4 (frames 15..29) is missing", naming the segments when the stamps know N.
  static func missing(_ gap: Range<Int>, _ stamp: SegmentStamp) -> String {
    let frames = "frames \(gap.lowerBound)..\(gap.upperBound - 1)"
    guard let count = stamp.segment?.count else { return "\(frames) are missing" }
    let total = stamp.totalFrames
    let indices = (0..<count).filter {
      let start = Segment.bound($0, count, total)
      return start >= gap.lowerBound && start < gap.upperBound
    }
    guard let low = indices.first, let high = indices.last else {
      return "\(frames) are missing"
    }
    let names =
      low == high ? "segment \(low)/\(count)" : "segments \(low)/\(count) to \(high)/\(count)"
    return "\(names) (\(frames)) \(low == high ? "is" : "are") missing"
  }
}
