import ChartReelCore
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What ffprobe reads from a video file: its first video stream and the stamp chartreel left in
/// its metadata.
package struct VideoProbe: Equatable, Sendable {
  package var codec: String
  package var width: Int
  package var height: Int
  package var pixelFormat: String
  /// The stream's frame rate as ffprobe writes it ("60/1").
  package var frameRate: String
  /// The number of packets (one per frame for every format chartreel writes).
  package var packets: Int
  /// The stamp chartreel recorded, if any.
  package var stamp: SegmentStamp?
  /// The stamp's raw text when there is a tag that cannot be read as a stamp.
  package var unreadableStamp: String?
  /// The file's size in bytes.
  package var bytes: Int
  /// The SHA-256 of the video packets' data, in hex: what a stamp's `packets` records.
  package var packetHash: String

  package init(
    codec: String, width: Int, height: Int, pixelFormat: String, frameRate: String, packets: Int,
    stamp: SegmentStamp?, unreadableStamp: String? = nil, bytes: Int = 0, packetHash: String = ""
  ) {
    self.codec = codec
    self.width = width
    self.height = height
    self.pixelFormat = pixelFormat
    self.frameRate = frameRate
    self.packets = packets
    self.stamp = stamp
    self.unreadableStamp = unreadableStamp
    self.bytes = bytes
    self.packetHash = packetHash
  }

  /// Reads `path` with the ffprobe beside `ffmpeg` (or on PATH); `interruption` stops it.
  ///
  /// With `hashing`, ffmpeg hashes the packets (`packetHash`) at the same time, in a second
  /// process; without it `packetHash` is left empty (a video whose stamp is not sealed needs
  /// no hash, and ffprobe's count of every packet already reads the whole file).
  package static func read(
    _ path: String, hashing: Bool = true, interruption: Interruption? = nil
  ) throws -> VideoProbe {
    guard let info = FileSystem.stat(path) else {
      throw ExportError.unfitSegment(path: path, reason: "no such file")
    }
    guard info.st_mode & S_IFMT != S_IFDIR else {
      throw ExportError.unfitSegment(
        path: path, reason: "is a folder; concat joins video files (.mp4, .webm, .mov)")
    }
    return try ProbeRun(path: path, hashing: hashing).result(path, interruption: interruption)
  }

  /// `path` as ffmpeg and ffprobe must be given it to read exactly that file: absolute, after
  /// `file:`, so that no part of it is taken for a protocol (`run-10:00/seg-0.mp4`,
  /// `file:seg-1.mp4`, `http:…`).
  package static func fileURL(_ path: String) -> String {
    "file:" + URL(fileURLWithPath: path).standardizedFileURL.path
  }

  /// Parses ffprobe's JSON; nil when it holds no video stream.
  static func parse(_ json: String) -> VideoProbe? {
    guard
      let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
      let stream = (object["streams"] as? [[String: Any]])?.first,
      let codec = stream["codec_name"] as? String
    else { return nil }
    let tags = (object["format"] as? [String: Any])?["tags"] as? [String: Any] ?? [:]
    // Matroska stores tag names in capitals.
    let text = tags.first { $0.key.lowercased() == SegmentStamp.metadataKey }?.value as? String
    let stamp = text.flatMap(SegmentStamp.init(text:))
    return VideoProbe(
      codec: codec, width: stream["width"] as? Int ?? 0, height: stream["height"] as? Int ?? 0,
      pixelFormat: stream["pix_fmt"] as? String ?? "",
      frameRate: stream["r_frame_rate"] as? String ?? "",
      packets: Int(stream["nb_read_packets"] as? String ?? "") ?? 0, stamp: stamp,
      unreadableStamp: stamp == nil ? text : nil)
  }
}

extension ExportError {
  /// The last line of the error's message.
  var lastLine: String {
    String(description.split(separator: "\n").last ?? "")
  }
}
