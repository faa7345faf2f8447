import ChartReelCore
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Completes a written video's stamp with what only the finished file knows: the SHA-256 of its
/// video packets and its size.
///
/// ffmpeg records the stamp with zeros in `packets` and `bytes`. Once it has written the file,
/// the packets are hashed (`VideoProbe.packetHash`) and the stamp's text, found exactly once
/// in the file (MP4 and MOV keep metadata as plain UTF-8, Matroska too, without checksums), is
/// overwritten in place by the sealed text of the same length: the packets and the size do not
/// change, so the record holds for the file as it stands. `SegmentCheck` compares both with the
/// file it is given: a re-encoded segment has other packets, a cut one another size.
enum StampSeal {
  /// Seals `stamp` in the file at `path`, whose packets hash to `probe.packetHash`; returns the
  /// sealed stamp.
  @discardableResult
  static func seal(_ stamp: SegmentStamp, in path: String, probe: VideoProbe) throws
    -> SegmentStamp
  {
    var unsealed = stamp
    unsealed.packetHash = nil
    unsealed.bytes = nil
    var sealed = stamp
    sealed.packetHash = probe.packetHash
    sealed.bytes = probe.bytes
    let old = Array(unsealed.text.utf8)
    let new = Array(sealed.text.utf8)
    guard old.count == new.count else {
      throw ExportError.io(path: path, reason: "cannot record the video's size and hash")
    }
    let offsets = try occurrences(of: old, in: path)
    guard offsets.count == 1 else {
      throw ExportError.io(
        path: path,
        reason: "cannot record the video's hash: its stamp is found \(offsets.count) times")
    }
    let descriptor = FileSystem.open(path, O_WRONLY)
    guard descriptor >= 0 else {
      throw ExportError.io(path: path, reason: String(cString: strerror(errno)))
    }
    defer { close(descriptor) }
    let written = new.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, offsets[0]) }
    guard written == new.count, fsync(descriptor) == 0 else {
      throw ExportError.io(path: path, reason: String(cString: strerror(errno)))
    }
    return sealed
  }

  /// The byte offsets at which `needle` starts in the file at `path`, read 4 MiB at a time.
  static func occurrences(of needle: [UInt8], in path: String) throws -> [off_t] {
    let descriptor = FileSystem.open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw ExportError.io(path: path, reason: "cannot read the video back")
    }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var found: [off_t] = []
    // The tail of the previous chunk, so that a match across two chunks is seen.
    var carry: [UInt8] = []
    var consumed: off_t = 0
    while true {
      let chunk = try handle.read(upToCount: 4 << 20) ?? Data()
      if chunk.isEmpty { break }
      let window = carry + chunk
      let base = consumed - off_t(carry.count)
      window.withUnsafeBytes { hay in
        needle.withUnsafeBytes { pin in
          guard let hayStart = hay.baseAddress, let pinStart = pin.baseAddress else { return }
          // memchr finds each candidate first byte; memcmp compares the rest.
          guard let byte = needle.first else { return }
          let first = Int32(byte)
          var start = 0
          while start + pin.count <= hay.count,
            let hit = memchr(hayStart + start, first, hay.count - start - pin.count + 1)
          {
            let at = hayStart.distance(to: UnsafeRawPointer(hit))
            if memcmp(hit, pinStart, pin.count) == 0 { found.append(base + off_t(at)) }
            start = at + 1
          }
        }
      }
      consumed += off_t(chunk.count)
      carry = Array(window.suffix(max(0, needle.count - 1)))
    }
    return found
  }
}
