import ChartReelCore
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The video track of an MP4 file as its index describes it, checked against the file's bytes.
///
/// Reading it is how chartreel confirms an MP4 it has just written without starting ffprobe:
/// the top-level boxes must tile the file exactly (a file cut short or padded fails), the one
/// video track's every sample must lie inside the media data, and each sample must be whole
/// H.264 NAL units (their length prefixes add up to the sample's size, as ffprobe's
/// "Invalid NAL unit size" would say otherwise).
package struct MP4Index: Equatable, Sendable {
  /// The sample entry's four-character code: `avc1` for H.264.
  package var sampleEntry: String
  package var width: Int
  package var height: Int
  /// The number of samples (packets, one per frame).
  package var samples: Int
  /// The file's size in bytes.
  package var bytes: Int

  /// The codec name ffprobe gives the sample entry ("h264" for `avc1`).
  package var codec: String { sampleEntry == "avc1" ? "h264" : sampleEntry }

  /// Reads and checks the MP4 file at `path`; throws `MP4Index.Problem` naming what is wrong.
  package static func read(_ path: String) throws -> MP4Index {
    let file = try MP4File(path: path)
    var reader = MP4TrackReader(file: file)
    try reader.readTopLevel()
    guard let track = reader.videoTrack else { throw Problem("no video track") }
    try track.checkSamples(in: file, mediaData: reader.mediaData)
    return MP4Index(
      sampleEntry: track.sampleEntry, width: track.width, height: track.height,
      samples: track.sizes.count, bytes: file.size)
  }

  /// What is wrong with a file that is not a whole MP4 video.
  package struct Problem: Error, Equatable, CustomStringConvertible {
    package var description: String
    init(_ description: String) { self.description = description }
  }
}

/// An open file read at offsets, big-endian.
final class MP4File {
  let descriptor: Int32
  let size: Int

  init(path: String) throws {
    descriptor = FileSystem.open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw MP4Index.Problem("cannot be opened: \(String(cString: strerror(errno)))")
    }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      close(descriptor)
      throw MP4Index.Problem("cannot be read: \(String(cString: strerror(errno)))")
    }
    size = Int(info.st_size)
  }

  deinit { close(descriptor) }

  /// `count` bytes at `offset`, all of them, or a problem.
  func bytes(at offset: Int, count: Int) throws -> [UInt8] {
    guard offset >= 0, count >= 0, offset + count <= size else {
      throw MP4Index.Problem("ends inside a box at byte \(offset)")
    }
    var buffer = [UInt8](repeating: 0, count: count)
    var done = 0
    while done < count {
      let read = buffer.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress! + done, count - done, off_t(offset + done))
      }
      if read < 0 && errno == EINTR { continue }
      guard read > 0 else { throw MP4Index.Problem("cannot be read at byte \(offset + done)") }
      done += read
    }
    return buffer
  }
}

extension Array where Element == UInt8 {
  /// The big-endian unsigned integer of `count` bytes at `offset`.
  func bigEndian(_ offset: Int, _ count: Int) -> Int {
    var value = 0
    for index in offset..<(offset + count) { value = value << 8 | Int(self[index]) }
    return value
  }

  /// The four-character code at `offset`.
  func fourCC(_ offset: Int) -> String {
    String(decoding: self[offset..<(offset + 4)], as: UTF8.self)
  }
}
